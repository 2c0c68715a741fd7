import { fileURLToPath } from 'node:url';
import { cloudflareTest } from '@cloudflare/vitest-pool-workers';
import { defineConfig, type ViteUserConfig } from 'vitest/config';

/**
 * A vitest config that runs tests inside workerd (the runtime wrangler uses) with the
 * bindings of wrangler.toml and the development-only CF-IPCountry override on. The worker
 * and fuzz tiers differ only in ENVIRONMENT and in their own test options.
 */
export function workerdConfig(environment: string, test: NonNullable<ViteUserConfig['test']>) {
  return defineConfig({
    root: fileURLToPath(new URL('..', import.meta.url)),
    // The Worker ships React's production build, which has no jsxDEV: compile JSX for it.
    oxc: { jsx: { runtime: 'automatic', development: false } },
    plugins: [
      cloudflareTest({
        wrangler: { configPath: './wrangler.toml' },
        miniflare: { bindings: { DEV_GEO_HEADER: 'true', ENVIRONMENT: environment } },
      }),
    ],
    test,
  });
}
