import { env, SELF } from 'cloudflare:test';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { Client } from '../cart/cart-support';
import { solvedBotcheck } from '../account/account-support';
import { decode } from '../support/shop-html';

// Each signup solves a real proof-of-work challenge: a busy machine needs more than 5 s per case.
vi.setConfig({ testTimeout: 60_000 });

function post(body: string, type: string, headers: Record<string, string> = {}) {
  return SELF.fetch('https://loipe.test/api/newsletter', {
    method: 'POST',
    body,
    headers: { 'content-type': type, ...headers },
    redirect: 'manual',
  });
}
/** A solved bot check, as the footer island sends it. */
const solved = () => solvedBotcheck(new Client());
/** A JSON signup; it carries a freshly solved bot check unless the body names its own `altcha` (or leaves it out with `altcha: undefined`). */
const json = async (data: Record<string, unknown>, headers?: Record<string, string>) =>
  post(JSON.stringify('altcha' in data ? data : { ...data, altcha: await solved() }), 'application/json', headers);
/** A plain form post (no JavaScript); `altcha` is sent only when the case gives one. */
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
    [{ email: 'not-an-email', consent: true }, 'invalid_body'],
    [{ consent: true }, 'invalid_body'],
    [{ email: `${'x'.repeat(250)}@example.com`, consent: true }, 'invalid_body'],
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

describe('POST /api/newsletter needs the bot check', () => {
  it.each([
    ['no answer', undefined],
    ['an empty answer', ''],
    ['a made-up answer', btoa(JSON.stringify({ algorithm: 'SHA-256', challenge: 'x', number: 1, salt: 'y', signature: 'z' }))],
    ['garbage', 'not base64 at all'],
  ])('refuses %s with 400 botcheck and stores nothing', async (_, altcha) => {
    const res = await json({ email: 'bot@example.com', consent: true, altcha });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ error: { code: 'botcheck', issues: [{ path: 'altcha' }] } });
    expect(await stored()).toEqual([]);
  });

  it('accepts a solved challenge once only', async () => {
    const altcha = await solved();
    expect((await json({ email: 'once@example.com', consent: true, altcha })).status).toBe(201);
    const replay = await json({ email: 'twice@example.com', consent: true, altcha });
    expect(replay.status).toBe(400);
    expect(await replay.json()).toMatchObject({ error: { code: 'botcheck' } });
    expect((await stored()).map((r) => r.email)).toEqual(['once@example.com']);
  });

  it('sends a plain form post without an answer back to #newsletter-botcheck and stores nothing', async () => {
    const res = await form({ email: 'nojs@example.com', consent: 'on', altcha: '', return_to: '/de-de/about' });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/de-de/about#newsletter-botcheck');
    expect(await stored()).toEqual([]);
  });

  it('checks the fields first, so a typo does not use up the solved challenge', async () => {
    const altcha = await solved();
    expect((await json({ email: 'typo@example', consent: true, altcha })).status).toBe(400);
    expect((await json({ email: 'typo@example.com', consent: true, altcha })).status).toBe(201);
  });

  it.each([
    ['en-us', 'Signing up needs the bot check'],
    ['de-de', 'Die Anmeldung braucht die Bot-Prüfung'],
    ['ja-jp', '登録にはJavaScriptで動くボット確認が必要です'],
  ])("the footer form of /%s carries the empty altcha field and the bot-check message in the page's language", async (prefix, text) => {
    const html = await (await SELF.fetch(`https://loipe.test/${prefix}/about`)).text();
    expect(html).toMatch(/<form class="newsletter__form"[\s\S]*?<input type="hidden" name="altcha" value=""\/>[\s\S]*?<\/form>/);
    expect(decode(html)).toMatch(new RegExp(`id="newsletter-botcheck"[^>]*>${text}`));
  });
});

describe('POST /api/newsletter as a plain form (no JavaScript)', () => {
  it('signs up and sends the browser back with 303 to the page it came from', async () => {
    const res = await form({ email: 'form@example.com', consent: 'on', return_to: '/de-de/c/skis?Style=Classic', altcha: await solved() });
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
    const res = await form({ ...data, altcha: await solved() });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe(location);
  });

  // Each is harmless as typed but parses to `//evil.example`, another host for the browser.
  it.each(['/.//evil.example/', '/%2e//evil.example/', '/..//evil.example/', '/x/..//evil.example', '/\\evil.example', '/\t/evil.example'])(
    'keeps the shopper on the site when return_to is %j',
    async (returnTo) => {
      const res = await form({ email: 'nope', consent: 'on', return_to: returnTo });
      expect(res.status).toBe(303);
      const location = res.headers.get('location') ?? '';
      expect(location).toBe('/#newsletter-invalid-email');
      expect(new URL(location, 'https://loipe.test/en-us').origin).toBe('https://loipe.test');
    },
  );
});
