import { describe, expect, it } from 'vitest';
import { get, isDataBlock, runnableScripts } from '../support/helpers';

describe('block list middleware', () => {
  it.each(['/wp-login.php', '/en-us/search?q=sleep(10)', '/xmlrpc.php', '/de-de/c/skis?id=1%20select(1)'])(
    'answers 403 for %s',
    async (path) => {
      const res = await get(path);
      expect(res.status).toBe(403);
      await res.text();
    },
  );
  it('answers 403 to a scanner user agent', async () => {
    const res = await get('/', { headers: { 'user-agent': 'sqlmap/1.8#stable' } });
    expect(res.status).toBe(403);
    await res.text();
  });
  it('answers 403 to a listed IP and serves an IP on the never-block list', async () => {
    const blocked = await get('/en-us/cart', { headers: { 'cf-connecting-ip': '192.0.2.13' } });
    expect(blocked.status).toBe(403);
    await blocked.text();
    const trusted = await get('/en-us/cart', { headers: { 'cf-connecting-ip': '192.0.2.10' } });
    expect(trusted.status).toBe(200);
    await trusted.text();
  });
});

describe('security headers middleware', () => {
  it('sends CSP with a fresh nonce, HSTS, nosniff, referrer policy and frame-ancestors none', async () => {
    const first = await get('/');
    const second = await get('/');
    const csp = first.headers.get('content-security-policy') ?? '';
    expect(csp).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]{20,}'/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(second.headers.get('content-security-policy')).not.toBe(csp);
    expect(first.headers.get('strict-transport-security')).toContain('max-age=');
    expect(first.headers.get('x-content-type-options')).toBe('nosniff');
    expect(first.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    await first.text();
    await second.text();
  });

  it('puts the response nonce on every inline script of a page', async () => {
    const res = await get('/de-de/support');
    const nonce = /'nonce-([^']+)'/.exec(res.headers.get('content-security-policy') ?? '')?.[1];
    const html = await res.text();
    const scripts = [...html.matchAll(/<script\b[^>]*>/g)].map((m) => m[0]);
    expect(scripts.length).toBeGreaterThan(0);
    for (const tag of scripts) {
      // JSON data blocks (island props, JSON-LD) are never run, so they need no nonce and carry none.
      if (isDataBlock(tag)) expect(tag).not.toContain('nonce=');
      else expect(tag).toContain(`nonce="${nonce}"`);
    }
    const runnable = runnableScripts(html);
    expect(runnable.length).toBeGreaterThan(0);
    expect(runnable.every((tag) => tag.includes(`nonce="${nonce}"`))).toBe(true);
  });

  it('sets the headers on API answers and redirects too', async () => {
    for (const path of ['/api/geolocation', '/en-us']) {
      const res = await get(path);
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
      await res.text();
    }
  });
});

describe('locale middleware (spec §2 "Before each navigation")', () => {
  it.each([
    ['DE', '/', '/de-de'],
    ['JP', '/', '/ja-jp'],
    ['NO', '/', '/no-no'],
    ['CA', '/', '/en-ca'],
    ['BR', '/', '/en-global'],
    ['DE', '/c/skis', '/de-de/c/skis'],
    ['FR', '/cart?x=1', '/fr-fr/cart?x=1'],
    ['US', '/team', '/en-us/team'],
  ])('sends a visitor from %s asking for %s to %s (302)', async (country, path, location) => {
    const res = await get(path, { country });
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe(location);
    await res.text();
  });

  it('serves / to a US visitor as the en-us home without a redirect', async () => {
    const res = await get('/', { country: 'US' });
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('lang="en-US"');
  });

  it('treats a visitor the edge cannot place as en-us', async () => {
    const res = await get('/');
    expect(res.status).toBe(200);
    await res.text();
  });

  it('prefers the country picker cookie over the edge country', async () => {
    const res = await get('/stores', { country: 'DE', cookie: 'locale=sv-se' });
    expect(res.headers.get('location')).toBe('/sv-se/stores');
    await res.text();
  });

  it('ignores a locale cookie that is not a supported prefix', async () => {
    const res = await get('/stores', { country: 'DE', cookie: 'locale=xx-<script>' });
    expect(res.headers.get('location')).toBe('/de-de/stores');
    await res.text();
  });

  it('maps /en-us alone to / (301)', async () => {
    const res = await get('/en-us');
    expect(res.status).toBe(301);
    expect(res.headers.get('location')).toBe('/');
    await res.text();
  });

  it.each([
    ['/de-de/', '/de-de'],
    ['/de-de/c/skis/', '/de-de/c/skis'],
  ])('removes the trailing slash of %s', async (path, location) => {
    const res = await get(path);
    expect(res.status).toBe(301);
    expect(res.headers.get('location')).toBe(location);
    await res.text();
  });

  it.each(['/xx-yy', '/de-us/c/skis', '/ja-de'])('answers 404 for the unsupported prefix %s', async (path) => {
    const res = await get(path);
    expect(res.status).toBe(404);
    expect(await res.text()).toContain('Page not found');
  });

  it('ignores CF-IPCountry when the development override is off', async () => {
    const { default: worker } = await import('../../../worker/app');
    const { env } = await import('cloudflare:test');
    const res = await worker.fetch(
      new Request('https://loipe.test/', { headers: { 'cf-ipcountry': 'DE' } }),
      { ...env, DEV_GEO_HEADER: 'false' },
      { waitUntil() {}, passThroughOnException() {}, props: {} } as unknown as ExecutionContext,
    );
    expect(res.status).toBe(200);
    await res.text();
  });

  it('uses request.cf.country at the edge', async () => {
    const { SELF } = await import('cloudflare:test');
    const res = await SELF.fetch('https://loipe.test/', { redirect: 'manual', cf: { country: 'SE' } } as RequestInit);
    expect(res.headers.get('location')).toBe('/sv-se');
    await res.text();
  });
});

