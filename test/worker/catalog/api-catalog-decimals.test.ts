// Every catalog amount under /api is the platform's decimal amount (spec §7, §9),
// as BigCommerce answers `calculated_price: 399.95`. Worked examples: the Aurora Classic ski
// (product 1101, variant 110105) costs $399.95 in the us store and 4 299 kr in the no store.
import { reset, SELF } from 'cloudflare:test';
import { afterEach, describe, expect, it } from 'vitest';
import { GET_RELATED_PRODUCTS } from '../../../worker/catalog/graphql/queries';

const get = async (path: string, region?: string) => {
  const res = await SELF.fetch(`https://loipe.test/api${path}`, { headers: region === undefined ? {} : { region } });
  expect(res.status).toBe(200);
  return ((await res.json()) as { data: any }).data;
};

afterEach(() => reset());

const US = { value: 399.95, currencyCode: 'USD' };
const NO = { value: 4299, currencyCode: 'NOK' };

describe('products and variants answer decimal amounts', () => {
  it.each([
    ['us', US],
    ['no', NO],
  ])('GET /products/1101 in store %s', async (region, price) => {
    const product = await get('/products/1101?include=variants', region);
    expect(product.calculatedPrice).toEqual(price);
    expect(product.priceRange).toEqual({ min: price, max: price });
    expect(product.variants.find((v: { id: number }) => v.id === 110105)).toMatchObject({
      calculatedPrice: price,
      prices: { price, salePrice: null },
    });
  });

  it('GET /products?id:in=1101 with include_fields', async () => {
    const [product] = await get('/products?id:in=1101&include_fields=calculatedPrice,retailPrice');
    expect(product).toEqual({ id: 1101, calculatedPrice: US, retailPrice: expect.objectContaining({ currencyCode: 'USD' }) });
    expect(Number.isInteger(product.retailPrice.value * 100)).toBe(true);
  });

  it.each([
    ['/products/1101/variants/110105', 'us', US],
    ['/products/1101/variants/110105', 'no', NO],
  ])('GET %s in store %s', async (path, region, price) => {
    expect((await get(path, region)).calculatedPrice).toEqual(price);
  });

  it('GET /products/1101/variants and /variants?id=110105', async () => {
    const all = await get('/products/1101/variants', 'no');
    expect(all.every((v: { calculatedPrice: unknown }) => JSON.stringify(v.calculatedPrice) === JSON.stringify(NO))).toBe(true);
    const [one] = await get('/variants?id=110105');
    expect(one).toMatchObject({ calculatedPrice: US, retailPrice: US, prices: { price: US, retailPrice: US } });
    const [trimmed] = await get('/variants?id=110105&include_fields=calculatedPrice');
    expect(trimmed).toEqual({ id: 110105, calculatedPrice: US });
  });
});

describe('GraphQL Money.value is a decimal', () => {
  it.each([
    ['us', US],
    ['no', NO],
  ])('GetRelatedProducts in store %s', async (bcRegion, price) => {
    const res = await SELF.fetch('https://loipe.test/api/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({ query: GET_RELATED_PRODUCTS, variables: { uids: ['aurora-classic'], bcRegion, locale: 'en-us' } }),
    });
    expect(res.status).toBe(200);
    const [related] = ((await res.json()) as { data: any }).data.relatedProducts;
    expect(related.bc_product.calculatedPrice).toEqual(price);
  });
});

describe('shipping zones and methods answer decimal amounts', () => {
  it('US: free shipping from 150, the zone fee 0', async () => {
    expect((await get('/shippingzones/1')).handling_fees.fixed_surcharge).toBe(0);
    const methods = await get('/shippingmethods/1');
    expect(methods.find((m: { type: string }) => m.type === 'freeshipping').settings.carrier_options.minimum_sub_total).toBe(150);
  });

  it('Norway: free shipping from 1 500 kr, Posten 99 kr up to 1 000 000 kr', async () => {
    const methods = await get('/shippingmethods/21', 'no');
    expect(methods).toMatchObject([
      { id: 2101, settings: { carrier_options: { minimum_sub_total: 1500 } } },
      { id: 2102, settings: { range: [{ lower_limit: 0, upper_limit: 1000000, shipping_cost: 99 }] } },
    ]);
  });
});
