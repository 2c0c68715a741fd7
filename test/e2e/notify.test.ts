/**
 * Back-in-stock and contact end to end: a shopper subscribes to a sold-out variant, confirms through the mail
 * in /dev/outbox, an operator restocks, and the back-in-stock mail arrives; the support
 * contact form sent from the browser arrives in the outbox. /dev/outbox exists only under
 * ENVIRONMENT=development, so this file runs its own `wrangler dev` (with the D1 migrations
 * applied and an operator token) beside the shared one.
 */
import { afterAll, beforeAll, describe, expect, it, onTestFailed } from 'vitest';
import type { Browser } from 'playwright-core';
import { commerceProducts, contentProducts } from '../../worker/data/catalog';
import { hydrated, launch, noBrowser, screenshot, watchErrors } from './support/browser';
import { startDevServer, type DevServer } from './support/dev-server';
import { journal } from './support/journal';

const OPS_TOKEN = 'e2e-notify-ops-token';
const uniqueEmail = (name: string) => `${name}.${Date.now().toString(36)}@example.test`;

/** A sold-out variant (in the stock seed) of a product the US shop sells. */
function soldOutVariant() {
  const slugs = new Map(contentProducts.filter((p) => p.regions.includes('us') && !p.discontinued).map((p) => [p.uid, p.url]));
  const product = commerceProducts('us').find(
    (p) =>
      p.is_visible && slugs.has(p.uid) && p.variants.some((v) => v.inventoryLevel === 0) && p.variants.some((v) => v.inventoryLevel > 0),
  )!;
  return { product_id: product.id, variant_id: product.variants.find((v) => v.inventoryLevel === 0)!.id, slug: slugs.get(product.uid)! };
}

