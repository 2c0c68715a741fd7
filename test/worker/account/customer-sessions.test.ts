/**
 * A password change or reset ends every other session of the customer, however many there are
 * and however they were started: the customer's sessions are kept in their own Durable Object,
 * where concurrent sign-ins cannot lose one another and no cap pushes the oldest out.
 */
import { env } from 'cloudflare:workers';
import { describe, expect, it, vi } from 'vitest';
import { Client } from '../cart/cart-support';
import { PASSWORD, mailedResetToken, signedUp } from './account-support';
import { customerSessions } from '../../../worker/edge/session-records';

vi.setConfig({ testTimeout: 180_000 });

const NEW_PASSWORD = 'Klister for spring snow';

async function whoIs(client: Client): Promise<number | null> {
  const body = (await (await client.fetch('/api/customer')).json()) as { data: { customer: { id: number } } | null };
  return body.data?.customer.id ?? null;
}

/** A device signed in as `email`. */
async function device(email: string): Promise<Client> {
  const client = new Client();
  await client.session();
  const res = await client.api('POST', '/customers/login', { email, pw: PASSWORD });
  expect(res.status).toBe(200);
  client.token = ((await res.json()) as { data: { csrfToken: string } }).data.csrfToken;
  return client;
}

/**
 * `count` devices, signed in `together` at a time (concurrent sign-ins: under the sign-in
 * throttle's 10 attempts in flight).
 */
async function devices(email: string, count: number, together: number): Promise<Client[]> {
  const all: Client[] = [];
  while (all.length < count) {
    const batch = Math.min(together, count - all.length);
    all.push(...(await Promise.all(Array.from({ length: batch }, () => device(email)))));
  }
  return all;
}

async function stillSignedIn(clients: Client[]): Promise<number> {
  const who = await Promise.all(clients.map(whoIs));
  return who.filter((id) => id !== null).length;
}

describe("ending a customer's sessions", () => {
  it('a password change signs out all 105 other devices, signed in 7 at a time', async () => {
    const { client, id, email } = await signedUp('many-devices');
    const others = await devices(email, 105, 7);
    expect(await stillSignedIn(others)).toBe(105);
    const changed = await client.api('PUT', `/customers/${id}`, { password: NEW_PASSWORD, currentPassword: PASSWORD });
    expect(changed.status).toBe(200);
    expect(await stillSignedIn(others)).toBe(0);
    expect(await whoIs(client)).toBe(id);
  });

  it('this browser stays signed in through two password changes, and a device signed in between them is signed out by the second', async () => {
    const { client, id, email } = await signedUp('twice');
    const first = await client.api('PUT', `/customers/${id}`, { password: NEW_PASSWORD, currentPassword: PASSWORD });
    expect(first.status).toBe(200);
    client.token = first.headers.get('csrf-token') ?? client.token;
    expect(await whoIs(client)).toBe(id);
    const laptop = new Client();
    await laptop.session();
    expect((await laptop.api('POST', '/customers/login', { email, pw: NEW_PASSWORD })).status).toBe(200);
    const second = await client.api('PUT', `/customers/${id}`, { password: `${NEW_PASSWORD} again`, currentPassword: NEW_PASSWORD });
    expect(second.status).toBe(200);
    expect(await whoIs(client)).toBe(id);
    expect(await whoIs(laptop)).toBeNull();
  });

  it('a reset by mail signs out every device, those signed in together included', async () => {
    const { client, email } = await signedUp('reset-concurrent');
    const others = await devices(email, 9, 9);
    const visitor = new Client();
    await visitor.session();
    const token = await mailedResetToken(visitor, email);
    expect((await visitor.api('POST', '/customers/password-reset/confirm', { token, password: NEW_PASSWORD })).status).toBe(200);
    expect(await stillSignedIn([client, ...others])).toBe(0);
  });
});

describe('the index of one customer (CustomerSessionsDurableObject)', () => {
  const sessions = customerSessions(env);
  const index = (name: string) => sessions.get(sessions.idFromName(name));
  const digest = (n: number) => n.toString(16).padStart(64, '0');
  const DAY = 24 * 3600 * 1000;

  it('keeps every one of 300 sessions added at once, and ends them all but the one kept', async () => {
    const sessions = index(`test:${crypto.randomUUID()}`);
    const added = await Promise.all(Array.from({ length: 300 }, (_, n) => sessions.add(digest(n), 1000, 1000 + DAY, 1000)));
    expect(added.every(Boolean)).toBe(true);
    expect(await sessions.count()).toBe(300);
    const ended = await sessions.endAll(digest(7), 2000);
    expect(ended).toHaveLength(299);
    expect(ended).not.toContain(digest(7));
    expect(await sessions.count()).toBe(1);
  });

  it('refuses a session signed in before the end that it does not know, and keeps the one it kept', async () => {
    const sessions = index(`test:${crypto.randomUUID()}`);
    await sessions.add(digest(1), 1000, 1000 + DAY, 1000);
    await sessions.add(digest(2), 1000, 1000 + DAY, 1000);
    await sessions.endAll(digest(1), 5000);
    // A sign-in that checked the old password (it began at 4000) while the password changed.
    expect(await sessions.add(digest(3), 4000, 6000 + DAY, 6000)).toBe(false);
    // A daily renewal of an ended session that raced the end.
    expect(await sessions.add(digest(2), 1000, 6000 + DAY, 6000)).toBe(false);
    // The kept session renews; a sign-in after the end is kept.
    expect(await sessions.add(digest(1), 1000, 6000 + DAY, 6000)).toBe(true);
    expect(await sessions.add(digest(4), 5500, 6000 + DAY, 6000)).toBe(true);
    expect(await sessions.count()).toBe(2);
  });

  it('forgets sessions past their expiry when another is added', async () => {
    const sessions = index(`test:${crypto.randomUUID()}`);
    await sessions.add(digest(1), 1000, 2000, 1000);
    await sessions.add(digest(2), 3000, 3000 + DAY, 3000);
    expect(await sessions.count()).toBe(1);
  });
});
