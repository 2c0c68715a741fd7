/**
 * Every route the Worker registers, read from the Hono app itself (`app.routes`), so a route
 * added later is fuzzed without touching this file; and paths made from those templates with
 * real, random and hostile values in their parameters.
 */
import fc from 'fast-check';
import { app } from '../../worker/app';
import { pathSegment } from './arbitraries';

export interface RouteTemplate {
  method: string;
  path: string;
}

const METHODS = new Set(['GET', 'POST', 'PUT', 'PATCH', 'DELETE']);

/** Concrete routes (middleware and catch-alls are registered as ALL), deduplicated. */
export function routeTemplates(): RouteTemplate[] {
  const seen = new Map<string, RouteTemplate>();
  for (const route of app.routes) {
    if (!METHODS.has(route.method)) continue;
    seen.set(`${route.method} ${route.path}`, { method: route.method, path: route.path });
  }
  return [...seen.values()];
}

export const apiRoutes = () => routeTemplates().filter((r) => r.path.startsWith('/api/'));
export const pageRoutes = () => routeTemplates().filter((r) => !r.path.startsWith('/api/'));

export const LOCALES = [
  'en-us',
  'en-ca',
  'fr-ca',
  'de-de',
  'de-at',
  'fr-fr',
  'it-it',
  'es-es',
  'sv-se',
  'no-no',
  'ja-jp',
  'en-gb',
  'en-global',
  'zz-zz',
  'xx-global',
];

/** Real values per parameter name (ids, uids, cart ids), supplied by the property. */
export type Pools = Partial<Record<string, string[]>>;

const fromPool = (values: string[] | undefined) => (values?.length ? [{ weight: 4, arbitrary: fc.constantFrom(...values) }] : []);

/** A value for one path parameter: mostly real or well-formed, sometimes hostile. */
function paramValue(name: string, pools: Pools): fc.Arbitrary<string> {
  if (name === 'locale')
    return fc.oneof(
      { weight: 5, arbitrary: fc.constantFrom(...LOCALES) },
      { weight: 1, arbitrary: fc.stringMatching(/^[a-z]{2}-[a-z]{2}$/) },
    );
  const numeric = /id$/i.test(name);
  return fc.oneof(
    ...fromPool(pools[name]),
    { weight: 2, arbitrary: numeric ? fc.integer({ min: -5, max: 100_000 }).map(String) : fc.stringMatching(/^[a-z0-9-]{1,30}$/) },
    { weight: 1, arbitrary: fc.constantFrom('0', '1', '2147483648', '9'.repeat(30), 'a'.repeat(64), 'f'.repeat(64), '1.5', '-1', '1e3') },
    { weight: 2, arbitrary: pathSegment.filter((s) => s !== '') },
  );
}

/** `*`: one to three segments, real category paths among them. */
function wildcard(pools: Pools): fc.Arbitrary<string> {
  return fc.oneof(...fromPool(pools['*']), {
    weight: 3,
    arbitrary: fc.array(paramValue('segment', pools), { minLength: 1, maxLength: 3 }).map((parts) => parts.join('/')),
  });
}

/** Path segments of a template: literal, `:name`, `:name{regex}` or `*`. */
function segmentsOf(template: string): string[] {
  return template.split('/').slice(1);
}

/** A concrete path for a route template. */
export function pathFor(template: string, pools: Pools = {}): fc.Arbitrary<string> {
  if (template === '/') return fc.constant('/');
  const parts = segmentsOf(template).map((segment) => {
    if (segment === '*') return wildcard(pools);
    const param = /^:([A-Za-z0-9_]+)/.exec(segment);
    return param ? paramValue(param[1]!, pools) : fc.constant(segment);
  });
  return fc.tuple(...parts).map((values) => `/${values.join('/')}`);
}

/** Paths that no template describes: random depth, route words, hostile segments, traversal. */
export const freePath: fc.Arbitrary<string> = fc.oneof(
  fc
    .array(
      fc.oneof(
        {
          weight: 2,
          arbitrary: fc.constantFrom(
            ...LOCALES,
            'api',
            'c',
            'p',
            'cart',
            'account',
            'blog',
            'support',
            'team',
            'pro',
            'search',
            'stores',
            'assets',
            'media',
            'healthz',
            'nordic-skis',
            'dealers',
          ),
        },
        { weight: 3, arbitrary: pathSegment },
      ),
      { maxLength: 6 },
    )
    .map((parts) => `/${parts.join('/')}`),
  fc.constantFrom(
    '//',
    '///api',
    '/api',
    '/api/',
    '/./',
    '/../../etc/passwd',
    '/%2e%2e/%2e%2e/',
    '/en-us/../api/session',
    '/en-us/%2F%2F',
    `/${'a/'.repeat(500)}`,
    `/${'x'.repeat(9000)}`,
    '/wp-login.php',
    '/en-us/p/',
    '/en-us/c/',
    '/*',
    '/:locale',
  ),
);
