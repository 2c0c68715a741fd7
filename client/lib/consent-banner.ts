/**
 * The consent banner with JavaScript: the choice is taken without leaving the page. Loaded by
 * the entry only when the banner is on the page (the edge drops it once a choice is stored),
 * so no other page pays for it. Without it the banner is a plain form post (worker/consent/api.ts).
 */
import { CONSENT_GLOBAL, CONSENT_POLICY_VERSION, consentStateOf, type ConsentState } from '../../shared/consent';

type ConsentWindow = { gtag?: (...args: unknown[]) => void; [CONSENT_GLOBAL]?: ConsentState };

/** The four signals the form's submit button and checkboxes say. */
export function chosenState(choice: string | undefined, form: FormData): ConsentState {
  if (choice === 'accept') return consentStateOf({ analytics: true, ads: true });
  if (choice === 'reject') return consentStateOf({ analytics: false, ads: false });
  return consentStateOf({ analytics: form.get('analytics') === 'on', ads: form.get('ads') === 'on' });
}

/** The page's locale prefix, as the API takes it (the en-us home is `/`); none on a path without one. */
export function pageLocale(path: string): { locale?: string } {
  if (path === '/') return { locale: 'en-us' };
  const prefix = /^\/([a-z]{2}-(?:[a-z]{2}|global))(?:\/|$)/.exec(path)?.[1];
  return prefix ? { locale: prefix } : {};
}

export function enhanceConsentBanner(banner: HTMLElement, win: Window & ConsentWindow = window): void {
  const form = banner.querySelector('form');
  if (!form) return;
  form.addEventListener('submit', (event) => {
    const submitter = (event as SubmitEvent).submitter as HTMLButtonElement | null;
    const data = new FormData(form);
    const state = chosenState(submitter?.value, data);
    event.preventDefault();
    fetch(form.action, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({ purposes: state, policy_version: CONSENT_POLICY_VERSION, ...pageLocale(location.pathname) }),
    })
      .then((response) => {
        if (!response.ok) throw new Error(`consent: ${response.status}`);
        // The tags on this page follow the choice at once; later pages read it from the cookie.
        win.gtag?.('consent', 'update', state);
        win[CONSENT_GLOBAL] = state;
        // Web Vitals are measured from the moment analytics storage is granted (client/lib/rum.ts).
        if (state.analytics_storage === 'granted') void import('./rum').then((m) => m.startRum());
        const hadFocus = banner.contains(document.activeElement);
        banner.remove();
        // Focus would fall to the body: it goes on to the page's content instead.
        if (hadFocus) document.getElementById('main')?.focus();
      })
      // Not saved (offline, a refusal): the plain form post says why, or comes back with the banner.
      .catch(() => {
        const choice = document.createElement('input');
        choice.type = 'hidden';
        choice.name = 'choice';
        choice.value = submitter?.value ?? 'custom';
        form.appendChild(choice);
        form.submit();
      });
  });
  // The choice is taken here from now on (the e2e tests wait for it, as for a hydrated island).
  banner.dataset.ready = 'true';
}
