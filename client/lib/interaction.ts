/**
 * Islands hydrated when the shopper comes to them (`data-hydrate="focus"`: the header's search
 * box, menu button, country link and cart). Their chunks and hydration stay out of the page's
 * load (total blocking time, JS before interaction), and what the shopper does first
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
 * - a form's submit button is never held: the form is sent as without JavaScript;
 * - `data-hydrate-cookie="name:key"` starts it at once when that cookie holds a count for the
 *   key (the cart's count must show), `data-hydrate-event="type …"` when one of those window
 *   events fires, and the island gets the events it missed once it has hydrated (the cart's
 *   optimistic count, then its "added" announcement).
 */

import { reloadAfterChunkFailure } from './chunk-reload';
import { reloadKeepingFields } from './chunk-reload-forms';

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

const reloadPage = () => reloadAfterChunkFailure({ now: Date.now(), storage: sessionStorage, reload: reloadKeepingFields });

/** A form's submit button: the form works without its island, so its press is never held. */
function submitsForm(control: HTMLElement): control is HTMLButtonElement {
  return control instanceof HTMLButtonElement && control.type === 'submit' && control.form !== null;
}

/** What a held click on a control of an island that could not load does: a link is followed, a button reloads the page. */
function withoutIsland(control: HTMLElement): void {
  if (control instanceof HTMLAnchorElement) location.assign(control.href);
  else reloadPage();
}

/**
 * The wake cookie (`data-hydrate-cookie`): `name` wakes the island when that cookie is set,
 * `name:key` when the cookie, read as `key=value&…` (the cart's `cart_count`), holds a count
 * above 0 for that key. It reads the cookie as cart-math.ts `parseCountCookie` does, apart:
 * that module in the entry would be split into a chunk of its own, one more request on
 * every page (it is shared with the cart's lazy chunks).
 */
export function cookieWakes(cookies: string, spec: string): boolean {
  const [name = '', key] = spec.split(':');
  if (key === undefined) return hasCookie(cookies, name);
  for (const part of cookies.split(';')) {
    const [cookie, ...rest] = part.trim().split('=');
    if (cookie !== name) continue;
    let value: string | null = null;
    try {
      value = new URLSearchParams(decodeURIComponent(rest.join('='))).get(key);
    } catch {
      return false;
    }
    return Number(value) > 0;
  }
  return false;
}

/** Calls `start` on the shopper's first interaction with the marker (or its cookie or event), and keeps that interaction. */
export function onInteraction(marker: HTMLElement, start: () => void): void {
  let held: HTMLElement | null = null;
  let failed = false;
  let focused: Element | null = null;
  const missed: { type: string; detail: unknown }[] = [];
  // One or more window events (space-separated) that start the island; it gets them again once hydrated.
  const wakeEvents = (marker.dataset.hydrateEvent ?? '').split(/\s+/).filter(Boolean);
  const go = () => {
    for (const type of TRIGGERS) marker.removeEventListener(type, go, true);
    start();
  };
  const onFocus = (event: Event) => {
    focused = event.target as Element;
  };
  // The shopper went elsewhere (focus or a press outside the island): hydration gives focus back to nothing.
  const onElsewhere = (event: Event) => {
    if (!marker.contains(event.target as Node)) focused = null;
  };
  const onClick = (event: MouseEvent) => {
    const control = (event.target as Element | null)?.closest<HTMLElement>('a[href], button');
    if (!control || !marker.contains(control)) return;
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    // A form's submit (the header search) goes on as it does without JavaScript: never held.
    if (submitsForm(control)) return;
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
    missed.push({ type: event.type, detail: (event as CustomEvent).detail });
    go();
  };

  marker.addEventListener('focusin', onFocus, true);
  marker.addEventListener('click', onClick, true);
  document.addEventListener('focusin', onElsewhere, true);
  document.addEventListener('pointerdown', onElsewhere, true);
  for (const type of TRIGGERS) marker.addEventListener(type, go, true);
  for (const type of wakeEvents) window.addEventListener(type, onWake);

  marker.addEventListener(
    HYDRATED_EVENT,
    async () => {
      for (const type of wakeEvents) window.removeEventListener(type, onWake);
      await settle();
      marker.removeEventListener('focusin', onFocus, true);
      marker.removeEventListener('click', onClick, true);
      document.removeEventListener('focusin', onElsewhere, true);
      document.removeEventListener('pointerdown', onElsewhere, true);
      const active = document.activeElement;
      if (focused && !focused.isConnected && (!active || active === document.body)) sameControl(marker, focused)?.focus();
      if (held) sameControl(marker, held)?.click();
      for (const { type, detail } of missed) window.dispatchEvent(new CustomEvent(type, { detail }));
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
  } else if (marker.dataset.hydrateCookie && cookieWakes(document.cookie, marker.dataset.hydrateCookie)) go();
}
