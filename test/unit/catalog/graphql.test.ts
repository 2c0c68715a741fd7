import { describe, expect, it } from 'vitest';
import { contentProducts } from '../../../worker/data/catalog';
import { graphqlErrorMessage, MAX_ROOT_FIELDS, runGraphql } from '../../../worker/catalog/graphql/execute';
import {
  GET_AUTOMATED_RELATED_PRODUCT_IDS,
  GET_COLOR_GROUPS,
  GET_ERROR_PAGE,
  GET_RELATED_PRODUCTS,
} from '../../../worker/catalog/graphql/queries';
import type { CommerceProvider } from '../../../worker/ports/commerce';
import { createContentProvider } from '../../../worker/ports/content';
import { calls, mx } from '../../support/calls';
import { testCommerce, testAssets } from '../../support/data';

const commerce = testCommerce();
const content = createContentProvider({ CONTENT_PROVIDER: 'embedded', ASSETS: testAssets() });
const run = (query: string, variables?: Record<string, unknown>, operationName?: string) =>
  runGraphql({ query, variables, operationName }, { commerce, content, call: calls });

type Data = Record<string, any>;

describe('GetColorGroups', () => {
  it('answers the colour groups with swatch and child colours', async () => {
    const { status, body } = await run(GET_COLOR_GROUPS);
    expect(status).toBe(200);
    const groups = (body.data as Data).colorGroups;
    expect(groups.length).toBe(11);
    expect(groups[0]).toEqual({
      uid: 'color-red',
      color_name: 'Red',
      option_swatch_hex: '#c8102e',
      child_colors: ['Red', 'Crimson', 'Coral'],
    });
  });

  it.each([
    ['de', 'Rot'],
    ['fr', 'Rouge'],
    ['ja', 'レッド'],
    ['de-at', 'Rot'],
    ['en-us', 'Red'],
  ])('names the colours in locale %s', async (locale, red) => {
    const { body } = await run(GET_COLOR_GROUPS, { locale });
    expect((body.data as Data).colorGroups[0].color_name).toBe(red);
    expect((body.data as Data).colorGroups[0].child_colors).toEqual(['Red', 'Crimson', 'Coral']);
  });

  it('refuses an unknown locale with 400 BAD_USER_INPUT', async () => {
    const { status, body } = await run(GET_COLOR_GROUPS, { locale: 'xx-yy' });
    expect(status).toBe(400);
    expect(body.error).toMatchObject({ code: 'BAD_USER_INPUT', message: 'Unknown locale "xx-yy"' });
  });
});

describe('GetAutomatedRelatedProductIds', () => {
  const base = {
    categoryId: 21,
    bcRegion: 'us',
    ctsRegion: 'us',
    productId: 1101,
    productAttributes: [
      { attribute: 'Style', values: ['Classic'] },
      { attribute: 'Level', values: ['Performance', 'Sport'] },
    ],
  };

  it('picks four products across the configured categories, never the product itself', async () => {
    const { status, body } = await run(GET_AUTOMATED_RELATED_PRODUCT_IDS, base);
    expect(status).toBe(200);
    const ids: number[] = (body.data as Data).automatedRelatedProductIds;
    expect(ids).toHaveLength(4);
    expect(new Set(ids).size).toBe(4);
    expect(ids).not.toContain(1101);
    const first = (await commerce.getProduct(mx('us'), ids[0]!))!;
    expect(first.customFields.find((f) => f.name === 'Style')?.value).toMatch(/Classic|All/);
    expect(first.categories.some((c) => c.id === 20)).toBe(true);
  });

  it('gives the same picks for the same question (cacheable pages agree)', async () => {
    const a = await run(GET_AUTOMATED_RELATED_PRODUCT_IDS, base);
    const b = await run(GET_AUTOMATED_RELATED_PRODUCT_IDS, base);
    expect(a.body.data).toEqual(b.body.data);
  });

  it('leaves out products not sold in the content region', async () => {
    const notInJp = contentProducts.filter((p) => !p.regions.includes('jp')).map((p) => p.bc_products.us.id);
    const { body } = await run(GET_AUTOMATED_RELATED_PRODUCT_IDS, { categoryId: 61, bcRegion: 'us', ctsRegion: 'jp', limit: 24 });
    const ids: number[] = (body.data as Data).automatedRelatedProductIds;
    expect(ids.length).toBeGreaterThan(5);
    for (const id of notInJp) expect(ids).not.toContain(id);
  });

  it('answers an empty list for a category without configuration', async () => {
    const { body } = await run(GET_AUTOMATED_RELATED_PRODUCT_IDS, { categoryId: 9999, bcRegion: 'ca' });
    expect((body.data as Data).automatedRelatedProductIds).toEqual([]);
  });

  it.each([
    [{ ...base, bcRegion: 'mars' }, 'BcRegion'],
    [{ ...base, ctsRegion: 'mars' }, 'Unknown ctsRegion "mars"'],
    [{ ...base, limit: 0 }, 'limit must be 1 to 24'],
    [{ ...base, categoryId: 'skis' }, 'Int'],
  ])('refuses bad input %j with 400', async (variables, message) => {
    const { status, body } = await run(GET_AUTOMATED_RELATED_PRODUCT_IDS, variables);
    expect(status).toBe(400);
    expect(body.error?.message).toContain(message);
  });
});

