/**
 * Consent through the whole Worker: POST /api/consent (JSON and the no-JS form) sets the choice
 * cookie and records the choice without a personal identifier; every HTML answer to a shopper
 * who has chosen goes out without the banner, a page-cache hit included, while the stored copy
 * keeps it; the cookie-settings page shows the current choice.
 */
import { env, reset, SELF } from 'cloudflare:test';
import { afterEach, describe, expect, it } from 'vitest';
import { hotPages } from '../../../worker/page-cache/middleware';
import { get } from '../support/helpers';
import { CONSENT_COOKIE, CONSENT_POLICY_VERSION } from '../../../shared/consent';

afterEach(() => {
  hotPages.clear();
  return reset();
});

const SAME_ORIGIN = { 'sec-fetch-site': 'same-origin' };
const GRANTED = { analytics_storage: 'granted', ad_storage: 'granted', ad_user_data: 'granted', ad_personalization: 'granted' };
const DENIED = { analytics_storage: 'denied', ad_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied' };

function post(body: string, type: string, headers: Record<string, string> = SAME_ORIGIN) {
  return SELF.fetch('https://loipe.test/api/consent', {
    method: 'POST',
    body,
    headers: { 'content-type': type, ...headers },
    redirect: 'manual',
  });
}
const json = (data: unknown, headers?: Record<string, string>) => post(JSON.stringify(data), 'application/json', headers);
const form = (data: Record<string, string>, headers?: Record<string, string>) =>
  post(new URLSearchParams(data).toString(), 'application/x-www-form-urlencoded', headers);

async function records(): Promise<{ key: string; value: Record<string, unknown> }[]> {
  const list = await env.SESSIONS.list({ prefix: 'consent:' });
  return Promise.all(
    list.keys.map(async (k) => ({ key: k.name, value: (await env.SESSIONS.get(k.name, 'json')) as Record<string, unknown> })),
  );
}

const cookieOf = (res: Response) => res.headers.getSetCookie().find((c) => c.startsWith(`${CONSENT_COOKIE}=`)) ?? '';
const banner = (html: string) => html.includes('data-consent-banner');
const cacheStatus = (res: Response) => res.headers.get('cache-status') ?? '';

async function untilHit(path: string, cookie?: string): Promise<Response> {
  for (let i = 0; i < 50; i++) {
    const res = await get(path, { cookie });
    if (/; hit\b/.test(cacheStatus(res))) return res;
    await res.text();
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`${path} never became a hit`);
}

describe('POST /api/consent with JSON (the banner with JavaScript)', () => {
  it('sets the choice cookie, records purposes, time and policy version, and answers 201', async () => {
    const before = Date.now();
    const res = await json({
      purposes: { ...DENIED, analytics_storage: 'granted' },
      policy_version: CONSENT_POLICY_VERSION,
      locale: 'de-de',
    });
    expect(res.status).toBe(201);
    const body = (await res.json()) as { data: Record<string, unknown> };
    expect(body.data).toMatchObject({ purposes: { ...DENIED, analytics_storage: 'granted' }, policy_version: 1, recorded: true });
    const cookie = cookieOf(res);
    expect(cookie).toMatch(/^__Host-consent=1\.1000;/);
    expect(cookie).toMatch(/; Secure/);
    expect(cookie).toMatch(/; Path=\//);
    expect(cookie).toMatch(/; SameSite=Lax/);
    expect(cookie).not.toMatch(/HttpOnly/);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const [record] = await records();
    expect(record!.value).toEqual({
      purposes: { ...DENIED, analytics_storage: 'granted' },
      policy_version: 1,
      recorded_at: body.data.recorded_at,
      country: 'de',
      source: 'json',
    });
    expect(Date.parse(record!.value.recorded_at as string)).toBeGreaterThanOrEqual(before - 1000);
  });

  it('stores nothing that identifies the shopper: no IP, agent or session, a key of time and a random id', async () => {
    const res = await json(
      { purposes: GRANTED, policy_version: 1 },
      { ...SAME_ORIGIN, 'cf-connecting-ip': '203.0.113.7', 'user-agent': 'Tester/1.0', cookie: '__Host-session=abc' },
    );
    expect(res.status).toBe(201);
    const [record] = await records();
    expect(record!.key).toMatch(/^consent:\d{4}-\d\d-\d\dT[\d:.]+Z:[0-9a-f-]{36}$/);
    const text = JSON.stringify(record!.value);
    for (const personal of ['203.0.113.7', 'Tester', 'abc']) expect(text).not.toContain(personal);
    expect(cookieOf(res)).not.toContain(record!.key.slice(-36));
  });

  it.each([
    ['a missing purpose', { purposes: { analytics_storage: 'granted' }, policy_version: 1 }],
    ['a signal other than granted or denied', { purposes: { ...GRANTED, ad_storage: 'yes' }, policy_version: 1 }],
    ['an older policy version', { purposes: GRANTED, policy_version: 0 }],
    ['an unknown field', { purposes: GRANTED, policy_version: 1, email: 'a@example.com' }],
    ['a bad locale', { purposes: GRANTED, policy_version: 1, locale: 'germany' }],
    ['an array', [GRANTED]],
  ])('refuses %s with 400 invalid_body and sets no cookie', async (_name, body) => {
    const res = await json(body);
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe('invalid_body');
    expect(cookieOf(res)).toBe('');
    expect(await records()).toEqual([]);
  });

  it('refuses broken JSON with 400, a big body with 413 and another media type with 415', async () => {
    expect((await post('{"purposes":', 'application/json')).status).toBe(400);
    const big = await json({ purposes: GRANTED, policy_version: 1, locale: 'x'.repeat(4000) });
    expect(big.status).toBe(413);
    expect(((await big.json()) as { error: { code: string } }).error.code).toBe('payload_too_large');
    expect((await post('analytics', 'text/plain')).status).toBe(415);
  });

  it('takes a choice only from our own pages: 403 cross_site otherwise', async () => {
    for (const headers of [{}, { 'sec-fetch-site': 'same-site' }, { origin: 'https://evil.test' }] as Record<string, string>[]) {
      const res = await json({ purposes: GRANTED, policy_version: 1 }, headers);
      expect(res.status).toBe(403);
      expect(cookieOf(res)).toBe('');
    }
    // A cross-site post is refused before the route (the CSRF middleware), with the same outcome.
    expect((await json({ purposes: GRANTED, policy_version: 1 }, { 'sec-fetch-site': 'cross-site' })).status).toBe(403);
    // Browsers without Fetch Metadata: an Origin equal to ours is our own page.
    expect((await json({ purposes: GRANTED, policy_version: 1 }, { origin: 'https://loipe.test' })).status).toBe(201);
  });
});

describe('POST /api/consent as a plain form (the banner without JavaScript)', () => {
  it.each([
    ['reject', {}, '1.0000', DENIED],
    ['accept', {}, '1.1111', GRANTED],
    ['custom', { analytics: 'on' }, '1.1000', { ...DENIED, analytics_storage: 'granted' }],
    ['custom', { ads: 'on' }, '1.0111', { ...GRANTED, analytics_storage: 'denied' }],
    ['custom', {}, '1.0000', DENIED],
  ])('%s %j: cookie %s, recorded, 303 back to the page', async (choice, ticked, value, purposes) => {
    const res = await form({ choice, ...ticked, return_to: '/de-de/p/aurora-classic' });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/de-de/p/aurora-classic');
    expect(cookieOf(res)).toMatch(new RegExp(`^__Host-consent=${value.replace('.', '\\.')};`));
    const [record] = await records();
    expect(record!.value).toMatchObject({ purposes, source: 'form', country: 'de', policy_version: 1 });
  });

  it.each(['https://evil.test/', '//evil.test/x', '/.//evil.test', '/\\evil.test', 'javascript:alert(1)'])(
    'never sends the shopper off the site: return_to %s goes to the locale home',
    async (returnTo) => {
      const res = await form({ choice: 'reject', return_to: returnTo, locale: 'fr-fr' });
      expect(cookieOf(res)).toMatch(/^__Host-consent=1\.0000;/);
      expect(res.status).toBe(303);
      expect(res.headers.get('location')).toBe('/fr-fr');
    },
  );

  it.each([
    ['/', 'us'],
    ['/?utm_source=x', 'us'],
    ['/ja-jp/c/skis?page=2', 'jp'],
    ['/en-global', 'global'],
    ['/xx-yy/p/a', null],
    ['/account', null],
  ])('records the country of the page it came from: %s → %s', async (returnTo, country) => {
    expect((await form({ choice: 'accept', return_to: returnTo })).status).toBe(303);
    expect((await records())[0]!.value.country).toBe(country);
  });

  it('refuses a form without a choice with 400 and sets no cookie', async () => {
    const res = await form({ return_to: '/de-de' });
    expect(res.status).toBe(400);
    expect(cookieOf(res)).toBe('');
  });
});

describe('the banner on pages', () => {
  it('is on a first visit, with the opt-in wording in Germany and the notice in the United States', async () => {
    const de = await (await get('/de-de')).text();
    expect(banner(de)).toBe(true);
    expect(de).toContain('Nichts davon wird gespeichert, bevor du zustimmst.');
    expect(de).toContain('action="/api/consent"');
    expect(de).toMatch(/<input type="hidden" name="return_to" value="\/de-de"\/>/);
    // Rejecting takes one press, as accepting does; the choice per purpose is one link away.
    expect(de).toContain('<button type="submit" value="reject" name="choice">Alle ablehnen</button>');
    expect(de).toContain('<button type="submit" value="accept" name="choice">Alle akzeptieren</button>');
    expect(de).toContain('href="/de-de/consent?return=%2Fde-de">Selbst auswählen</a>');
    const us = await (await get('/en-us/c/skis')).text();
    expect(banner(us)).toBe(true);
    expect(us).toContain('You can turn them off here.');
  });

  it('is dropped from a rendered page and from a page-cache hit once a choice is stored, while the stored copy keeps it', async () => {
    const chosen = `${CONSENT_COOKIE}=1.0000`;
    const first = await get('/de-de/c/skis', { cookie: chosen });
    const html = await first.text();
    expect(first.status).toBe(200);
    expect(banner(html)).toBe(false);
    expect(html).toContain('</html>');
    // The same page for a first-time visitor still has it: what is stored is the shared copy.
    const hitWithout = await untilHit('/de-de/c/skis');
    expect(banner(await hitWithout.text())).toBe(true);
    const hitWith = await untilHit('/de-de/c/skis', `other=1; ${chosen}`);
    const hitHtml = await hitWith.text();
    expect(banner(hitHtml)).toBe(false);
    expect(hitHtml).toContain('</html>');
    expect(hitWith.headers.get('content-length')).toBeNull();
  });

  it('stays for a cookie of another policy version or a broken value', async () => {
    for (const cookie of [`${CONSENT_COOKIE}=0.1111`, `${CONSENT_COOKIE}=1.11`, 'consent=1.1111']) {
      expect(banner(await (await get('/de-de', { cookie })).text())).toBe(true);
    }
  });

  it('sets the defaults and reads the stored choice in one inline script before the tag manager', async () => {
    const html = await (await get('/de-de')).text();
    const consentAt = html.indexOf('gtag("consent","default"');
    expect(consentAt).toBeGreaterThan(0);
    // The four purposes in order, each a digit: denied in Germany, granted in the United States (run in test/unit/consent).
    expect(html.slice(consentAt - 60, consentAt)).toContain('let d=f("0000");');
    expect(html.slice(consentAt, consentAt + 400)).toContain('m&&gtag("consent","update",d=f(m[1]))');
    expect(html.indexOf('content-view')).toBeGreaterThan(consentAt);
    const us = await (await get('/en-us/c/skis')).text();
    expect(us).toContain('let d=f("1111");gtag("consent","default"');
  });
});

describe('GET /{locale}/consent, the footer link', () => {
  it('is linked from every page footer with the page to come back to', async () => {
    const html = await (await get('/de-de/c/skis')).text();
    expect(html).toContain('href="/de-de/consent?return=%2Fde-de%2Fc%2Fskis"');
    expect(html).toContain('Cookie-Einstellungen');
  });

  it('shows the current choice ticked, no banner above it, and is never kept by the page cache', async () => {
    const res = await get('/de-de/consent?return=/de-de/c/skis', { cookie: `${CONSENT_COOKIE}=1.1000` });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    const html = await res.text();
    expect(banner(html)).toBe(false);
    expect(html).toContain('Deine aktuelle Wahl ist unten angehakt.');
    expect(html).toMatch(/<input type="checkbox" name="analytics" checked=""\/>/);
    expect(html).toMatch(/<input type="checkbox" name="ads"\/>/);
    expect(html).toMatch(/name="return_to" value="\/de-de\/c\/skis"/);
  });

  it('sends an off-site return back to the locale home', async () => {
    const html = await (await get('/de-de/consent?return=//evil.test')).text();
    expect(html).toMatch(/name="return_to" value="\/de-de"/);
  });
});
