/**
 * The fake service's BigCommerce routes: each commerce region's seed store served as the REST
 * APIs serve a store, held to BigCommerce's published OpenAPI files (bigcommerce-openapi.ts):
 * every request's path and query parameters and every answer's shape are checked, and what is
 * wrong is kept as a violation (tests call takeBigCommerceViolations() after each case). An
 * undeclared path answers 404, an undeclared query parameter 400 (the real platform ignores
 * it and answers unfiltered, which no test would notice). Documented behaviour it models: 10
 * products a page with `include=options`/`modifiers`, v2 lists in pages (default 50, at most
 * 250; 204 past the last), zone-level free shipping, the rate-limit headers on every answer
 * and, when `quota` is set, 429s past the quota with only the `X-Rate-Limit-*` headers.
 */
import { COMMERCE_REGIONS, type CommerceRegion } from '../../worker/rules/regions';
import {
  commerceProducts,
  countries,
  currencies,
  customerGroups,
  shippingMethods,
  shippingZones,
  states,
  stores as storeInfos,
} from '../../worker/data/catalog/index';
import { commerceCategories } from '../../worker/data/build/commerce-index';
import { loadBigCommerceSpec, type BigCommerceSpec } from './bigcommerce-openapi';
import * as bc from './fake-bigcommerce-records';
import { customerRoutes } from './fake-bigcommerce-customers';
import { orderRoutes } from './fake-bigcommerce-orders';
import type { FakeAnswer, FakeRequest, FakeRoute } from './fake-service';
import { BIGCOMMERCE_QUOTA, paged, rateLimited, v2Page } from './fake-bigcommerce-answers';
import { cartRoutes, createFakeCarts, type FakeCarts } from './fake-bigcommerce-carts';
import notFoundV2 from './fixtures/bigcommerce/not-found-v2.json';
import notFoundV3 from './fixtures/bigcommerce/not-found-v3.json';
import unauthorized from './fixtures/bigcommerce/unauthorized.json';

export { BIGCOMMERCE_QUOTA, rateLimited } from './fake-bigcommerce-answers';

export type FakeStores = Record<CommerceRegion, { hash: string; token: string }>;

export interface BigCommerceFakeOptions {
  /** The platform's quota per store (150 requests / 30 s on Standard plans); off unless set. */
  quota?: { requests: number; windowMs: number };
  /** The carts' state (fake-bigcommerce-carts.ts); a fresh one unless a test holds its own. */
  carts?: FakeCarts;
}

let loaded: BigCommerceSpec | undefined;
/** The vendor files, read once per test file (a settled value). */
export const bigcommerceSpec = () => (loaded ??= loadBigCommerceSpec());

const violations: string[] = [];
const checked = new WeakSet<FakeRequest>();
/** What the fake found wrong since the last call (requests that met a script included), and forgets it. */
export function takeBigCommerceViolations(requests: readonly FakeRequest[] = []): string[] {
  for (const request of requests) checkRequest(request);
  return violations.splice(0);
}

function split(path: string): { hash: string; rest: string } | null {
  const found = /^\/stores\/([^/]+)(\/.*)$/.exec(path);
  return found ? { hash: found[1]!, rest: found[2]! } : null;
}

function checkRequest(request: FakeRequest): string[] {
  const parts = split(request.path);
  if (!parts || checked.has(request)) return [];
  checked.add(request);
  const problems = bigcommerceSpec().checkRequest(request.method, parts.rest, request.query, request.headers, request.body);
  violations.push(...problems.map((p) => `${request.method} ${request.path}?${request.query}: ${p}`));
  return problems;
}

