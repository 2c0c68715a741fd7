/**
 * How the BigCommerce adapter cuts its reads into the platform's pages (pure, table-tested):
 * a product page holds at most 10 records when options are included (products_catalog.v3.yml,
 * IncludeParamGetProducts) and 250 otherwise; a list of ids is read in chunks of one page.
 */

/** The platform's largest page. */
export const MAX_LIMIT = 250;
/** The largest page of products read with `include=options` (or `modifiers`). */
export const OPTIONS_LIMIT = 10;

/** `[1..25]` by 10 → `[[1..10], [11..20], [21..25]]`. */
export function chunks<T>(values: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < values.length; i += size) out.push(values.slice(i, i + size));
  return out;
}

export interface PageWindow {
  /** The platform's pages (1-based) that hold the asked page. */
  pages: number[];
  /** Items to drop from the first of those pages, and how many to keep in all. */
  skip: number;
  take: number;
}

/**
 * The platform pages of `size` that hold page `page` of `limit` items: page 2 of 15 with pages
 * of 10 is items 15..29, on platform pages 2 and 3, skipping 5.
 */
export function pageWindow(page: number, limit: number, size: number): PageWindow {
  const first = (page - 1) * limit;
  const last = first + limit - 1;
  const from = Math.floor(first / size) + 1;
  const to = Math.floor(last / size) + 1;
  return { pages: Array.from({ length: to - from + 1 }, (_, i) => from + i), skip: first - (from - 1) * size, take: limit };
}

/** The port's pagination block for page `page` of `limit` over `total` items. */
export function pagination(total: number, page: number, limit: number, count: number) {
  return { total, count, per_page: limit, current_page: page, total_pages: Math.ceil(total / limit) };
}
