import { fileURLToPath } from 'node:url';
import { cloudflareTest } from '@cloudflare/vitest-pool-workers';
import { defineConfig } from 'vitest/config';

// The whole Worker inside workerd (the same runtime wrangler uses), with the
// development-only CF-IPCountry override on, as under `npm start`.
export default defineConfig({
  root: fileURLToPath(new URL('..', import.meta.url)),
  // The Worker ships React's production build, which has no jsxDEV: compile JSX for it.
  oxc: { jsx: { runtime: 'automatic', development: false } },
  plugins: [
    cloudflareTest({
      wrangler: { configPath: './wrangler.toml' },
      miniflare: { bindings: { DEV_GEO_HEADER: 'true', ENVIRONMENT: 'test' } },
    }),
  ],
  test: { include: ['test/worker/**/*.test.{ts,tsx}'] },
});
