import { describe, expect, it, vi } from 'vitest';
import { env } from 'cloudflare:workers';
import { Client } from '../cart/cart-support';
import { shippedOrder } from '../checkout/order-support';
import { ADDRESS, PASSWORD, code, countCustomers, signedUp, solvedBotcheck, uniqueEmail, type ErrorBody } from './account-support';

// Each account costs PBKDF2 hashing and a solved proof of work: a busy machine needs more than 5 s per case.
vi.setConfig({ testTimeout: 60_000 });

describe('owner-only (another customer → 404, never 403)', () => {
  it("answers another customer's profile, addresses and orders with 404 and changes nothing", async () => {
    const owner = await signedUp('owner');
    const other = await signedUp('other');
    const created = await owner.client.api('POST', `/customers/${owner.id}/addresses`, ADDRESS);
    expect(created.status).toBe(201);
    const address = (
      (await created.json()) as { data: { id: number; postal_code: string; state_or_province: string; country_code: string } }
    ).data;
    expect(address).toMatchObject({ postal_code: '80202', state_or_province: 'Colorado', country_code: 'US' });

    const order = await shippedOrder(owner.id, owner.email, [{ carrier: 'UPS', tracking_number: '1Z', shipped_at: Date.now() }]);

    for (const [method, path, body] of [
      ['GET', `/customers/${owner.id}/addresses`, undefined],
      ['POST', `/customers/${owner.id}/addresses`, ADDRESS],
      ['PUT', `/customers/${owner.id}/addresses/${address.id}`, ADDRESS],
      ['DELETE', `/customers/${owner.id}/addresses/${address.id}`, undefined],
      ['PUT', `/customers/${owner.id}`, { firstName: 'Mallory' }],
      ['DELETE', `/customers/${owner.id}`, { password: PASSWORD }],
      ['GET', `/orders/${order.id}`, undefined],
      ['GET', `/order/${order.id}`, undefined],
      ['GET', `/orders/${order.id}/shipments`, undefined],
    ] as const) {
      const res = await other.client.api(method, path, body);
      expect(res.status, `${method} ${path}`).toBe(404);
    }
    // The other customer's own address id through the owner's path is not found either.
    expect((await owner.client.api('PUT', `/customers/${owner.id}/addresses/999999`, ADDRESS)).status).toBe(404);

    expect(((await (await owner.client.fetch(`/api/customers/${owner.id}/addresses`)).json()) as { data: unknown[] }).data).toHaveLength(1);
    expect(
      ((await (await owner.client.fetch(`/api/orders/${order.id}`)).json()) as { data: { total: number; lines: unknown[] } }).data,
    ).toMatchObject({ total: 299, lines: [{ sku: 'LP-1101-BLUE-195' }] }); // $299.00, a decimal amount (spec §7)
    expect(((await (await owner.client.fetch(`/api/orders/${order.id}/shipments`)).json()) as { data: unknown[] }).data).toHaveLength(1);

    // Guest lookup: the order's own email only.
    const guest = new Client();
    expect((await guest.fetch(`/api/order-status/${order.id}?email=${encodeURIComponent(owner.email.toUpperCase())}`)).status).toBe(200);
    expect((await guest.fetch(`/api/order-status/${order.id}?email=${encodeURIComponent(other.email)}`)).status).toBe(404);

    // customers?email:in= answers only the signed-in customer's own address.
    const own = (await (await owner.client.fetch(`/api/customers?email:in=${encodeURIComponent(owner.email)}`)).json()) as {
      data: unknown[];
    };
    const theirs = (await (await other.client.fetch(`/api/customers?email:in=${encodeURIComponent(owner.email)}`)).json()) as {
      data: unknown[];
    };
    expect([own.data.length, theirs.data.length]).toEqual([1, 0]);
  });

  it('checks postal codes per country and the state of US addresses', async () => {
    const { client, id } = await signedUp('postal');
    const bad = await client.api('POST', `/customers/${id}/addresses`, { ...ADDRESS, postal_code: 'ABCDE', state_or_province: 'Atlantis' });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as ErrorBody).error.issues.map((i) => i.path).sort()).toEqual(['postal_code', 'state_or_province']);
    const norway = await client.api('POST', `/customers/${id}/addresses`, {
      ...ADDRESS,
      country_code: 'NO',
      state_or_province: '',
      postal_code: '0155',
      city: 'Oslo',
    });
    expect(norway.status).toBe(201);
  });

  it('changes names freely, the password only with the current one, and deletes the account with its password', async () => {
    const { client, id, email } = await signedUp('profile');
    expect((await client.api('PUT', `/customers/${id}`, { firstName: 'Astrid' })).status).toBe(200);
    expect(await code(await client.api('PUT', `/customers/${id}`, { password: 'a new password', currentPassword: 'wrong password' }))).toBe(
      'current_password',
    );
    const changed = await client.api('PUT', `/customers/${id}`, { password: 'a new password', currentPassword: PASSWORD });
    expect(changed.status).toBe(200);
    // A new password rotates the session: its new token comes in the csrf-token header.
    client.token = changed.headers.get('csrf-token')!;
    expect(await code(await client.api('DELETE', `/customers/${id}`, { password: PASSWORD }))).toBe('current_password');
    expect((await client.api('DELETE', `/customers/${id}`, { password: 'a new password' })).status).toBe(200);
    const again = new Client();
    await again.session();
    expect((await again.api('POST', '/customers/login', { email, pw: 'a new password' })).status).toBe(401);
  });
});

