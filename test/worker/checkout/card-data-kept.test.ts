import { env, reset } from 'cloudflare:test';
import * as v from 'valibot';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { orderSchema } from '../../../worker/checkout/schemas';
import { sha256Hex } from '../../../worker/rules/digest';
import { type Client, shopperWithCart, variants } from '../cart/cart-support';
import { ADDRESS_US, migrate, orderBody, placeOrder } from './order-support';
import { dumpD1, dumpDurableObjects, dumpKv } from '../support/storage-dump';

beforeEach(() => migrate());
afterEach(() => {
  vi.restoreAllMocks();
  return reset();
});

const us = variants('us', 5);
const [a, b] = us.filter((p) => p.price < 5000) as [(typeof us)[0], (typeof us)[0]];

// A card the test processor takes, with digits and a code that appear nowhere else.
const NUMBER = '4539 1488 0343 6467';
const DIGITS = NUMBER.replace(/\D/g, '');
const CVC = '739';
const CARD = { number: NUMBER, exp_month: 11, exp_year: 2031, cvc: CVC, name: 'Kari Nordmann' };
const STATES = { US: [{ code: 'CO', name: 'Colorado', aliases: [] }] };

/** The request as the order service saw it: what the fingerprint once hashed whole. */
const parsedRequest = (body: unknown) => v.parse(orderSchema(STATES), body);

/** What must never be found: the number (whole, as typed, any 8-digit run), the code, and digests of either or of the request. */
async function needles(requests: unknown[]): Promise<{ texts: string[]; cvcValue: RegExp; hashes: string[] }> {
  const runs = Array.from({ length: DIGITS.length - 7 }, (_, i) => DIGITS.slice(i, i + 8));
  const hashes = await Promise.all(
    [DIGITS, NUMBER, CVC, ...requests.map((r) => JSON.stringify(r)), JSON.stringify(CARD)].map((text) => sha256Hex(text)),
  );
  return {
    texts: [NUMBER, DIGITS, ...runs, '"cvc"', '"exp_month"', '"exp_year"', 'card_number'],
    // The code as a value of its own (a cell, a quoted string, a number between separators), not three digits inside a hex digest.
    cvcValue: new RegExp(`(^|[^0-9A-Za-z])${CVC}([^0-9A-Za-z]|$)`),
    hashes,
  };
}

function expectNoCard(where: string, dump: string[], found: Awaited<ReturnType<typeof needles>>) {
  const text = dump.join('\n');
  const joined = text.replace(/(\d)[\s-]+(?=\d)/g, '$1');
  for (const needle of found.texts) {
    expect(text.includes(needle), `${where} holds ${needle}`).toBe(false);
    expect(joined.includes(needle), `${where} holds ${needle} (separators aside)`).toBe(false);
  }
  for (const hash of found.hashes) expect(text.includes(hash), `${where} holds the digest ${hash}`).toBe(false);
  for (const line of dump) expect(found.cvcValue.test(line), `${where} holds the security code: ${line.slice(0, 200)}`).toBe(false);
}

/** A plain HTML form post, as a browser without JavaScript sends it. */
function post(shopper: Client, fields: Record<string, string | number>) {
  const body = new URLSearchParams(Object.entries(fields).map(([k, value]) => [k, String(value)])).toString();
  return shopper.fetch('/en-us/checkout', {
    method: 'POST',
    headers: { accept: 'text/html', 'content-type': 'application/x-www-form-urlencoded' },
    body,
  });
}

const { country_code: _country, ...typed } = ADDRESS_US;
const formCard = { card_name: CARD.name, card_number: NUMBER, exp_month: '11', exp_year: '2031', cvc: CVC };

/** The checkout's three plain-form steps, a refused code first; answers the order request the form made. */
async function orderByForm(shopper: Client, cartId: string): Promise<unknown> {
  const answers = { csrf_token: shopper.token, email: 'kari@example.com', ...typed, country_code: 'US', shipping_method_id: 102 };
  expect((await post(shopper, { ...answers, step: 'address' })).status).toBe(200);
  const payment = await (await post(shopper, { ...answers, step: 'shipping' })).text();
  const key = /name="idempotency_key" value="([^"]*)"/.exec(payment)?.[1];
  expect(key).toBeTruthy();
  const refused = await post(shopper, { ...answers, step: 'place', idempotency_key: key!, ...formCard, cvc: '73' });
  expect(refused.status).toBe(400);
  const page = await refused.text();
  expect(page).not.toContain(DIGITS);
  expect(page).not.toContain(NUMBER);
  const placed = await post(shopper, { ...answers, step: 'place', idempotency_key: key!, ...formCard });
  expect(placed.status).toBe(303);
  return {
    cart_id: cartId,
    email: 'kari@example.com',
    shipping_address: ADDRESS_US,
    shipping_method_id: 102,
    payment: { number: NUMBER, exp_month: 11, exp_year: 2031, cvc: CVC, name: CARD.name },
  };
}

