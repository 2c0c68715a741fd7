/**
 * A hosted-mode run: the shop under `wrangler dev` with
 * CONTENT_PROVIDER=contentstack, COMMERCE_PROVIDER=bigcommerce and MEDIA_PROVIDER=amplience,
 * every origin a var pointed at the vendors' doubles on loopback (contract/hosted-fakes.ts).
 * Home, a category, a product and a filled cart render in en-us and de-de with the doubles'
 * data, pictures come through the Amplience double, and no BigCommerce exchange broke the
 * published OpenAPI files.
 *
 * HOSTED_E2E_PORT / HOSTED_FAKES_PORT pin the ports on a shared host; else any free ones.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startHostedFakes, type HostedFakes } from '../contract/hosted-fakes';
import { startDevServer, type DevServer } from './support/dev-server';

let fakes: HostedFakes;
let shop: DevServer;

beforeAll(async () => {
  fakes = await startHostedFakes({ port: process.env.HOSTED_FAKES_PORT ? Number(process.env.HOSTED_FAKES_PORT) : 0 });
  shop = await startDevServer({
    port: process.env.HOSTED_E2E_PORT ? Number(process.env.HOSTED_E2E_PORT) : undefined,
    vars: fakes.vars,
    name: 'hosted',
  });
}, 180_000);
afterAll(async () => {
  await shop?.stop();
  await fakes?.close();
});
// Every BigCommerce request of every case held to the vendor's published OpenAPI files.
afterEach(() => expect(fakes.violations()).toEqual([]));

const LOCALES = {
  'en-us': {
    country: 'US',
    region: 'us',
    h1: 'Made for the long way round',
    category: 'Nordic Skis',
    product: 'Aurora Classic Ski',
    sells: true,
  },
  // Spec: the EU is a catalogue region (no carts); its cart page says where to buy instead.
  'de-de': {
    country: 'DE',
    region: 'eu_region_1',
    h1: 'Gemacht für den langen Weg',
    category: 'Langlaufski',
    product: 'Aurora Klassikski',
    sells: false,
  },
} as const;
type Locale = keyof typeof LOCALES;
// The seed's aurora-classic in each store's currency, as the BigCommerce double prices it.
const PRICE: Record<Locale, RegExp> = { 'en-us': /\$399\.95/, 'de-de': /369,95\s€/ };
const WRONG_CURRENCY: Record<Locale, RegExp> = { 'en-us': /\d,\d\d\s€/, 'de-de': /\$\d/ };

async function get(locale: Locale, path: string, cookie?: string) {
  const res = await fetch(`${shop.baseURL}${path}`, {
    headers: { 'cf-ipcountry': LOCALES[locale].country, ...(cookie ? { cookie } : {}) },
  });
  return { status: res.status, html: await res.text() };
}

const h1 = (html: string) => /<h1[^>]*>([^<]*)</.exec(html)?.[1];
const titles = (html: string) => [...html.matchAll(/class="card__title"><a [^>]*>([^<]*)</g)].map((m) => m[1]);

describe.each(Object.keys(LOCALES) as Locale[])('the shop on Contentstack, BigCommerce and Amplience doubles in %s', (locale) => {
  const want = LOCALES[locale];

  it('renders home with the stack’s hero, the store’s product cards and the Amplience video', async () => {
    const { status, html } = await get(locale, `/${locale}`);
    expect(status).toBe(200);
    expect(h1(html)).toBe(want.h1);
    expect(titles(html)).toContain(want.product);
    expect(html).toMatch(PRICE[locale]);
    expect(html).not.toMatch(WRONG_CURRENCY[locale]);
    // The hero video is Amplience's mp4 720p rendition, straight from the (double's) host.
    expect(html).toContain(`src="${fakes.service.url}/v/loipe/video-first-tracks/mp4_720p`);
  });

  it('renders the skis category with the store’s cards and prices', async () => {
    const { status, html } = await get(locale, `/${locale}/c/skis`);
    expect(status).toBe(200);
    expect(h1(html)).toBe(want.category);
    expect(titles(html).length).toBeGreaterThanOrEqual(6);
    expect(titles(html)).toContain(want.product);
    expect(html).toMatch(PRICE[locale]);
    expect(html).not.toMatch(WRONG_CURRENCY[locale]);
  });

  it('renders a product whose pictures the shop draws from the Amplience double', async () => {
    const { status, html } = await get(locale, `/${locale}/p/aurora-classic`);
    expect(status).toBe(200);
    expect(h1(html)).toBe(want.product);
    expect(html).toMatch(PRICE[locale]);
    expect(html).not.toMatch(WRONG_CURRENCY[locale]);
    const src = /<img class="gallery__image" src="([^"]+)"/.exec(html)?.[1];
    expect(src).toMatch(/^\/media\/i\/aurora-classic-/);
    const before = fakes.service.requests.length;
    const picture = await fetch(`${shop.baseURL}${src!.replaceAll('&amp;', '&')}`);
    expect(picture.status).toBe(200);
    expect(picture.headers.get('content-type')).toMatch(/^image\//);
    expect((await picture.arrayBuffer()).byteLength).toBeGreaterThan(100);
    const asked = fakes.service.requests.slice(before).map((r) => r.path);
    expect(asked.some((p) => p.startsWith('/i/loipe/aurora-classic-'))).toBe(true);
  });

  it(`renders the cart: ${want.sells ? 'filled through the API with the store’s product and price' : 'the catalogue region’s note, the API refusing a cart'}`, async () => {
    const geo = { 'cf-ipcountry': want.country };
    const session = await fetch(`${shop.baseURL}/api/session`, { headers: { accept: 'application/json', ...geo } });
    const cookie = /(__Host-session=[^;]+)/.exec(session.headers.get('set-cookie') ?? '')?.[1];
    const token = ((await session.json()) as { data: { csrfToken: string } }).data.csrfToken;
    expect(cookie).toBeTruthy();
    const listed = await fetch(`${shop.baseURL}/api/products?limit=50&include=variants`, { headers: { region: want.region, ...geo } });
    expect(listed.status).toBe(200);
    const products = ((await listed.json()) as { data: { id: number; uid?: string; variants: { id: number }[] }[] }).data;
    const aurora = products.find((p) => p.uid === 'aurora-classic');
    expect(aurora, 'aurora-classic in the store').toBeTruthy();
    const created = await fetch(`${shop.baseURL}/api/cart/create`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        accept: 'application/json',
        region: want.region,
        cookie: cookie!,
        'csrf-token': token,
        ...geo,
      },
      body: JSON.stringify({ line_items: [{ product_id: aurora!.id, variant_id: aurora!.variants[0]!.id, quantity: 1 }] }),
    });
    const { status, html } = await get(locale, `/${locale}/cart`, cookie);
    expect(status).toBe(200);
    if (!want.sells) {
      expect(created.status).toBe(403);
      expect(await created.json()).toMatchObject({ error: { code: 'shopping_unavailable' } });
      expect(h1(html)).toBe('Dein Warenkorb');
      expect(html).toContain('In deinem Land ist Online-Shopping nicht möglich.');
      return;
    }
    expect([200, 201], await created.clone().text()).toContain(created.status);
    expect(html).toContain(want.product);
    expect(html).toMatch(PRICE[locale]);
    expect(html).not.toMatch(WRONG_CURRENCY[locale]);
  });
});

describe('what the shop asked the doubles', () => {
  it('read entries from Contentstack, the catalog from BigCommerce and metadata from Amplience', () => {
    expect(fakes.service.hits('/v3/content_types/:type/entries').length).toBeGreaterThan(0);
    expect(fakes.service.hits('/stores/:hash/v3/catalog/products').length).toBeGreaterThan(0);
    expect(fakes.service.requests.filter((r) => /^\/[isv]\/loipe(skis)?\/[^/]+\.json$/.test(r.path)).length).toBeGreaterThan(0);
  });
});
