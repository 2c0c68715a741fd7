import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// Port contracts in Node: every adapter (embedded, and hosted against the local fake
// service on loopback) passes the same cases; the outbound HTTP client is proven here too.
export default defineConfig({
  root: fileURLToPath(new URL('..', import.meta.url)),
  oxc: { jsx: { runtime: 'automatic', development: false } },
  test: { include: ['test/contract/**/*.test.ts'], environment: 'node', testTimeout: 20_000 },
});
