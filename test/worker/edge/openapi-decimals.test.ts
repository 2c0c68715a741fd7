// The OpenAPI document says that /api amounts are decimal amounts (spec §7, §9).
import { SELF } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';

type Document = {
  info: { description: string };
  paths: Record<string, Record<string, { responses: Record<string, { description?: string }> }>>;
  components: { schemas: Record<string, any> };
};
let doc: Document;

beforeAll(async () => {
  doc = (await (await SELF.fetch('https://loipe.test/api/openapi.json')).json()) as Document;
});

describe('/api/openapi.json: money is decimal', () => {
  it('says so for the whole API and describes Money.value as a number with a worked example', () => {
    expect(doc.info.description).toMatch(/decimal amounts .*399\.95 USD.*never minor units/);
    expect(doc.components.schemas.Money).toMatchObject({
      type: 'object',
      properties: { value: { type: 'number', description: expect.stringContaining('399.95') }, currencyCode: { type: 'string' } },
      required: ['value', 'currencyCode'],
    });
  });

  it.each([
    ['/api/products', 'get', '200'],
    ['/api/products/{id}', 'get', '200'],
    ['/api/products/{id}/variants', 'get', '200'],
    ['/api/products/{id}/variants/{variantId}', 'get', '200'],
    ['/api/variants', 'get', '200'],
    ['/api/shippingzones', 'get', '200'],
    ['/api/shippingzones/{id}', 'get', '200'],
    ['/api/shippingmethods/{id}', 'get', '200'],
    ['/api/graphql', 'post', '200'],
    ['/api/cart/create', 'post', '201'],
    ['/api/cart/create', 'post', '200'],
    ['/api/cart/{id}', 'get', '200'],
    ['/api/cart/{id}/items', 'post', '200'],
    ['/api/cart/{id}/items/{itemId}', 'put', '200'],
    ['/api/cart/{id}/items/{itemId}', 'delete', '200'],
    ['/api/cart/{id}', 'put', '200'],
    ['/api/cart/{id}/shipping-options', 'get', '200'],
  ])('%s %s answers %s in decimal amounts', (path, method, status) => {
    expect(doc.paths[path]?.[method]?.responses[status]?.description).toMatch(/decimal amounts/);
  });
});
