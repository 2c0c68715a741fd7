import { describe, expect, it, vi } from 'vitest';
import { env } from 'cloudflare:workers';
import { createEmbeddedCommerce } from '../../worker/providers/commerce/embedded';
import { assetsSource } from '../../worker/providers/data';
import { requestCalls } from '../../worker/providers/context';
import { Client, line, variants } from './cart-support';
import { PASSWORD, countCustomers, signedUp, solvedBotcheck, uniqueEmail } from './account-support';

// Each account costs PBKDF2 hashing and a solved proof of work: a busy machine needs more than 5 s per case.
vi.setConfig({ testTimeout: 60_000 });

interface ErrorBody {
  error: { code: string; message: string; issues: { path: string; message: string }[] };
}
const code = async (res: Response) => ((await res.clone().json()) as ErrorBody).error.code;
const ADDRESS = {
  first_name: 'Ingrid',
  last_name: 'Berg',
  address1: '1600 Pennsylvania Ave',
  city: 'Denver',
  state_or_province: 'CO',
  postal_code: '80202',
  country_code: 'us',
  phone: '+1 303 555 0100',
};

describe('account creation (POST /api/customers/create)', () => {
  it('creates the account with a solved bot check, signs it in and never returns the password', async () => {
    const client = new Client();
    await client.session();
    const email = uniqueEmail('create');
    const res = await client.api('POST', '/customers/create', {
      email,
      password: PASSWORD,
      firstName: 'Ingrid',
      lastName: 'Berg',
      altcha: await solvedBotcheck(client),
    });
    expect(res.status).toBe(201);
    const text = await res.text();
    expect(text).not.toContain(PASSWORD);
    expect(text).not.toContain('pbkdf2');
    const body = JSON.parse(text) as {
      data: { customer: { id: number; email: string; firstName: string; last_name: string }; csrfToken: string };
    };
    expect(body.data.customer).toMatchObject({ email, firstName: 'Ingrid', last_name: 'Berg' });
    client.token = body.data.csrfToken;
    const state = (await (await client.fetch('/api/customer')).json()) as {
      data: { customer: { id: number }; isPro: boolean; brandSpendLimit: number; customerGroup: { is_default: boolean } };
    };
    expect(state.data).toMatchObject({
      customer: { id: body.data.customer.id },
      isPro: false,
      brandSpendLimit: 3000,
      customerGroup: { is_default: true },
    });
    const stored = await env.COMMERCE_DB.prepare('SELECT password_hash FROM customers WHERE id = ?')
      .bind(body.data.customer.id)
      .first<{ password_hash: string }>();
    expect(stored!.password_hash).toMatch(/^v1\$pbkdf2-sha256\$100000\$/);
  });

  it.each([
    ['no bot check', () => Promise.resolve(undefined)],
    [
      'an unsolved bot check',
      async (client: Client) => {
        const challenge = (await (await client.fetch('/api/botcheck/challenge')).json()) as Record<string, unknown>;
        return btoa(JSON.stringify({ ...challenge, number: 0 }));
      },
    ],
    ['garbage', () => Promise.resolve('not-base64!')],
  ])('refuses %s with 400 botcheck and stores nothing', async (_, answer) => {
    const client = new Client();
    await client.session();
    const before = await countCustomers();
    const res = await client.api('POST', '/customers/create', {
      email: uniqueEmail('bot'),
      password: PASSWORD,
      firstName: 'B',
      lastName: 'O',
      altcha: await answer(client),
    });
    expect(res.status).toBe(400);
    expect(await code(res)).toBe('botcheck');
    expect(await countCustomers()).toBe(before);
  });

  it('accepts a solved challenge once only', async () => {
    const client = new Client();
    await client.session();
    const altcha = await solvedBotcheck(client);
    expect(
      (
        await client.api('POST', '/customers/create', {
          email: uniqueEmail('once'),
          password: PASSWORD,
          firstName: 'O',
          lastName: 'N',
          altcha,
        })
      ).status,
    ).toBe(201);
    const again = new Client();
    await again.session();
    const res = await again.api('POST', '/customers/create', {
      email: uniqueEmail('twice'),
      password: PASSWORD,
      firstName: 'T',
      lastName: 'W',
      altcha,
    });
    expect(await code(res)).toBe('botcheck');
  });

  it('answers 409 for an email that has an account, and 400 naming the fields for bad input', async () => {
    const { email } = await signedUp('taken');
    const client = new Client();
    await client.session();
    const taken = await client.api('POST', '/customers/create', {
      email: email.toUpperCase(),
      password: PASSWORD,
      firstName: 'X',
      lastName: 'Y',
      altcha: await solvedBotcheck(client),
    });
    expect(taken.status).toBe(409);
    const bad = await client.api('POST', '/customers/create', {
      email: 'nope',
      password: 'short',
      firstName: '',
      lastName: 'Y',
      altcha: await solvedBotcheck(client),
    });
    expect(bad.status).toBe(400);
    const paths = ((await bad.json()) as ErrorBody).error.issues.map((i) => i.path);
    expect(paths).toEqual(expect.arrayContaining(['email', 'password', 'firstName']));
  });
});

