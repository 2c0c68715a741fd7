/** Pure selection rules of the content port: region filters, pagination, category trees. */
import type { ContentRegion } from '../../rules/regions';
import type { DisplayText } from '../../../shared/display-text';
import type { Header } from './entries';
import type { Paged } from './types';

/** Empty `regions` means "every region" (how the seed marks entries shown everywhere). */
export function inRegion(regions: readonly ContentRegion[], region: ContentRegion): boolean {
  return regions.length === 0 || regions.includes(region);
}

/** The header as a region sees it: nav items and top alerts of other regions removed. */
export function headerForRegion(header: Header, region: ContentRegion): Header {
  return {
    ...header,
    main_nav: header.main_nav.filter((item) => inRegion(item.regions, region)),
    top_alert: header.top_alert.filter((alert) => inRegion(alert.regions, region)),
  };
}

export type HeaderChoice =
  | { header: Header; problem: null }
  | { header: Header | null; problem: 'Header - No Results' | 'Header - No Region Match' };

/**
 * Picks the header entry for a region (spec §8 names the two ways this fails). Without a
 * match the first entry serves, so the shop still has navigation.
 */
export function chooseHeader(headers: readonly Header[], region: ContentRegion): HeaderChoice {
  if (headers.length === 0) return { header: null, problem: 'Header - No Results' };
  const match = headers.find((h) => h.regions.includes(region));
  if (match) return { header: match, problem: null };
  return { header: headers[0]!, problem: 'Header - No Region Match' };
}

/** The "sensible default" header when the service has none: the five categories (spec §9). */
export function fallbackHeader(text: DisplayText): Header {
  const nav = ['skis', 'boots', 'bindings', 'poles', 'accessories'] as const;
  return {
    uid: 'header-fallback',
    title: 'Header',
    regions: [],
    main_nav: nav.map((c) => ({
      uid: `nav-${c}`,
      link: { type: 'Internal', title: text[`nav.${c}`], href: `/${c}`, content_type: 'product_category' },
      regions: [],
      children: [],
    })),
    top_alert: [],
    secondary_nav: [],
  };
}

/** Cuts one page out of a list; page numbers below 1 count as 1. */
export function paginate<T>(items: readonly T[], page = 1, perPage = 12): Paged<T> {
  const size = Math.max(1, Math.floor(perPage));
  const current = Math.max(1, Math.floor(page));
  const start = (current - 1) * size;
  return {
    items: items.slice(start, start + size),
    page: current,
    perPage: size,
    total: items.length,
    pages: Math.ceil(items.length / size),
  };
}

/** Every uid from a category up to its root: `skis-classic` → [`skis-classic`, `skis`]. */
export function categoryLineage(uid: string, parentOf: ReadonlyMap<string, string | null>): string[] {
  const out: string[] = [];
  let current: string | null | undefined = uid;
  while (current && !out.includes(current)) {
    out.push(current);
    current = parentOf.get(current);
  }
  return out;
}
