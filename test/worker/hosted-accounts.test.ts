/**
 * Accounts on the hosted plane (issue 23): the Worker with COMMERCE_PROVIDER=bigcommerce
 * against the BigCommerce double (test/support/bigcommerce-fake-global.ts, held to the
 * vendor's OpenAPI files). Sign-in checks the password on the platform; the account, its
 * addresses and orders are the platform's; another customer's order is 404; a password reset
 * is sent to the platform's storefront. The throttle, bot check and session stay the Worker's.
 */
import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { afterEach, describe, expect, inject, it } from 'vitest';
import { createApp } from '../../worker/index';
import { answerChallenge, type BotcheckChallenge } from '../support/botcheck';
import { ADDRESS_US } from './order-support';
import { line, ORIGIN, variants } from './cart-support';

const vars = inject('bigcommerceVars');
const hostedEnv = { ...env, ...vars };
const app = createApp();
// The seeded customer of every store of the double (test/contract/fake-bigcommerce-customers.ts DEMO_CUSTOMER).
const DEMO = { id: 1, email: 'demo@loipe.test', password: 'Demo-skier-2026' };
let serial = 0;

/** A shopper's cookies and csrf token, talking to the Worker on the hosted plane. */
class HostedClient {
  cookies = new Map<string, string>();
  token = '';

  async fetch(path: string, init: RequestInit & { headers?: Record<string, string> } = {}): Promise<Response> {
    const headers: Record<string, string> = { ...init.headers };
    if (this.cookies.size > 0) headers.cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    const ctx = createExecutionContext();
    const res = await app.request(`${ORIGIN}${path}`, { ...init, headers, redirect: 'manual' }, hostedEnv, ctx);
    await waitOnExecutionContext(ctx);
    for (const line of res.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const at = pair!.indexOf('=');
      if (/max-age=0/i.test(line)) this.cookies.delete(pair!.slice(0, at));
      else this.cookies.set(pair!.slice(0, at), pair!.slice(at + 1));
    }
    return res;
  }

  async api(method: string, path: string, body?: unknown): Promise<Response> {
    const headers: Record<string, string> = {};
    if (this.token) headers['csrf-token'] = this.token;
    if (body !== undefined) headers['content-type'] = 'application/json';
    return this.fetch(`/api${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  }

  async start(): Promise<this> {
    const res = await this.fetch('/api/session');
    this.token = ((await res.json()) as { data: { csrfToken: string } }).data.csrfToken;
    return this;
  }

  async signIn(email: string, pw: string): Promise<Response> {
    const res = await this.api('POST', '/customers/login', { email, pw });
    if (res.ok) this.token = ((await res.clone().json()) as { data: { csrfToken: string } }).data.csrfToken;
    return res;
  }

  async botcheck(): Promise<string> {
    return answerChallenge((await (await this.fetch('/api/botcheck/challenge')).json()) as BotcheckChallenge);
  }
}

const violations = async () => (await fetch(`${vars.BIGCOMMERCE_API_HOST}/__violations`)).json();
afterEach(async () => expect(await violations()).toEqual([]));

// The double reads the vendor's OpenAPI files on its first request (seconds on a busy host).
describe('accounts with COMMERCE_PROVIDER=bigcommerce', { timeout: 60_000 }, () => {
  it('signs the seeded customer in on the platform, then reads its account, orders and addresses from it', async () => {
    const shopper = await new HostedClient().start();
    expect((await shopper.signIn(DEMO.email, 'not-the-password-1')).status).toBe(401);
    const signedIn = await shopper.signIn(DEMO.email.toUpperCase(), DEMO.password);
    expect(signedIn.status).toBe(200);
    expect(await signedIn.json()).toMatchObject({ data: { customer: { id: DEMO.id, email: DEMO.email } } });

    const addresses = await shopper.api('GET', `/customers/${DEMO.id}/addresses`);
    expect(addresses.status).toBe(200);
    const added = await shopper.api('POST', `/customers/${DEMO.id}/addresses`, { ...ADDRESS_US, state_or_province: 'CO' });
    expect(added.status).toBe(201);
    // State by name, as the platform names it; the first address is the default.
    expect(await added.json()).toMatchObject({ data: { customer_id: DEMO.id, state_or_province: 'Colorado', city: 'Denver' } });
    const listed = (await (await shopper.api('GET', `/customers/${DEMO.id}/addresses`)).json()) as { data: { is_default: boolean }[] };
    expect(listed.data.filter((a) => a.is_default)).toHaveLength(1);

    // The seeded orders: the older one shipped with a UPS shipment. Amounts leave /api as decimals.
    const order = await shopper.api('GET', '/orders/100');
    expect(order.status).toBe(200);
    const body = (await order.json()) as { data: { customer_id: number; status: string; shipments: { tracking_number: string }[] } };
    expect(body.data).toMatchObject({ customer_id: DEMO.id, status: 'shipped', shipments: [{ tracking_number: '1Z999AA10123456784' }] });
  });

  it("answers 404 for another customer's order, for a stranger and for a signed-out visitor", async () => {
    const stranger = await new HostedClient().start();
    const email = `stranger.${Date.now().toString(36)}.${serial++}@example.test`;
    const created = await stranger.api('POST', '/customers/create', {
      email,
      password: 'Wax the skis 2026',
      firstName: 'Sven',
      lastName: 'Stranger',
      altcha: await stranger.botcheck(),
    });
    expect(created.status).toBe(201);
    stranger.token = ((await created.json()) as { data: { csrfToken: string } }).data.csrfToken;
    // The account lives on the platform: signing in again checks the password there.
    const again = await new HostedClient().start();
    expect((await again.signIn(email, 'Wax the skis 2026')).status).toBe(200);

    for (const path of ['/orders/100', '/orders/100/shipments', '/orders/101', '/orders/987654']) {
      const res = await stranger.api('GET', path);
      expect(res.status, path).toBe(404);
      expect(await res.json()).toMatchObject({ error: { code: 'not_found' } });
    }
    const visitor = await new HostedClient().start();
    expect((await visitor.api('GET', '/orders/100')).status).not.toBe(200);
    // The guest lookup needs the order's own email.
    expect((await visitor.api('GET', `/order-status/100?email=${encodeURIComponent(email)}`)).status).toBe(404);
    expect((await visitor.api('GET', `/order-status/100?email=${encodeURIComponent(DEMO.email)}`)).status).toBe(200);
  });

  it("attaches the session's cart on sign-in (spec §4), the customer being the platform's", async () => {
    const shopper = await new HostedClient().start();
    const pick = variants('us', 3)[0]!;
    const cart = await shopper.api('POST', '/cart/create', { line_items: [line(pick, 2)] });
    expect(cart.status).toBe(201);
    const cartId = ((await cart.json()) as { data: { id: string } }).data.id;
    expect((await shopper.signIn(DEMO.email, DEMO.password)).status).toBe(200);
    const session = (await (await shopper.fetch('/api/session')).json()) as { data: { cartId: string | null; cartCount: number } };
    expect(session.data).toMatchObject({ cartId, cartCount: 2 });
  });

  it("sends a password reset to the platform's regional storefront, no mail of ours", async () => {
    const visitor = await new HostedClient().start();
    const res = await visitor.api('POST', '/customers/password-reset', { email: DEMO.email, altcha: await visitor.botcheck() });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ data: { redirect: 'https://shop.loipe.com/login.php?action=reset_password' } });
  });
});
