/**
 * The Contentstack fake behaves as the Delivery API does, and the adapter holds:
 * reference fields as stubs unless named in include[] (the SDK's own mocks,
 * fixtures/vendor/contentstack/), URLs over 8 KB refused with 414 and long `$in` queries
 * split under it, and code 141 told apart (a missing entry is null; refused parameters fail).
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { contentProducts } from '../../worker/data/catalog/index';
import { createContentProvider } from '../../worker/ports/content/index';
import { ENTRY_REFERENCES } from '../../worker/ports/content/contentstack/schemas';
import { REFERENCE_FIELDS } from './fake-contentstack-references';
import { contentstackRoutes, MAX_URL_BYTES } from './fake-contentstack';
import { startFakeService, type FakeService } from './fake-service';
import vendorFind from './fixtures/vendor/contentstack/entry-find.json';
import { cx } from './support';

const STACK = { apiKey: 'loipe-main', deliveryToken: 'cs-delivery-token', environment: 'production' };
let fake: FakeService;
beforeAll(async () => {
  fake = await startFakeService(contentstackRoutes(STACK));
});
afterAll(() => fake.close());
afterEach(() => fake.reset());

const content = (environment = STACK.environment) =>
  createContentProvider(
    {
      CONTENT_PROVIDER: 'contentstack',
      CONTENTSTACK_API_KEY: STACK.apiKey,
      CONTENTSTACK_DELIVERY_TOKEN: STACK.deliveryToken,
      CONTENTSTACK_ENVIRONMENT: environment,
      CONTENTSTACK_HOST: fake.url,
    },
    { log: () => {} },
  );

async function entries(type: string, query: Record<string, string | string[]> = {}) {
  const params = new URLSearchParams({ environment: STACK.environment, locale: 'en-us' });
  for (const [key, value] of Object.entries(query)) for (const item of [value].flat()) params.append(key, item);
  const res = await fetch(`${fake.url}/v3/content_types/${type}/entries?${params}`, {
    headers: { api_key: STACK.apiKey, access_token: STACK.deliveryToken },
  });
  const text = await res.text();
  const body = res.headers.get('content-type')?.includes('json') ? (JSON.parse(text) as unknown) : text;
  return { status: res.status, body: body as { entries: Record<string, unknown>[] } & Record<string, unknown> };
}

const STUB_KEYS = Object.keys(vendorFind.entries[0]!.categories[0]!).sort();

describe('the fake sends reference fields as the service does', () => {
  it('a reference not named in include[] is an array of { uid, _content_type_uid } stubs, as in the SDK mocks', async () => {
    const { body } = await entries('category_groups');
    const group = body.entries[0]!;
    expect(STUB_KEYS).toEqual(['_content_type_uid', 'uid']);
    expect(group.parent_category).toEqual([{ uid: expect.any(String), _content_type_uid: 'product_category' }]);
    for (const stub of [group.parent_category, ...(group.categories as { category: unknown[] }[]).map((c) => c.category)].flat())
      expect(Object.keys(stub as object).sort()).toEqual(STUB_KEYS);
  });

  it('a reference named in include[] is an array of entries, even a single one', async () => {
    const { body } = await entries('category_groups', { 'include[]': ['parent_category'] });
    const parent = body.entries[0]!.parent_category as Record<string, unknown>[];
    expect(Array.isArray(parent)).toBe(true);
    expect(parent).toHaveLength(1);
    expect(parent[0]).toMatchObject({ uid: expect.any(String), url: expect.any(String), _content_type_uid: 'product_category' });
    expect(parent[0]).toHaveProperty('publish_details');
    // Only what was named: the group's categories stay stubs.
    expect((body.entries[0]!.categories as { category: object[] }[])[0]!.category[0]).toEqual({
      uid: expect.any(String),
      _content_type_uid: 'product_category',
    });
  });

  it('a reference the seed holds as a uid is a stub, and the referenced entry when included', async () => {
    const query = { query: JSON.stringify({ uid: contentProducts.find((p) => p.related_products.length > 0)!.uid }) };
    const stubs = (await entries('product', query)).body.entries[0]!.related_products as object[];
    expect(stubs.length).toBeGreaterThan(0);
    expect(stubs.every((s) => Object.keys(s).sort().join() === STUB_KEYS.join())).toBe(true);
    const resolved = (await entries('product', { ...query, 'include[]': 'related_products' })).body.entries[0]!.related_products as Record<
      string,
      unknown
    >[];
    expect(resolved.map((r) => [r.uid, r._content_type_uid, typeof r.title])).toEqual(
      stubs.map((s) => [(s as { uid: string }).uid, 'product', 'string']),
    );
  });
});

describe('the adapter asks for the references it reads, per content type', () => {
  it('names every reference field it reads as an entry in include[] (the rest it reads as uids)', () => {
    const readAsUids = ['product.related_products'];
    for (const [type, fields] of Object.entries(REFERENCE_FIELDS))
      for (const path of Object.keys(fields))
        if (!readAsUids.includes(`${type}.${path}`))
          expect(ENTRY_REFERENCES[type as keyof typeof ENTRY_REFERENCES], `${type}.${path}`).toContain(path);
  });

  it('sends each content type its own include[] on every request', async () => {
    await content().getCategoryGroups(cx('de'));
    const sent = fake.hits('/v3/content_types/category_groups/entries');
    expect(sent.length).toBeGreaterThan(0);
    for (const request of sent) expect(request.query.getAll('include[]')).toEqual(['categories.category', 'parent_category']);
    fake.reset();
    await content().getProducts(cx('en-us'), { uids: ['aurora-classic'] });
    for (const request of fake.hits('/v3/content_types/product/entries')) expect(request.query.getAll('include[]')).toEqual([]);
  });

  it('reads related products from stubs as uids', async () => {
    const product = contentProducts.find((p) => p.related_products.length > 0)!;
    expect((await content().getProduct(cx('en-us'), product.uid))?.related_products).toEqual(product.related_products);
  });

  it('fails loudly, naming include[], when a reference it reads as an entry comes back as a stub', async () => {
    const { body } = await entries('category_groups');
    fake.script('/v3/content_types/category_groups/entries', [{ json: { entries: body.entries, count: body.entries.length } }]);
    await expect(content().getCategoryGroups(cx('en-us'))).rejects.toMatchObject({
      kind: 'bad_response',
      message: expect.stringContaining('include[]'),
    });
  });
});

describe('URLs over 8 KB', () => {
  const longUids = Array.from({ length: 400 }, (_, i) => `no-such-product-with-a-rather-long-uid-${String(i).padStart(4, '0')}`);

  it('the fake refuses them with 414', async () => {
    // 200 uids: about 11 KB (Node's own server refuses a request head over 16 KB with 431 first).
    const { status, body } = await entries('product', { query: JSON.stringify({ uid: { $in: longUids.slice(0, 200) } }) });
    expect(status).toBe(414);
    expect(body).toContain('414 Request-URI Too Large');
    // The same list, cut to fit, is answered.
    expect((await entries('product', { query: JSON.stringify({ uid: { $in: longUids.slice(0, 100) } }) })).status).toBe(200);
  });

  it('the adapter splits a long $in query into requests under 8 KB and merges them in the asked order', async () => {
    const real = contentProducts.slice(0, 30).map((p) => p.uid);
    const asked = [...longUids.slice(0, 200), ...real.reverse(), ...longUids.slice(200)];
    const found = await content().getProducts(cx('en-us'), { uids: asked, includeDiscontinued: true });
    expect(found.map((p) => p.uid)).toEqual(real);
    const sent = fake.hits('/v3/content_types/product/entries');
    expect(sent.length).toBeGreaterThan(1);
    for (const request of sent)
      expect(new TextEncoder().encode(`${request.path}?${request.query}`).byteLength).toBeLessThanOrEqual(MAX_URL_BYTES);
    const inLists = sent.flatMap((r) => (JSON.parse(r.query.get('query')!) as { uid: { $in: string[] } }).uid.$in);
    expect(inLists.sort()).toEqual([...asked].sort());
  });

  it('splits the locale read of a long list too (de merges by uid over the base entries)', async () => {
    const products = await content().getProducts(cx('de'), { uids: [...longUids, 'aurora-classic'] });
    expect(products.map((p) => p.uid)).toEqual(['aurora-classic']);
    expect(fake.hits('/v3/content_types/product/entries').every((r) => r.query.toString().length < MAX_URL_BYTES)).toBe(true);
  });
});

describe('code 141 told apart', () => {
  it('a missing entry is null', async () => {
    await expect(content().getAthlete(cx('fr'), 'no-such-athlete')).resolves.toBeNull();
  });

  it('a wrong environment fails (upstream 422 naming the environment), on single-entry reads too: never a silent 404', async () => {
    for (const read of [
      (c: ReturnType<typeof content>) => c.getAthlete(cx('en-us'), 'no-such-athlete'),
      (c: ReturnType<typeof content>) => c.getFooter(cx('en-us')),
    ]) {
      const error = await read(content('staging')).catch((e: unknown) => e);
      expect(error).toMatchObject({ name: 'ProviderError', kind: 'upstream', service: 'content', status: 422 });
      expect((error as Error).message).toContain('environment');
      expect((error as Error).cause).toMatchObject({ error_code: 141, errors: { environment: ['is not valid.'] } });
    }
  });

  it('a locale the stack does not have fails the same way', async () => {
    const error = await content()
      .getAthlete(cx('xx-yy' as never), 'no-such-athlete')
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ name: 'ProviderError', kind: 'upstream', status: 422 });
    expect((error as Error).cause).toMatchObject({ error_code: 141, errors: { locale: ['is not valid.'] } });
  });
});
