/** The commerce port's paging vocabulary (the platform's `meta.pagination`); types.ts re-exports it. */
export interface Pagination {
  total: number;
  count: number;
  per_page: number;
  current_page: number;
  total_pages: number;
}

export interface Page<T> {
  items: T[];
  pagination: Pagination;
}

export interface PageQuery {
  /** 1-based. */
  page: number;
  limit: number;
}
