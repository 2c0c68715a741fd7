/**
 * A local stand-in for a hosted service: a real HTTP server on loopback (random port) whose
 * routes answer with recorded response shapes, and whose answers a test can script: slow,
 * 408, 429 with Retry-After, 5xx, malformed JSON. Every request is logged, so tests count
 * retries and see what the client sent. The hosted adapters' contract runs go through it.
 */
import { createServer, type IncomingHttpHeaders, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: IncomingHttpHeaders;
  params: Record<string, string>;
  /** The request's body: parsed JSON, the text when it is not JSON, undefined when empty. */
  body?: unknown;
  /** Milliseconds since the service started; tests read the gaps between retries from it. */
  at: number;
}

export interface FakeAnswer {
  status?: number;
  headers?: Record<string, string>;
  /** JSON-encoded unless `raw` is given. */
  json?: unknown;
  /** Sent as is (malformed JSON, HTML error pages). */
  raw?: string;
  /** Wait before the status line (a slow service). */
  delayMs?: number;
  /** Send the headers, then wait before the body (a service that stalls mid-answer). */
  bodyDelayMs?: number;
  /** Close the connection without a status line (a reset: the client sees a network error). */
  reset?: boolean;
}

export type FakeHandler = (request: FakeRequest) => FakeAnswer | Promise<FakeAnswer>;

export interface FakeRoute {
  method?: string;
  /** `/v3/content_types/:type/entries/:uid`; `:name` matches one path segment. */
  path: string;
  handler: FakeHandler;
}

export interface FakeService {
  /** `http://127.0.0.1:{port}` */
  readonly url: string;
  readonly requests: readonly FakeRequest[];
  route(route: FakeRoute): void;
  /** The next answers for a path pattern, used in order before its route answers again. */
  script(path: string, answers: FakeAnswer[]): void;
  /** Requests whose path matches the pattern. */
  hits(path: string): FakeRequest[];
  /** Forgets the log and the scripts (routes stay). */
  reset(): void;
  close(): Promise<void>;
}

interface Compiled {
  method: string;
  pattern: string;
  regex: RegExp;
  names: string[];
}

function compile(method: string, pattern: string): Compiled {
  const names: string[] = [];
  const source = pattern
    .split('/')
    .map((part) => {
      if (!part.startsWith(':')) return part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      names.push(part.slice(1));
      return '([^/]+)';
    })
    .join('/');
  return { method, pattern, regex: new RegExp(`^${source}$`), names };
}

function match(compiled: Compiled, method: string, path: string): Record<string, string> | null {
  if (compiled.method !== '*' && compiled.method !== method) return null;
  const found = compiled.regex.exec(path);
  if (!found) return null;
  return Object.fromEntries(compiled.names.map((name, i) => [name, decodeURIComponent(found[i + 1]!)]));
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function send(res: ServerResponse, answer: FakeAnswer): Promise<void> {
  return (async () => {
    if (answer.delayMs) await wait(answer.delayMs);
    if (res.destroyed) return;
    if (answer.reset) {
      res.socket?.destroy();
      return;
    }
    const body = answer.raw ?? (answer.json === undefined ? '' : JSON.stringify(answer.json));
    res.writeHead(answer.status ?? 200, { 'content-type': 'application/json; charset=utf-8', ...answer.headers });
    if (answer.bodyDelayMs) {
      res.flushHeaders();
      await wait(answer.bodyDelayMs);
      if (res.destroyed) return;
    }
    res.end(body);
  })();
}

function parseBody(text: string): unknown {
  if (text === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** `port` 0 (the tests) takes a free port; a fixed one serves an operator's standalone run. */
export async function startFakeService(routes: FakeRoute[] = [], port = 0): Promise<FakeService> {
  const compiled: { route: Compiled; handler: FakeHandler }[] = [];
  const scripts = new Map<string, { route: Compiled; answers: FakeAnswer[] }>();
  const log: FakeRequest[] = [];
  const started = Date.now();

  const server = createServer((req, res) => {
    // A client that gave up closes the socket; never write to it afterwards.
    res.on('error', () => {});
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => dispatch(req, res, Buffer.concat(chunks).toString('utf8')));
  });
  function dispatch(req: IncomingMessage, res: ServerResponse, text: string) {
    const url = new URL(req.url ?? '/', 'http://fake.local');
    const method = req.method ?? 'GET';
    const base = {
      method,
      path: url.pathname,
      query: url.searchParams,
      headers: req.headers,
      body: parseBody(text),
      at: Date.now() - started,
    };
    for (const script of scripts.values()) {
      const params = match(script.route, method, url.pathname);
      if (params && script.answers.length > 0) {
        log.push({ ...base, params });
        void send(res, script.answers.shift()!);
        return;
      }
    }
    for (const { route, handler } of compiled) {
      const params = match(route, method, url.pathname);
      if (!params) continue;
      const request: FakeRequest = { ...base, params };
      log.push(request);
      Promise.resolve(handler(request))
        .then((answer) => send(res, answer))
        .catch((error: unknown) => send(res, { status: 500, json: { error: String(error) } }));
      return;
    }
    log.push({ ...base, params: {} });
    void send(res, { status: 404, json: { status: 404, title: 'The requested resource was not found.' } });
  }
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
  const bound = (server.address() as AddressInfo).port;

  const service: FakeService = {
    url: `http://127.0.0.1:${bound}`,
    get requests() {
      return log;
    },
    route(route) {
      compiled.push({ route: compile(route.method ?? 'GET', route.path), handler: route.handler });
    },
    script(path, answers) {
      const existing = scripts.get(path);
      if (existing) existing.answers.push(...answers);
      else scripts.set(path, { route: compile('*', path), answers: [...answers] });
    },
    hits(path) {
      const route = compile('*', path);
      return log.filter((r) => match(route, r.method, r.path) !== null);
    },
    reset() {
      log.length = 0;
      scripts.clear();
    },
    close() {
      server.closeAllConnections();
      return new Promise((resolve, reject) => server.close((error) => (error ? reject(error) : resolve())));
    },
  };
  for (const route of routes) service.route(route);
  return service;
}
