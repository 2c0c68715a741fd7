/**
 * Answers of the BigCommerce fake that hold no state and read no files, so the workerd doubles
 * (test/worker/cart/platform-carts-support.ts) use them too: the platform's 429 with its rate-limit
 * headers, its quota, and the v3 and v2 list pages. Split from fake-bigcommerce.ts.
 */
import type { FakeAnswer } from './fake-service';
import notFoundV3 from './fixtures/bigcommerce/not-found-v3.json';

/** BigCommerce's quota for a store (developer.bigcommerce.com, "Rate limits"). */
export const BIGCOMMERCE_QUOTA = { requests: 150, windowMs: 30_000 };

/** The platform's 429: no Retry-After, the wait in X-Rate-Limit-Time-Reset-Ms (and X-Retry-After, in seconds). */
export function rateLimited(resetMs: number, windowMs = BIGCOMMERCE_QUOTA.windowMs): FakeAnswer {
  return {
    status: 429,
    headers: {
      'X-Rate-Limit-Time-Reset-Ms': String(resetMs),
      'X-Rate-Limit-Requests-Left': '0',
      'X-Rate-Limit-Time-Window-Ms': String(windowMs),
      'X-Retry-After': String(Math.ceil(resetMs / 1000)),
    },
    json: { status: 429, title: 'Too many requests', type: notFoundV3.type },
  };
}

export const invalid = (title: string): FakeAnswer => ({ status: 422, json: { status: 422, title, type: notFoundV3.type, errors: {} } });

/** One page and the pagination block of catalog v3 (`meta.pagination`); `cap` is the platform's own page limit. */
export function paged<T>(all: readonly T[], q: URLSearchParams, cap = 250): FakeAnswer {
  const asked = Number(q.get('limit') ?? 50);
  const page = Number(q.get('page') ?? 1);
  if (!(asked >= 1 && asked <= 250) || !(page >= 1)) return invalid('Invalid page or limit');
  const limit = Math.min(asked, cap);
  const data = all.slice((page - 1) * limit, page * limit);
  const totalPages = Math.ceil(all.length / limit);
  const link = (n: number) => `?page=${n}&limit=${limit}`;
  const links = {
    ...(page > 1 ? { previous: link(page - 1) } : {}),
    current: link(page),
    ...(page < totalPages ? { next: link(page + 1) } : {}),
  };
  return {
    json: {
      data,
      meta: { pagination: { total: all.length, count: data.length, per_page: limit, current_page: page, total_pages: totalPages, links } },
    },
  };
}

/** A v2 list: pages of `limit` (default 50, at most 250), 204 No Content for an empty page. */
export function v2Page(items: readonly unknown[], q: URLSearchParams): FakeAnswer {
  const limit = Math.min(Number(q.get('limit') ?? 50), 250);
  const page = Number(q.get('page') ?? 1);
  if (!(limit >= 1) || !(page >= 1)) return { status: 400, json: [{ status: 400, message: 'The field page or limit is invalid.' }] };
  const data = items.slice((page - 1) * limit, page * limit);
  return data.length === 0 ? { status: 204 } : { json: data };
}
