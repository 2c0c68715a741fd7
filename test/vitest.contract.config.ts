import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// Port contracts in Node: every adapter (embedded, and hosted against the local fake
// service on loopback) passes the same cases; the outbound HTTP client is proven here too.
// Hooks build whole catalogs (the search sync's, the embedded indexes) and start D1 while other
// files do the same on a shared machine: a minute, not vitest's 10 s default.
export default defineConfig({
  root: fileURLToPath(new URL('..', import.meta.url)),
  oxc: { jsx: { runtime: 'automatic', development: false } },
  test: { include: ['test/contract/**/*.test.ts'], environment: 'node', testTimeout: 20_000, hookTimeout: 60_000 },
});
