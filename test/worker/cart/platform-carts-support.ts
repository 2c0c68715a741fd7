/**
 * The BigCommerce carts double inside workerd: the fake's Carts v3 state machine
 * (contract/fake-bigcommerce-carts.ts) behind a stubbed global fetch, since workerd tests
 * reach no loopback server. The cart Durable Object runs in the test's isolate, so its
 * platform requests meet the stub. The vendor-file checks run where files can be read: the
 * contract tier (test/contract/cart-storage.test.ts) sends the same requests through them.
 */
import { vi } from 'vitest';
import { COMMERCE_REGIONS, type CommerceRegion } from '../../../worker/rules/regions';
import type { PlatformConnection } from '../../../worker/cart/platform-api';
import { rateLimited } from '../../contract/fake-bigcommerce-answers';
import { createFakeCarts, type FakeCarts } from '../../contract/fake-bigcommerce-carts';

export const PLATFORM_HOST = 'https://bigcommerce.double.test';
const hashOf = (region: CommerceRegion) => `loipe${region.slice(0, 2)}`;

export function platformConnection(timeoutMs = 2000): PlatformConnection {
  return {
    host: PLATFORM_HOST,
    timeoutMs,
    stores: Object.fromEntries(COMMERCE_REGIONS.map((r) => [r, { hash: hashOf(r), token: `token-${r}` }])),
  };
}

export interface PlatformDouble {
  fake: FakeCarts;
  /** Platform requests so far (`METHOD /v3/carts/...`). */
  requests: string[];
  /** The next requests (of this method, if given) answer this 5xx without touching the carts. */
  failNext(count: number, status?: number, method?: string): void;
  /** The next request is the platform's 429 (X-Rate-Limit-* headers, no Retry-After) asking to wait `resetMs`. */
  rateLimitNext(resetMs: number): void;
  restore(): void;
}

const ROUTES: [RegExp, string[]][] = [
  [/^\/v3\/carts\/([^/]+)\/items\/([^/]+)$/, ['cartId', 'itemId']],
  [/^\/v3\/carts\/([^/]+)\/(?:items|redirect_urls)$/, ['cartId']],
  [/^\/v3\/carts\/([^/]+)$/, ['cartId']],
  [/^\/v3\/carts$/, []],
];

export function stubPlatform(): PlatformDouble {
  const fake = createFakeCarts();
  const requests: string[] = [];
  let failures: number[] = [];
  let failing: string | undefined;
  let limited: number | undefined;
  const real = globalThis.fetch;
  const spy = vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = new URL(typeof input === 'string' || input instanceof URL ? input : input.url);
    if (url.origin !== PLATFORM_HOST) return real(input, init);
    const found = /^\/stores\/([^/]+)(\/.*)$/.exec(url.pathname);
    const region = COMMERCE_REGIONS.find((r) => hashOf(r) === found?.[1]);
    const method = init?.method ?? 'GET';
    requests.push(`${method} ${found?.[2] ?? url.pathname}`);
    const headers = new Headers(init?.headers);
    if (!found || !region || headers.get('x-auth-token') !== `token-${region}`) return Response.json({ status: 401 }, { status: 401 });
    if (limited !== undefined) {
      const answer = rateLimited(limited);
      limited = undefined;
      return Response.json(answer.json, { status: 429, headers: answer.headers });
    }
    const failure = failing === undefined || failing === method ? failures.shift() : undefined;
    if (failure !== undefined) return Response.json({ status: failure, title: 'Service Unavailable' }, { status: failure });
    const route = ROUTES.map(([regex, names]) => [regex.exec(found[2]!), names] as const).find(([m]) => m);
    if (!route) return Response.json({ status: 404 }, { status: 404 });
    const params = Object.fromEntries(route[1].map((name, i) => [name, decodeURIComponent(route[0]![i + 1]!)]));
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    const answer = fake.answer({ region, hash: hashOf(region) }, { method, path: found[2]!, query: url.searchParams, body, params });
    // Applied, and the answer held back past the caller's deadline: in workerd the deadline is
    // not raced on the clock (the contract tier does that over a socket); the fetch fails as
    // AbortSignal.timeout makes it fail.
    if (answer.delayMs) throw new DOMException('The operation was aborted due to timeout', 'TimeoutError');
    const status = answer.status ?? 200;
    return new Response(status === 204 ? null : JSON.stringify(answer.json), { status, headers: { 'content-type': 'application/json' } });
  });
  return {
    fake,
    requests,
    failNext(count, status = 503, method) {
      failures = Array(count).fill(status);
      failing = method;
    },
    rateLimitNext(resetMs) {
      limited = resetMs;
    },
    restore: () => spy.mockRestore(),
  };
}
