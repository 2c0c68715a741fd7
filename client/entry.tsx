import { createElement, type ReactNode, startTransition, useEffect } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { islandLoaders } from './islands/loaders';
import { reloadAfterChunkFailure } from './lib/chunk-reload';
import { reloadKeepingFields, restoreFields } from './lib/chunk-reload-forms';
import { startBuildPoll } from './lib/build-poll';
import { FastConnection } from './components/connection';
import { FAILED_EVENT, HYDRATED_EVENT, onInteraction } from './lib/interaction';

/**
 * Hydrates each island marker with its own root. Markers that arrive later in the stream
 * (Suspense parts) are found by a MutationObserver once React moves them into place.
 * Markers with `data-hydrate="visible"` wait until they come within 400px of the viewport,
 * `data-hydrate="focus"` until the shopper comes to them (client/lib/interaction.ts), or
 * until what their `data-hydrate-cookie` / `data-hydrate-event` name is there.
 */
const seen = new WeakSet<Element>();
const fastConnection = document.documentElement.dataset.connection !== 'slow';

// Markers are `display: contents` (no box of their own), so the observer watches the
// island's first element and hydrates the marker it belongs to.
const markerOf = new WeakMap<Element, HTMLElement>();
const nearViewport =
  typeof IntersectionObserver === 'undefined'
    ? null
    : new IntersectionObserver(
        (entries, observer) => {
          for (const entry of entries) {
            const marker = markerOf.get(entry.target);
            if (!entry.isIntersecting || !marker) continue;
            observer.unobserve(entry.target);
            start(marker);
          }
        },
        { rootMargin: '400px 0px' },
      );

/** The island's props: the JSON data block right after its marker (worker/render/Island.tsx). */
function propsScript(marker: HTMLElement): HTMLScriptElement | null {
  const next = marker.nextElementSibling;
  return next instanceof HTMLScriptElement && next.dataset.islandProps === marker.dataset.islandId ? next : null;
}

function hydrate(marker: HTMLElement): void {
  // React parks streamed Suspense content in a hidden div until it swaps it in; a marker
  // whose props the parser has not reached yet is hydrated when they arrive (observer below).
  if (seen.has(marker) || marker.closest('[hidden]') || !propsScript(marker)) return;
  seen.add(marker);
  const box = marker.firstElementChild;
  if (marker.dataset.hydrate === 'focus') {
    // Loaded when the shopper comes to it: the chunk costs nothing until then. A click that
    // comes before the island is ready is held and replayed; focus already inside it (the
    // shopper came before this script ran) starts it at once.
    onInteraction(marker, () => start(marker));
  } else if (marker.dataset.hydrate === 'visible' && nearViewport && box) {
    markerOf.set(box, marker);
    nearViewport.observe(box);
  } else {
    start(marker);
  }
}

/** Marks the island hydrated once React has committed its hydration (the e2e tests wait for it). */
function Hydrated({ marker, children }: { marker: HTMLElement; children?: ReactNode }): ReactNode {
  useEffect(() => {
    marker.dataset.hydrated = 'true';
    marker.dispatchEvent(new Event(HYDRATED_EVENT));
  }, [marker]);
  return children;
}

const started = new WeakSet<Element>();

function start(marker: HTMLElement): void {
  if (started.has(marker)) return;
  started.add(marker);
  const name = marker.dataset.island ?? '';
  const load = (islandLoaders as Record<string, (typeof islandLoaders)[keyof typeof islandLoaders] | undefined>)[name];
  if (!load) {
    console.error(`Unknown island "${name}"`);
    // Nothing will hydrate it: an island waiting for the shopper lets their clicks through again.
    marker.dispatchEvent(new Event(FAILED_EVENT, { cancelable: true }));
    return;
  }
  const props: unknown = JSON.parse(propsScript(marker)?.textContent || '{}');
  load()
    .then((module) => {
      // The pictures' densities the server chose (spec §4), so hydration draws the same srcset.
      const tree = createElement(
        Hydrated,
        { marker },
        createElement(FastConnection.Provider, { value: fastConnection }, createElement(module.default, props as object)),
      );
      // At transition priority React hydrates in slices that yield to the browser
      // every few milliseconds, instead of one long task per island (total blocking time).
      startTransition(() => {
        hydrateRoot(marker, tree, { identifierPrefix: marker.dataset.islandId ?? '' });
      });
    })
    .catch((error: unknown) => {
      // An island the shopper came to decides with their click (interaction.ts): no reload for a pointer passing by.
      if (!marker.dispatchEvent(new Event(FAILED_EVENT, { cancelable: true }))) return;
      // A chunk from an older deploy is gone: reload once, then give up for 10 s (spec §8).
      if (!reloadAfterChunkFailure({ now: Date.now(), storage: sessionStorage, reload: reloadKeepingFields })) console.error(error);
    });
}

function scan(root: Document | HTMLElement): void {
  root.querySelectorAll<HTMLElement>('[data-island]').forEach(hydrate);
}

// After a chunk-failure reload: what the shopper had typed goes back into the form first (chunk-reload-forms.ts).
restoreFields(document, sessionStorage, Date.now());
scan(document);
new MutationObserver((records) => {
  for (const record of records) {
    record.addedNodes.forEach((node) => {
      if (!(node instanceof HTMLElement)) return;
      if (node.matches('[data-island]')) hydrate(node);
      else if (node.matches('script[data-island-props]')) {
        const marker = node.previousElementSibling;
        if (marker instanceof HTMLElement && marker.matches('[data-island]')) hydrate(marker);
      }
      scan(node);
    });
  }
}).observe(document.documentElement, { childList: true, subtree: true });

startBuildPoll();

// Real-user Web Vitals (client/lib/rum.ts), only where the page's consent grants analytics storage,
// RUM_AFTER_LOAD_MS after load (a grant made on the page starts it from the banner's script). The
// browser keeps the metrics of the time before (buffered performance entries).
const RUM_AFTER_LOAD_MS = 3000;
const rumLater = () =>
  setTimeout(() => {
    if (window.loipeConsent?.analytics_storage === 'granted') void import('./lib/rum').then((m) => m.startRum());
  }, RUM_AFTER_LOAD_MS);
if (document.readyState === 'complete') rumLater();
else addEventListener('load', rumLater, { once: true });

// The consent banner's script: only where the edge left the banner in (no choice stored yet), and
// only once the shopper comes to it (as a `focus` island). Before that, a choice is the banner's plain form post.
const consentBanner = document.querySelector<HTMLElement>('[data-consent-banner]');
if (consentBanner)
  onInteraction(consentBanner, () => {
    import('./lib/consent-banner')
      .then((m) => {
        m.enhanceConsentBanner(consentBanner);
        // A press held while it loaded is replayed now (client/lib/interaction.ts).
        consentBanner.dispatchEvent(new Event(HYDRATED_EVENT));
      })
      .catch(() => consentBanner.dispatchEvent(new Event(FAILED_EVENT, { cancelable: true })));
  });