describe('CSRF on every account write', () => {
  it("refuses each write without the session's token (403 csrf) and stores nothing", async () => {
    const { client, id } = await signedUp('csrf');
    const before = await countCustomers();
    for (const [method, path, body] of [
      ['POST', '/customers/create', { email: uniqueEmail('c'), password: PASSWORD, firstName: 'C', lastName: 'S' }],
      ['POST', '/customers/login', { email: 'a@example.test', pw: PASSWORD }],
      ['POST', '/customers/logout', undefined],
      ['POST', '/customers/validate', { customer: 'a@example.test', pw: PASSWORD }],
      ['POST', '/customers/validate-session', undefined],
      ['PUT', `/customers/${id}`, { firstName: 'X' }],
      ['DELETE', `/customers/${id}`, { password: PASSWORD }],
      ['POST', `/customers/${id}/addresses`, ADDRESS],
      ['PUT', `/customers/${id}/addresses/1`, ADDRESS],
      ['DELETE', `/customers/${id}/addresses/1`, undefined],
      ['POST', '/customers/password-reset', { email: 'a@example.test' }],
      ['POST', '/customers/password-reset/confirm', { token: 'x'.repeat(43), password: PASSWORD }],
    ] as const) {
      const res = await client.api(method, path, body, { token: null });
      expect(res.status, `${method} ${path}`).toBe(403);
      expect(await code(res)).toBe('csrf');
    }
    expect(await countCustomers()).toBe(before);
    expect(((await (await client.fetch('/api/customer')).json()) as { data: { customer: { id: number } } }).data.customer.id).toBe(id);
  });
});

describe('password reset', () => {
  it('mails a single-use link to the outbox; the token sets a new password once', async () => {
    const { email } = await signedUp('reset');
    const client = new Client();
    await client.session();
    expect(await code(await client.api('POST', '/customers/password-reset', { email }))).toBe('botcheck');
    const res = await client.api('POST', '/customers/password-reset', { email, altcha: await solvedBotcheck(client) });
    expect(res.status).toBe(202);
    const unknown = await client.api('POST', '/customers/password-reset', {
      email: uniqueEmail('nobody'),
      altcha: await solvedBotcheck(client),
    });
    expect([unknown.status, await unknown.json()]).toEqual([202, { data: { requested: true } }]);
    const mail = await env.COMMERCE_DB.prepare('SELECT body FROM outbox WHERE recipient = ? ORDER BY id DESC')
      .bind(email)
      .first<{ body: string }>();
    const token = /token=([A-Za-z0-9_-]{43})/.exec(mail!.body)![1]!;
    expect((await client.api('POST', '/customers/password-reset/confirm', { token, password: 'brand new secret' })).status).toBe(200);
    expect(await code(await client.api('POST', '/customers/password-reset/confirm', { token, password: 'another secret!' }))).toBe(
      'reset_token',
    );
    expect((await client.api('POST', '/customers/login', { email, pw: 'brand new secret' })).status).toBe(200);
  });
});
