import { reset, SELF } from 'cloudflare:test';
import { afterEach, describe, expect, it } from 'vitest';

const api = (path: string, region?: string) =>
  SELF.fetch(`https://loipe.test/api${path}`, { headers: region === undefined ? {} : { region } });
const data = async (path: string, region?: string) => {
  const res = await api(path, region);
  expect(res.status).toBe(200);
  return ((await res.json()) as { data: any }).data;
};

afterEach(() => reset());

describe('categories', () => {
  it('lists categories with pagination and answers one by id', async () => {
    const res = await api('/categories?limit=10&page=3');
    const body = (await res.json()) as { data: any[]; meta: any };
    expect(body.meta.pagination).toEqual({ total: 26, count: 6, per_page: 10, current_page: 3, total_pages: 3 });
    expect(await data('/categories/22', 'no')).toMatchObject({
      id: 22,
      parent_id: 20,
      uid: 'skis-skate',
      custom_url: { url: '/skis/skate/' },
    });
  });

  it('answers the category tree', async () => {
    const tree = await data('/category_tree', 'eu_region_1');
    expect(tree.map((c: { id: number }) => c.id)).toEqual([20, 30, 40, 50, 60]);
    expect(tree[4].children.map((c: { name: string }) => c.name)).toContain('Wax and Tuning');
  });

  it.each([
    ['/categories/999', 404],
    ['/categories/abc', 400],
    ['/categories?page=0', 400],
    ['/category_tree', 400],
  ])('%s → %i', async (path, status) => {
    expect((await api(path, path === '/category_tree' ? 'nowhere' : undefined)).status).toBe(status);
  });
});

describe('currencies and store', () => {
  it.each([
    ['us', 'USD', '$', 'left'],
    ['ca', 'CAD', 'CA$', 'left'],
    ['no', 'NOK', 'kr', 'right'],
    ['eu_region_1', 'EUR', '€', 'right'],
  ])("makes %s's active currency %s (token %s on the %s)", async (region, code, token, side) => {
    const [first] = await data('/currencies', region);
    expect(first).toMatchObject({ currency_code: code, token, token_location: side, is_default: true });
    expect(await data(`/currencies/${first.id}`, region)).toEqual(first);
  });

  it('formats NOK with a comma decimal and a space for thousands', async () => {
    expect((await data('/currencies', 'no'))[0]).toMatchObject({ decimal_token: ',', thousands_token: ' ', decimal_places: 2 });
  });

  it('answers 404 for a currency the store does not have', async () => expect((await api('/currencies/9', 'us')).status).toBe(404));

  it.each([
    ['us', 'https://shop.loipe.com'],
    ['ca', 'https://ca.shop.loipe.com'],
    ['eu_region_1', 'https://eu.shop.loipe.com'],
  ])("names %s's storefront %s", async (region, url) => expect((await data('/store', region)).secure_url).toBe(url));
});

describe('shipping', () => {
  it.each([
    ['us', [1, 2]],
    ['ca', [11, 12]],
    ['no', [21]],
    ['eu_region_1', [31, 32]],
  ])('lists the zones of %s', async (region, ids) => {
    expect((await data('/shippingzones', region)).map((z: { id: number }) => z.id)).toEqual(ids);
  });

  it('answers a zone and its methods: free shipping over 150.00 in the US', async () => {
    expect(await data('/shippingzones/1')).toMatchObject({ id: 1, type: 'country' });
    const methods = await data('/shippingmethods/1');
    expect(methods.find((m: { type: string }) => m.type === 'freeshipping')).toMatchObject({
      enabled: true,
      settings: { carrier_options: { minimum_sub_total: 150 } },
    });
  });

  it('gives Canada a total-based method whose last range is free', async () => {
    const [method] = await data('/shippingmethods/11', 'ca');
    expect(method.type).toBe('total');
    expect(method.settings.range.at(-1)).toMatchObject({ lower_limit: 200, shipping_cost: 0 });
  });

  it.each([
    ['/shippingzones/11', 'us', 404],
    ['/shippingmethods/11', 'us', 404],
    ['/shippingmethods/abc', 'us', 400],
    ['/shippingzones', 'mars', 400],
  ])('%s in %s → %i', async (path, region, status) => expect((await api(path, region)).status).toBe(status));
});

describe('countries and states', () => {
  it('lists countries and the states of the US and the provinces of Canada', async () => {
    const countries = await data('/countries');
    const us = countries.find((c: { country_iso2: string }) => c.country_iso2 === 'US');
    expect(us).toMatchObject({ country: 'United States', country_iso3: 'USA', has_states: true });
    const states = await data(`/countries/${us.id}/states`);
    expect(states).toHaveLength(51);
    expect(states[0]).toMatchObject({ name: 'Alabama', value: 'alabama', abbreviation: 'AL' });
    const ca = countries.find((c: { country_iso2: string }) => c.country_iso2 === 'CA');
    expect((await data(`/countries/${ca.id}/states`)).map((s: { value: string }) => s.value)).toContain('british-columbia');
  });

  it.each([
    ['/countries/999/states', 404],
    ['/countries/x/states', 400],
  ])('%s → %i', async (path, status) => expect((await api(path)).status).toBe(status));
});