/** An answer a test scripts, checked against the operation first (a test may not script what the platform never says). */
export function checkedAnswer(method: string, path: string, answer: FakeAnswer): FakeAnswer {
  const parts = split(path);
  const op = parts && bigcommerceSpec().operation(method, parts.rest);
  if (!op) throw new Error(`${method} ${path} is not an operation of the published API`);
  const problems = bigcommerceSpec().checkResponse(op, answer.status ?? 200, answer.json, lower(answer.headers));
  if (problems.length) throw new Error(`scripted answer breaks the published API: ${problems.join('; ')}`);
  return answer;
}

const lower = (headers: Record<string, string> = {}) => Object.fromEntries(Object.entries(headers).map(([k, v]) => [k.toLowerCase(), v]));

/** Each store's seed catalog, built once per test file. */
const catalogs = new Map<CommerceRegion, ReturnType<typeof buildIndex>>();
function buildIndex(region: CommerceRegion) {
  const products = commerceProducts(region);
  return {
    products,
    byId: new Map(products.map((p) => [p.id, p])),
    variants: products.flatMap((p) => p.variants),
    categories: commerceCategories(region),
  };
}
const regionIndex = (region: CommerceRegion) => catalogs.get(region) ?? catalogs.set(region, buildIndex(region)).get(region)!;
const placesOf = (region: CommerceRegion) => currencies[region][0]!.decimal_places;

const ids = (q: URLSearchParams, name: string) => q.get(name)?.split(',').map(Number);
const words = (q: URLSearchParams, name: string) => q.get(name)?.split(',');
const v3Missing: FakeAnswer = { status: 404, json: notFoundV3 };
const v2Missing: FakeAnswer = { status: 404, json: notFoundV2 };

type Store = { region: CommerceRegion; hash: string };
type Handler = (store: Store, request: FakeRequest) => FakeAnswer;

