/**
 * What the checkout tests in Chromium share: the low-stock products they buy, the
 * test address and cards, and the shopper's moves by mouse, by keyboard only or with
 * JavaScript off (add to cart, fill a step, submit, pay) with the checks that follow them.
 */
import { expect } from 'vitest';
import type { Page } from 'playwright-core';
import { commerceProducts, contentProducts } from '../../../worker/data/catalog';
import { baseURL, hydrated, streamed } from './browser';

export interface Product {
  path: string;
  name: string;
  variantId: number;
  stock: number;
}

/**
 * US products sold in the US content region with a variant of low stock (2 to 4, so the page
 * says "Only N left"), each used by one test only: the run's database is shared by the tests.
 */
const lowStock: Product[] = commerceProducts('us')
  .filter((p) => p.is_visible && contentProducts.some((c) => c.uid === p.uid && c.regions.includes('us') && !c.discontinued))
  .flatMap((p) => {
    const v = p.variants.find((x) => x.isPurchasable && x.inventoryLevel >= 2 && x.inventoryLevel <= 4);
    if (!v) return [];
    const url = contentProducts.find((c) => c.uid === p.uid)!.url;
    return [{ path: `/en-us/p/${url}?variant=${v.id}`, name: p.name, variantId: v.id, stock: v.inventoryLevel }];
  });
/** Takes low-stock products in order from `first`: each test file its own range, so no two tests share a product. */
export function lowStockFrom(first: number): () => Product {
  let next = first;
  return () => {
    const product = lowStock[next++];
    if (!product) throw new Error('not enough low-stock products in the us catalog for the checkout tests');
    return product;
  };
}

export const ADDRESS = {
  first_name: 'Kari',
  last_name: 'Nordmann',
  address1: '1600 Larimer St',
  city: 'Denver',
  state: 'Colorado',
  postal_code: '80202',
};
export const CARD = { card_name: 'Kari Nordmann', card_number: '4242 4242 4242 4242', exp_month: '12', exp_year: '2034', cvc: '123' };
export const DECLINED = '4000 0000 0000 0002';

let serial = 0;
export const guestEmail = (name: string) => `${name}.${Date.now().toString(36)}.${serial++}@example.test`;

export type Mode = 'mouse' | 'keyboard' | 'no-js';

