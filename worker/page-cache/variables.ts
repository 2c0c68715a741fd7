/**
 * What the page-cache, request-log and account-layout middleware put on `c.var`. Declared apart from the
 * middleware so that app-env.ts can take them in without an import cycle (app-env ↔ middleware).
 */
import type { CacheOutcome, KnownQuery } from './rules';
import type { PageStore } from './page-storage';
import type { CustomerRecord } from '../ports/commerce/types';
import type { HotPage } from './hot-pages';

export interface PageCacheVariables {
  /** Tags of the page being rendered (`product:<id>`, ...); routes add what they show. */
  pageTags: Set<string>;
  /**
   * The query parameters the rendered page knows, as its links write them (domain/page-cache.ts
   * KnownQuery); set by routes whose pages read parameters. Unset means none: a page asked
   * with a parameter it did not vouch for is rendered but not stored.
   */
  pageQuery: KnownQuery;
  /** What the cache did, for the request log. */
  cacheOutcome: CacheOutcome;
  /** The store pages are kept in: routes that change stock, prices or content purge through it (purgePages). */
  pageStore: PageStore;
  /** The held copy the held-page stage answers with (held-pages.ts), found before its middleware ran. */
  heldPage: { copy: HotPage; lookupMs: number };
}

export interface Timing {
  add(name: string, ms: number): void;
  entries(): ReadonlyArray<readonly [string, number]>;
}

export interface RequestLogVariables {
  requestId: string;
  timing: Timing;
  /** The page's route when the answer came without the app's routing (a held hit): the log names it. */
  route?: string;
}

export interface AccountVariables {
  /**
   * The signed-in customer's record, as the customer-state middleware read it (once per
   * request). Only the signed-in account pages may count on it: their layout
   * (middleware/auth.ts signedInCustomer) sets it or sends the guest to sign in.
   */
  customer: CustomerRecord;
}
