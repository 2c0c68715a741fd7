import { env, SELF } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { app, createApp } from '../../../worker/app';

describe('GET /healthz', () => {
  it('answers ok, uncached, and ignores ?data outside the bench', async () => {
    for (const path of ['/healthz', '/healthz?data']) {
      const res = await SELF.fetch(`https://loipe.test${path}`);
      expect(res.status).toBe(200);
      expect(res.headers.get('cache-control')).toBe('no-store');
      expect(await res.text()).toBe('ok');
    }
  });

  it('keeps ?data off in the production app whatever the vars say (the bench hooks are createApp options)', async () => {
    const res = await app.request('/healthz?data', {}, { ...env, BENCH_STATS: 'true' });
    expect(res.status).toBe(200);
    expect(await res.text()).toBe('ok');
  });

  it('answers the document memo size under the bench (createApp bench.stats, test/bench/worker.ts)', async () => {
    // Read a page first so the memo holds documents.
    expect((await SELF.fetch('https://loipe.test/en-us/c/skis')).status).toBe(200);
    const res = await createApp({ bench: { stats: true } }).request('/healthz?data', {}, env);
    expect(res.status).toBe(200);
    const size = (await res.json()) as { documents: number; bytes: number };
    expect(size.documents).toBeGreaterThan(0);
    expect(size.bytes).toBeGreaterThan(1000);
  });
});
