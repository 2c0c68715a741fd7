import { describe, expect, it, vi } from 'vitest';
import { accountText } from '../../../worker/data/content/display-text/features/account';
import { code, uniqueEmail } from './account-support';
import { Client } from '../cart/cart-support';
import { shippedOrder } from '../checkout/order-support';
import { decode } from '../support/shop-html';

vi.setConfig({ testTimeout: 60_000 });

/** A guest's order in the US store, placed with `email`. */
async function guestOrder(email: string): Promise<number> {
  return (await shippedOrder(null, email)).id;
}

const lookUp = (id: number, email: string, ip: string) =>
  new Client().fetch(`/api/order-status/${id}?email=${encodeURIComponent(email)}`, { headers: { 'cf-connecting-ip': ip } });

async function expectThrottled(res: Response) {
  expect(res.status).toBe(429);
  const retry = Number(res.headers.get('retry-after'));
  expect(retry).toBeGreaterThanOrEqual(1);
  expect(retry).toBeLessThanOrEqual(60);
  expect(await code(res)).toBe('too_many_attempts');
}

describe('GET /api/order-status/{id}: wrong number and email pairs are throttled', () => {
  it('answers the 11th look-up from one address within 60 s with 429 and Retry-After, even for the right pair', async () => {
    const email = uniqueEmail('order-ip');
    const id = await guestOrder(email);
    const ip = '203.0.113.201';
    // Ten wrong pairs over ten other order numbers: the address is counted, not one order.
    for (let i = 1; i <= 10; i++) expect((await lookUp(id + 1000 + i, email, ip)).status).toBe(404);
    await expectThrottled(await lookUp(id, email, ip));
    // Another address still finds it: the limit is the address's.
    expect((await lookUp(id, email, '203.0.113.202')).status).toBe(200);
  });

  it('counts wrong emails for one order number across addresses', async () => {
    const email = uniqueEmail('order-number');
    const id = await guestOrder(email);
    for (let i = 1; i <= 10; i++) expect((await lookUp(id, uniqueEmail('guess'), `198.51.100.${100 + i}`)).status).toBe(404);
    await expectThrottled(await lookUp(id, email, '198.51.100.199'));
  });

  it('does not count a right pair: the owner can look the order up again and again', async () => {
    const email = uniqueEmail('order-owner');
    const id = await guestOrder(email);
    for (let i = 0; i < 12; i++) expect((await lookUp(id, email, '203.0.113.210')).status).toBe(200);
  });

  it('counts two addresses of one IPv6 /64 together, and another /64 apart', async () => {
    const email = uniqueEmail('order-v6');
    const id = await guestOrder(email);
    for (let i = 1; i <= 10; i++) expect((await lookUp(id + 2000 + i, email, `2001:db8:77:1::${i.toString(16)}`)).status).toBe(404);
    await expectThrottled(await lookUp(id, email, '2001:DB8:77:1:ffff:eeee:dddd:cccc'));
    expect((await lookUp(id, email, '2001:db8:77:2::1')).status).toBe(200);
  });
});

describe('/{lang}/account/order-status: the page form', () => {
  it("answers the 11th wrong look-up with 429, Retry-After and the message in the page's language", async () => {
    const email = uniqueEmail('order-page');
    const id = await guestOrder(email);
    const client = new Client();
    const page = (number: number, address: string) =>
      client.fetch(`/de-de/account/order-status?order=${number}&email=${encodeURIComponent(address)}`, {
        headers: { accept: 'text/html', 'cf-connecting-ip': '192.0.2.201' },
      });
    for (let i = 1; i <= 10; i++) expect((await page(id, uniqueEmail('guess'))).status).toBe(404);
    const eleventh = await page(id, email);
    expect(eleventh.status).toBe(429);
    const retry = Number(eleventh.headers.get('retry-after'));
    expect(retry).toBeGreaterThanOrEqual(1);
    expect(retry).toBeLessThanOrEqual(60);
    const html = decode(await eleventh.text());
    expect(html).toContain(accountText.de['account.orderStatus.tooMany']);
    expect(html).not.toContain(accountText.de['account.orderStatus.notFound']);
  });
});
