/**
 * Server-side redirects (spec §2, §8): a map of legacy paths, followed as a chain within
 * one request; more than 10 hops is an error; external targets only to allowed hosts.
 */

export const REDIRECT_LIMIT = 10;

export interface RedirectRule {
  /** Legacy path without locale prefix, e.g. `/nordic-skis`. */
  from: string;
  /** Target; `{lang}` is the visitor's locale prefix, `{rest}` the matched sub-path, `{value}` a query value. */
  to: string;
  /** Also match sub-paths (`/nordic-skis/race` → `{rest}` = `/race`). */
  subPaths?: boolean;
  /** Match a query parameter instead of the path (any path); its value must be one of `values`. */
  query?: string;
  values?: readonly string[];
}

export interface RedirectContext {
  /** Visitor's locale prefix, e.g. `de-de`. */
  lang: string;
  allowedHosts: readonly string[];
}

export type RedirectResult =
  | { kind: 'none' }
  | { kind: 'redirect'; location: string; hops: number }
  | { kind: 'too-many'; hops: number }
  | { kind: 'rejected'; target: string; reason: 'host' | 'protocol' };

interface Step {
  path: string;
  params: URLSearchParams;
}

function fill(template: string, ctx: RedirectContext, rest: string, value: string): string {
  return template.replaceAll('{lang}', ctx.lang).replaceAll('{rest}', rest).replaceAll('{value}', encodeURIComponent(value));
}

function trimSlash(path: string): string {
  return path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path;
}

/** The target of one hop for a path and query, or null when no rule matches. */
export function matchRule(rules: readonly RedirectRule[], step: Step, ctx: RedirectContext): { to: string; consumed?: string } | null {
  for (const rule of rules) {
    if (!rule.query) continue;
    const value = step.params.get(rule.query)?.toLowerCase();
    if (value && (!rule.values || rule.values.includes(value))) return { to: fill(rule.to, ctx, '', value), consumed: rule.query };
  }
  const path = trimSlash(step.path.toLowerCase());
  for (const rule of rules) {
    if (rule.query) continue;
    if (path === rule.from) return { to: fill(rule.to, ctx, '', '') };
    if (rule.subPaths && path.startsWith(`${rule.from}/`))
      return { to: fill(rule.to, ctx, step.path.slice(rule.from.length).replace(/\/$/, ''), '') };
  }
  return null;
}

const BLOCKED_PROTOCOL = /^\s*(javascript|data|vbscript|file|blob):/i;

/** Follows the redirect chain for a request path and query (without locale prefix). */
export function resolveRedirect(rules: readonly RedirectRule[], pathname: string, search: string, ctx: RedirectContext): RedirectResult {
  let step: Step = { path: pathname, params: new URLSearchParams(search) };
  let hops = 0;
  for (;;) {
    const hit = matchRule(rules, step, ctx);
    if (!hit) break;
    hops += 1;
    if (hops > REDIRECT_LIMIT) return { kind: 'too-many', hops };
    if (BLOCKED_PROTOCOL.test(hit.to)) return { kind: 'rejected', target: hit.to, reason: 'protocol' };
    const params = new URLSearchParams(step.params);
    if (hit.consumed) params.delete(hit.consumed);
    if (/^[a-z][a-z0-9+.-]*:/i.test(hit.to) || hit.to.startsWith('//')) {
      let url: URL;
      try {
        url = new URL(hit.to, 'https://invalid.invalid');
      } catch {
        return { kind: 'rejected', target: hit.to, reason: 'protocol' };
      }
      if (url.protocol !== 'https:' && url.protocol !== 'http:') return { kind: 'rejected', target: hit.to, reason: 'protocol' };
      if (!ctx.allowedHosts.includes(url.hostname)) return { kind: 'rejected', target: hit.to, reason: 'host' };
      return { kind: 'redirect', location: url.toString(), hops };
    }
    const [path, query = ''] = hit.to.split('?') as [string, string?];
    new URLSearchParams(query).forEach((v, k) => params.set(k, v));
    step = { path, params };
  }
  if (hops === 0) return { kind: 'none' };
  const query = step.params.toString();
  return { kind: 'redirect', location: query ? `${step.path}?${query}` : step.path, hops };
}
