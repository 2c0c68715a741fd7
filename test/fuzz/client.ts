/**
 * Sends fuzz requests to the Worker inside workerd and judges the answers:
 * the oracle (no 5xx, the /api error envelope on every 4xx, no unhandled error
 * logged), plus sessions, CSRF tokens and cart reads for the properties that need them.
 */
import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test';
import fc from 'fast-check';
import { afterAll, afterEach, beforeAll, expect, vi, type MockInstance } from 'vitest';
import worker from '../../worker/app';
import type { BodyInput } from './bodies';

export const ORIGIN = 'https://loipe.test';

/**
 * One request through the Worker's own fetch handler, with the real bindings of
 * wrangler.toml (KV, the cart Durable Object) inside workerd, then its waitUntil work.
 * Not SELF.fetch: under vitest-pool-workers every SELF.fetch gets slower as a file's
 * request count grows (10 ms to 500 ms within 900 requests, workers-sdk#15446), which would
 * make 2,000 runs take many minutes; this path stays under a millisecond per plain request.
 * A handler that throws or a waitUntil task that fails rejects here, and counts as a crash.
 */
export async function dispatch(path: string, init: RequestInit = {}): Promise<Response> {
  const ctx = createExecutionContext();
  const res = await worker.fetch(new Request(`${ORIGIN}${path}`, init), env, ctx);
  await waitOnExecutionContext(ctx);
  return res;
}

export interface FuzzRequest {
  method: string;
  path: string;
  headers: Record<string, string>;
  body: BodyInput | null;
  /** The visitor hangs up this many milliseconds after sending. */
  hangUpAfterMs?: number;
}

export interface FuzzResponse {
  status: number;
  contentType: string;
  text: string;
  setCookie: string | null;
}

