import { describe, expect, it, vi } from 'vitest';
import { env } from 'cloudflare:workers';
import { Client, line, variants } from '../cart/cart-support';
import { PASSWORD, code, countCustomers, signedUp, solvedBotcheck, uniqueEmail, type ErrorBody } from './account-support';

// Each account costs PBKDF2 hashing and a solved proof of work: a busy machine needs more than 5 s per case.
vi.setConfig({ testTimeout: 60_000 });

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

  it('creates one account when five sign-ups race with one solved answer; the others are refused with botcheck', async () => {
    const altcha = await solvedBotcheck(new Client());
    const clients = await Promise.all(
      Array.from({ length: 5 }, async () => {
        const client = new Client();
        await client.session();
        return client;
      }),
    );
    const before = await countCustomers();
    const answers = await Promise.all(
      clients.map((client, i) =>
        client.api('POST', '/customers/create', {
          email: uniqueEmail(`race${i}`),
          password: PASSWORD,
          firstName: 'R',
          lastName: 'A',
          altcha,
        }),
      ),
    );
    expect(answers.map((res) => res.status).sort()).toEqual([201, 400, 400, 400, 400]);
    for (const res of answers.filter((r) => r.status === 400)) expect(await code(res)).toBe('botcheck');
    expect(await countCustomers()).toBe(before + 1);
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
