/**
 * Islands hydrated when the shopper comes to them (`data-hydrate="focus"`: the header's search
 * box, menu button, country link and cart). Their chunks and hydration stay out of the page's
 * load (issue 15: total blocking time, JS before interaction), and what the shopper does first
 * still works:
 * - focus, a touch or the pointer over the island starts loading it (focus already inside it
 *   when the entry runs starts it at once);
 * - a click, or Enter / Space, on one of its links or buttons before it is ready is held and
 *   replayed on the same control once the island has hydrated and settled; a click with a
 *   modifier (new tab, new window) is left to the browser;
 * - when its chunk cannot load (spec §8), nothing happens while the pointer only passes over
 *   it; a link clicked then or after is followed, as without JavaScript, and a button reloads
 *   the page (once per 10 s, client/lib/chunk-reload.ts);
 * - focus stays on the control when hydration replaces the focused element (the cart's link
 *   becomes a button);
 * - `data-hydrate-cookie="name"` starts it at once when that cookie is set (the cart's count
 *   must show), `data-hydrate-event="type"` when that window event fires, and the island gets
 *   the events it missed once it has hydrated (the cart's "added" announcement).
 */

import { reloadAfterChunkFailure } from './chunk-reload';

/** Fired on the marker when React has committed the island's hydration (client/entry.tsx). */
export const HYDRATED_EVENT = 'loipe:hydrated';
/** Fired on the marker (cancelable) when its chunk could not load; cancelled here, where the shopper's click decides. */
export const FAILED_EVENT = 'loipe:hydrate-failed';

const TRIGGERS = ['focusin', 'pointerdown', 'pointerover'] as const;

/** Whether `cookies` (document.cookie) holds a cookie of that name. */
export function hasCookie(cookies: string, name: string): boolean {
  return cookies.split(';').some((part) => part.trim().startsWith(`${name}=`));
}

/** The control after hydration: the element itself if React kept it, else the first in the island with all its classes. */
export function sameControl(marker: Element, original: Element): HTMLElement | null {
  if (original.isConnected && marker.contains(original)) return original as HTMLElement;
  const classes = [...original.classList];
  return classes.length ? marker.querySelector<HTMLElement>(classes.map((name) => `.${CSS.escape(name)}`).join('')) : null;
}

/** A frame and a task: what an island re-renders in its first effects (the cart link → button) is on the page. */
const settle = () => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));

/** Calls `start` on the shopper's first interaction with the marker (or its cookie or event), and keeps that interaction. */
const reloadPage = () => reloadAfterChunkFailure({ now: Date.now(), storage: sessionStorage, reload: () => location.reload() });

/** What a click on a control of an island that could not load does: a link is followed, a button reloads the page. */
function withoutIsland(control: HTMLElement): void {
  if (control instanceof HTMLAnchorElement) location.assign(control.href);
  else reloadPage();
}

export function onInteraction(marker: HTMLElement, start: () => void): void {
  let held: HTMLElement | null = null;
  let failed = false;
  let focused: Element | null = null;
  const missed: unknown[] = [];
  const wakeEvent = marker.dataset.hydrateEvent;
  const go = () => {
    for (const type of TRIGGERS) marker.removeEventListener(type, go, true);
    start();
  };
  const onFocus = (event: Event) => {
    focused = event.target as Element;
  };
  const onClick = (event: MouseEvent) => {
    const control = (event.target as Element | null)?.closest<HTMLElement>('a[href], button');
    if (!control || !marker.contains(control)) return;
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    if (failed) {
      // A link goes on natively; a button has nothing to do without its island.
      if (!(control instanceof HTMLAnchorElement)) withoutIsland(control);
      return;
    }
    event.preventDefault();
    event.stopImmediatePropagation();
    held = control;
    go();
  };
  const onWake = (event: Event) => {
    missed.push((event as CustomEvent).detail);
    go();
  };

  marker.addEventListener('focusin', onFocus, true);
  marker.addEventListener('click', onClick, true);
  for (const type of TRIGGERS) marker.addEventListener(type, go, true);
  if (wakeEvent) window.addEventListener(wakeEvent, onWake);

  marker.addEventListener(
    HYDRATED_EVENT,
    async () => {
      if (wakeEvent) window.removeEventListener(wakeEvent, onWake);
      await settle();
      marker.removeEventListener('focusin', onFocus, true);
      marker.removeEventListener('click', onClick, true);
      const active = document.activeElement;
      if (focused && !focused.isConnected && (!active || active === document.body)) sameControl(marker, focused)?.focus();
      if (held) sameControl(marker, held)?.click();
      if (wakeEvent) for (const detail of missed) window.dispatchEvent(new CustomEvent(wakeEvent, { detail }));
    },
    { once: true },
  );
  marker.addEventListener(
    FAILED_EVENT,
    (event) => {
      event.preventDefault();
      failed = true;
      if (held) withoutIsland(held);
      held = null;
    },
    { once: true },
  );

  if (marker.contains(document.activeElement)) {
    // The shopper came to it before this script ran (it loads after first paint): no focus
    // event is coming, so waiting for one would leave the island dead until they leave and return.
    focused = document.activeElement;
    go();
  } else if (marker.dataset.hydrateCookie && hasCookie(document.cookie, marker.dataset.hydrateCookie)) go();
}
