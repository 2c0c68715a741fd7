/**
 * The three hosted services' doubles on one loopback port, as the shop under `wrangler dev`
 * (or the load run's Miniflare) meets them: Contentstack's Delivery API, BigCommerce's REST
 * APIs (held to the vendored OpenAPI files) and Amplience Dynamic Media. `hostedVars` is the
 * `--var` set that points CONTENT_PROVIDER=contentstack, COMMERCE_PROVIDER=bigcommerce and
 * MEDIA_PROVIDER=amplience at them.
 *
 * `turbulence` makes them a bad day at the vendors: at set rates an answer
 * comes slowly, is the vendor's 429, a 5xx, or stalls past the shop's 30 s deadline. The
 * faults wrap the fakes' routes from outside; the fakes themselves are unchanged.
 */
import { proCodes, shippingSettings } from '../../worker/data/catalog/index';
import { COMMERCE_REGIONS } from '../../worker/rules/regions';
import { amplienceRoutes } from './fake-amplience';
import { bigcommerceRoutes, rateLimited, takeBigCommerceViolations, type FakeStores } from './fake-bigcommerce';
import { createFakeCarts, type FakeCarts } from './fake-bigcommerce-carts';
import { contentstackPreviewRoutes, contentstackRoutes, PREVIEW_PATH, type FakePreviews } from './fake-contentstack';
import { startFakeService, type FakeAnswer, type FakeRoute, type FakeService } from './fake-service';

export const HOSTED_STACK = {
  apiKey: 'loipe-main',
  deliveryToken: 'cs-delivery-token',
  environment: 'production',
  previewToken: 'cs-preview-token',
};
export const HOSTED_STORES: FakeStores = {
  us: { hash: 'loipeus', token: 'bc-token-us' },
  ca: { hash: 'loipeca', token: 'bc-token-ca' },
  no: { hash: 'loipeno', token: 'bc-token-no' },
  eu_region_1: { hash: 'loipeeu', token: 'bc-token-eu' },
};
export const AMPLIENCE_ALIASES = ['loipe', 'loipeskis'];

/** Rates are per answer, 0..1, tried in this order: stall, 5xx, 429, slow. */
export interface Turbulence {
  slowRate: number;
  slowMs: number;
  rateLimitRate: number;
  /** What a 429 asks to wait (BigCommerce: X-Rate-Limit-Time-Reset-Ms; the others: Retry-After, whole seconds). */
  rateLimitWaitMs: number;
  errorRate: number;
  stallRate: number;
  stallMs: number;
}

export const CALM: Turbulence = {
  slowRate: 0,
  slowMs: 0,
  rateLimitRate: 0,
  rateLimitWaitMs: 0,
  errorRate: 0,
  stallRate: 0,
  stallMs: 0,
};

type Vendor = 'contentstack' | 'bigcommerce' | 'amplience';

/** Each vendor's own 429 and 5xx bodies (BigCommerce's 429 carries only X-Rate-Limit-* headers). */
function rateLimitOf(vendor: Vendor, waitMs: number): FakeAnswer {
  if (vendor === 'bigcommerce') return rateLimited(waitMs);
  const headers = { 'Retry-After': String(Math.max(1, Math.round(waitMs / 1000))) };
  if (vendor === 'contentstack')
    return { status: 429, headers, json: { error_message: 'Too many requests. Please try again later.', error_code: 429 } };
  return { status: 429, headers, raw: 'Too Many Requests' };
}

const SERVER_ERRORS = [500, 502, 503];
function serverErrorOf(vendor: Vendor, status: number): FakeAnswer {
  if (vendor === 'bigcommerce') return { status, json: { status, title: 'Internal Server Error', type: 'about:blank' } };
  if (vendor === 'contentstack') return { status, json: { error_message: 'Something went wrong.', error_code: status } };
  return { status, raw: '<html><body>Service Unavailable</body></html>', headers: { 'content-type': 'text/html' } };
}

export interface FaultCounts {
  slow: number;
  rateLimited: number;
  errors: number;
  stalls: number;
  answered: number;
  /** Answers by the `x-bench-kind` header the bench's Worker entry puts on a tagged request's calls (`untagged` without). */
  byKind: Record<string, number>;
}

