import fc from 'fast-check';
import { describe, it } from 'vitest';
import { hostileHeaders, queryString } from './arbitraries';
import { hostileBody } from './bodies';
import { createCart, fuzzSuite, judge, send, type FuzzRequest } from './client';
import { auth, fuzzParameters, shapedBody } from './inputs';
import { apiRoutes, pathFor, type RouteTemplate } from './routes';

describe('/api routes under hostile input', () => {
  let cartId: string;
  // A real cart, so ids in cart paths sometimes name something that exists.
  const suite = fuzzSuite('api', async ({ owner, catalog }) => {
    cartId = await createCart(owner, catalog, 1);
  });

  it('answers every route, method, query, header and body below 500, 4xx in the error envelope, no unhandled error logged', async () => {
    const templates = apiRoutes();
    const pools = {
      id: [cartId, ...suite.catalog.productIds.map(String)],
      variantId: [...suite.catalog.variants.values()].map(String),
      itemId: ['1', 'a1', 'zzzzzzzz'],
    };
    // Mostly the route's own method; sometimes another, which must be a clean 404/405.
    const request = fc.constantFrom(...templates).chain((route: RouteTemplate) =>
      fc.tuple(
        fc.constant(route),
        pathFor(route.path, pools),
        fc.oneof(
          { weight: 5, arbitrary: fc.constant(route.method) },
          { weight: 1, arbitrary: fc.constantFrom('GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS') },
          // Monitors and link checkers send HEAD to anything.
          { weight: 1, arbitrary: fc.constant('HEAD') },
        ),
      ),
    );

    await fc.assert(
      fc.asyncProperty(
        request,
        queryString,
        hostileHeaders,
        auth(suite.owner, suite.other),
        hostileBody(shapedBody(suite.catalog)),
        // One client in eight hangs up part-way.
        fc.option(fc.integer({ min: 0, max: 30 }), { freq: 7, nil: undefined }),
        async ([, path, method], query, headers, who, body, hangUpAfterMs) => {
          const req: FuzzRequest = {
            method,
            path: `${path}${query}`,
            headers: { ...headers, ...who.headers },
            body: method === 'GET' || method === 'HEAD' ? null : body,
            ...(hangUpAfterMs === undefined ? {} : { hangUpAfterMs }),
          };
          judge(req, await send(req), suite.consoleErrors.take(), suite.tally);
        },
      ),
      fuzzParameters(0.4),
    );
  });

  it('covers every /api route the Worker registers', () => {
    // A route list that came back empty would make the property above vacuous.
    const paths = apiRoutes().map((r) => `${r.method} ${r.path}`);
    if (!paths.some((p) => p.startsWith('GET /api/products')) || !paths.some((p) => p.startsWith('POST /api/cart'))) {
      throw new Error(`the fuzzed route list lacks the catalog or cart API: ${paths.join(', ')}`);
    }
  });
});
