import fc from 'fast-check';
import { afterAll, afterEach, beforeAll, describe, it } from 'vitest';
import { hostileBody, hostileHeaders, queryString } from './arbitraries';
import { StatusTally, judge, newShopper, readCatalog, send, watchConsole, type Catalog, type FuzzRequest, type Shopper } from './client';
import { auth, fuzzParameters, shapedBody } from './inputs';
import { apiRoutes, pathFor, type RouteTemplate } from './routes';

describe('/api routes under hostile input', () => {
  let catalog: Catalog;
  let owner: Shopper;
  let other: Shopper;
  let cartId: string;
  const consoleErrors = watchConsole();
  const tally = new StatusTally();

  beforeAll(async () => {
    catalog = await readCatalog();
    owner = await newShopper();
    other = await newShopper();
    // A real cart, so ids in cart paths sometimes name something that exists.
    const [productId, variantId] = [...catalog.variants.entries()][0]!;
    const res = await send({
      method: 'POST', path: '/api/cart/create', headers: { cookie: owner.cookie, 'csrf-token': owner.token },
      body: { kind: 'valid', contentType: 'application/json', body: JSON.stringify({ line_items: [{ product_id: productId, variant_id: variantId, quantity: 1 }] }) },
    });
    cartId = (JSON.parse(res.text) as { data: { id: string } }).data.id;
  });
  afterEach(() => consoleErrors.spy.mockClear());
  afterAll(() => {
    consoleErrors.spy.mockRestore();
    console.log(`fuzz api: statuses ${tally}`);
  });

  it('answers every route, method, query, header and body below 500, 4xx in the error envelope, no unhandled error logged', async () => {
    const templates = apiRoutes();
    const pools = {
      id: [cartId, ...catalog.productIds.map(String)],
      variantId: [...catalog.variants.values()].map(String),
      itemId: ['1', 'a1', 'zzzzzzzz'],
    };
    // Mostly the route's own method; sometimes another, which must be a clean 404/405.
    const request = fc.constantFrom(...templates).chain((route: RouteTemplate) => fc.tuple(
      fc.constant(route),
      pathFor(route.path, pools),
      fc.oneof({ weight: 5, arbitrary: fc.constant(route.method) }, { weight: 1, arbitrary: fc.constantFrom('GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'HEAD', 'OPTIONS') }),
    ));

    await fc.assert(
      fc.asyncProperty(request, queryString, hostileHeaders, auth(owner, other), hostileBody(shapedBody(catalog)), async ([, path, method], query, headers, who, body) => {
        const req: FuzzRequest = { method, path: `${path}${query}`, headers: { ...headers, ...who.headers }, body: method === 'GET' || method === 'HEAD' ? null : body };
        judge(req, await send(req), consoleErrors.take(), tally);
      }),
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
