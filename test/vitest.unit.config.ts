import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// Pure rules in Node: fast, table-driven from the spec.
export default defineConfig({
  root: fileURLToPath(new URL('..', import.meta.url)),
  // The Worker ships React's production build, which has no jsxDEV: compile JSX for it.
  oxc: { jsx: { runtime: 'automatic', development: false } },
  test: { include: ['test/unit/**/*.test.{ts,tsx}'], environment: 'node' },
});
