/**
 * ASVS V3.3: a new password ends the customer's other sessions and rotates the current one;
 * deleting the account or resetting the password by mail ends them all. Through the API and
 * through the plain profile form.
 */
import { env } from 'cloudflare:workers';
import { describe, expect, it, vi } from 'vitest';
import { sessionDigest } from '../../../worker/edge/session-records';
import { Client } from '../cart/cart-support';
import { PASSWORD, mailedResetToken, signedUp } from './account-support';
import { customerSessions } from '../../../worker/edge/session-records';

vi.setConfig({ testTimeout: 60_000 });

const NEW_PASSWORD = 'Klister for spring snow';

/** The signed-in customer's id as GET /api/customer sees it, or null. */
async function whoIs(client: Client): Promise<number | null> {
  const body = (await (await client.fetch('/api/customer')).json()) as { data: { customer: { id: number } } | null };
  return body.data?.customer.id ?? null;
}

/** The same account signed in on another device (its own cookie jar). */
async function otherDevice(email: string, password = PASSWORD): Promise<Client> {
  const device = new Client();
  await device.session();
  const res = await device.api('POST', '/customers/login', { email, pw: password });
  expect(res.status).toBe(200);
  device.token = ((await res.json()) as { data: { csrfToken: string } }).data.csrfToken;
  return device;
}

const stored = async (client: Client) =>
  env.SESSIONS.get(`session:${await sessionDigest(client.cookies.get('__Host-session') ?? '')}`, 'json');

function post(client: Client, path: string, form: Record<string, string>) {
  return client.fetch(path, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'sec-fetch-site': 'same-origin', accept: 'text/html' },
    body: new URLSearchParams(form).toString(),
  });
}
const tokenIn = (html: string) => /name="csrf_token" value="([^"]+)"/.exec(html)?.[1] ?? '';

describe('changing the password (PUT /api/customers/{id})', () => {
  it("ends the customer's other sessions, rotates this one and answers its new CSRF token", async () => {
    const { client, id, email } = await signedUp('pw-change');
    const laptop = await otherDevice(email);
    const phone = await otherDevice(email);
    const stranger = await signedUp('bystander');
    expect([await whoIs(laptop), await whoIs(phone)]).toEqual([id, id]);
    const before = client.cookies.get('__Host-session');

    const res = await client.api('PUT', `/customers/${id}`, { password: NEW_PASSWORD, currentPassword: PASSWORD });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    const token = res.headers.get('csrf-token');
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(token).not.toBe(client.token);

    // This device: a new session id, still signed in; the old id is worth nothing.
    expect(client.cookies.get('__Host-session')).not.toBe(before);
    expect(await whoIs(client)).toBe(id);
    const planted = new Client();
    planted.cookies.set('__Host-session', before!);
    expect(await whoIs(planted)).toBeNull();
    // The other devices are signed out, their records gone; another customer is untouched.
    expect([await whoIs(laptop), await whoIs(phone)]).toEqual([null, null]);
    expect(await stored(laptop)).toBeNull();
    expect(await whoIs(stranger.client)).toBe(stranger.id);

    // The old token is refused, the new one works.
    expect((await client.api('PUT', `/customers/${id}`, { firstName: 'Astrid' })).status).toBe(403);
    client.token = token!;
    expect((await client.api('PUT', `/customers/${id}`, { firstName: 'Astrid' })).status).toBe(200);
  });

  it('leaves every session alone when only names change, and when the current password is wrong', async () => {
    const { client, id, email } = await signedUp('names-only');
    const laptop = await otherDevice(email);
    const before = client.cookies.get('__Host-session');
    const renamed = await client.api('PUT', `/customers/${id}`, { firstName: 'Astrid', lastName: 'Dahl' });
    expect(renamed.status).toBe(200);
    expect(renamed.headers.get('csrf-token')).toBeNull();
    const wrong = await client.api('PUT', `/customers/${id}`, { password: NEW_PASSWORD, currentPassword: 'not the password' });
    expect(wrong.status).toBe(403);
    expect(client.cookies.get('__Host-session')).toBe(before);
    expect(await whoIs(laptop)).toBe(id);
  });
});

describe('deleting the account (DELETE /api/customers/{id})', () => {
  it('ends every session of the account, this one included', async () => {
    const { client, id, email } = await signedUp('delete-all');
    const laptop = await otherDevice(email);
    const res = await client.api('DELETE', `/customers/${id}`, { password: PASSWORD });
    expect(res.status).toBe(200);
    expect(await whoIs(client)).toBeNull();
    expect(await whoIs(laptop)).toBeNull();
    expect(await stored(laptop)).toBeNull();
    // The customer's index of sessions names none (the embedded platform keeps one account book).
    const sessions = customerSessions(env);
    const index = sessions.get(sessions.idFromName(`embedded:${id}`));
    expect(await index.count()).toBe(0);
  });
});

describe('resetting the password by mail', () => {
  it('ends every session of the account', async () => {
    const { client, id, email } = await signedUp('reset-all');
    const visitor = new Client();
    await visitor.session();
    const token = await mailedResetToken(visitor, email);
    expect(await whoIs(client)).toBe(id);
    expect((await visitor.api('POST', '/customers/password-reset/confirm', { token, password: NEW_PASSWORD })).status).toBe(200);
    expect(await whoIs(client)).toBeNull();
  });
});

describe('the profile form without JavaScript', () => {
  it('changing the password signs the other devices out and keeps this browser signed in on a new session id', async () => {
    const { client, id, email } = await signedUp('form-pw');
    const laptop = await otherDevice(email);
    const html = await (await client.fetch('/en-us/account/profile', { headers: { accept: 'text/html' } })).text();
    const before = client.cookies.get('__Host-session');
    const res = await post(client, '/en-us/account/profile', {
      csrf_token: tokenIn(html),
      firstName: 'Ingrid',
      lastName: 'Berg',
      email,
      currentPassword: PASSWORD,
      password: NEW_PASSWORD,
    });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/en-us/account/profile?status=saved');
    expect(client.cookies.get('__Host-session')).not.toBe(before);
    expect(await whoIs(client)).toBe(id);
    expect(await whoIs(laptop)).toBeNull();
    // The page after the redirect carries the new session's token, which works.
    const after = await (await client.fetch('/en-us/account/profile', { headers: { accept: 'text/html' } })).text();
    const renamed = await post(client, '/en-us/account/profile', {
      csrf_token: tokenIn(after),
      firstName: 'Astrid',
      lastName: 'Berg',
      email,
    });
    expect(renamed.status).toBe(303);
  });

  it('deleting the account signs out every device', async () => {
    const { client, email } = await signedUp('form-delete');
    const laptop = await otherDevice(email);
    const html = await (await client.fetch('/en-us/account/profile', { headers: { accept: 'text/html' } })).text();
    const res = await post(client, '/en-us/account/delete', { csrf_token: tokenIn(html), password: PASSWORD });
    expect(res.status).toBe(303);
    expect(await whoIs(client)).toBeNull();
    expect(await whoIs(laptop)).toBeNull();
  });
});
