import { env, SELF } from 'cloudflare:test';
import { beforeEach, describe, expect, it } from 'vitest';

function post(body: string, type: string, headers: Record<string, string> = {}) {
  return SELF.fetch('https://loipe.test/api/newsletter', {
    method: 'POST',
    body,
    headers: { 'content-type': type, ...headers },
    redirect: 'manual',
  });
}
const json = (data: unknown, headers?: Record<string, string>) => post(JSON.stringify(data), 'application/json', headers);
const form = (data: Record<string, string>) => post(new URLSearchParams(data).toString(), 'application/x-www-form-urlencoded');

async function stored(): Promise<Record<string, unknown>[]> {
  const list = await env.SESSIONS.list({ prefix: 'newsletter:' });
  return Promise.all(list.keys.map(async (k) => (await env.SESSIONS.get(k.name, 'json')) as Record<string, unknown>));
}

// KV is shared by the tests of a file: start each one without signups.
beforeEach(async () => {
  const list = await env.SESSIONS.list({ prefix: 'newsletter:' });
  await Promise.all(list.keys.map((k) => env.SESSIONS.delete(k.name)));
});

describe('POST /api/newsletter with JSON', () => {
  it('stores a signup with consent under a hashed newsletter: key and answers 201', async () => {
    const res = await json({ email: '  Kari.Nordmann@Example.NO ', consent: true, locale: 'no-no' });
    expect(res.status).toBe(201);
    expect(await res.json()).toEqual({ data: { subscribed: true, lists: ['newsletter'], alreadySubscribed: false } });
    const keys = (await env.SESSIONS.list({ prefix: 'newsletter:' })).keys.map((k) => k.name);
    expect(keys).toHaveLength(1);
    expect(keys[0]).toMatch(/^newsletter:[0-9a-f]{64}$/);
    expect((await stored())[0]).toMatchObject({ email: 'kari.nordmann@example.no', lists: ['newsletter'], locale: 'no-no' });
  });

  it('answers 200 for an address already signed up and merges its lists', async () => {
    await json({ email: 'a@example.com', consent: true });
    const again = await json({ email: 'A@example.com', consent: true, lists: ['test-events'] });
    expect(again.status).toBe(200);
    expect(await again.json()).toMatchObject({ data: { alreadySubscribed: true, lists: ['newsletter', 'test-events'] } });
  });

  it.each([
    [{ email: 'not-an-email', consent: true }, 'invalid_email'],
    [{ consent: true }, 'invalid_email'],
    [{ email: `${'x'.repeat(250)}@example.com`, consent: true }, 'invalid_email'],
    [{ email: 'a@example.com' }, 'consent_required'],
    [{ email: 'a@example.com', consent: false }, 'consent_required'],
    [{ email: 'a@example.com', consent: 'maybe' }, 'consent_required'],
  ])('refuses %o with 400 %s and stores nothing', async (body, code) => {
    const res = await json(body);
    expect(res.status).toBe(400);
    const error = ((await res.json()) as { error: { code: string; message: string; issues: unknown[] } }).error;
    expect(error.code).toBe(code);
    expect(error.message.length).toBeGreaterThan(5);
    expect(error.issues.length).toBeGreaterThan(0);
    expect(await stored()).toEqual([]);
  });

  it('refuses malformed JSON, other media types, large bodies and cross-site posts', async () => {
    expect((await post('{"email":', 'application/json')).status).toBe(400);
    expect((await post('[1]', 'application/json')).status).toBe(400);
    expect((await post('email=a@example.com', 'text/plain')).status).toBe(415);
    expect((await json({ email: 'a@example.com', consent: true, pad: 'x'.repeat(5000) })).status).toBe(413);
    expect((await json({ email: 'a@example.com', consent: true }, { 'sec-fetch-site': 'cross-site' })).status).toBe(403);
    expect((await json({ email: 'a@example.com', consent: true, lists: ['<script>'] })).status).toBe(400);
    expect(await stored()).toEqual([]);
  });
});

describe('POST /api/newsletter as a plain form (no JavaScript)', () => {
  it('signs up and sends the browser back with 303 to the page it came from', async () => {
    const res = await form({ email: 'form@example.com', consent: 'on', return_to: '/de-de/c/skis?Style=Classic' });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/de-de/c/skis?Style=Classic#newsletter-subscribed');
    expect(await stored()).toHaveLength(1);
  });

  it.each([
    [{ email: 'nope', consent: 'on', return_to: '/en-us' }, '/en-us#newsletter-invalid-email'],
    [{ email: 'a@example.com', return_to: '/en-us' }, '/en-us#newsletter-consent-required'],
    [{ email: 'a@example.com', consent: 'on', return_to: 'https://evil.example/' }, '/#newsletter-subscribed'],
    [{ email: 'b@example.com', consent: 'on', return_to: '//evil.example/' }, '/#newsletter-subscribed'],
  ])('answers %o with 303 to %s', async (data, location) => {
    const res = await form(data);
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe(location);
  });
});
