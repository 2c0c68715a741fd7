import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// A shopper in Chromium against the Worker under `wrangler dev`, started and stopped by globalSetup.
export default defineConfig({
  root: fileURLToPath(new URL('..', import.meta.url)),
  test: {
    include: ['test/e2e/**/*.test.ts'],
    globalSetup: ['test/e2e/support/global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    fileParallelism: false,
  },
});
