import { reset, SELF } from 'cloudflare:test';
import { afterEach, describe, expect, it } from 'vitest';
import {
  GET_AUTOMATED_RELATED_PRODUCT_IDS,
  GET_COLOR_GROUPS,
  GET_ERROR_PAGE,
  GET_RELATED_PRODUCTS,
} from '../../../worker/catalog/graphql/queries';

const post = (body: string, type = 'application/json') =>
  SELF.fetch('https://loipe.test/api/graphql', { method: 'POST', body, headers: { 'content-type': type, accept: 'application/json' } });
const query = (q: string, variables?: Record<string, unknown>, operationName?: string) =>
  post(JSON.stringify({ query: q, variables, operationName }));
type Body = { data?: any; errors?: { message: string }[]; error?: { code: string; message: string } };

afterEach(() => reset());

describe('POST /api/graphql', () => {
  it('answers GetColorGroups', async () => {
    const res = await query(GET_COLOR_GROUPS, { locale: 'sv' });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const body = (await res.json()) as Body;
    expect(body.data.colorGroups.find((g: { uid: string }) => g.uid === 'color-blue')).toMatchObject({
      color_name: 'Blå',
      option_swatch_hex: '#1f5fbf',
    });
  });

  it('answers GetAutomatedRelatedProductIds', async () => {
    const res = await query(GET_AUTOMATED_RELATED_PRODUCT_IDS, {
      categoryId: 31,
      bcRegion: 'no',
      ctsRegion: 'no',
      productId: 1201,
      productAttributes: [{ attribute: 'Style', values: ['Classic'] }],
    });
    const body = (await res.json()) as Body;
    expect(res.status).toBe(200);
    expect(body.data.automatedRelatedProductIds).toHaveLength(4);
  });

  it.each([
    ['us', 'USD'],
    ['ca', 'CAD'],
    ['no', 'NOK'],
    ['eu_region_1', 'EUR'],
  ])('answers GetRelatedProducts in store %s with %s prices', async (bcRegion, currency) => {
    const body = (await (
      await query(GET_RELATED_PRODUCTS, { uids: ['aurora-classic', 'rimfrost-glide-wax'], bcRegion, locale: 'it' })
    ).json()) as Body;
    expect(body.data.relatedProducts.map((p: { display_title: string }) => p.display_title)).toEqual([
      'Sci classico Aurora',
      'Sciolina di scorrimento Rimfrost',
    ]);
    expect(body.data.relatedProducts[0].bc_product.calculatedPrice.currencyCode).toBe(currency);
  });

  it('answers GetErrorPage', async () => {
    const body = (await (await query(GET_ERROR_PAGE, { locale: 'fr', bcRegion: 'ca' })).json()) as Body;
    expect(body.data.errorPage.header).toBeTruthy();
    expect(Array.isArray(body.data.errorPage.products)).toBe(true);
  });

  it.each([
    ['a syntax error', JSON.stringify({ query: '{ colorGroups { ' }), 'GRAPHQL_PARSE_FAILED'],
    ['an unknown field', JSON.stringify({ query: '{ secrets }' }), 'GRAPHQL_VALIDATION_FAILED'],
    ['an unknown operation', JSON.stringify({ query: GET_COLOR_GROUPS, operationName: 'GetPrices' }), 'GRAPHQL_UNKNOWN_OPERATION'],
    ['a bad variable', JSON.stringify({ query: GET_RELATED_PRODUCTS, variables: { bcRegion: 'moon' } }), 'BAD_USER_INPUT'],
    ['a missing required variable', JSON.stringify({ query: GET_RELATED_PRODUCTS }), 'BAD_USER_INPUT'],
    ['a body that is not JSON', '{query:', 'invalid_body'],
    ['a body without a query', JSON.stringify({ variables: {} }), 'invalid_body'],
    ['variables that are a list', JSON.stringify({ query: GET_COLOR_GROUPS, variables: [1] }), 'invalid_body'],
    ['a bad operation name', JSON.stringify({ query: GET_COLOR_GROUPS, operationName: 'no spaces' }), 'invalid_body'],
  ])('answers %s with 400 and the error in the envelope', async (_, body, code) => {
    const res = await post(body);
    expect(res.status).toBe(400);
    const json = (await res.json()) as Body;
    expect(json.error?.code).toBe(code);
    expect(json.error?.message).toBeTruthy();
  });

  it('keeps the GraphQL errors list beside the envelope', async () => {
    const json = (await (await post(JSON.stringify({ query: '{ secrets }' }))).json()) as Body;
    expect(json.errors?.[0]?.message).toBe(json.error?.message);
  });

  it('answers a form post with 415 and a huge body with 413', async () => {
    expect((await post('query=x', 'application/x-www-form-urlencoded')).status).toBe(415);
    expect((await post(JSON.stringify({ query: `{ colorGroups { uid } } ${'#'.repeat(70_000)}` }))).status).toBe(413);
  });
});
