/**
 * Checkout in Chromium, the other two paths: a declined card says so, keeps what
 * was typed and changes nothing; a signed-in customer checks out with a saved address and
 * finds the order in the account. Every wait is for something on the page, never a fixed time.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { answerChallenge, type BotcheckChallenge } from '../support/botcheck';
import { baseURL, launch, noBrowser, screenshot, watchErrors } from './support/browser';
import {
  addToCart,
  CARD,
  confirmed,
  DECLINED,
  guestEmail,
  lowStockFrom,
  mailFor,
  pay,
  stockOf,
  submit,
  throughShipping,
  toCheckout,
} from './support/checkout';

// Products 6 on of the low-stock list (checkout.test.ts takes 0–5).
const take = lowStockFrom(6);

describe.skipIf(noBrowser)('checkout in Chromium', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('a declined card says so, keeps what was typed, and changes nothing (stock, cart, orders, mail)', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const a = take();
    await addToCart(page, a, 'mouse', 1);
    await toCheckout(page, 'mouse');
    const email = guestEmail('declined');
    await throughShipping(page, email, 'mouse');
    await pay(page, { ...CARD, card_number: DECLINED }, 'mouse');

    await expect(page.locator('[role="alert"]').first().textContent()).resolves.toContain('Your card was declined');
    await expect(page.locator('.checkout-steps [aria-current="step"]').textContent()).resolves.toBe('Review and pay');
    // What was typed is kept (the card number and code excepted, for safety), so trying another card is one field.
    await expect(page.inputValue('.checkout-form [name="card_name"]')).resolves.toBe(CARD.card_name);
    await expect(page.inputValue('.checkout-form [name="exp_month"]')).resolves.toBe(CARD.exp_month);
    await expect(page.inputValue('.checkout-form [name="exp_year"]')).resolves.toBe(CARD.exp_year);
    await expect(page.locator('.checkout-recap').textContent()).resolves.toContain(email);
    await expect(page.locator('.checkout-recap').textContent()).resolves.toContain('Kari Nordmann, 1600 Larimer St');
    await screenshot(page, 'checkout-declined');

    // Nothing changed: the cart still holds the item, the stock is as it was, no mail went out.
    await expect(stockOf(page, a)).resolves.toBe(a.stock);
    await page.goto(`${baseURL()}/en-us/cart`);
    await expect(page.locator('.cart-line__name a').first().textContent()).resolves.toBe(a.name);
    await page.goto(`${baseURL()}/dev/outbox`);
    await expect(page.locator('article', { hasText: `To: ${email}` }).count()).resolves.toBe(0);

    // The right card then goes through from the same page.
    await toCheckout(page, 'mouse');
    await throughShipping(page, email, 'mouse');
    await pay(page, CARD, 'mouse');
    await confirmed(page);
    await context.close();
  }, 180_000);

  it('a signed-in customer checks out with a saved address and finds the order in the account', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const errors = watchErrors(page);
    await page.goto(`${baseURL()}/en-us`);
    // An account with a saved address, made through the API from the page (the bot check solved as its widget does).
    const challenge = await page.evaluate(async () => (await (await fetch('/api/botcheck/challenge')).json()) as BotcheckChallenge);
    const altcha = await answerChallenge(challenge);
    const email = guestEmail('member');
    const account = await page.evaluate(
      async ({ email, altcha, address }) => {
        const session = (await (await fetch('/api/session')).json()) as { data: { csrfToken: string } };
        const json = (token: string) => ({ 'content-type': 'application/json', 'csrf-token': token });
        const created = await fetch('/api/customers/create', {
          method: 'POST',
          headers: json(session.data.csrfToken),
          body: JSON.stringify({ email, password: 'Wax the skis 2026', firstName: 'Ingrid', lastName: 'Berg', altcha }),
        });
        const body = (await created.json()) as { data: { customer: { id: number }; csrfToken: string } };
        const saved = await fetch(`/api/customers/${body.data.customer.id}/addresses`, {
          method: 'POST',
          headers: json(body.data.csrfToken),
          body: JSON.stringify(address),
        });
        return { created: created.status, saved: saved.status, address: ((await saved.json()) as { data?: { id: number } }).data?.id ?? 0 };
      },
      {
        email,
        altcha,
        address: {
          first_name: 'Ingrid',
          last_name: 'Berg',
          address1: '1600 Larimer St',
          city: 'Denver',
          state_or_province: 'CO',
          postal_code: '80202',
          country_code: 'US',
        },
      },
    );
    expect(account).toMatchObject({ created: 201, saved: 201 });

    const a = take();
    await addToCart(page, a, 'mouse', 1);
    await toCheckout(page, 'mouse');
    // The saved address is offered and chosen, the email is the customer's.
    await expect(page.locator(`#checkout-address-${account.address}`).isChecked()).resolves.toBe(true);
    await expect(page.locator('label', { hasText: 'Ingrid Berg, 1600 Larimer St' }).count()).resolves.toBe(1);
    await expect(page.inputValue('.checkout-form [name="email"]')).resolves.toBe(email);
    await submit(page, 'mouse');
    await submit(page, 'mouse');
    await expect(page.locator('.checkout-recap').textContent()).resolves.toContain('Ingrid Berg, 1600 Larimer St');
    await pay(page, { ...CARD, card_name: 'Ingrid Berg' }, 'mouse');
    const id = await confirmed(page);

    await page.goto(`${baseURL()}/en-us/account/orders`);
    const link = page.locator(`a[href="/en-us/account/orders/${id}"]`);
    await expect(link.count()).resolves.toBeGreaterThan(0);
    await Promise.all([page.waitForURL(`**/en-us/account/orders/${id}`), link.first().click()]);
    await expect(page.locator('main').textContent()).resolves.toContain(a.name);
    await mailFor(page, id, email);
    expect(errors.filter((e) => !/^Failed to load resource: .* 404/.test(e))).toEqual([]);
    await context.close();
  }, 180_000);
});