describe('GetRelatedProducts', () => {
  it('answers content and commerce fields by uid and by id, in the order asked, localised', async () => {
    const { status, body } = await run(GET_RELATED_PRODUCTS, { uids: ['rime-skate'], ids: [1201], bcRegion: 'ca', locale: 'de' });
    expect(status).toBe(200);
    const products = (body.data as Data).relatedProducts;
    expect(products.map((p: Data) => p.uid)).toEqual(['rime-skate', 'aurora-classic-boot']);
    expect(products[0]).toMatchObject({
      display_title: 'Rime Skatingski',
      url: 'rime-skate',
      is_new: { value: false },
      image: { amplience_id: 'rime-skate-black' },
    });
    expect(products[0].bc_product).toMatchObject({ id: 1106, calculatedPrice: { currencyCode: 'CAD' } });
    expect(products[0].bc_product.variants[0].retailPrice.currencyCode).toBe('CAD');
  });

  it('leaves variant retail prices out unless asked for', async () => {
    const { body } = await run(GET_RELATED_PRODUCTS, { uids: ['rime-skate'], bcRegion: 'us', includeVariantRetailPrice: false });
    expect((body.data as Data).relatedProducts[0].bc_product.variants[0].retailPrice).toBeNull();
  });

  it('skips unknown products and answers [] for none', async () => {
    expect(((await run(GET_RELATED_PRODUCTS, { uids: ['nope'], ids: [1], bcRegion: 'us' })).body.data as Data).relatedProducts).toEqual([]);
    expect(((await run(GET_RELATED_PRODUCTS, { bcRegion: 'us' })).body.data as Data).relatedProducts).toEqual([]);
  });

  it('returns discontinued products flagged, for the 410 page to tell', async () => {
    const { body } = await run(GET_RELATED_PRODUCTS, { uids: ['vidde-classic-2021'], bcRegion: 'us' });
    expect((body.data as Data).relatedProducts[0]).toMatchObject({
      discontinued: true,
      bc_product: { is_visible: false, availability: 'disabled' },
    });
  });

  it('refuses more than 50 products at once', async () => {
    const { status } = await run(GET_RELATED_PRODUCTS, { ids: Array.from({ length: 51 }, (_, i) => 1101 + i), bcRegion: 'us' });
    expect(status).toBe(400);
  });
});

describe('GetErrorPage', () => {
  it('answers the error page content with its products in the store asked for', async () => {
    const { status, body } = await run(GET_ERROR_PAGE, { locale: 'en-us', bcRegion: 'no' });
    expect(status).toBe(200);
    const page = (body.data as Data).errorPage;
    expect(page.header).toBe('Page not found');
    expect(Array.isArray(page.main_content)).toBe(true);
    expect(page.product_recommendation_page.header).toBeTruthy();
    for (const p of page.products) expect(p.bc_product.calculatedPrice.currencyCode).toBe('NOK');
  });

  it('translates the page', async () => {
    const en = ((await run(GET_ERROR_PAGE, { locale: 'en-us' })).body.data as Data).errorPage;
    const de = ((await run(GET_ERROR_PAGE, { locale: 'de' })).body.data as Data).errorPage;
    expect(de.header).not.toBe(en.header);
  });
});

describe('bad queries (spec §8)', () => {
  it('answers a syntax error with 400 and the GraphQL error', async () => {
    const { status, body } = await run('{ colorGroups { uid ');
    expect(status).toBe(400);
    expect(body.errors?.[0]?.message).toMatch(/^Syntax Error/);
    expect(body.error).toMatchObject({ code: 'GRAPHQL_PARSE_FAILED', message: body.errors?.[0]?.message });
  });

  it('answers an unknown field with 400 GRAPHQL_VALIDATION_FAILED', async () => {
    const { status, body } = await run('{ products { id } }');
    expect(status).toBe(400);
    expect(body.error?.code).toBe('GRAPHQL_VALIDATION_FAILED');
  });

  it('answers an unknown operation name with 400', async () => {
    const { status, body } = await run(GET_COLOR_GROUPS, {}, 'GetSomethingElse');
    expect(status).toBe(400);
    expect(body.error).toMatchObject({ code: 'GRAPHQL_UNKNOWN_OPERATION', message: 'Unknown operation named "GetSomethingElse".' });
  });

  it('refuses mutations (the schema only reads)', async () => {
    expect((await run('mutation { deleteEverything }')).status).toBe(400);
  });

  it(`refuses more than ${MAX_ROOT_FIELDS} root fields in one operation`, async () => {
    const query = `{ ${Array.from({ length: MAX_ROOT_FIELDS + 1 }, (_, i) => `a${i}: colorGroups { uid }`).join(' ')} }`;
    expect((await run(query)).status).toBe(400);
  });

  it('answers 502, not 500, when a provider fails', async () => {
    const broken = { ...commerce, getProductsByIds: () => Promise.reject(new Error('store down')) } as CommerceProvider;
    const { status, body } = await runGraphql(
      { query: GET_RELATED_PRODUCTS, variables: { ids: [1101], bcRegion: 'us' } },
      { commerce: broken, content, call: calls },
    );
    expect(status).toBe(502);
    expect(body.error?.code).toBe('UPSTREAM_ERROR');
  });
});

describe('graphqlErrorMessage', () => {
  it.each([
    [400, [{ message: 'First' }, { message: 'Second' }], 'First'],
    [502, [], 'GraphQL Error (Code: 502)'],
    [400, undefined, 'GraphQL Error (Code: 400)'],
    [500, [{ message: '' }], 'GraphQL Error (Code: 500)'],
  ])('status %i with %j → %j', (status, errors, expected) => expect(graphqlErrorMessage(status, errors)).toBe(expected));
});
