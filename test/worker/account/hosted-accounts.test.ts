/**
 * Accounts on the hosted plane: the Worker with COMMERCE_PROVIDER=bigcommerce
 * against the BigCommerce double (test/support/bigcommerce-fake-global.ts, held to the
 * vendor's OpenAPI files). Sign-in checks the password on the platform; the account, its
 * addresses and orders are the platform's; another customer's order is 404; a password reset
 * is sent to the platform's storefront. The throttle, bot check and session stay the Worker's.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { ADDRESS_US } from '../checkout/order-support';
import { line, variants } from '../cart/cart-support';
import { DEMO, HostedClient, violations } from '../support/hosted-client';

let serial = 0;
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
