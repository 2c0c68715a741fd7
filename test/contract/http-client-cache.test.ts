/**
 * The outbound HTTP client's cache policies (spec §9) seen from the service's side: a real HTTP
 * server on loopback (the fake service) counting the requests each policy lets through.
 */
import { describe, expect, it } from 'vitest';
import type { CachePolicy } from '../../worker/ports/context';
import { memoryCache } from '../../worker/ports/http/cache';
import { Thing, call, client, fake, things, serveThings } from './http-client-support';

serveThings();

describe('cache policies, seen from the service (spec §9)', () => {
  async function twice(policy: CachePolicy, between?: () => void) {
    const cache = memoryCache();
    const http = client({ cache });
    const first = call({ cache: policy });
    const a = await http.get(first.cx, '/things/1', { schema: Thing });
    await first.settled();
    between?.();
    const second = call({ cache: policy });
    const b = await http.get(second.cx, '/things/1', { schema: Thing });
    await second.settled();
    return { a: a.name, b: b.name, requests: fake.hits('/things/1').length, cached: cache.size };
  }

  it.each([
    ['ignore-cache', { a: 'v1', b: 'v2', requests: 2, cached: 0 }],
    ['network-only', { a: 'v1', b: 'v2', requests: 2, cached: 1 }],
    ['cache-else-network', { a: 'v1', b: 'v1', requests: 1, cached: 1 }],
    ['network-else-cache', { a: 'v1', b: 'v2', requests: 2, cached: 1 }],
    // The second call answers from the cache and refreshes it in waitUntil.
    ['cache-then-network', { a: 'v1', b: 'v1', requests: 2, cached: 1 }],
  ] as const)('%s', async (policy, expected) => {
    await expect(
      twice(policy, () => {
        things.version = 2;
      }),
    ).resolves.toEqual(expected);
  });

  it('cache-then-network serves what the background refresh fetched on the next call', async () => {
    const cache = memoryCache();
    const http = client({ cache });
    const one = call({ cache: 'cache-then-network' });
    await http.get(one.cx, '/things/1', { schema: Thing });
    await one.settled();
    things.version = 2;
    const two = call({ cache: 'cache-then-network' });
    expect((await http.get(two.cx, '/things/1', { schema: Thing })).name).toBe('v1');
    await two.settled();
    expect((await http.get(call({ cache: 'cache-then-network' }).cx, '/things/1', { schema: Thing })).name).toBe('v2');
  });

  it('network-else-cache answers from the cache when the service fails', async () => {
    const cache = memoryCache();
    const http = client({ cache });
    const warm = call({ cache: 'network-else-cache' });
    await http.get(warm.cx, '/things/1', { schema: Thing });
    await warm.settled();
    // Twice: a 5xx alone is tried once more (retry.ts), and the second try would answer.
    fake.script('/things/1', [{ status: 503 }, { status: 503 }]);
    await expect(http.get(call({ cache: 'network-else-cache' }).cx, '/things/1', { schema: Thing })).resolves.toEqual({
      id: 1,
      name: 'v1',
    });
    fake.script('/things/1', [{ status: 503 }, { status: 503 }]);
    await expect(http.get(call({ cache: 'network-only' }).cx, '/things/1', { schema: Thing })).rejects.toMatchObject({ kind: 'upstream' });
  });

  it('keeps the answers of two accounts apart', async () => {
    const cache = memoryCache();
    const warm = call({ cache: 'cache-else-network' });
    await client({ cache, cachePartition: 'stack-a' }).get(warm.cx, '/things/1', { schema: Thing });
    await warm.settled();
    await client({ cache, cachePartition: 'stack-b' }).get(call({ cache: 'cache-else-network' }).cx, '/things/1', { schema: Thing });
    expect(fake.hits('/things/1')).toHaveLength(2);
  });

  it('never caches a missing document', async () => {
    const cache = memoryCache();
    const one = call({ cache: 'cache-else-network' });
    await client({ cache }).find(one.cx, '/things/2', { schema: Thing });
    await one.settled();
    expect(cache.size).toBe(0);
  });
});
