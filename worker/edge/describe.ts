/**
 * The API description registry (GET /api/openapi.json). Every /api route carries
 * one `describe({ summary, responses })` in its handler chain, next to its definition; the
 * validator it uses (`validate`) carries their valibot schema. The
 * document (worker/edge/openapi.ts) reads both back from Hono's `routes`, so what it
 * publishes is the very schema each route validates with. A `describe` is a pass-through
 * middleware: all it costs a request is one `await next()`.
 */
import type { MiddlewareHandler } from 'hono';
import type { GenericSchema } from 'valibot';

/** Where a request input is read from (the targets of Hono's validator). */
export type InputTarget = 'query' | 'param' | 'header' | 'json' | 'form';

export interface ResponseDescription {
  description: string;
  /** The body's shape (JSON unless `contentType` says otherwise); the error envelope for 4xx/5xx when left out. */
  schema?: GenericSchema;
  contentType?: string;
}

export interface RouteDescription {
  /** One line: what the route does. */
  summary: string;
  description?: string;
  /** Defaults to the first path segment after /api (`products`, `cart`). */
  tags?: string[];
  /** Inputs a route reads without validate() (a body it does not read, a form and JSON alike). */
  request?: Partial<Record<InputTarget, GenericSchema>>;
  /** Status → description (or a description with a body schema). 400 is added when the route validates input. */
  responses: Record<number, string | ResponseDescription>;
}

const DESCRIPTION = Symbol.for('loipe.api.description');
const INPUT = Symbol.for('loipe.api.input');

/** The route's entry in GET /api/openapi.json. */
export function describe(description: RouteDescription): MiddlewareHandler {
  const middleware: MiddlewareHandler = async function described(_c, next) {
    await next();
  };
  return Object.assign(middleware, { [DESCRIPTION]: description });
}

/** Marks a validator middleware with the schema it validates `target` with. */
export function withInput<M extends object>(middleware: M, target: InputTarget, schema: GenericSchema): M {
  return Object.assign(middleware, { [INPUT]: { target, schema } });
}

// Hono wraps the handlers of a sub-app that has its own error handler and keeps the
// original under this key (hono/utils/constants COMPOSED_HANDLER).
const COMPOSED_HANDLER = '__COMPOSED_HANDLER';

function unwrap(handler: unknown): Record<PropertyKey, unknown> | null {
  if (typeof handler !== 'function') return null;
  const inner = (handler as unknown as Record<string, unknown>)[COMPOSED_HANDLER];
  return (inner ?? handler) as Record<PropertyKey, unknown>;
}

export function descriptionOf(handler: unknown): RouteDescription | undefined {
  return unwrap(handler)?.[DESCRIPTION] as RouteDescription | undefined;
}

export function inputOf(handler: unknown): { target: InputTarget; schema: GenericSchema } | undefined {
  return unwrap(handler)?.[INPUT] as { target: InputTarget; schema: GenericSchema } | undefined;
}

/** One method and path as Hono registered it (an entry of `app.routes`). */
export interface RegisteredRoute {
  method: string;
  path: string;
  handler: unknown;
}

export interface Operation {
  method: string;
  /** Hono's path, relative to the app whose routes were read (`/products/:id`). */
  path: string;
  description: RouteDescription | undefined;
  inputs: { target: InputTarget; schema: GenericSchema }[];
}

/**
 * The operations of an app: its routes grouped by method and path, with the description
 * and validators found in each handler chain. Entries registered for ALL methods are
 * middleware (`use`) or catch-alls, not operations (as test/fuzz/routes.ts reads them).
 */
export function operationsOf(routes: readonly RegisteredRoute[]): Operation[] {
  const byKey = new Map<string, Operation>();
  for (const route of routes) {
    if (route.method === 'ALL') continue;
    const key = `${route.method} ${route.path}`;
    let operation = byKey.get(key);
    if (!operation) {
      operation = { method: route.method, path: route.path, description: undefined, inputs: [] };
      byKey.set(key, operation);
    }
    operation.description ??= descriptionOf(route.handler);
    const input = inputOf(route.handler);
    if (input) operation.inputs.push(input);
  }
  for (const operation of byKey.values()) {
    for (const [target, schema] of Object.entries(operation.description?.request ?? {})) {
      if (schema && !operation.inputs.some((input) => input.target === target))
        operation.inputs.push({ target: target as InputTarget, schema });
    }
  }
  return [...byKey.values()];
}
