import { fileURLToPath } from 'node:url';
import { cloudflareTest, readD1Migrations } from '@cloudflare/vitest-pool-workers';
import { defineConfig, type ViteUserConfig } from 'vitest/config';

const root = fileURLToPath(new URL('..', import.meta.url));

/**
 * A vitest config that runs tests inside workerd (the runtime wrangler uses) with the
 * bindings of wrangler.toml and the development-only CF-IPCountry override on. The worker
 * and fuzz tiers differ only in ENVIRONMENT and in their own test options. The D1
 * migrations are read here (Node) and applied inside workerd by test/support/apply-migrations.ts.
 */
export async function workerdConfig(
  environment: string,
  test: NonNullable<ViteUserConfig['test']>,
  /** Vars and secrets of this tier on top of the shared ones. */
  bindings: Record<string, string> = {},
) {
  const migrations = await readD1Migrations(`${root}migrations`);
  return defineConfig({
    root,
    // The Worker ships React's production build, which has no jsxDEV: compile JSX for it.
    oxc: { jsx: { runtime: 'automatic', development: false } },
    plugins: [
      cloudflareTest({
        wrangler: { configPath: './wrangler.toml' },
        miniflare: {
          bindings: {
            DEV_GEO_HEADER: 'true',
            ENVIRONMENT: environment,
            TEST_MIGRATIONS: migrations,
            BOTCHECK_HMAC_KEY: 'workerd-tests-botcheck-key',
            OPS_TOKEN: 'workerd-tests-ops-token',
            BIGCOMMERCE_WEBHOOK_SECRET: 'workerd-tests-bigcommerce-secret',
            CONTENTSTACK_WEBHOOK_SECRET: 'workerd-tests-contentstack-secret',
            // Every Web Vitals beacon is written under test (wrangler.toml samples a share).
            RUM_SAMPLE_RATE: '1',
            ...bindings,
          },
        },
      }),
    ],
    test: {
      ...test,
      setupFiles: [
        'test/support/apply-migrations.ts',
        'test/support/forget-hot-pages.ts',
        ...((test.setupFiles as string[] | undefined) ?? []),
      ],
    },
  });
}