/** The routes with faults injected at the set rates; `counts` tallies what was injected. */
export function turbulent(
  vendor: Vendor,
  routes: FakeRoute[],
  t: Turbulence,
  counts: FaultCounts,
  random: () => number = Math.random,
): FakeRoute[] {
  return routes.map((route) => ({
    ...route,
    handler: async (request) => {
      counts.answered++;
      const kind = String(request.headers['x-bench-kind'] ?? 'untagged');
      counts.byKind[kind] = (counts.byKind[kind] ?? 0) + 1;
      const roll = random();
      let edge = t.stallRate;
      if (roll < edge) {
        counts.stalls++;
        return { ...(await route.handler(request)), delayMs: t.stallMs };
      }
      if (roll < (edge += t.errorRate)) {
        counts.errors++;
        return serverErrorOf(vendor, SERVER_ERRORS[Math.floor(random() * SERVER_ERRORS.length)]!);
      }
      if (roll < (edge += t.rateLimitRate)) {
        counts.rateLimited++;
        return rateLimitOf(vendor, t.rateLimitWaitMs);
      }
      const answer = await route.handler(request);
      if (roll < edge + t.slowRate) {
        counts.slow++;
        return { ...answer, delayMs: t.slowMs };
      }
      return answer;
    },
  }));
}

export interface HostedFakes {
  service: FakeService;
  /** The `--var` set for wrangler dev / Miniflare. */
  vars: Record<string, string>;
  counts: FaultCounts;
  /** The BigCommerce double's carts (what the platform holds). */
  carts: FakeCarts;
  /** The Contentstack preview service's hashes: issue one as the entry editor would. */
  previews: FakePreviews;
  /** Every BigCommerce request so far held to the published OpenAPI files (and forgotten). */
  violations(): string[];
  close(): Promise<void>;
}

export async function startHostedFakes(options: { port?: number; turbulence?: Turbulence } = {}): Promise<HostedFakes> {
  const t = options.turbulence ?? CALM;
  const counts: FaultCounts = { slow: 0, rateLimited: 0, errors: 0, stalls: 0, answered: 0, byKind: {} };
  // The storefront (redirect URLs, Customer Login) is on the doubles' port too, so a browser handed over lands somewhere.
  const carts = createFakeCarts({ storefront: (hash) => `${url}/storefront/${hash}` });
  let url = '';
  const preview = contentstackPreviewRoutes(HOSTED_STACK);
  const service = await startFakeService(
    [
      ...turbulent('contentstack', contentstackRoutes(HOSTED_STACK), t, counts),
      ...turbulent('contentstack', preview.routes, t, counts),
      ...turbulent('bigcommerce', bigcommerceRoutes(HOSTED_STORES, { carts }), t, counts),
      ...turbulent(
        'amplience',
        amplienceRoutes(AMPLIENCE_ALIASES, () => url),
        t,
        counts,
      ),
    ],
    options.port ?? 0,
  );
  url = service.url;
  const perRegion = (pick: (s: FakeStores['us']) => string) => COMMERCE_REGIONS.map((r) => `${r}=${pick(HOSTED_STORES[r])}`).join(',');
  const vars = {
    CONTENT_PROVIDER: 'contentstack',
    CONTENTSTACK_API_KEY: HOSTED_STACK.apiKey,
    CONTENTSTACK_DELIVERY_TOKEN: HOSTED_STACK.deliveryToken,
    CONTENTSTACK_ENVIRONMENT: HOSTED_STACK.environment,
    CONTENTSTACK_HOST: url,
    CONTENTSTACK_PREVIEW_HOST: `${url}${PREVIEW_PATH}`,
    CONTENTSTACK_PREVIEW_TOKEN: HOSTED_STACK.previewToken,
    COMMERCE_PROVIDER: 'bigcommerce',
    BIGCOMMERCE_API_HOST: url,
    BIGCOMMERCE_STORE_HASHES: perRegion((s) => s.hash),
    BIGCOMMERCE_ACCESS_TOKENS: perRegion((s) => s.token),
    BIGCOMMERCE_SHIPPING_SETTINGS: JSON.stringify(shippingSettings),
    BIGCOMMERCE_PRO_CODES: JSON.stringify(proCodes),
    MEDIA_PROVIDER: 'amplience',
    AMPLIENCE_HOST: url,
  };
  let seen = 0;
  return {
    service,
    vars,
    counts,
    carts,
    previews: preview.previews,
    violations() {
      const fresh = service.requests.slice(seen);
      seen = service.requests.length;
      return takeBigCommerceViolations(fresh);
    },
    close: () => service.close(),
  };
}
