import { describe, expect, it } from 'vitest';
import { CACHE_POLICIES, type CachePolicy } from '../../../worker/ports/context';
import { withCachePolicy, type PolicySteps } from '../../../worker/ports/http/cache-policy';

/** Steps over a one-slot cache and a scripted network, recording what ran. */
function harness(cached: string | undefined, network: 'ok' | 'fail') {
  const log: string[] = [];
  const background: Promise<unknown>[] = [];
  let slot = cached;
  const steps: PolicySteps<string> = {
    read: async () => {
      log.push('read');
      return slot;
    },
    network: async () => {
      log.push('network');
      if (network === 'fail') throw new Error('service down');
      return 'fresh';
    },
    refresh: async () => {
      log.push('refresh');
      return 'fresh';
    },
    write: async (value) => {
      log.push(`write:${value}`);
      slot = value;
    },
    waitUntil: (promise) => {
      background.push(promise);
    },
  };
  return { steps, log, settled: () => Promise.all(background), cache: () => slot };
}

describe('spec §9 cache policies', () => {
  it('numbers the policies as the spec does, ignore-cache by default', () => {
    expect(CACHE_POLICIES).toEqual({
      'ignore-cache': -1,
      'network-only': 0,
      'cache-else-network': 1,
      'network-else-cache': 2,
      'cache-then-network': 3,
    });
  });

  it.each([
    // policy, cached, network → answer, from, steps that ran (background included), cache after
    ['ignore-cache', 'old', 'ok', 'fresh', 'network', ['network'], 'old'],
    ['ignore-cache', undefined, 'ok', 'fresh', 'network', ['network'], undefined],
    ['network-only', 'old', 'ok', 'fresh', 'network', ['network', 'write:fresh'], 'fresh'],
    ['cache-else-network', 'old', 'ok', 'old', 'cache', ['read'], 'old'],
    ['cache-else-network', undefined, 'ok', 'fresh', 'network', ['read', 'network', 'write:fresh'], 'fresh'],
    ['network-else-cache', 'old', 'ok', 'fresh', 'network', ['network', 'write:fresh'], 'fresh'],
    ['network-else-cache', 'old', 'fail', 'old', 'cache', ['network', 'read'], 'old'],
    ['cache-then-network', 'old', 'ok', 'old', 'cache', ['read', 'refresh', 'write:fresh'], 'fresh'],
    ['cache-then-network', undefined, 'ok', 'fresh', 'network', ['read', 'network', 'write:fresh'], 'fresh'],
  ] as const)('%s with cache %j and network %s answers %j from %s', async (policy, cached, network, value, from, ran, after) => {
    const h = harness(cached, network);
    await expect(withCachePolicy(policy as CachePolicy, h.steps)).resolves.toEqual({ value, from });
    await h.settled();
    expect(h.log).toEqual(ran);
    expect(h.cache()).toBe(after);
  });

  it.each(['ignore-cache', 'network-only', 'cache-else-network', 'network-else-cache', 'cache-then-network'] as const)(
    '%s fails with the network error when there is nothing cached to fall back on',
    async (policy) => {
      const h = harness(undefined, 'fail');
      await expect(withCachePolicy(policy, h.steps)).rejects.toThrow('service down');
    },
  );

  it('treats a cache that throws on read as a miss', async () => {
    const h = harness(undefined, 'ok');
    h.steps.read = async () => {
      throw new Error('cache unavailable');
    };
    await expect(withCachePolicy('cache-else-network', h.steps)).resolves.toEqual({ value: 'fresh', from: 'network' });
  });

  it('answers even when the cache write fails', async () => {
    const h = harness(undefined, 'ok');
    h.steps.write = async () => {
      throw new Error('cache full');
    };
    await expect(withCachePolicy('network-only', h.steps)).resolves.toEqual({ value: 'fresh', from: 'network' });
    await h.settled();
  });

  it('keeps the cached copy when the background refresh of cache-then-network fails', async () => {
    const h = harness('old', 'ok');
    h.steps.refresh = async () => {
      throw new Error('service down');
    };
    await expect(withCachePolicy('cache-then-network', h.steps)).resolves.toEqual({ value: 'old', from: 'cache' });
    await h.settled();
    expect(h.cache()).toBe('old');
  });
});