describe('no card data kept after a paid order', () => {
  it('neither the card number nor its code, nor a digest of either, is in any database, KV namespace, Durable Object, the outbox or a log line', async () => {
    const logged: string[] = [];
    for (const method of ['log', 'info', 'warn', 'error', 'debug'] as const)
      vi.spyOn(console, method).mockImplementation((...args: unknown[]) => {
        logged.push(
          args.map((x) => (x instanceof Error ? `${x.message} ${x.stack}` : typeof x === 'string' ? x : JSON.stringify(x))).join(' '),
        );
      });

    // By the API, and a second shopper by the checkout's plain forms.
    const api = await shopperWithCart(a, 1);
    const body = orderBody(api.cart.id, { payment: CARD });
    expect((await placeOrder(api.shopper, body)).status).toBe(201);
    const form = await shopperWithCart(b, 1);
    const formRequest = await orderByForm(form.shopper, form.cart.id);
    // Refused attempts: an expired card (its cart, a Durable Object, stays behind), a body that
    // is not JSON and one of the wrong types, each carrying the card.
    const kept = await shopperWithCart(a, 1);
    expect((await placeOrder(kept.shopper, orderBody(kept.cart.id, { payment: { ...CARD, exp_year: 2020 } }))).status).toBe(400);
    const broken = JSON.stringify(orderBody(kept.cart.id, { payment: CARD })).slice(0, -3);
    expect((await placeOrder(kept.shopper, broken)).status).toBe(400);
    const wrongTypes = orderBody(kept.cart.id, { payment: { ...CARD, number: Number(DIGITS), cvc: Number(CVC) } });
    expect((await placeOrder(kept.shopper, wrongTypes)).status).toBe(400);
    expect(await env.COMMERCE_DB.prepare("SELECT COUNT(*) AS n FROM orders WHERE payment_last4 = '6467'").first('n')).toBe(2);

    const found = await needles([parsedRequest(body), parsedRequest(formRequest)]);
    const [d1, kv, objects] = [await dumpD1(), await dumpKv(), await dumpDurableObjects()];
    // Not an empty look: the orders, the three sessions and the refused order's cart are there.
    expect(d1.find((t) => t.startsWith('orders: '))).toContain('"payment_last4":"6467"');
    expect(d1.find((t) => t.startsWith('outbox: '))).toContain('visa ending in 6467');
    expect(kv.filter((t) => t.startsWith('SESSIONS session:'))).toHaveLength(3);
    expect(objects.some((t) => t.startsWith('CART ') && t.includes(kept.cart.id))).toBe(true);
    expectNoCard('D1', d1, found);
    expectNoCard('KV', kv, found);
    expectNoCard('Durable Objects', objects, found);
    expectNoCard('logs', logged, found);
  });

  it("forgets the fingerprints of the old kind (the whole request's digest), keeps today's; a replay of a forgotten key is refused, never charged again", async () => {
    const before = await shopperWithCart(a, 1);
    const beforeBody = orderBody(before.cart.id, { payment: CARD });
    expect((await placeOrder(before.shopper, beforeBody, 'before-key')).status).toBe(201);
    const old = await sha256Hex(JSON.stringify(parsedRequest(beforeBody)));
    await env.COMMERCE_DB.prepare('UPDATE orders SET request_fingerprint = ? WHERE cart_id = ?').bind(old, before.cart.id).run();
    const after = await shopperWithCart(b, 1);
    const afterBody = orderBody(after.cart.id, { payment: CARD });
    expect((await placeOrder(after.shopper, afterBody, 'after-key')).status).toBe(201);

    const migrations = (env as unknown as { TEST_MIGRATIONS: { name: string; queries: string[] }[] }).TEST_MIGRATIONS;
    const forget = migrations.find((m) => m.name.endsWith('_forget_card_fingerprints.sql'));
    expect(forget).toBeDefined();
    // Run twice: orders placed between the migration and the deploy are forgotten the same way.
    for (const query of [...forget!.queries, ...forget!.queries]) await env.COMMERCE_DB.prepare(query).run();
    const fingerprints = await env.COMMERCE_DB.prepare('SELECT cart_id, request_fingerprint AS f FROM orders').all<{
      cart_id: string;
      f: string | null;
    }>();
    expect(new Map(fingerprints.results.map((r) => [r.cart_id, r.f?.slice(0, 3) ?? null]))).toEqual(
      new Map([
        [before.cart.id, null],
        [after.cart.id, 'v2:'],
      ]),
    );

    expect((await placeOrder(before.shopper, beforeBody, 'before-key')).status).toBe(422);
    expect((await placeOrder(after.shopper, afterBody, 'after-key')).status).toBe(200);
    expect(await env.COMMERCE_DB.prepare('SELECT COUNT(*) AS n FROM orders').first('n')).toBe(2);
  });
});