export function bigcommerceRoutes(stores: FakeStores, options: BigCommerceFakeOptions = {}): FakeRoute[] {
  const windows = new Map<string, { started: number; used: number }>();
  const quota = options.quota ?? { requests: Number.POSITIVE_INFINITY, windowMs: BIGCOMMERCE_QUOTA.windowMs };

  /** Every answer carries the quota headers; past the quota the answer is the 429. */
  function metered(hash: string): { headers: Record<string, string>; refused?: FakeAnswer } {
    const now = Date.now();
    let window = windows.get(hash);
    if (!window || now - window.started >= quota.windowMs) windows.set(hash, (window = { started: now, used: 0 }));
    window.used++;
    const resetMs = Math.max(0, window.started + quota.windowMs - now);
    if (window.used > quota.requests) return { headers: {}, refused: rateLimited(resetMs, quota.windowMs) };
    const left = Number.isFinite(quota.requests) ? quota.requests - window.used : BIGCOMMERCE_QUOTA.requests;
    return {
      headers: {
        'X-Rate-Limit-Time-Reset-Ms': String(resetMs),
        'X-Rate-Limit-Requests-Left': String(left),
        'X-Rate-Limit-Time-Window-Ms': String(quota.windowMs),
        'X-Rate-Limit-Requests-Quota': String(Number.isFinite(quota.requests) ? quota.requests : BIGCOMMERCE_QUOTA.requests),
      },
    };
  }

  /** A fault of the fake itself (or of the checker) is a violation and a 500, never a hung request. */
  function serve(request: FakeRequest, handler: Handler | null): FakeAnswer {
    try {
      return checkedServe(request, handler);
    } catch (error) {
      violations.push(`fake BigCommerce failed on ${request.method} ${request.path}: ${String(error)}`);
      return { status: 500, json: { status: 500, title: String(error) } };
    }
  }

  /** Store, token, spec and quota checks around a handler; the answer is checked against the operation. */
  function checkedServe(request: FakeRequest, handler: Handler | null): FakeAnswer {
    const parts = split(request.path)!;
    const region = COMMERCE_REGIONS.find((r) => stores[r].hash === parts.hash);
    if (!region) return v3Missing;
    if (request.headers['x-auth-token'] !== stores[region].token) return { status: 401, json: unauthorized };
    const spec = bigcommerceSpec();
    const op = spec.operation(request.method, parts.rest);
    const problems = checkRequest(request);
    if (!op) return v3Missing;
    if (problems.length)
      return { status: 400, json: { status: 400, title: `fake BigCommerce: ${problems.join('; ')}`, type: notFoundV3.type } };
    const meter = metered(parts.hash);
    if (meter.refused) return meter.refused;
    if (!handler) {
      violations.push(`${request.method} ${parts.rest} is declared but the fake does not serve it`);
      return v3Missing;
    }
    const answer = handler({ region, hash: parts.hash }, request);
    const found = spec.checkResponse(op, answer.status ?? 200, answer.json, lower(answer.headers));
    violations.push(...found.map((p) => `answer to ${request.method} ${request.path}?${request.query}: ${p}`));
    return { ...answer, headers: { ...meter.headers, ...answer.headers } };
  }

  const route = (path: string, handler: Handler, method = 'GET'): FakeRoute => ({
    method,
    path: `/stores/:hash${path}`,
    handler: (r) => serve(r, handler),
  });
  const products = (region: CommerceRegion) => regionIndex(region).products;
  const include = (q: URLSearchParams) => new Set(words(q, 'include') ?? []);
  // Spec (IncludeParamGetProducts): with options or modifiers a page holds at most 10 products.
  const productCap = (q: URLSearchParams) => (include(q).has('options') || include(q).has('modifiers') ? 10 : 250);

  const routes: FakeRoute[] = [
    route('/v3/catalog/products', ({ region, hash }, { query: q }) => {
      const wanted = {
        ids: ids(q, 'id:in'),
        categories: ids(q, 'categories:in'),
        visible: q.get('is_visible'),
        mpn: q.get('mpn'),
        sku: q.get('sku'),
      };
      const list = products(region).filter(
        (p) =>
          (!wanted.ids || wanted.ids.includes(p.id)) &&
          (!wanted.categories || p.categories.some((c) => wanted.categories!.includes(c.id))) &&
          (wanted.visible === null || String(p.is_visible) === wanted.visible) &&
          (wanted.mpn === null || p.uid === wanted.mpn) &&
          (wanted.sku === null || p.sku === wanted.sku),
      );
      return paged(
        list.map((p) => bc.product(p, hash, placesOf(region), include(q))),
        q,
        productCap(q),
      );
    }),
    route('/v3/catalog/products/:id', ({ region, hash }, r) => {
      const found = regionIndex(region).byId.get(Number(r.params.id));
      return found ? { json: { data: bc.product(found, hash, placesOf(region), include(r.query)), meta: {} } } : v3Missing;
    }),
    route('/v3/catalog/products/:id/options', ({ region }, r) => {
      const found = regionIndex(region).byId.get(Number(r.params.id));
      return found ? paged(bc.options(found), r.query) : v3Missing;
    }),
    // Declared filters only: one `id`, one `sku`, `product_id:in`.
    route('/v3/catalog/variants', ({ region, hash }, { query: q }) => {
      const wanted = { products: ids(q, 'product_id:in'), id: q.get('id'), sku: q.get('sku') };
      const list = regionIndex(region).variants.filter(
        (v) =>
          (!wanted.products || wanted.products.includes(v.product_id)) &&
          (wanted.id === null || String(v.id) === wanted.id) &&
          (wanted.sku === null || v.sku === wanted.sku),
      );
      return paged(
        list.map((v) => bc.variant(v, hash, placesOf(region))),
        q,
      );
    }),
    route('/v3/catalog/trees/categories', ({ region }, { query: q }) => {
      const trees = ids(q, 'tree_id:in');
      const wanted = ids(q, 'category_id:in');
      const all = regionIndex(region).categories.list;
      const list = trees && !trees.includes(1) ? [] : all.filter((c) => !wanted || wanted.includes(c.id));
      return paged(list.map(bc.treeCategory), q);
    }),
    route('/v3/catalog/trees/:tree/categories', ({ region }, r) =>
      r.params.tree === '1' ? { json: { data: regionIndex(region).categories.tree, meta: {} } } : v3Missing,
    ),
    route('/v2/currencies', ({ region }, r) => v2Page(currencies[region].map(bc.currency), r.query)),
    route('/v2/currencies/:id', ({ region }, r) => {
      const found = currencies[region].find((c) => c.id === Number(r.params.id));
      return found ? { json: bc.currency(found) } : v2Missing;
    }),
    // Zones are not paginated (the operation declares no parameters).
    route('/v2/shipping/zones', ({ region }) => {
      const zones = shippingZones[region].map((z) => bc.zone(z, shippingMethods, placesOf(region)));
      return zones.length ? { json: zones } : { status: 204 };
    }),
    route('/v2/shipping/zones/:id', ({ region }, r) => {
      const found = shippingZones[region].find((z) => z.id === Number(r.params.id));
      return found ? { json: bc.zone(found, shippingMethods, placesOf(region)) } : v2Missing;
    }),
    route('/v2/shipping/zones/:id/methods', ({ region }, r) => {
      const id = Number(r.params.id);
      if (!shippingZones[region].some((z) => z.id === id)) return v2Missing;
      const methods = shippingMethods.filter((m) => m.zone_id === id).map((m) => bc.method(m, placesOf(region)));
      return methods.length ? { json: methods } : { status: 204 };
    }),
    route('/v2/customer_groups', ({ region }, { query: q }) =>
      v2Page(
        customerGroups[region]
          .filter(
            (g) =>
              (q.get('is_group_for_guests') === null || String(g.is_group_for_guests) === q.get('is_group_for_guests')) &&
              (q.get('is_default') === null || String(g.is_default) === q.get('is_default')),
          )
          .map((g) => ({ ...g, date_created: bc.TIME, date_modified: bc.TIME })),
        q,
      ),
    ),
    route('/v2/customer_groups/:id', ({ region }, r) => {
      const found = customerGroups[region].find((g) => g.id === Number(r.params.id));
      return found ? { json: { ...found, date_created: bc.TIME, date_modified: bc.TIME } } : v2Missing;
    }),
    route('/v2/countries', ({ hash }, r) =>
      v2Page(
        countries.map((c) => ({
          id: c.id,
          country: c.country,
          country_iso2: c.country_iso2,
          country_iso3: c.country_iso3,
          states: { url: `https://api.bigcommerce.com/stores/${hash}/v2/countries/${c.id}/states`, resource: `/countries/${c.id}/states` },
        })),
        r.query,
      ),
    ),
    route('/v2/countries/states', (_, r) => v2Page(states.map(bc.state), r.query)),
    route('/v2/countries/:id/states', (_, r) => {
      const id = Number(r.params.id);
      return countries.some((c) => c.id === id) ? v2Page(states.filter((s) => s.country_id === id).map(bc.state), r.query) : v2Missing;
    }),
    route('/v2/store', ({ region, hash }) => ({
      json: bc.storeInfo(storeInfos[region], currencies[region][0]!, hash, 1000 + COMMERCE_REGIONS.indexOf(region)),
    })),
  ];
  routes.push(...customerRoutes(route), ...orderRoutes(route)); // accounts and orders, with state
  routes.push(...cartRoutes(route, options.carts ?? createFakeCarts()));
  // Anything else below a store: a path the fake does not serve, checked against the spec (violation either way).
  const rest = Array.from(
    { length: 8 },
    (_, depth): FakeRoute => ({
      method: '*',
      path: `/stores/:hash${Array.from({ length: depth + 1 }, (_, i) => `/:s${i}`).join('')}`,
      handler: (r) => serve(r, null),
    }),
  );
  return [...routes, ...rest];
}