/** A US shopper's browser, unless the request overrides a header. */
const BASE_HEADERS = { accept: 'application/json', 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Chrome/156.0', 'cf-ipcountry': 'US' };

export function describeRequest(req: FuzzRequest): string {
  const headers = Object.entries(req.headers).map(
    ([k, v]) => `${k}: ${v.length > 80 ? `${JSON.stringify(v.slice(0, 80))}… (${v.length} chars)` : JSON.stringify(v)}`,
  );
  const body = req.body ? fc.stringify(req.body) : 'no body';
  return `${req.method} ${req.path.length > 300 ? `${req.path.slice(0, 300)}… (${req.path.length} chars)` : req.path}\n  headers ${headers.join('; ') || 'none'}\n  body ${body}`;
}

export async function send(req: FuzzRequest): Promise<FuzzResponse> {
  const headers = new Headers(BASE_HEADERS);
  for (const [name, value] of Object.entries(req.headers)) headers.set(name, value);
  const init: RequestInit = { method: req.method, headers, redirect: 'manual' };
  if (req.body?.body != null && req.method !== 'GET' && req.method !== 'HEAD') {
    init.body = req.body.body;
    if (req.body.contentType) headers.set('content-type', req.body.contentType);
  }
  // A visitor who hangs up: the request's signal aborts part-way.
  const visitor = new AbortController();
  init.signal = visitor.signal;
  const hangUp = req.hangUpAfterMs === undefined ? undefined : setTimeout(() => visitor.abort(), req.hangUpAfterMs);
  try {
    return await withinLimit(answer(req, init), req);
  } finally {
    clearTimeout(hangUp);
  }
}

/** Any request that takes longer than this fails the run, hung up or not. */
export const REQUEST_LIMIT_MS = 10_000;

async function withinLimit<T>(work: Promise<T>, req: FuzzRequest): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${REQUEST_LIMIT_MS} ms\n${describeRequest(req)}`)), REQUEST_LIMIT_MS);
  });
  try {
    return await Promise.race([work, late]);
  } finally {
    clearTimeout(timer);
  }
}

async function answer(req: FuzzRequest, init: RequestInit): Promise<FuzzResponse> {
  let res: Response;
  try {
    res = await dispatch(req.path, init);
  } catch (error) {
    throw new Error(
      `the Worker threw instead of answering: ${error instanceof Error ? error.stack : String(error)}\n${describeRequest(req)}`,
    );
  }
  // Reading the whole body matters: a streamed page can fail after its headers were sent.
  let text: string;
  try {
    text = await res.text();
  } catch (error) {
    // A visitor who hung up reads no more; the Worker must still have answered (above) in time.
    if (init.signal?.aborted) text = '';
    else throw new Error(`the response body failed while streaming (${res.status}): ${String(error)}\n${describeRequest(req)}`);
  }
  return { status: res.status, contentType: res.headers.get('content-type') ?? '', text, setCookie: res.headers.get('set-cookie') };
}

/** Watches console.error for the Worker's `unhandled` log (worker/app.ts onError) and any other crash report. */
export function watchConsole(): { spy: MockInstance<typeof console.error>; take(): string[] } {
  const spy = vi.spyOn(console, 'error').mockImplementation(() => {});
  return {
    spy,
    take() {
      const calls = spy.mock.calls.map((args) =>
        args.map((a) => (a instanceof Error ? `${a.name}: ${a.message}\n${a.stack ?? ''}` : String(a))).join(' '),
      );
      spy.mockClear();
      return calls.filter((line) => /unhandled|uncaught|TypeError|RangeError|ReferenceError|SyntaxError/i.test(line));
    },
  };
}

/** Statuses seen per property, printed after it: shows the runs reached past the first 4xx. */
export class StatusTally {
  private readonly counts = new Map<number, number>();
  add(status: number): void {
    this.counts.set(status, (this.counts.get(status) ?? 0) + 1);
  }
  toString(): string {
    return [...this.counts.entries()]
      .sort(([a], [b]) => a - b)
      .map(([status, n]) => `${status}×${n}`)
      .join(' ');
  }
}

/** The oracle every fuzz request answers to. */
export function judge(req: FuzzRequest, res: FuzzResponse, logged: string[], tally?: StatusTally): void {
  tally?.add(res.status);
  const where = `\n${describeRequest(req)}\n  answered ${res.status} ${res.contentType} ${res.text.slice(0, 300)}`;
  // A visitor who hung up may get the deadline's answer (503 page, 504 envelope) nobody reads; never a 500.
  const hungUpAnswer = req.hangUpAfterMs !== undefined && (res.status === 503 || res.status === 504);
  if (res.status >= 500 && !hungUpAnswer)
    throw new Error(`server error ${res.status}${where}\n  logged: ${logged.join('\n') || 'nothing'}`);
  if (logged.length) throw new Error(`uncaught error logged${where}\n  logged: ${logged.join('\n')}`);
  const path = req.path.split('?')[0]!;
  if (path.startsWith('/api/') && res.status >= 400 && req.method !== 'HEAD' && req.hangUpAfterMs === undefined) {
    let body: unknown;
    try {
      body = JSON.parse(res.text);
    } catch {
      throw new Error(`/api ${res.status} is not JSON${where}`);
    }
    const error = (body as { error?: { code?: unknown; message?: unknown; issues?: unknown } }).error;
    const shaped =
      typeof error === 'object' &&
      error !== null &&
      typeof error.code === 'string' &&
      typeof error.message === 'string' &&
      Array.isArray(error.issues);
    if (!shaped) throw new Error(`/api ${res.status} lacks the error shape { error: { code, message, issues } }${where}`);
  }
}

export interface Shopper {
  cookie: string;
  token: string;
}

/** A fresh session (GET /api/session) with its cookie and csrf token. */
export async function newShopper(): Promise<Shopper> {
  const res = await dispatch('/api/session', { headers: BASE_HEADERS });
  const body = await res.json<{ data: { csrfToken: string } }>();
  const cookie = /(__Host-session=[^;]+)/.exec(res.headers.get('set-cookie') ?? '')?.[1];
  expect(res.status, 'GET /api/session').toBe(200);
  expect(cookie, 'GET /api/session sets __Host-session').toBeTruthy();
  return { cookie: cookie!, token: body.data.csrfToken };
}

export interface Catalog {
  productIds: number[];
  /** product id → an in-stock variant id. */
  variants: Map<number, number>;
  uids: string[];
  categoryUrls: string[];
}

/** Real ids from the catalog API, so fuzzed requests also reach code behind id lookups. */
export async function readCatalog(): Promise<Catalog> {
  const res = await dispatch('/api/products?limit=50&include=variants', { headers: BASE_HEADERS });
  expect(res.status, 'GET /api/products').toBe(200);
  type Variant = { id: number; isInStock?: boolean; isPurchasable?: boolean; inventoryLevel?: number };
  type Product = { id: number; uid: string; variants?: Variant[] };
  const { data } = await res.json<{ data: Product[] }>();
  const variants = new Map<number, number>();
  const stock = (v: Variant) => v.inventoryLevel ?? 0;
  for (const p of data) {
    // The best-stocked variant, so valid adds are accepted rather than refused for stock.
    const sellable = (p.variants ?? []).filter((v) => v.isInStock !== false && v.isPurchasable !== false && stock(v) >= 5);
    const best = sellable.sort((a, b) => stock(b) - stock(a))[0];
    if (best) variants.set(p.id, best.id);
  }
  if (!variants.size) throw new Error('GET /api/products offered no variant with 5 or more in stock');
  const tree = await dispatch('/api/categories?limit=250', { headers: BASE_HEADERS });
  const categories = tree.ok ? (await tree.json<{ data: { custom_url?: { url: string } }[] }>()).data : [];
  return {
    productIds: data.map((p) => p.id),
    variants,
    uids: data.map((p) => p.uid),
    categoryUrls: categories.map((c) => c.custom_url?.url.replace(/^\/+|\/+$/g, '') ?? '').filter(Boolean),
  };
}

/** GET a cart as its owner: the JSON text, or null when the session has no such cart. */
export async function readCart(shopper: Shopper, cartId: string): Promise<string | null> {
  const res = await dispatch(`/api/cart/${cartId}`, { headers: { ...BASE_HEADERS, cookie: shopper.cookie } });
  const text = await res.text();
  if (res.status === 404) return null;
  if (res.status !== 200) throw new Error(`GET /api/cart/${cartId} answered ${res.status}: ${text}`);
  return text;
}

/** A cart for `owner` holding `quantity` of the catalog's first sellable variant; its id. */
export async function createCart(owner: Shopper, catalog: Catalog, quantity: number): Promise<string> {
  const [productId, variantId] = [...catalog.variants.entries()][0]!;
  const res = await send({
    method: 'POST',
    path: '/api/cart/create',
    headers: { cookie: owner.cookie, 'csrf-token': owner.token },
    body: {
      kind: 'valid',
      contentType: 'application/json',
      body: JSON.stringify({ line_items: [{ product_id: productId, variant_id: variantId, quantity }] }),
    },
  });
  if (res.status !== 200 && res.status !== 201) throw new Error(`could not create a cart to fuzz: ${res.status} ${res.text}`);
  return (JSON.parse(res.text) as { data: { id: string } }).data.id;
}

/** What every fuzz suite works with: real catalog ids, two shoppers, the console and the statuses seen. */
export interface FuzzSuite {
  catalog: Catalog;
  /** The shopper whose session and token the properties mostly use. */
  owner: Shopper;
  /** A second session, for requests on the owner's cart from someone else. */
  other: Shopper;
  consoleErrors: ReturnType<typeof watchConsole>;
  tally: StatusTally;
}

/**
 * Call inside `describe`: reads the catalog and opens two sessions before the suite (then
 * runs `setup`), clears the console spy after each test, and prints the statuses seen.
 */
export function fuzzSuite(label: string, setup?: (suite: FuzzSuite) => Promise<void>): FuzzSuite {
  const suite = { consoleErrors: watchConsole(), tally: new StatusTally() } as FuzzSuite;
  beforeAll(async () => {
    suite.catalog = await readCatalog();
    suite.owner = await newShopper();
    suite.other = await newShopper();
    await setup?.(suite);
  });
  afterEach(() => suite.consoleErrors.spy.mockClear());
  afterAll(() => {
    suite.consoleErrors.spy.mockRestore();
    console.log(`fuzz ${label}: statuses ${suite.tally}`);
  });
  return suite;
}