describe.skipIf(noBrowser)('back-in-stock alerts and the contact form in Chromium, mail in /dev/outbox', () => {
  let browser: Browser;
  let server: DevServer | undefined;
  let base = '';

  beforeAll(async () => {
    // E2E_NOTIFY_PORT / E2E_NOTIFY_INSPECTOR_PORT: as E2E_PORT in support/global-setup.ts, for this suite's own server.
    server = await startDevServer({
      name: 'notify',
      port: process.env.E2E_NOTIFY_PORT ? Number(process.env.E2E_NOTIFY_PORT) : undefined,
      inspectorPort: process.env.E2E_NOTIFY_INSPECTOR_PORT ? Number(process.env.E2E_NOTIFY_INSPECTOR_PORT) : undefined,
      vars: { OPS_TOKEN },
    });
    base = server.baseURL;
    browser = await launch();
  }, 180_000);

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('shows the alert form when the shopper picks a sold-out variant in place, loading its script only then', async () => {
    const pick = soldOutVariant();
    const context = await browser.newContext({ extraHTTPHeaders: { 'cf-ipcountry': 'US' } });
    const page = await context.newPage();
    const errors = watchErrors(page);
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await page.goto(`${base}/en-us/p/${pick.slug}`);
    await hydrated(page, 'product-buy');
    // The page opens on a variant in stock: no form, and the form's chunk is not among the page's scripts.
    await expect(page.locator('.back-in-stock').count()).resolves.toBe(0);
    await expect(page.locator('[data-island="back-in-stock"]').getAttribute('data-hydrated')).resolves.toBeNull();
    expect(scripts.filter((path) => /\/BackInStock-/.test(path))).toEqual([]);

    await page.locator('.option__value[data-state="sold-out"]').first().click();
    const form = page.locator('.back-in-stock');
    await form.waitFor({ state: 'visible', timeout: 20_000 });
    await expect(page.locator('[data-island="back-in-stock"]').getAttribute('data-hydrated')).resolves.toBe('true');
    expect(scripts.filter((path) => /\/BackInStock-/.test(path))).toHaveLength(1);
    // The form names the variant the shopper chose.
    const chosen = Number(new URL(page.url()).searchParams.get('variant'));
    await expect(form.locator('input[name="variant_id"]').inputValue()).resolves.toBe(String(chosen));
    expect(errors).toEqual([]);
    await context.close();
  });

  it('subscribes to a sold-out variant, confirms through /dev/outbox and gets one mail when it is restocked', async () => {
    const pick = soldOutVariant();
    const email = uniqueEmail('e2e-alert');
    const context = await browser.newContext({ extraHTTPHeaders: { 'cf-ipcountry': 'US' } });
    const page = await context.newPage();
    const errors = watchErrors(page);
    await page.goto(`${base}/en-us/p/${pick.slug}?variant=${pick.variant_id}`);
    await hydrated(page, 'back-in-stock');
    const form = page.locator('.back-in-stock');
    await expect(form.isVisible()).resolves.toBe(true);
    await expect(page.locator('#back-in-stock-heading').textContent()).resolves.toBe('Sold out? We will let you know');
    await page.locator('#back-in-stock-email').fill(email);
    await screenshot(page, 'back-in-stock-form');
    await Promise.all([page.waitForURL(`${base}/en-us/back-in-stock`), page.locator('.back-in-stock button[type="submit"]').click()]);
    await expect(page.locator('[role="status"].account-notice').textContent()).resolves.toContain(`we sent a mail to ${email}`);
    // The shop's pages ran clean (the bare development outbox below has no favicon of its own).
    expect(errors, errors.join('\n')).toEqual([]);
    const missing: string[] = [];
    page.on('response', (r) => r.status() === 404 && missing.push(new URL(r.url()).pathname));

    // The double opt-in mail, opened from the development outbox.
    await page.goto(`${base}/dev/outbox`);
    const confirmMail = page.locator('article', { hasText: `To: ${email}` }).first();
    await expect(confirmMail.locator('h2').textContent()).resolves.toMatch(/^Confirm your back-in-stock alert for /);
    await Promise.all([page.waitForURL(/\/en-us\/back-in-stock\/confirm\?token=/), confirmMail.locator('a').first().click()]);
    await expect(page.locator('.account-notice').textContent()).resolves.toContain('Confirmed. We will email you once');

    // The operator restocks the variant through the commerce port.
    const restock = await fetch(`${base}/api/inventory/${pick.variant_id}`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${OPS_TOKEN}`, region: 'us', 'content-type': 'application/json' },
      body: JSON.stringify({ level: 6 }),
    });
    expect(restock.status).toBe(200);
    expect(((await restock.json()) as { data: { notified: number } }).data.notified).toBe(1);

    await page.goto(`${base}/dev/outbox`);
    const mails = page.locator('article', { hasText: `To: ${email}` });
    await expect(mails.count()).resolves.toBe(2);
    await expect(mails.first().locator('h2').textContent()).resolves.toMatch(/ is back in stock$/);
    await expect(mails.first().locator('pre').textContent()).resolves.toContain(`/en-us/p/${pick.slug}?variant=${pick.variant_id}`);

    // A second restock mails nobody: the alert is gone.
    const again = await fetch(`${base}/api/inventory/${pick.variant_id}`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${OPS_TOKEN}`, region: 'us', 'content-type': 'application/json' },
      body: JSON.stringify({ level: 7 }),
    });
    expect(((await again.json()) as { data: { notified: number } }).data.notified).toBe(0);
    expect(missing.filter((path) => path !== '/favicon.ico')).toEqual([]);
    await context.close();
  });

  it('sends the contact form from the browser: the message arrives in the outbox and the shopper sees the confirmation', async () => {
    const email = uniqueEmail('e2e-contact');
    const opening = Date.now();
    const context = await browser.newContext({ extraHTTPHeaders: { 'cf-ipcountry': 'NO' } });
    const page = await context.newPage();
    const errors = watchErrors(page);
    // Each step has its own limit well under the test's 60 s, and a failing one says what the page and server were doing;
    // should the test's own limit come first, the record so far is printed.
    const steps = journal(page, () => server!.output());
    steps.record('new browser context and page', Date.now() - opening);
    onTestFailed(async () => console.log(`contact form test failed; its record:\n${await steps.report()}`));
    await steps.step('open the contact page (first no-no page of this server)', 25_000, () =>
      page.goto(`${base}/no-no/support/contact`, { timeout: 25_000 }),
    );
    await expect(page.locator('h1').textContent({ timeout: 5000 })).resolves.toBe('Skriv til kundeservice');
    const form = page.locator('form.contact-form');
    await steps.step('fill the fields', 10_000, async () => {
      await form.getByLabel('Navn').fill('Kari Nordmann');
      await form.getByLabel('E-postadresse').fill(email);
      await form.getByLabel('Emne').selectOption('warranty');
      await form.getByLabel('Ordrenummer (valgfritt)').fill('1042');
      await form.getByLabel('Melding').fill('Staven min knakk på første tur. Kan den repareres under garantien?');
    });
    await steps.step('the bot check island hydrates', 20_000, () => hydrated(page, 'botcheck', 19_000));
    await steps.step('the bot check is solved', 20_000, () =>
      page.waitForFunction(
        () => (document.querySelector('form.contact-form input[name="altcha"]') as HTMLInputElement | null)?.value !== '',
        null,
        { timeout: 20_000 },
      ),
    );
    // Filled before the page's script ran: nothing (a hydrating island, a chunk reload) may have reset them.
    await expect(form.getByLabel('Navn').inputValue()).resolves.toBe('Kari Nordmann');
    await expect(form.getByLabel('Melding').inputValue()).resolves.toBe(
      'Staven min knakk på første tur. Kan den repareres under garantien?',
    );
    await steps.step('send and land on the confirmation', 15_000, () =>
      Promise.all([
        page.waitForURL(`${base}/no-no/support/contact?status=sent`, { timeout: 15_000 }),
        page.getByRole('button', { name: 'Send melding' }).click({ timeout: 15_000 }),
      ]),
    );
    await expect(
      steps.step('read the confirmation', 10_000, () => page.locator('.account-notice').textContent({ timeout: 10_000 })),
    ).resolves.toContain('Takk, meldingen din er sendt.');
    await steps.step('screenshot', 20_000, () => screenshot(page, 'contact-sent'));
    expect(errors, errors.join('\n')).toEqual([]);

    await steps.step('open the outbox', 20_000, () => page.goto(`${base}/dev/outbox`, { timeout: 20_000 }));
    const mail = page.locator('article', { hasText: email }).first();
    await expect(steps.step('read the mail', 10_000, () => mail.locator('h2').textContent({ timeout: 10_000 }))).resolves.toBe(
      'Kontaktskjema: Garanti og reparasjon',
    );
    await expect(mail.locator('pre').textContent({ timeout: 5000 })).resolves.toContain('Staven min knakk på første tur.');
    await steps.step('close the context', 10_000, () => context.close());
    console.log(`contact form steps: ${steps.timings()}`);
  });

  it('without JavaScript the contact form still posts and answers with the errors next to the fields', async () => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${base}/en-us/support/contact`);
    await expect(page.locator('.botcheck noscript, .botcheck').count()).resolves.toBeGreaterThan(0);
    await page.locator('form.contact-form').getByLabel('Email address').fill('not-an-address');
    await Promise.all([page.waitForURL(`${base}/en-us/support/contact`), page.getByRole('button', { name: 'Send message' }).click()]);
    await expect(page.locator('#contact-name-error').textContent()).resolves.toBe('Enter your name.');
    await expect(page.locator('#contact-email-error').textContent()).resolves.toBe('Enter a valid email address.');
    await expect(page.locator('#contact-email').inputValue()).resolves.toBe('not-an-address');
    await context.close();
  });
});
