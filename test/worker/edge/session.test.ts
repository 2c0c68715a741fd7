import { env, reset } from 'cloudflare:test';
import { afterEach, describe, expect, it } from 'vitest';
import { sessionDigest, SESSION_TTL_SECONDS } from '../../../worker/edge/session-records';
import { Client } from '../cart/cart-support';

afterEach(() => reset());

const DAY = 24 * 3600 * 1000;

async function storedSessions() {
  const list = await env.SESSIONS.list({ prefix: 'session:' });
  return list.keys;
}

async function record(cookieId: string) {
  return env.SESSIONS.get(`session:${await sessionDigest(cookieId)}`, 'json') as Promise<Record<string, unknown> | null>;
}

describe('GET /api/session', () => {
  it('creates a session in a __Host- cookie (HttpOnly, Secure, SameSite=Lax, Path=/) and answers its token', async () => {
    const shopper = new Client();
    const res = await shopper.fetch('/api/session');
    expect(res.status).toBe(200);
    const [cookie] = res.headers.getSetCookie();
    expect(cookie).toMatch(/^__Host-session=[A-Za-z0-9_-]{43};/);
    expect(cookie).toMatch(/; Path=\//);
    expect(cookie).toMatch(/; HttpOnly/);
    expect(cookie).toMatch(/; Secure/);
    expect(cookie).toMatch(/; SameSite=Lax/);
    expect(cookie).toMatch(new RegExp(`; Max-Age=${SESSION_TTL_SECONDS}`));
    expect(cookie).not.toMatch(/Domain=/i);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    const body = (await res.json()) as { data: Record<string, unknown> };
    expect(body.data).toEqual({
      csrfToken: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
      cartId: null,
      cartCount: 0,
      region: 'us',
      shopping: true,
    });
  });

  it('uses 256 random bits per session id: two sessions never share one', async () => {
    const a = new Client();
    const b = new Client();
    await a.session();
    await b.session();
    expect(a.cookies.get('__Host-session')).not.toBe(b.cookies.get('__Host-session'));
    expect(Buffer.from(a.cookies.get('__Host-session')!, 'base64url')).toHaveLength(32);
  });

  it('keeps a session in KV under a hash of its id, with a 30-day TTL', async () => {
    const shopper = new Client();
    await shopper.session();
    const keys = await storedSessions();
    expect(keys).toHaveLength(1);
    expect(keys[0]!.name).not.toContain(shopper.cookies.get('__Host-session'));
    expect(keys[0]!.expiration! * 1000 - Date.now()).toBeGreaterThan(SESSION_TTL_SECONDS * 1000 - 60_000);
    expect(await record(shopper.cookies.get('__Host-session')!)).toMatchObject({ cartIds: {}, customer: null, utm: {} });
  });

  it('answers the same session and token again without setting the cookie again', async () => {
    const shopper = new Client();
    const first = await shopper.session();
    const res = await shopper.fetch('/api/session');
    expect(res.headers.getSetCookie()).toEqual([]);
    expect(((await res.json()) as { data: { csrfToken: string } }).data.csrfToken).toBe(first.csrfToken);
    expect(await storedSessions()).toHaveLength(1);
  });

  it('replaces a cookie that names no session instead of adopting it', async () => {
    const shopper = new Client();
    const planted = 'A'.repeat(43);
    shopper.cookies.set('__Host-session', planted);
    await shopper.session();
    expect(shopper.cookies.get('__Host-session')).not.toBe(planted);
    expect(await record(planted)).toBeNull();
  });

  it('replaces a session whose record does not parse', async () => {
    const shopper = new Client();
    await shopper.session();
    const id = shopper.cookies.get('__Host-session')!;
    await env.SESSIONS.put(`session:${await sessionDigest(id)}`, JSON.stringify({ cartIds: 'nope' }));
    await shopper.session();
    expect(shopper.cookies.get('__Host-session')).not.toBe(id);
  });

  it('renews the TTL of a session last renewed over a day ago, and not more often', async () => {
    const shopper = new Client();
    await shopper.session();
    const id = shopper.cookies.get('__Host-session')!;
    const key = `session:${await sessionDigest(id)}`;
    const data = (await env.SESSIONS.get(key, 'json')) as { renewedAt: number };

    await env.SESSIONS.put(key, JSON.stringify({ ...data, renewedAt: Date.now() - 2 * DAY }));
    const stale = await shopper.fetch('/api/session');
    expect(stale.headers.getSetCookie()[0]).toMatch(/^__Host-session=/);
    expect(((await env.SESSIONS.get(key, 'json')) as { renewedAt: number }).renewedAt).toBeGreaterThan(Date.now() - 60_000);

    await env.SESSIONS.put(key, JSON.stringify({ ...data, renewedAt: Date.now() - DAY / 2 }));
    const fresh = await shopper.fetch('/api/session');
    expect(fresh.headers.getSetCookie()).toEqual([]);
  });

  it('stores the campaign parameters the visitor arrived with', async () => {
    const shopper = new Client();
    shopper.cookies.set('utm', 'utm_source=newsletter&utm_campaign=winter');
    await shopper.session();
    expect(await record(shopper.cookies.get('__Host-session')!)).toMatchObject({
      utm: { utm_source: 'newsletter', utm_campaign: 'winter' },
    });
  });

  it('answers for the region header: a catalogue region has no cart', async () => {
    const shopper = new Client({ region: 'eu' });
    expect(await shopper.session()).toMatchObject({ region: 'eu', shopping: false, cartId: null, cartCount: 0 });
    const norway = new Client({ region: 'no' });
    expect(await norway.session()).toMatchObject({ region: 'no', shopping: true });
  });

  it('takes the region from the visitor country when no header is sent', async () => {
    const shopper = new Client({ country: 'DE' });
    expect(await shopper.session()).toMatchObject({ region: 'eu', shopping: false });
  });

  it('refuses a region header that names no region with 400', async () => {
    const res = await new Client({ region: 'mars' }).fetch('/api/session');
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ error: { code: 'invalid_region' } });
  });
});

describe('lazy sessions', () => {
  it('does not create a session for an anonymous page view, which stays free of cookies', async () => {
    const shopper = new Client();
    const res = await shopper.fetch('/en-us/team', { headers: { accept: 'text/html' } });
    expect(res.status).toBe(200);
    expect(res.headers.getSetCookie().filter((c) => c.startsWith('__Host-session'))).toEqual([]);
    expect(await storedSessions()).toEqual([]);
  });

  it('does not create a session for a request that only carries an unknown cookie', async () => {
    const shopper = new Client();
    shopper.cookies.set('__Host-session', 'B'.repeat(43));
    await shopper.fetch('/en-us/team', { headers: { accept: 'text/html' } });
    expect(await storedSessions()).toEqual([]);
  });
});
