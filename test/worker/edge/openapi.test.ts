import { SELF } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { api } from '../../../worker/api';
import { operationsOf } from '../../../worker/edge/describe';
import { openApiPath } from '../../../worker/edge/openapi';

type Operation = {
  operationId: string;
  summary?: string;
  parameters?: { name: string; in: string; required: boolean; description?: string; schema: Record<string, any> }[];
  requestBody?: { content: Record<string, { schema: Record<string, any> }> };
  responses: Record<string, unknown>;
  security?: unknown[];
};
type Document = { openapi: string; paths: Record<string, Record<string, Operation>>; components: Record<string, any> };

let doc: Document;
let headers: Headers;

beforeAll(async () => {
  const res = await SELF.fetch('https://loipe.test/api/openapi.json');
  expect(res.status).toBe(200);
  headers = res.headers;
  doc = (await res.json()) as Document;
});

/** Every route the /api app registers, read from Hono itself (ALL entries are middleware and the 404 catch-all). */
const registered = () => operationsOf(api.routes);
const label = (r: { method: string; path: string }) => `${r.method} ${openApiPath(r.path)}`;

describe('GET /api/openapi.json', () => {
  it('is an OpenAPI 3.1 JSON document, cacheable', () => {
    expect(doc.openapi).toBe('3.1.0');
    expect(headers.get('content-type')).toMatch(/^application\/json/);
    expect(headers.get('cache-control')).toBe('public, max-age=300');
  });

  it('finds the routes to check (the walk of api.routes is not empty)', () => {
    const labels = registered().map(label);
    expect(labels.length).toBeGreaterThan(25);
    expect(labels).toEqual(
      expect.arrayContaining([
        'GET /api/products/{id}',
        'POST /api/cart/create',
        'DELETE /api/cart/{id}/items/{itemId}',
        'GET /api/openapi.json',
      ]),
    );
  });

  it('describes every registered /api route: each carries describe({ summary, responses }) next to its definition', () => {
    const undescribed = registered()
      .filter((r) => !r.description)
      .map(label);
    expect(
      undescribed,
      `add describe({ summary, responses }) (worker/edge/describe.ts) to the handler chain of: ${undescribed.join(', ')}`,
    ).toEqual([]);
  });

  it('has every registered /api route under its path with its method', () => {
    const missing = registered()
      .filter((r) => !doc.paths[openApiPath(r.path)]?.[r.method.toLowerCase()])
      .map(label);
    expect(missing, `missing from the document: ${missing.join(', ')}`).toEqual([]);
    const documented = Object.entries(doc.paths).flatMap(([path, ops]) => Object.keys(ops).map((m) => `${m.toUpperCase()} ${path}`));
    expect(documented.sort()).toEqual(registered().map(label).sort());
  });

  it('gives each operation a summary, a unique operationId, responses, and every path parameter', () => {
    const ids = new Set<string>();
    for (const [path, ops] of Object.entries(doc.paths)) {
      for (const [method, op] of Object.entries(ops)) {
        expect(op.summary, `${method} ${path}`).toMatch(/\w{3}/);
        expect(ids.has(op.operationId), op.operationId).toBe(false);
        ids.add(op.operationId);
        expect(Object.keys(op.responses).length, `${method} ${path}`).toBeGreaterThan(0);
        for (const [, name] of path.matchAll(/\{([^}]+)\}/g)) {
          expect(
            op.parameters?.find((p) => p.in === 'path' && p.name === name),
            `${method} ${path} {${name}}`,
          ).toMatchObject({ required: true });
        }
      }
    }
  });

  it('publishes the valibot schemas the routes validate with', () => {
    const list = doc.paths['/api/products']!.get!;
    const byName = Object.fromEntries((list.parameters ?? []).map((p) => [`${p.in}:${p.name}`, p]));
    // positiveInt('limit', 250) as a client sends it; the default the validator fills in.
    expect(byName['query:limit']).toMatchObject({ required: false, schema: { type: 'string', pattern: '^\\d{1,10}$', default: '50' } });
    expect(byName['query:include']).toMatchObject({
      required: false,
      description: 'Comma-separated, any of variants, options, custom_fields, images',
      schema: { type: 'string' },
    });
    // regionHeader: trimmed and lowercased before the picklist, so the input is any string; the values are named.
    expect(byName['header:region']).toMatchObject({ in: 'header', required: false, schema: { type: 'string', default: 'us' } });
    expect(byName['header:region']!.description).toMatch(/us, ca, .*pro_ca, .*eu_region_1/);
    expect(doc.paths['/api/products/{id}']!.get!.parameters).toContainEqual(
      expect.objectContaining({ name: 'id', in: 'path', schema: expect.objectContaining({ pattern: '^\\d{1,10}$' }) }),
    );

    // validJson(addBody): a strict object (a price field is refused), with its bounds.
    const create = doc.paths['/api/cart/create']!.post!;
    const body = create.requestBody!.content['application/json']!.schema;
    expect(body).toMatchObject({ type: 'object', required: ['line_items'], additionalProperties: false });
    expect(body.properties.line_items).toMatchObject({ type: 'array', minItems: 1 });
    expect(body.properties.line_items.items).toMatchObject({
      type: 'object',
      additionalProperties: false,
      required: ['product_id', 'quantity'],
      properties: { quantity: { type: 'integer', minimum: 1 } },
    });
    expect(create.responses['400']).toBeDefined();
    expect(create.security).toEqual([{ session: [], csrfToken: [] }]);

    // Routes that validate in the handler name their schema in describe({ request }).
    const signup = doc.paths['/api/newsletter']!.post!;
    expect(Object.keys(signup.requestBody!.content).sort()).toEqual(['application/json', 'application/x-www-form-urlencoded']);
    expect(signup.requestBody!.content['application/json']!.schema).toMatchObject({
      required: ['email'],
      properties: { email: { format: 'email', maxLength: 254 } },
    });
    expect(signup.security).toBeUndefined();
    expect(doc.paths['/api/graphql']!.post!.requestBody!.content['application/json']!.schema).toMatchObject({ required: ['query'] });
  });

  it("has a request body for every write (POST, PUT, PATCH): each validates its body with validate('json' | 'form', schema)", () => {
    const writes = Object.entries(doc.paths).flatMap(([path, ops]) =>
      Object.entries(ops)
        .filter(([method]) => ['post', 'put', 'patch'].includes(method))
        .map(([method, op]) => ({ label: `${method.toUpperCase()} ${path}`, op })),
    );
    expect(writes.length).toBeGreaterThan(20);
    const bodiless = writes.filter(({ op }) => Object.keys(op.requestBody?.content ?? {}).length === 0).map(({ label }) => label);
    expect(bodiless, `writes without a request body: ${bodiless.join(', ')}`).toEqual([]);
  });

  it('describes the error envelope once and refers to it', () => {
    expect(doc.components.schemas.Error).toMatchObject({
      type: 'object',
      required: ['error'],
      properties: { error: { required: ['code', 'message', 'issues'] } },
    });
    expect(doc.paths['/api/products/{id}']!.get!.responses['404']).toEqual({
      description: 'No such product',
      content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
    });
    expect(doc.paths['/api/products/{id}']!.get!.responses['504']).toEqual({ $ref: '#/components/responses/UpstreamTimeout' });
  });

  it('answers the same document on every request of the isolate', async () => {
    const again = await (await SELF.fetch('https://loipe.test/api/openapi.json')).json();
    expect(again).toEqual(doc);
  });
});
