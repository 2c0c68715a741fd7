import { createElement } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { islandLoaders } from './islands/loaders';

/**
 * Hydrates each island marker with its own root. Markers that arrive later in the stream
 * (Suspense parts) are found by a MutationObserver once React moves them into place.
 */
const seen = new WeakSet<Element>();

function hydrate(marker: HTMLElement): void {
  // React parks streamed Suspense content in a hidden div until it swaps it in.
  if (seen.has(marker) || marker.closest('[hidden]')) return;
  seen.add(marker);
  const name = marker.dataset.island ?? '';
  const load = (islandLoaders as Record<string, (typeof islandLoaders)[keyof typeof islandLoaders] | undefined>)[name];
  if (!load) {
    console.error(`Unknown island "${name}"`);
    return;
  }
  const props: unknown = JSON.parse(marker.dataset.props ?? '{}');
  load()
    .then((module) => {
      hydrateRoot(marker, createElement(module.default, props as object), { identifierPrefix: marker.dataset.islandId ?? '' });
      marker.dataset.hydrated = 'true';
    })
    .catch((error: unknown) => {
      // A chunk from an older deploy is gone: reload once, then give up for 10 s (spec §8).
      const last = Number(sessionStorage.getItem('loipe:reload') ?? 0);
      if (Date.now() - last > 10_000) {
        sessionStorage.setItem('loipe:reload', String(Date.now()));
        location.reload();
      } else {
        console.error(error);
      }
    });
}

function scan(root: Document | HTMLElement): void {
  root.querySelectorAll<HTMLElement>('[data-island]').forEach(hydrate);
}

scan(document);
new MutationObserver((records) => {
  for (const record of records) {
    record.addedNodes.forEach((node) => {
      if (!(node instanceof HTMLElement)) return;
      if (node.matches('[data-island]')) hydrate(node);
      scan(node);
    });
  }
}).observe(document.documentElement, { childList: true, subtree: true });