describe('utm middleware (spec §2: utm query parameters are stored)', () => {
  it('stores utm_* parameters in a cookie, also on a redirect', async () => {
    const res = await get('/c/skis?utm_source=newsletter&utm_campaign=winter&color=red', { country: 'US' });
    const cookie = res.headers.get('set-cookie') ?? '';
    expect(cookie).toContain('utm=utm_source%3Dnewsletter%26utm_campaign%3Dwinter');
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/Secure/i);
    expect(cookie).not.toContain('color');
    await res.text();
  });
  it('sets no cookie without utm parameters', async () => {
    const res = await get('/en-us/c/skis?color=red');
    expect(res.headers.get('set-cookie')).toBeNull();
    await res.text();
  });
});

describe('redirect middleware (spec §2 legacy map, §8 limit)', () => {
  it.each([
    ['/nordic-skis/race', '/en-us/c/skis/race'],
    ['/register', '/en-us/account/create'],
    ['/history', '/en-us/account/orders'],
    ['/dealers', '/en-us/stores'],
    ['/nordic-boots', '/en-us/c/boots'],
    ['/nordic-poles/race', '/en-us/c/poles/race'],
    ['/accessories/wax', '/en-us/c/accessories/wax'],
    ['/partners', '/en-us/pro'],
    ['/redline', '/en-us/c/skis/race'],
    ['/support/contact-us', '/en-us/support/contact'],
    ['/customer-service', '/en-us/support'],
    ['/help', '/en-us/support'],
    ['/contact', '/en-us/support'],
    ['/privacy', '/en-us/privacy'],
    ['/?ski-category=junior', '/en-us/c/skis/junior'],
    ['/?pole-category=champion', '/en-us/c/poles/champion'],
    ['/?boot-category=touring', '/en-us/c/boots/touring'],
    ['/de-de/help', '/de-de/support'],
  ])('%s → 301 %s', async (path, location) => {
    const res = await get(path, { country: 'US' });
    expect(res.status).toBe(301);
    expect(res.headers.get('location')).toBe(location);
    await res.text();
  });

  it('uses the visitor prefix in the target', async () => {
    const res = await get('/dealers', { country: 'NO' });
    expect(res.headers.get('location')).toBe('/no-no/stores');
    await res.text();
  });

  it('serves a prefixed path that is itself the target', async () => {
    const res = await get('/de-de/support');
    expect(res.status).toBe(200);
    await res.text();
  });
});

describe('auth middleware', () => {
  it.each(['addresses', 'orders', 'profile'])('sends a guest from /account/%s to sign in with the way back', async (page) => {
    const res = await get(`/de-de/account/${page}`);
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe(`/de-de/account?return=%2Fde-de%2Faccount%2F${page}`);
    await res.text();
  });
});

describe('GET /api/geolocation', () => {
  it('answers the lowercased country', async () => {
    const res = await get('/api/geolocation', { country: 'DE' });
    expect(await res.json()).toEqual({ country: 'de' });
  });
  it('answers null when the edge does not know', async () => {
    const res = await get('/api/geolocation');
    expect(await res.json()).toEqual({ country: null });
  });
  it('answers an unknown API path with a JSON 404', async () => {
    const res = await get('/api/nothing-here');
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({ error: { code: 'not_found' } });
  });
});

describe('tag manager (spec §5: GTM- followed by uppercase letters or digits)', () => {
  const ctx = { waitUntil() {}, passThroughOnException() {}, props: {} } as unknown as ExecutionContext;
  async function page(path: string, gtmId: string) {
    const { default: worker } = await import('../../../worker/app');
    const { env } = await import('cloudflare:test');
    const res = await worker.fetch(new Request(`https://loipe.test${path}`), { ...env, GTM_ID: gtmId }, ctx);
    return { csp: res.headers.get('content-security-policy') ?? '', html: await res.text() };
  }

  it.each(['/en-us/team', '/de-de/c/skis', '/'])(
    'loads GTM with the nonce on %s when a valid id is configured, and the CSP allows it',
    async (path) => {
      const { csp, html } = await page(path, 'GTM-K9X2LP');
      const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
      expect(csp).toContain('https://www.googletagmanager.com');
      // The nonce'd tag-manager script adds the container, with that script's nonce, after Consent Mode's defaults.
      const script = html.split(`<script nonce="${nonce}">`)[1]?.split('</script>')[0] ?? '';
      expect(script).toContain('j.nonce=document.currentScript.nonce;j.src="https://www.googletagmanager.com/gtm.js?id=GTM-K9X2LP"');
      expect(script.indexOf('gtag("consent","default"')).toBeLessThan(script.indexOf('googletagmanager.com/gtm.js'));
    },
  );

  it('sends only dataLayer events without a valid id', async () => {
    const { csp, html } = await page('/en-us/team', 'gtm-lower');
    expect(csp).not.toContain('googletagmanager');
    expect(html).not.toContain('googletagmanager');
    expect(html).toContain('content-view');
  });
});
