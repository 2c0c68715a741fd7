/**
 * The page cache keeps an isolate's copies of recent pages for 5 s (worker/page-cache/hot-pages.ts).
 * `reset()` from cloudflare:test empties the Cache API and KV between tests, but not the
 * isolate's memory: each test starts with no copies, as it starts with an empty Cache API.
 */
import { afterEach } from 'vitest';
import { hotPages } from '../../worker/page-cache/middleware';

afterEach(() => hotPages.clear());