/** Presses Tab until the focused element matches `selector` (a keyboard user's way to a control). */
export async function tabTo(page: Page, selector: string, max = 250): Promise<void> {
  for (let i = 0; i < max; i++) {
    if (await page.evaluate((s) => document.activeElement?.matches(s) ?? false, selector)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached ${selector}`);
}

/** The stock line of the product page's buy panel: the number in "Only N left". */
export async function stockOf(page: Page, product: Product): Promise<number> {
  await page.goto(`${baseURL()}${product.path}`);
  const text = (await page.locator('.buy .stock').first().textContent()) ?? '';
  const count = /Only (\d+) left/.exec(text)?.[1];
  if (!count) throw new Error(`no "Only N left" on ${product.path}: ${text}`);
  return Number(count);
}

/** Adds one of the product to the cart from its page, as the mode's shopper does. */
export async function addToCart(page: Page, product: Product, mode: Mode, expectedCount: number): Promise<void> {
  await page.goto(`${baseURL()}${product.path}`);
  if (mode === 'no-js') {
    await Promise.all([page.waitForURL(/cart_status=added/), page.locator('.buy__form button[type="submit"]').first().click()]);
    return;
  }
  await hydrated(page, 'mini-cart');
  await hydrated(page, 'product-buy');
  if (mode === 'keyboard') {
    await tabTo(page, '.buy__submit');
    await page.keyboard.press('Enter');
  } else {
    await page.click('.buy__submit');
  }
  // The count moves at once (optimistically); the add is done when the panel says so. Leaving
  // the page before then would cancel the request, as it would for a shopper.
  await page.locator('.buy__status a').waitFor();
  await page.waitForFunction((n) => document.querySelector('.site-header .mini-cart__count')?.textContent === String(n), expectedCount);
}

/** The cart page's checkout button. */
export async function toCheckout(page: Page, mode: Mode): Promise<void> {
  await page.goto(`${baseURL()}/en-us/cart`);
  await streamed(page);
  if (mode === 'keyboard') {
    await tabTo(page, 'a.cart__checkout');
    await Promise.all([page.waitForURL('**/en-us/checkout'), page.keyboard.press('Enter')]);
  } else {
    await Promise.all([page.waitForURL('**/en-us/checkout'), page.click('a.cart__checkout')]);
  }
  await expect(page.locator('.checkout-steps [aria-current="step"]').textContent()).resolves.toBe('Contact and address');
}

/** Fills one field: by mouse a click then typing, by keyboard Tab to it then typing. */
export async function type(page: Page, name: string, value: string, mode: Mode): Promise<void> {
  const selector = `.checkout-form [name="${name}"]`;
  if (mode === 'keyboard') {
    await tabTo(page, selector);
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type(value);
  } else {
    await page.click(selector);
    await page.fill(selector, value);
  }
}

/** Submits the step's form: the primary button by mouse, Enter by keyboard; waits for the next page. */
export async function submit(page: Page, mode: Mode): Promise<void> {
  const navigated = page.waitForNavigation({ waitUntil: 'load' });
  if (mode === 'keyboard') {
    await tabTo(page, '.checkout-form button[type="submit"]');
    await page.keyboard.press('Enter');
  } else {
    await page.click('.checkout-form button[type="submit"]');
  }
  await navigated;
}

export async function chooseState(page: Page, label: string, mode: Mode): Promise<void> {
  const selector = '.checkout-form select[name="state_or_province"]';
  if (mode === 'keyboard') {
    await tabTo(page, selector);
    // Typing on a focused closed select picks the option whose label starts with the letters.
    await page.keyboard.type(label);
  } else {
    await page.selectOption(selector, { label });
  }
  await expect(page.locator(selector).evaluate((s) => (s as unknown as HTMLSelectElement).selectedOptions[0]?.textContent)).resolves.toBe(
    label,
  );
}

/** Contact and address → shipping method → payment; the page then shows the card step. */
export async function throughShipping(page: Page, email: string, mode: Mode): Promise<void> {
  await type(page, 'email', email, mode);
  await type(page, 'first_name', ADDRESS.first_name, mode);
  await type(page, 'last_name', ADDRESS.last_name, mode);
  await type(page, 'address1', ADDRESS.address1, mode);
  await type(page, 'city', ADDRESS.city, mode);
  await chooseState(page, ADDRESS.state, mode);
  await type(page, 'postal_code', ADDRESS.postal_code, mode);
  await submit(page, mode);
  await expect(page.locator('.checkout-steps [aria-current="step"]').textContent()).resolves.toBe('Shipping method');
  await expect(page.locator('.checkout-methods input[type="radio"]:checked').count()).resolves.toBe(1);
  await submit(page, mode);
  await expect(page.locator('.checkout-steps [aria-current="step"]').textContent()).resolves.toBe('Review and pay');
  await expect(page.locator('.checkout-recap').textContent()).resolves.toContain('Kari Nordmann, 1600 Larimer St');
}

export async function pay(page: Page, card: typeof CARD, mode: Mode): Promise<void> {
  for (const [name, value] of Object.entries(card)) await type(page, name, value, mode);
  await submit(page, mode);
}

export const events = (page: Page) =>
  page.evaluate(() => ((window as { dataLayer?: { event?: string }[] }).dataLayer ?? []).map((e) => e.event));

/** The confirmation page's order number. */
export async function confirmed(page: Page): Promise<string> {
  expect(page.url()).toMatch(/\/en-us\/checkout\/confirmation\/\d+$/);
  await expect(page.locator('h1').textContent()).resolves.toBe('Thank you for your order');
  const id = page.url().split('/').pop()!;
  await expect(page.locator('main').textContent()).resolves.toContain(`Order number ${id}`);
  return id;
}

/** The order at /en-us/account/order-status with its number and email, through the page's own form. */
export async function findOrder(page: Page, id: string, email: string, names: string[]): Promise<void> {
  await page.goto(`${baseURL()}/en-us/account/order-status`);
  await page.fill('#status-order', id);
  await page.fill('#status-email', email);
  await Promise.all([page.waitForURL(/order-status\?/), page.click('.account-form button[type="submit"]')]);
  const section = page.locator('.account-page > section').first();
  await expect(section.locator('h2').first().textContent()).resolves.toBe(`Order ${id}`);
  for (const name of names) await expect(section.textContent()).resolves.toContain(name);
}

/** The confirmation mail in /dev/outbox: to the shopper, with the order number. */
export async function mailFor(page: Page, id: string, email: string): Promise<void> {
  await page.goto(`${baseURL()}/dev/outbox`);
  const mail = page.locator('article', { hasText: `To: ${email}` });
  await expect(mail.count()).resolves.toBe(1);
  await expect(mail.locator('h2').textContent()).resolves.toBe(`Your Loipe order ${id} is confirmed`);
  await expect(mail.locator('pre').textContent()).resolves.toContain('Paid with visa ending in 4242.');
}
