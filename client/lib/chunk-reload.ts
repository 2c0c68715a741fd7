/**
 * Spec §8: when an island's chunk fails to load (an older deploy's file is gone), the page
 * reloads in full once; another failure within 10 s is only logged, so a broken deploy
 * cannot put the shopper in a reload loop.
 */
export const RELOAD_GUARD_MS = 10_000;
export const RELOAD_KEY = 'loipe:reload';

export interface ReloadDeps {
  now: number;
  storage: Pick<Storage, 'getItem' | 'setItem'>;
  reload(): void;
}

/** Reloads unless the last chunk-failure reload was under 10 s ago; returns whether it did. */
export function reloadAfterChunkFailure({ now, storage, reload }: ReloadDeps): boolean {
  const stored = storage.getItem(RELOAD_KEY);
  const last = stored === null ? Number.NaN : Number(stored);
  if (Number.isFinite(last) && now >= last && now - last <= RELOAD_GUARD_MS) return false;
  storage.setItem(RELOAD_KEY, String(now));
  reload();
  return true;
}
