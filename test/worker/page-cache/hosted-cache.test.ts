/**
 * The hosted adapters' cache inside workerd: the outbound client reads through the real
 * Cache API (`caches.default`) by the call's policy (spec §9). The service is a stub fetch
 * that counts requests, since workerd tests reach no network.
 */
import { reset } from 'cloudflare:test';
import { afterEach, describe, expect, it } from 'vitest';
import { requestCalls, type CachePolicy } from '../../../worker/ports/context';
import { createMediaProvider } from '../../../worker/ports/media/index';
import { runtimeCache } from '../../../worker/ports/http/cache';

function stubService() {
  const seen: string[] = [];
  const fetch = (async (input: RequestInfo | URL) => {
    seen.push(String(input));
    return Response.json({
      isImage: true,
      name: 'scene-frozen-lake',
      url: 'https://cdn.test/i/loipe/scene-frozen-lake',
      width: 2400,
      height: 1200,
      format: 'JPEG',
      alpha: false,
      status: 'ok',
    });
  }) as typeof globalThis.fetch;
  return { fetch, seen };
}

async function twice(policy: CachePolicy, host: string) {
  const service = stubService();
  const media = createMediaProvider({ MEDIA_PROVIDER: 'amplience', AMPLIENCE_HOST: host }, { fetch: service.fetch });
  for (let i = 0; i < 2; i++) {
    const background: Promise<unknown>[] = [];
    const call = requestCalls({ cache: policy, waitUntil: (p) => void background.push(p) });
    expect(await media.metadata(call, 'i', 'loipe', 'scene-frozen-lake', 'https://shop.test/media')).toMatchObject({
      isImage: true,
      width: 2400,
    });
    await Promise.all(background);
  }
  return service.seen.length;
}

afterEach(() => reset());

describe('hosted adapters cache through caches.default', () => {
  it('finds the Cache API of the runtime', () => {
    expect(runtimeCache()).toBe((caches as unknown as { default: Cache }).default);
  });

  it('answers the second cache-else-network call from the cache', async () => {
    expect(await twice('cache-else-network', 'https://cache-a.amplience.test')).toBe(1);
  });

  it('asks the service every time with the default ignore-cache', async () => {
    expect(await twice('ignore-cache', 'https://cache-b.amplience.test')).toBe(2);
  });
});