describe('customer groups', () => {
  it('lists the groups, the guest group and one group with its discount rules', async () => {
    expect((await data('/customer_groups')).map((g: { name: string }) => g.name)).toEqual([
      'Guests',
      'Retail',
      'Pro',
      'Pro Coach',
      'Employee',
    ]);
    expect(await data('/customer_groups?is_group_for_guests=true')).toEqual([
      expect.objectContaining({ id: 1, is_group_for_guests: true }),
    ]);
    expect((await data('/customer_groups?is_group_for_guests=false')).map((g: { id: number }) => g.id)).toEqual([2, 3, 4, 5]);
    expect((await data('/customer_groups/3', 'ca')).discount_rules).toEqual([
      { type: 'all', method: 'percent', amount: '30.0000' },
      { type: 'category', method: 'percent', amount: '20.0000', category_id: 60 },
      { type: 'category', method: 'percent', amount: '40.0000', category_id: 20 },
      { type: 'category', method: 'percent', amount: '25.0000', category_id: 61 },
    ]);
  });

  it.each([
    ['/customer_groups/4', 'no', 404],
    ['/customer_groups/x', 'us', 400],
    ['/customer_groups?is_group_for_guests=1', 'us', 400],
  ])('%s in %s → %i', async (path, region, status) => expect((await api(path, region)).status).toBe(status));
});

describe('stock', () => {
  it('answers out-of-stock per product, not cached', async () => {
    const res = await api('/out-of-stock?ids=1101,1190,999999', 'ca');
    expect(res.headers.get('cache-control')).toBe('no-store');
    const body = (await res.json()) as { data: any[] };
    expect(body.data.map((e) => [e.product_id, e.out_of_stock])).toEqual([
      [1101, false],
      [1190, true],
    ]);
  });

  it('answers inventory per variant', async () => {
    const [entry] = await data('/category/products/inventory?ids=1112', 'ca');
    expect(entry).toMatchObject({ product_id: 1112, inventory_level: 0, is_in_stock: false });
    expect(entry.variants.length).toBe(6);
  });

  it.each([
    ['/out-of-stock'],
    ['/out-of-stock?ids='],
    ['/out-of-stock?ids=a,b'],
    ['/out-of-stock?ids=1,-2'],
    [`/out-of-stock?ids=${Array.from({ length: 500 }, (_, i) => i + 1).join(',')}`],
    ['/category/products/inventory?ids=1.5'],
    [`/category/products/inventory?ids=${Array.from({ length: 251 }, (_, i) => i + 1).join(',')}`],
  ])('answers %s with 400', async (path) => {
    const res = await api(path);
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe('invalid_parameter');
  });
});

describe('GET /api/interstack/references', () => {
  const path = (q: string) => `/interstack/references?${q}`;
  const good = 'content_type=display_text&api_key=loipe-main&entry_uids=display-text-cart,display-text-nav';

  it('answers the referenced display text entries with display_text_input', async () => {
    const body = await data(path(good));
    expect(body.entries.map((e: { uid: string }) => e.uid)).toEqual(['display-text-cart', 'display-text-nav']);
    expect(body.entries[0].display_text_input[0]).toEqual({ title: expect.any(String), text: expect.any(String) });
  });

  it.each([
    ['de', 'Dein Warenkorb ist leer.'],
    ['de-at', 'Dein Warenkorb ist leer.'],
  ])('translates for locale %s', async (locale, text) => {
    const body = await data(path(`${good}&locale=${locale}`));
    expect(body.entries[0].display_text_input.map((i: { text: string }) => i.text)).toContain(text);
  });

  it('skips unknown entries and entries of other stacks', async () => {
    expect((await data(path('content_type=display_text&api_key=loipe-main&entry_uids=nope'))).entries).toEqual([]);
    expect((await data(path('content_type=display_text&api_key=other-stack&entry_uids=display-text-cart'))).entries).toEqual([]);
  });

  it.each([
    ['api_key=loipe-main&entry_uids=display-text-cart'],
    ['content_type=page&api_key=loipe-main&entry_uids=display-text-cart'],
    ['content_type=display_text&entry_uids=display-text-cart'],
    ['content_type=display_text&api_key=bad key&entry_uids=display-text-cart'],
    ['content_type=display_text&api_key=loipe-main'],
    ['content_type=display_text&api_key=loipe-main&entry_uids=<x>'],
    [`${good}&locale=xx`],
  ])('answers ?%s with 400', async (q) => expect((await api(path(q))).status).toBe(400));
});
