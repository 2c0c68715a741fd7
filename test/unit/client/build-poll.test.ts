import { describe, expect, it } from 'vitest';
import { FIRST_POLL_MS, POLL_EVERY_MS, isNewBuild, pollBuild } from '../../../client/lib/build-poll';
import { RELOAD_GUARD_MS, RELOAD_KEY, reloadAfterChunkFailure } from '../../../client/lib/chunk-reload';

describe('isNewBuild: a changed build id means a new version', () => {
  it.each([
    ['abc', { id: 'def', timestamp: 1 }, true],
    ['abc', { id: 'abc', timestamp: 2 }, false],
    ['abc', { id: '' }, false],
    ['abc', { id: 42 }, false],
    ['abc', null, false],
    ['abc', 'def', false],
    ['abc', [], false],
    ['', { id: 'def' }, false],
  ])('page %j, manifest %j → %s', (current, manifest, expected) => {
    expect(isNewBuild(current, manifest)).toBe(expected);
  });
});

/** A scheduler that records each delay and runs the jobs when told: no real timers. */
function fakeClock() {
  const delays: number[] = [];
  const jobs: (() => void)[] = [];
  return {
    delays,
    schedule: (run: () => void, ms: number) => {
      delays.push(ms);
      jobs.push(run);
    },
    async tick() {
      const job = jobs.shift();
      job?.();
      // Let the fetch's promise chain settle.
      for (let i = 0; i < 5; i++) await Promise.resolve();
    },
  };
}

describe('pollBuild: spec §9 manifest poll, first after 1 s, then every 60 minutes', () => {
  it('polls after 1 s, then hourly, and reports the first new id once', async () => {
    const clock = fakeClock();
    const answers: unknown[] = [{ id: 'a1' }, { id: 'a1' }, { id: 'b2' }];
    const seen: string[] = [];
    let fetches = 0;
    pollBuild({
      current: 'a1',
      fetchManifest: async () => answers[fetches++],
      schedule: clock.schedule,
      onNewBuild: (id) => seen.push(id),
    });
    expect(clock.delays).toEqual([FIRST_POLL_MS]);
    expect(FIRST_POLL_MS).toBe(1000);
    expect(POLL_EVERY_MS).toBe(3_600_000);
    await clock.tick();
    expect(fetches).toBe(1);
    expect(clock.delays).toEqual([1000, 3_600_000]);
    await clock.tick();
    expect(seen).toEqual([]);
    await clock.tick();
    expect(seen).toEqual(['b2']);
    // Once a new version is known, polling stops.
    expect(clock.delays).toEqual([1000, 3_600_000, 3_600_000]);
  });

  it('keeps polling after a failed fetch without telling the shopper anything', async () => {
    const clock = fakeClock();
    const seen: string[] = [];
    pollBuild({
      current: 'a1',
      fetchManifest: () => Promise.reject(new Error('offline')),
      schedule: clock.schedule,
      onNewBuild: (id) => seen.push(id),
    });
    await clock.tick();
    await clock.tick();
    expect(seen).toEqual([]);
    expect(clock.delays).toEqual([1000, 3_600_000, 3_600_000]);
  });
});

describe('reloadAfterChunkFailure: spec §8 chunk-load failure reloads, guarded for 10 s', () => {
  const storage = (value: string | null) => {
    const map = new Map<string, string>(value === null ? [] : [[RELOAD_KEY, value]]);
    return { map, getItem: (key: string) => map.get(key) ?? null, setItem: (key: string, v: string) => void map.set(key, v) };
  };

  it.each([
    ['never reloaded before', null, 1_000_000, true],
    ['reloaded 10.001 s ago', String(1_000_000 - RELOAD_GUARD_MS - 1), 1_000_000, true],
    ['reloaded exactly 10 s ago', String(1_000_000 - RELOAD_GUARD_MS), 1_000_000, false],
    ['reloaded 2 s ago', String(1_000_000 - 2000), 1_000_000, false],
    ['a stored time in the future (clock changed)', String(2_000_000), 1_000_000, true],
    ['an unreadable stored time', 'garbage', 1_000_000, true],
  ])('%s → reload %s', (_name, stored, now, expected) => {
    const store = storage(stored);
    let reloads = 0;
    expect(reloadAfterChunkFailure({ now, storage: store, reload: () => reloads++ })).toBe(expected);
    expect(reloads).toBe(expected ? 1 : 0);
    if (expected) expect(store.map.get(RELOAD_KEY)).toBe(String(now));
    else expect(store.map.get(RELOAD_KEY)).toBe(stored);
  });

  it('reloads once for a burst of failures, and again only after the guard', () => {
    const store = storage(null);
    let reloads = 0;
    const fail = (now: number) => reloadAfterChunkFailure({ now, storage: store, reload: () => reloads++ });
    [5000, 5100, 9000, 14_999, 15_000].forEach(fail);
    expect(reloads).toBe(1);
    fail(15_001);
    expect(reloads).toBe(2);
  });
});
