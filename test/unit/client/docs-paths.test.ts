/**
 * Every repository path the README and docs/*.md name in backticks exists (a
 * newcomer's map that points nowhere is worse than none). Build outputs are left out.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '..', '..', '..');
const TOP =
  /^(worker|client|shared|test|migrations|docs|\.ci)\/|^(build\.mjs|wrangler\.toml|biome\.jsonc|package\.json|tsconfig\.json|README\.md|\.dependency-cruiser\.cjs)$/;
/** Written by `npm run build`, so absent from a fresh clone. */
const BUILD_OUTPUT = /^worker\/generated\//;

const docs = [
  'README.md',
  ...readdirSync(join(ROOT, 'docs'))
    .filter((f) => f.endsWith('.md'))
    .map((f) => `docs/${f}`),
];

/** Backticked spans that are repo paths: `worker/rules/tax.ts`, `docs/deploy.md`, `test/contract`. */
export function namedPaths(markdown: string): string[] {
  const spans = [...markdown.matchAll(/`([^`\s]+)`/g)].map((m) => m[1]!.replace(/[.,:;]$/, ''));
  return [...new Set(spans.filter((s) => TOP.test(s) && !/[{}*?]/.test(s) && !BUILD_OUTPUT.test(s)))];
}

describe('paths named in the README and docs/', () => {
  it('reads paths from backticks only, leaving out URLs, templates and build output', () => {
    expect(
      namedPaths('see `worker/rules/tax.ts`, `docs/x.md`. and `/api/orders`, `content/{locale}.json`, `worker/generated/manifest.json`'),
    ).toEqual(['worker/rules/tax.ts', 'docs/x.md']);
  });

  it.each(docs)('%s names only paths that exist', (doc) => {
    const paths = namedPaths(readFileSync(join(ROOT, doc), 'utf8'));
    expect(paths.length, `${doc} names no path`).toBeGreaterThan(0);
    expect(paths.filter((p) => !existsSync(join(ROOT, p)))).toEqual([]);
  });

  it('keeps the README under 150 lines', () => {
    expect(readFileSync(join(ROOT, 'README.md'), 'utf8').split('\n').length).toBeLessThan(150);
  });
});
