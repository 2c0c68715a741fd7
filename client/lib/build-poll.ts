/**
 * Spec §4, §7, §9: the page polls the build manifest (`builds/latest.json`) — first after
 * 1 s, then every 60 minutes — and a changed build id means a new version of the shop is
 * out. Scheduling and fetching are injected, so the rule is tested without timers.
 */
export const FIRST_POLL_MS = 1000;
export const POLL_EVERY_MS = 60 * 60 * 1000;
export const MANIFEST_URL = '/builds/latest.json';

/** True when the manifest names a build other than the page's own. Anything unreadable is no news. */
export function isNewBuild(current: string, manifest: unknown): boolean {
  const id = (manifest as { id?: unknown } | null)?.id;
  return typeof id === 'string' && id !== '' && current !== '' && id !== current;
}

export interface PollDeps {
  current: string;
  /** The manifest's JSON; may reject (offline, deploy in progress): the next poll tries again. */
  fetchManifest(): Promise<unknown>;
  schedule(run: () => void, ms: number): void;
  onNewBuild(id: string): void;
}

/** Starts polling; stops after the first new build is seen. */
export function pollBuild(deps: PollDeps): void {
  const check = async () => {
    let manifest: unknown = null;
    try {
      manifest = await deps.fetchManifest();
    } catch {
      // Failing to read the manifest is no reason to alarm the shopper.
    }
    if (isNewBuild(deps.current, manifest)) {
      deps.onNewBuild((manifest as { id: string }).id);
      return;
    }
    deps.schedule(check, POLL_EVERY_MS);
  };
  deps.schedule(check, FIRST_POLL_MS);
}

/**
 * Shows the notice in the page's live region (rendered empty by the server with its texts
 * and the page's build id): "A new version of the shop is available." and a reload button.
 */
export function showUpdateNotice(region: HTMLElement, reload: () => void): void {
  if (region.childElementCount) return;
  const text = document.createElement('p');
  text.textContent = region.dataset.text ?? '';
  const button = document.createElement('button');
  button.type = 'button';
  button.className = 'button button--light';
  button.textContent = region.dataset.reload ?? '';
  button.addEventListener('click', reload);
  region.appendChild(text);
  region.appendChild(button);
}

/** Wires the poll to the page: the live region `#update-notice`, fetch and setTimeout. */
export function startBuildPoll(): void {
  const region = document.getElementById('update-notice');
  if (!region?.dataset.build) return;
  pollBuild({
    current: region.dataset.build,
    fetchManifest: () => fetch(MANIFEST_URL, { cache: 'no-store' }).then((res) => (res.ok ? res.json() : null)),
    schedule: (run, ms) => void setTimeout(run, ms),
    onNewBuild: () => showUpdateNotice(region, () => location.reload()),
  });
}
