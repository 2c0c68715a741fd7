/**
 * One sign-in throttle per account and client for every check of an account's password:
 * sign-in, `validate` by email or by id, and the signed-in customer's current password
 * (profile email and password changes, deletion) through the API and the page forms. An
 * IPv6 client is counted by its /64.
 */
import { describe, expect, it, vi } from 'vitest';
import { accountText } from '../../../worker/data/content/display-text/features/account';
import { PASSWORD, code, signedUp, uniqueEmail } from './account-support';
import { Client } from '../cart/cart-support';
import { decode } from '../support/shop-html';

vi.setConfig({ testTimeout: 90_000 });

const at = (ip: string) => ({ headers: { 'cf-connecting-ip': ip } });

async function expectThrottled(res: Response) {
  expect(res.status).toBe(429);
  const retry = Number(res.headers.get('retry-after'));
  expect(retry).toBeGreaterThanOrEqual(1);
  expect(retry).toBeLessThanOrEqual(60);
}

async function guest(): Promise<Client> {
  const client = new Client();
  await client.session();
  return client;
}

const signIn = async (email: string, pw: string, ip: string) => (await guest()).api('POST', '/customers/login', { email, pw }, at(ip));

const tokenIn = (html: string) => /name="csrf_token" value="([^"]+)"/.exec(html)?.[1] ?? '';

function post(client: Client, path: string, form: Record<string, string>, ip: string) {
  return client.fetch(path, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      'sec-fetch-site': 'same-origin',
      accept: 'text/html',
      'cf-connecting-ip': ip,
    },
    body: new URLSearchParams(form).toString(),
  });
}

describe('current-password checks count as sign-in attempts of the account', () => {
  it('PUT /api/customers/{id}: ten wrong current passwords, then 429 even for the right one, and sign-in is throttled too', async () => {
    const { client, id, email } = await signedUp('current-api');
    for (let i = 0; i < 10; i++) {
      const wrong = await client.api(
        'PUT',
        `/customers/${id}`,
        { email: uniqueEmail('new'), currentPassword: `guess ${i}` },
        at(`192.0.2.${i + 1}`),
      );
      expect(wrong.status).toBe(403);
    }
    const right = await client.api(
      'PUT',
      `/customers/${id}`,
      { password: 'A brand new password', currentPassword: PASSWORD },
      at('192.0.2.50'),
    );
    await expectThrottled(right);
    expect(await code(right)).toBe('too_many_attempts');
    // The same account's sign-in, from yet another address, shares the count.
    await expectThrottled(await signIn(email, PASSWORD, '192.0.2.51'));
    // Names alone need no password and are not refused.
    expect((await client.api('PUT', `/customers/${id}`, { firstName: 'Astrid' }, at('192.0.2.52'))).status).toBe(200);
  });

  it('DELETE /api/customers/{id}: wrong passwords exhaust the count, then 429 and the account stays', async () => {
    const { client, id, email } = await signedUp('current-delete');
    for (let i = 0; i < 10; i++) expect((await signIn(email, `guess ${i}`, `198.51.100.${i + 1}`)).status).toBe(401);
    const right = await client.api('DELETE', `/customers/${id}`, { password: PASSWORD }, at('198.51.100.60'));
    await expectThrottled(right);
    expect(await code(right)).toBe('too_many_attempts');
    expect(((await (await client.fetch('/api/customer')).json()) as { data: { customer: { id: number } } }).data.customer.id).toBe(id);
  });

  it('the profile and delete page forms answer 429 with Retry-After and the message in the page language', async () => {
    const { client, email } = await signedUp('current-page');
    const ip = '203.0.113.150';
    const form = async () => tokenIn(await (await client.fetch('/de-de/account/profile', { headers: { accept: 'text/html' } })).text());
    for (let i = 0; i < 10; i++) {
      const res = await post(
        client,
        '/de-de/account/profile',
        {
          csrf_token: await form(),
          firstName: 'Ingrid',
          lastName: 'Berg',
          email,
          password: 'A brand new password',
          currentPassword: `guess ${i}`,
        },
        ip,
      );
      expect(res.status).toBe(403);
    }
    const profile = await post(
      client,
      '/de-de/account/profile',
      {
        csrf_token: await form(),
        firstName: 'Ingrid',
        lastName: 'Berg',
        email,
        password: 'A brand new password',
        currentPassword: PASSWORD,
      },
      ip,
    );
    await expectThrottled(profile);
    expect(decode(await profile.text())).toContain(accountText.de['account.error.too_many_attempts']);
    const deleted = await post(client, '/de-de/account/delete', { csrf_token: await form(), password: PASSWORD }, ip);
    await expectThrottled(deleted);
    expect(decode(await deleted.text())).toContain(accountText.de['account.error.too_many_attempts']);
  });
});

describe('sign-in by id and by email count against the same account', () => {
  it('five wrong passwords by id and five by email, from ten addresses: the 11th by either is 429', async () => {
    const { id, email } = await signedUp('by-id');
    for (let i = 0; i < 5; i++) {
      const byId = await (await guest()).api('POST', '/customers/validate', { customer: id, pw: `guess ${i}` }, at(`192.0.2.${100 + i}`));
      expect(((await byId.json()) as { data: { is_valid: boolean } }).data.is_valid).toBe(false);
      expect((await signIn(email, `guess ${i}`, `192.0.2.${110 + i}`)).status).toBe(401);
    }
    await expectThrottled(await signIn(email, PASSWORD, '192.0.2.120'));
    await expectThrottled(await (await guest()).api('POST', '/customers/validate', { customer: id, pw: PASSWORD }, at('192.0.2.121')));
  });
});

describe('an IPv6 client is counted by its /64', () => {
  it('two addresses of one /64 share a count, another /64 has its own', async () => {
    for (let i = 1; i <= 10; i++)
      expect((await signIn(uniqueEmail('v6'), `guess ${i}`, `2001:db8:5:6::${i.toString(16)}`)).status).toBe(401);
    await expectThrottled(await signIn(uniqueEmail('v6'), 'guess', '2001:0db8:0005:0006:abcd:ef01:2345:6789'));
    expect((await signIn(uniqueEmail('v6'), 'guess', '2001:db8:5:7::1')).status).toBe(401);
  });
});