describe('sign-in, sign-out and the session', () => {
  it('rotates the session id on sign-in and on sign-out, and the old cookie is worth nothing', async () => {
    const { client, email } = await signedUp('rotate');
    client.token = ((await (await client.api('POST', '/customers/logout')).json()) as { data: { csrfToken: string } }).data.csrfToken;
    const before = client.cookies.get('__Host-session');
    const login = await client.api('POST', '/customers/login', { email, pw: PASSWORD });
    expect(login.status).toBe(200);
    const after = client.cookies.get('__Host-session');
    expect(after).toBeTruthy();
    expect(after).not.toBe(before);
    const planted = new Client();
    planted.cookies.set('__Host-session', before!);
    expect(((await (await planted.fetch('/api/customer')).json()) as { data: unknown }).data).toBeNull();
    // The new session's token came with the answer; the old one no longer works.
    const token = ((await login.json()) as { data: { csrfToken: string } }).data.csrfToken;
    expect(await code(await client.api('POST', '/customers/logout', undefined, { token: 'x'.repeat(43) }))).toBe('csrf');
    const out = await client.api('POST', '/customers/logout', undefined, { token });
    expect(out.status).toBe(200);
    expect(client.cookies.get('__Host-session')).not.toBe(after);
    expect(((await (await client.fetch('/api/customer')).json()) as { data: unknown }).data).toBeNull();
  });

  it('gives the same answer for an unknown email and a wrong password', async () => {
    const { email } = await signedUp('same');
    const client = new Client();
    await client.session();
    const wrong = await client.api(
      'POST',
      '/customers/login',
      { email, pw: 'not the password' },
      { headers: { 'cf-connecting-ip': '198.51.100.7' } },
    );
    const unknown = await client.api(
      'POST',
      '/customers/login',
      { email: uniqueEmail('ghost'), pw: 'not the password' },
      { headers: { 'cf-connecting-ip': '198.51.100.7' } },
    );
    expect([wrong.status, unknown.status]).toEqual([401, 401]);
    expect(await wrong.json()).toEqual(await unknown.json());
  });

  it('answers the 11th failed sign-in from one IP within 60 s with 429 and Retry-After, even with the right password', async () => {
    const { email } = await signedUp('guess');
    const client = new Client();
    await client.session();
    const ip = { 'cf-connecting-ip': '203.0.113.11' };
    for (let i = 0; i < 10; i++)
      expect((await client.api('POST', '/customers/login', { email: uniqueEmail('x'), pw: `guess ${i}` }, { headers: ip })).status).toBe(
        401,
      );
    const eleventh = await client.api('POST', '/customers/login', { email, pw: PASSWORD }, { headers: ip });
    expect(eleventh.status).toBe(429);
    expect(Number(eleventh.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    expect(Number(eleventh.headers.get('retry-after'))).toBeLessThanOrEqual(60);
    expect(await code(eleventh)).toBe('too_many_attempts');
  });

  it('counts failures per email address across IPs too', async () => {
    const { email } = await signedUp('target');
    const client = new Client();
    await client.session();
    for (let i = 0; i < 10; i++) {
      expect(
        (await client.api('POST', '/customers/login', { email, pw: `guess ${i}` }, { headers: { 'cf-connecting-ip': `192.0.2.${i + 1}` } }))
          .status,
      ).toBe(401);
    }
    expect(
      (await client.api('POST', '/customers/login', { email, pw: PASSWORD }, { headers: { 'cf-connecting-ip': '192.0.2.99' } })).status,
    ).toBe(429);
  });

  it('attaches the session cart on sign-in (spec §4) and lets go of it on sign-out', async () => {
    const { client, email } = await signedUp('cart', { region: 'us' });
    client.token = ((await (await client.api('POST', '/customers/logout')).json()) as { data: { csrfToken: string } }).data.csrfToken;
    const added = await client.api('POST', '/cart/create', { line_items: [line(variants('us')[0]!, 1)] });
    expect(added.status).toBe(201);
    const cartId = ((await added.json()) as { data: { id: string; uid: string | null } }).data.id;
    const login = await client.api('POST', '/customers/login', { email, pw: PASSWORD });
    const { customer, csrfToken } = ((await login.json()) as { data: { customer: { id: number }; csrfToken: string } }).data;
    client.token = csrfToken;
    const cart = (await (await client.fetch(`/api/cart/${cartId}`)).json()) as { data: { id: string; uid: string | null } };
    expect(cart.data).toMatchObject({ id: cartId, uid: String(customer.id) });
    await client.api('POST', '/customers/logout');
    expect((await client.fetch(`/api/cart/${cartId}`)).status).toBe(404);
  });

  it('validates a password and a session', async () => {
    const { client, email, id } = await signedUp('validate');
    expect(
      (
        (await (await client.api('POST', '/customers/validate', { customer: email, pw: PASSWORD })).json()) as {
          data: { is_valid: boolean };
        }
      ).data.is_valid,
    ).toBe(true);
    expect(
      (
        (await (await client.api('POST', '/customers/validate', { customer: id, pw: 'wrong one!' })).json()) as {
          data: { is_valid: boolean };
        }
      ).data.is_valid,
    ).toBe(false);
    const session = (await (await client.api('POST', '/customers/validate-session')).json()) as {
      data: { valid: boolean; customer: { id: number } };
    };
    expect(session.data).toMatchObject({ valid: true, customer: { id } });
  });
});

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

    const commerce = createEmbeddedCommerce({ source: assetsSource(env.ASSETS), db: env.COMMERCE_DB });
    const order = await commerce.createOrder(requestCalls().commerce('us'), {
      customer_id: owner.id,
      email: owner.email,
      status: 'shipped',
      region: 'us',
      currency_code: 'USD',
      shipping_cost: 0,
      tax: 0,
      billing_address: {},
      shipping_address: {},
      lines: [
        {
          product_id: 1101,
          variant_id: 110101,
          sku: 'LP-1101-BLUE-195',
          name: 'Aurora Classic',
          options: [],
          quantity: 1,
          unit_price: 29_900,
        },
      ],
      shipments: [{ carrier: 'UPS', tracking_number: '1Z', shipped_at: Date.now() }],
    });

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
    ).toMatchObject({ total: 29_900, lines: [{ sku: 'LP-1101-BLUE-195' }] });
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
    expect((await client.api('PUT', `/customers/${id}`, { password: 'a new password', currentPassword: PASSWORD })).status).toBe(200);
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
