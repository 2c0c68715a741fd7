import { reset, SELF } from 'cloudflare:test';
import { afterEach, describe, expect, it } from 'vitest';
import { contentProducts } from '../../../worker/data/catalog';

// The catalog API as worker/api.ts mounts it, with the Worker's own provider middleware.
const api = (path: string, region?: string) =>
  SELF.fetch(`https://loipe.test/api${path}`, { headers: region === undefined ? {} : { region } });
const json = async (res: Response) => (await res.json()) as { data: any; meta?: any; error?: any };

afterEach(() => reset());

const REGIONS = [
  ['us', 'USD'],
  ['ca', 'CAD'],
  ['no', 'NOK'],
  ['eu_region_1', 'EUR'],
] as const;
const TOTAL = contentProducts.length;

describe('GET /api/products', () => {
  it.each(REGIONS)('lists products of store %s in %s with meta.pagination', async (region, currency) => {
    const res = await api('/products?limit=5', region);
    expect(res.status).toBe(200);
    const body = await json(res);
    expect(body.data).toHaveLength(5);
    expect(body.data[0].calculatedPrice.currencyCode).toBe(currency);
    expect(body.meta.pagination).toEqual({ total: TOTAL, count: 5, per_page: 5, current_page: 1, total_pages: Math.ceil(TOTAL / 5) });
  });

  it('lets the edge keep a successful answer for five minutes, per region header, but never an error', async () => {
    const ok = await api('/products?limit=1', 'ca');
    expect(ok.headers.get('cache-control')).toBe('public, max-age=300');
    expect(ok.headers.get('vary')).toContain('region');
    expect((await api('/products?page=0')).headers.get('cache-control')).toBe('no-store');
    expect((await api('/products/999999')).headers.get('cache-control')).toBe('no-store');
  });

  it('uses the us store without a region header', async () => {
    expect((await json(await api('/products?limit=1'))).data[0].calculatedPrice.currencyCode).toBe('USD');
  });

  it('changes prices to CAD with region: ca', async () => {
    const us = (await json(await api('/products/1101'))).data;
    const ca = (await json(await api('/products/1101', 'ca'))).data;
    expect(us.calculatedPrice).toEqual({ value: 399.95, currencyCode: 'USD' });
    expect(ca.calculatedPrice).toEqual({ value: 539.99, currencyCode: 'CAD' });
  });

  it.each([[250], [20], [7]])('pages through all %i-per-page pages and the totals add up to the whole catalog', async (limit) => {
    const ids: number[] = [];
    let pages = 0;
    for (let page = 1; ; page++) {
      const body = await json(await api(`/products?limit=${limit}&page=${page}`, 'no'));
      ids.push(...body.data.map((p: { id: number }) => p.id));
      pages = body.meta.pagination.total_pages;
      if (page >= pages) break;
    }
    expect(pages).toBe(Math.ceil(TOTAL / limit));
    expect(new Set(ids).size).toBe(TOTAL);
    expect(TOTAL).toBeGreaterThanOrEqual(60);
  });

  it('covers all five categories in one 250-product page', async () => {
    const body = await json(await api('/products?limit=250'));
    const tops = new Set(
      body.data.flatMap((p: { categories: { id: number }[] }) => p.categories.map((c) => c.id)).filter((id: number) => id % 10 === 0),
    );
    expect(tops).toEqual(new Set([20, 30, 40, 50, 60]));
  });

  it('leaves out variants, options, custom fields and images unless included', async () => {
    const plain = (await json(await api('/products?limit=1'))).data[0];
    expect(plain).not.toHaveProperty('variants');
    expect(plain).not.toHaveProperty('product_options');
    const full = (await json(await api('/products?limit=1&include=variants,options,custom_fields,images'))).data[0];
    expect(full.variants.length).toBeGreaterThan(0);
    expect(full.product_options[0].displayName).toBe('Color');
    expect(full.customFields.map((f: { name: string }) => f.name)).toContain('Style');
    expect(full.images[0].amplience_id).toBe('aurora-classic-red');
  });

  it('trims fields with include_fields (id always stays)', async () => {
    const product = (await json(await api('/products?limit=1&include_fields=name,calculatedPrice'))).data[0];
    expect(Object.keys(product).sort()).toEqual(['calculatedPrice', 'id', 'name']);
  });

  it('filters by categories:in, id:in and is_visible', async () => {
    const classic = await json(await api('/products?categories:in=21,22&limit=250'));
    expect(classic.data.every((p: { categories: { id: number }[] }) => p.categories.some((c) => c.id === 21 || c.id === 22))).toBe(true);
    const some = await json(await api('/products?id:in=1501,1101'));
    expect(some.data.map((p: { id: number }) => p.id)).toEqual([1101, 1501]);
    const gone = await json(await api('/products?is_visible=false&limit=250'));
    expect(gone.data.map((p: { uid: string }) => p.uid)).toEqual(
      contentProducts
        .filter((p) => p.discontinued)
        .map((p) => p.uid)
        .sort(
          (a, b) =>
            contentProducts.find((p) => p.uid === a)!.bc_products.us.id - contentProducts.find((p) => p.uid === b)!.bc_products.us.id,
        ),
    );
  });

  it.each([
    ['page=0', 'page'],
    ['page=-1', 'page'],
    ['page=abc', 'page'],
    ['limit=0', 'limit'],
    ['limit=-5', 'limit'],
    ['limit=251', 'limit'],
    ['include=variants,reviews', 'include.1'],
    ['include_fields=secret', 'include_fields.0'],
    ['categories:in=skis', 'categories:in.0'],
    ['categories:in=1,,2', 'categories:in.1'],
    [`categories:in=${Array.from({ length: 251 }, (_, i) => i + 1).join(',')}`, 'categories:in'],
    ['id:in=1;2', 'id:in.0'],
    ['is_visible=yes', 'is_visible'],
    ['page=1&page=2', 'page'],
  ])('answers ?%s with 400 naming %s', async (query, path) => {
    const res = await api(`/products?${query}`);
    expect(res.status).toBe(400);
    const body = await json(res);
    expect(body.error.code).toBe('invalid_parameter');
    expect(body.error.issues.map((i: { path: string }) => i.path)).toContain(path);
  });

  it.each([['xx'], [''], ['atlantis']])('answers an unknown region header %j with 400', async (region) => {
    const res = await api('/products', region);
    expect(res.status).toBe(400);
    expect((await json(res)).error.issues[0].path).toBe('region');
  });

  // One region parser for every /api call: content regions name their store.
  it.each([
    ['US ', 'USD'],
    ['pro', 'USD'],
    ['pro_ca', 'CAD'],
    ['eu', 'USD'],
    ['pro_eu_region_1', 'EUR'],
  ])('reads region header %j as the %s store', async (region, currency) => {
    const body = await json(await api('/products/1206?include=variants', region));
    expect(body.data.variants[0].calculatedPrice.currencyCode).toBe(currency);
  });
});

