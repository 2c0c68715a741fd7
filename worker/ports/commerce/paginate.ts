/** Slices a list into one page with the pagination block of spec §7 `meta.pagination`. */
import type { Page } from './types';

export function paginate<T>(all: readonly T[], page: number, limit: number): Page<T> {
  const start = (page - 1) * limit;
  const items = all.slice(start, start + limit);
  return {
    items,
    pagination: {
      total: all.length,
      count: items.length,
      per_page: limit,
      current_page: page,
      total_pages: Math.ceil(all.length / limit),
    },
  };
}
