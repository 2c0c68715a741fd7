/**
 * Security headers every response carries (DESIGN §3), in one place: the Worker's
 * middleware sets them on what it answers (with its per-response CSP nonce), and build.mjs
 * writes them into dist/public/_headers for the files Workers static assets serve without
 * running the Worker (hashed assets, build manifests, the favicon, data documents).
 */
import { IMMUTABLE, NO_CACHE, NO_STORE, PUBLIC_1_DAY } from './cache-control';

/** The headers that do not depend on the response. */
export const SECURITY_HEADERS = {
  'strict-transport-security': 'max-age=63072000; includeSubDomains; preload',
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'x-frame-options': 'DENY',
  'permissions-policy': 'camera=(), microphone=(), geolocation=(self), payment=(self)',
  'cross-origin-opener-policy': 'same-origin',
} as const;

/** Static files run no scripts of their own and are never framed (an SVG opened directly included). */
export const STATIC_CSP =
  "default-src 'none'; style-src 'unsafe-inline'; img-src 'self' data:; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

/** Cache rules per static path (Workers static assets `_headers` syntax). */
const CACHE_RULES: [path: string, cacheControl: string][] = [
  ['/assets/*', IMMUTABLE],
  ['/builds/*', NO_CACHE],
  ['/favicon.svg', PUBLIC_1_DAY],
  ['/_data/*', NO_STORE],
];

/** The `_headers` file: security headers on every static file, then each path's caching. */
export function staticHeadersFile(): string {
  const title = (name: string) => name.replace(/(^|-)([a-z])/g, (_, dash: string, c: string) => dash + c.toUpperCase());
  const security = [...Object.entries(SECURITY_HEADERS), ['content-security-policy', STATIC_CSP] as const].map(
    ([name, value]) => `  ${title(name)}: ${value}`,
  );
  return ['/*', ...security, ...CACHE_RULES.flatMap(([path, cache]) => [path, `  Cache-Control: ${cache}`]), ''].join('\n');
}
