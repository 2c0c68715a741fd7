/**
 * What the page cache puts on `c.var`, added to Hono's context variables here, so the request context
 * (edge/app-env.ts) needs no import of the page cache.
 */
import type { CacheOutcome, KnownQuery } from './rules';
import type { PageStorage } from './page-storage';
import type { HotPage } from './hot-pages';

export interface PageCacheVariables {
  /** Tags of the page being rendered (`product:<id>`, ...); routes add what they show. */
  pageTags: Set<string>;
  /**
   * The query parameters the rendered page knows, as its links write them (rules.ts
   * KnownQuery); set by routes whose pages read parameters. Unset means none: a page asked
   * with a parameter it did not vouch for is rendered but not stored.
   */
  pageQuery: KnownQuery;
  /** What the cache did, for the request log. */
  cacheOutcome: CacheOutcome;
  /** The storage pages are kept in: routes that change stock, prices or content purge through it (purgePages). */
  pageStorage: PageStorage;
  /** The held copy the held-page stage answers with (held-pages.ts), found before its middleware ran. */
  heldPage: { copy: HotPage; lookupMs: number };
}

declare module 'hono' {
  interface ContextVariableMap extends PageCacheVariables {}
}
