import { env, reset, SELF } from 'cloudflare:test';
import { afterEach, describe, expect, it } from 'vitest';
import { get } from '../support/helpers';

afterEach(() => reset());

/** Pages a crawler or a first-time visitor reads, in several locales and countries. */
const PAGES = [
  '/',
  '/en-us/c/skis',
  '/en-us/p/aurora-classic',
  '/en-us/p/rime-skate?variant=1',
  '/en-us/cart',
  '/en-us/checkout',
  '/de-de',
  '/de-de/c/boots',
  '/de-de/p/aurora-classic',
  '/no-no/p/aurora-classic',
  '/no-no/cart',
  '/fr-ca/p/rime-skate',
  '/ja-jp/c/skis',
  '/en-us/about',
  '/en-us/no-such-page',
  '/en-us/account',
];

async function kvKeys(): Promise<number> {
  return (await env.SESSIONS.list()).keys.length;
}

describe('anonymous visitors write nothing', () => {
  it('100 page views without a session write no KV record, set no cookie and carry no personal token', async () => {
    expect(await kvKeys()).toBe(0);
    for (let i = 0; i < 100; i++) {
      const path = PAGES[i % PAGES.length]!;
      const res = await get(path, { country: i % 3 === 0 ? 'DE' : 'US' });
      expect(res.status, path).toBeLessThan(500);
      expect(res.headers.get('set-cookie'), path).toBeNull();
      const html = await res.text();
      // A shared page's forms carry an empty token field (the edge fills a session's own, worker/page-cache/personal.ts).
      expect(html, path).not.toMatch(/name="csrf_token" value="[^"]/);
    }
    expect(await kvKeys()).toBe(0);
  }, 60_000);

  it('lets a session-less shopper add to cart with a plain same-origin form post, which creates the session', async () => {
    const page = await (await get('/en-us/p/aurora-classic')).text();
    const form = /<form[^>]*action="(\/en-us\/cart\/add)"[^>]*>([\s\S]*?)<\/form>/.exec(page);
    expect(form).not.toBeNull();
    const fields = new URLSearchParams(
      [...form![2]!.matchAll(/<input[^>]*name="([^"]+)"[^>]*value="([^"]*)"/g)].map((m) => [m[1]!, m[2]!.replaceAll('&amp;', '&')]),
    );
    const send = (headers: Record<string, string>) =>
      SELF.fetch(`https://loipe.test${form![1]}`, {
        method: 'POST',
        body: fields.toString(),
        headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
        redirect: 'manual',
      });

    // No proof of origin, or another site: refused, nothing stored.
    const refusals: Record<string, string>[] = [
      {},
      { 'sec-fetch-site': 'cross-site' },
      { 'sec-fetch-site': 'same-site' },
      { origin: 'https://evil.test' },
    ];
    for (const headers of refusals) {
      const refused = await send(headers);
      expect(refused.status, JSON.stringify(headers)).toBe(403);
    }
    expect(await kvKeys()).toBe(0);

    const proofs: Record<string, string>[] = [{ 'sec-fetch-site': 'same-origin' }, { origin: 'https://loipe.test' }];
    const cookies: string[] = [];
    for (const headers of proofs) {
      const added = await send(headers);
      expect(added.status, JSON.stringify(headers)).toBe(303);
      expect(added.headers.get('location')).toContain('cart_status=added');
      const cookie = /__Host-session=[^;]+/.exec(added.headers.get('set-cookie') ?? '');
      expect(cookie).not.toBeNull();
      cookies.push(cookie![0]);
    }
    expect(await kvKeys()).toBe(2);

    // From then on the shopper has a session: its pages carry the session's token, and a
    // post without it is refused even from our own origin.
    // (The page is the shared copy with this session's token filled in: no browser or shared cache keeps it.)
    const withSession = await get('/en-us/p/aurora-classic', { cookie: cookies[0] });
    expect(withSession.headers.get('cache-control')).toBe('private, max-age=0');
    expect(await withSession.text()).toMatch(/name="csrf_token" value="[A-Za-z0-9_-]{43}"/);
    const tokenless = await send({ 'sec-fetch-site': 'same-origin', cookie: cookies[0]! });
    expect(tokenless.status).toBe(403);
  });
});
