import { describe, expect, it } from 'vitest';
import { SECURITY_HEADERS, STATIC_CSP, staticHeadersFile } from '../../../worker/rules/static-headers';

/** Parses `_headers`: path pattern → header name (lowercase) → value. */
function parse(file: string): Map<string, Map<string, string>> {
  const rules = new Map<string, Map<string, string>>();
  let current: Map<string, string> | undefined;
  for (const line of file.split('\n')) {
    if (!line.trim()) continue;
    if (!line.startsWith(' ')) rules.set(line, (current = new Map()));
    else {
      const [name, ...rest] = line.trim().split(':');
      current!.set(name!.toLowerCase(), rest.join(':').trim());
    }
  }
  return rules;
}

describe('_headers for the files static assets serve without the Worker', () => {
  const rules = parse(staticHeadersFile());

  it('puts every security header of the pages on every static file', () => {
    const all = rules.get('/*')!;
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) expect(all.get(name), name).toBe(value);
    expect(all.get('content-security-policy')).toBe(STATIC_CSP);
    expect(STATIC_CSP).toContain("frame-ancestors 'none'");
    expect(STATIC_CSP).toContain("default-src 'none'");
  });

  it('keeps the caching of each path: hashed assets immutable, build manifests revalidated, data never cached', () => {
    expect(rules.get('/assets/*')!.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(rules.get('/builds/*')!.get('cache-control')).toBe('no-cache');
    expect(rules.get('/favicon.svg')!.get('cache-control')).toBe('public, max-age=86400');
    expect(rules.get('/_data/*')!.get('cache-control')).toBe('no-store');
  });
});
