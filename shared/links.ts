/**
 * Links of the content service (spec §2): Internal links are `/{locale}{prefix}{href}` by
 * content type (team_page, page and pro have no prefix) and may carry filter query
 * parameters; Nuxt links are a path with a query string whose values are comma lists;
 * External links keep their address. New-tab links get `noopener noreferrer`.
 */
import { localePath } from './locale';

export const CONTENT_TYPE_PREFIX: Record<string, string> = {
  athlete: '/team',
  blog: '/blog/p',
  blog_category: '/blog',
  cart: '/cart',
  landing_page: '/l',
  product: '/p',
  product_category: '/c',
  support: '/support',
  team_page: '',
  page: '',
  pro: '',
};

export const NEW_TAB_REL = 'noopener noreferrer';

export interface LinkInput {
  type?: string | null;
  title?: string | null;
  href?: string | null;
  content_type?: string | null;
  filters?: Record<string, string> | null;
  new_tab?: boolean | null;
}

export interface ResolvedLink {
  href: string;
  title: string;
  external: boolean;
  target?: '_blank';
  rel?: string;
}

/** Query string with comma lists left readable (`?Style=Classic,Skate`); keys sorted for stable URLs. */
export function buildQuery(params: Record<string, string | readonly string[] | undefined>): string {
  const parts = Object.keys(params)
    .sort()
    .flatMap((key) => {
      const raw = params[key];
      const value = Array.isArray(raw) ? raw.join(',') : (raw as string | undefined);
      if (value === undefined || value === '') return [];
      const encode = (s: string) => encodeURIComponent(s).replace(/%2C/gi, ',');
      return [`${encode(key)}=${encode(value)}`];
    });
  return parts.length ? `?${parts.join('&')}` : '';
}

/** Spec §2 Nuxt links: `/c/skis?Style=Classic,Skate` → path and parameters with their comma-separated values. */
export function splitNuxtHref(href: string): { path: string; query: Record<string, string[]> } {
  const [path = '/', search = ''] = href.split('?', 2);
  const query: Record<string, string[]> = {};
  for (const [key, value] of new URLSearchParams(search)) {
    const values = value
      .split(',')
      .map((v) => v.trim())
      .filter(Boolean);
    query[key] = [...(query[key] ?? []), ...values];
  }
  return { path: path || '/', query };
}

const withSlash = (path: string) => (path.startsWith('/') ? path : `/${path}`);

/** Spec §5: a link needs type Internal, Nuxt or External to resolve; anything else is null. */
export function resolveLink(link: LinkInput | null | undefined, prefix: string): ResolvedLink | null {
  if (!link?.type || !link.href?.trim()) return null;
  const href = link.href.trim();
  const title = link.title?.trim() ?? '';
  const newTab = link.new_tab ? { target: '_blank' as const, rel: NEW_TAB_REL } : {};
  switch (link.type) {
    case 'Internal': {
      const typePrefix = CONTENT_TYPE_PREFIX[link.content_type ?? 'page'] ?? '';
      const path = `${typePrefix}${href === '/' && typePrefix ? '' : withSlash(href)}`;
      return { href: localePath({ prefix }, path) + buildQuery(link.filters ?? {}), title, external: false, ...newTab };
    }
    case 'Nuxt': {
      const { path, query } = splitNuxtHref(href);
      return { href: localePath({ prefix }, withSlash(path)) + buildQuery(query), title, external: false, ...newTab };
    }
    case 'External': {
      // Only web and mail addresses: a `javascript:` URL from content must never become a link.
      if (!/^(https?:|mailto:|tel:)/i.test(href)) return null;
      return { href, title, external: true, ...newTab };
    }
    default:
      return null;
  }
}

/** A path inside the site for the current locale, e.g. productHref('de-de', 'aurora-classic'). */
export function productHref(prefix: string, url: string, color?: string | null): string {
  const base = localePath({ prefix }, `/p/${url.replace(/^\/+|\/+$/g, '')}`);
  return color ? `${base}${buildQuery({ color: color.toLowerCase() })}` : base;
}

export function categoryHref(prefix: string, url: string, query: Record<string, string | readonly string[] | undefined> = {}): string {
  return localePath({ prefix }, `/c/${url.replace(/^\/+|\/+$/g, '')}`) + buildQuery(query);
}
