/**
 * An isolate keeps copies of recent pages for 5 s (worker/page-cache/hot-pages.ts), the live
 * stock levels it read for 2 s (worker/ports/commerce/stock-memo.ts) and the anonymous header and
 * footer it rendered (worker/render/static-html.tsx). `reset()` from
 * cloudflare:test empties the Cache API, KV and D1 between tests, but not the isolate's memory:
 * each test starts with neither, as it starts with an empty Cache API and the seeded stock.
 */
import { afterEach } from 'vitest';
import { hotPages } from '../../worker/page-cache/middleware';
import { isolateStockMemo } from '../../worker/ports/commerce/stock-memo';
import { frameMemo } from '../../worker/render/static-html';

afterEach(() => {
  hotPages.clear();
  isolateStockMemo.forget();
  frameMemo.clear();
});
