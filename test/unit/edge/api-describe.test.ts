import { Hono } from 'hono';
import * as v from 'valibot';
import { describe as suite, expect, it } from 'vitest';
import { describe, operationsOf } from '../../../worker/edge/describe';
import { validate, validJson } from '../../../worker/edge/validate';
import { openApiDocument, openApiPath } from '../../../worker/edge/openapi';

const pass = async (_c: unknown, next: () => Promise<void>) => next();

function sample() {
  const sub = new Hono()
    .get(
      '/things/:id',
      describe({ summary: 'One thing', responses: { 200: 'The thing', 404: 'No such thing' } }),
      validate('param', v.object({ id: v.pipe(v.string(), v.regex(/^\d+$/)) })),
      (c) => c.json({}),
    )
    .post('/things', validJson(v.strictObject({ name: v.pipe(v.string(), v.maxLength(20)) })), (c) => c.json({}, 201));
  sub.onError((_e, c) => c.text('x', 500)); // handlers of a sub-app with its own onError are wrapped by Hono
  const app = new Hono();
  app.use('/things/*', pass);
  app.route('/', sub);
  app.put('/other', describe({ summary: 'Other', request: { json: v.object({ on: v.boolean() }) }, responses: { 200: 'Done' } }), (c) =>
    c.text('ok'),
  );
  app.all('*', (c) => c.text('404', 404));
  return app;
}

suite('API description registry', () => {
  it('groups Hono routes into operations with their description and validators, skipping middleware and catch-alls', () => {
    const ops = operationsOf(sample().routes);
    expect(ops.map((o) => `${o.method} ${o.path}`)).toEqual(['GET /things/:id', 'POST /things', 'PUT /other']);
    expect(ops.map((o) => o.description?.summary)).toEqual(['One thing', undefined, 'Other']);
    expect(ops.map((o) => o.inputs.map((i) => i.target))).toEqual([['param'], ['json'], ['json']]);
  });

  it('names the route that lacks a description (what the worker test reports)', () => {
    const missing = operationsOf(sample().routes)
      .filter((o) => !o.description)
      .map((o) => `${o.method} ${openApiPath(o.path)}`);
    expect(missing).toEqual(['POST /api/things']);
  });

  it('converts Hono paths to OpenAPI templates', () => {
    expect(openApiPath('/products/:id/variants/:variantId')).toBe('/api/products/{id}/variants/{variantId}');
    expect(openApiPath('/x/:id{[0-9]+}/y')).toBe('/api/x/{id}/y');
    expect(openApiPath('/')).toBe('/api');
  });

  it('builds parameters, bodies and responses from the schemas', () => {
    const doc = openApiDocument(sample().routes) as { paths: Record<string, Record<string, any>> };
    const get = doc.paths['/api/things/{id}']!.get;
    expect(get.parameters).toEqual([{ name: 'id', in: 'path', required: true, schema: { type: 'string', pattern: '^\\d+$' } }]);
    expect(Object.keys(get.responses).sort()).toEqual(['200', '400', '404', '502', '504']);
    const post = doc.paths['/api/things']!.post;
    expect(post.requestBody.content['application/json'].schema).toEqual({
      type: 'object',
      properties: { name: { type: 'string', maxLength: 20 } },
      required: ['name'],
      additionalProperties: false,
    });
    expect(post.security).toEqual([{ session: [], csrfToken: [] }]);
    expect(doc.paths['/api/other']!.put.requestBody.content['application/json'].schema.required).toEqual(['on']);
  });
});
