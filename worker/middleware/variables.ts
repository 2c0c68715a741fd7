/**
 * What the page-cache and request-log middleware put on `c.var`. Declared apart from the
 * middleware so that app-env.ts can take them in without an import cycle (app-env ↔ middleware).
 */
import type { CacheOutcome } from '../domain/page-cache';
import type { PageStore } from '../stores/page-store';

export interface PageCacheVariables {
  /** Tags of the page being rendered (`product:<id>`, ...); routes add what they show. */
  pageTags: Set<string>;
  /** What the cache did, for the request log. */
  cacheOutcome: CacheOutcome;
  /** The store pages are kept in: routes that change stock, prices or content purge through it (purgePages). */
  pageStore: PageStore;
}

export interface Timing {
  add(name: string, ms: number): void;
  entries(): ReadonlyArray<readonly [string, number]>;
}

export interface RequestLogVariables {
  requestId: string;
  timing: Timing;
}