describe('GET /api/products/{id}', () => {
  it.each(REGIONS)('answers one product of store %s', async (region, currency) => {
    const body = await json(await api('/products/1206?include=variants', region));
    expect(body.data).toMatchObject({ id: 1206, uid: 'glima-combi-boot', name: 'Glima Combi Boot' });
    expect(body.data.variants[0].calculatedPrice.currencyCode).toBe(currency);
  });

  it('answers 404 JSON for an unknown product', async () => {
    const res = await api('/products/999999');
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ error: { code: 'not_found', message: 'Product not found', issues: [] } });
  });

  it.each([['abc'], ['-1'], ['0'], ['1.5'], ['99999999999']])('answers 400 for the id %s', async (id) => {
    expect((await api(`/products/${id}`)).status).toBe(400);
  });

  it('answers 400 for an unknown include', async () => {
    expect((await api('/products/1101?include=everything')).status).toBe(400);
  });
});

describe('GET /api/products/{id}/options and variants', () => {
  it('answers the Color option with swatches and the Length option of a ski', async () => {
    const body = await json(await api('/products/1101/options'));
    expect(body.data.map((o: { displayName: string }) => o.displayName)).toEqual(['Color', 'Length']);
    expect(body.data[0].values[0]).toEqual({ entityId: 1101100, label: 'Red', hexColors: ['#c8102e'] });
  });

  it('answers EU sizes for a boot', async () => {
    const body = await json(await api('/products/1201/options'));
    expect(body.data[1].values.map((v: { label: string }) => v.label)[0]).toBe('36');
  });

  it('answers every variant, and one by id with its own price and stock', async () => {
    const all = await json(await api('/products/1101/variants', 'eu_region_1'));
    expect(all.data).toHaveLength(15);
    const one = await json(await api(`/products/1101/variants/${all.data[3].id}`, 'eu_region_1'));
    expect(one.data).toMatchObject({ id: all.data[3].id, sku: all.data[3].sku, calculatedPrice: { currencyCode: 'EUR' } });
    expect(typeof one.data.inventoryLevel).toBe('number');
  });

  it.each([
    ['/products/999999/options', 404],
    ['/products/999999/variants', 404],
    ['/products/1101/variants/1', 404],
    ['/products/1101/variants/abc', 400],
    ['/products/x/variants', 400],
  ])('%s → %i', async (path, status) => expect((await api(path)).status).toBe(status));
});

describe('GET /api/variants', () => {
  it('lists variants of some products, paginated', async () => {
    const body = await json(await api('/variants?product_id:in=1101,1505&limit=10'));
    expect(body.meta.pagination).toMatchObject({ total: 16, count: 10, total_pages: 2 });
  });

  it('finds variants by id and by sku, trimmed by include_fields', async () => {
    const byId = await json(await api('/variants?id=110101,110102&include_fields=sku'));
    expect(byId.data).toEqual([
      { id: 110101, sku: 'LP-1101-RED-185' },
      { id: 110102, sku: 'LP-1101-RED-190' },
    ]);
    const bySku = await json(await api('/variants?sku=LP-1505-BLACK', 'ca'));
    expect(bySku.data[0]).toMatchObject({ product_id: 1505, calculatedPrice: { currencyCode: 'CAD' } });
  });

  it('pages through every variant of the store', async () => {
    const first = await json(await api('/variants?limit=250'));
    expect(first.meta.pagination.total).toBeGreaterThan(800);
  });

  // (`<script>` in a query never gets this far: the block list answers 403 first.)
  it.each([['product_id:in=a'], ['id=1,x'], ['sku=%7Bnot%20a%20sku%7D'], ['include_fields=nope'], ['page=0'], ['limit=1000']])(
    'answers ?%s with 400',
    async (query) => {
      expect((await api(`/variants?${query}`)).status).toBe(400);
    },
  );
});

describe('hostile queries', () => {
  it('are refused by the block list with the JSON error envelope before the API sees them', async () => {
    const res = await SELF.fetch('https://loipe.test/api/variants?sku=%3Cscript%3E');
    expect(res.status).toBe(403);
    expect(await res.json()).toMatchObject({ error: { code: 'blocked' } });
  });
});
