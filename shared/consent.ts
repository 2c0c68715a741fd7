/**
 * Consent Mode v2 (both sides): the four storage purposes Google's tags read, where they
 * start denied, how a shopper's choice is kept in a first-party cookie, and the inline script
 * that sets the defaults and the stored choice on `dataLayer` before the tag manager loads.
 *
 * The script is the same bytes for every visitor of a page (so cached pages stay shared): the
 * page's locale decides the defaults, and the script itself reads the cookie in the browser.
 */

export const CONSENT_PURPOSES = ['analytics_storage', 'ad_storage', 'ad_user_data', 'ad_personalization'] as const;
export type ConsentPurpose = (typeof CONSENT_PURPOSES)[number];
export type ConsentState = Record<ConsentPurpose, 'granted' | 'denied'>;

/**
 * The version of the privacy policy a choice was made under. A cookie of an older version is
 * no choice: the banner shows again, and the defaults apply until the shopper answers.
 */
export const CONSENT_POLICY_VERSION = 1;

/** Not HttpOnly: the page's inline script reads it. `__Host-`: Secure, Path=/, no Domain. */
export const CONSENT_COOKIE = '__Host-consent';

/** 180 days: a choice is asked again at least twice a year (supervisors ask for at most 13 months). */
export const CONSENT_MAX_AGE_SECONDS = 180 * 24 * 3600;

/** The banner's two choices a shopper makes one by one; advertising covers the three ad signals. */
export const CONSENT_CHOICES = ['analytics', 'ads'] as const;
export type ConsentChoice = (typeof CONSENT_CHOICES)[number];

/**
 * Countries where the shop may start with every purpose granted (a notice and an opt-out): the
 * United States, Canada, Australia, New Zealand and Japan. Everywhere else starts denied (opt-in):
 * the EEA (the EU with its outermost regions, Iceland, Liechtenstein, Norway), the United Kingdom,
 * Switzerland, `global` ("other countries") and any other code a path may carry, so no country the
 * shop does not know ever starts granted.
 */
const OPT_OUT_COUNTRIES = new Set(['us', 'ca', 'au', 'nz', 'jp']);

/** True where every purpose starts denied (opt-in); in OPT_OUT_COUNTRIES they start granted, with a notice and an opt-out. */
export function needsOptIn(country: string): boolean {
  return !OPT_OUT_COUNTRIES.has(country);
}

const state = (granted: boolean): 'granted' | 'denied' => (granted ? 'granted' : 'denied');

/** The defaults of a page in `country`, before any choice. */
export function consentDefaults(country: string): ConsentState {
  const granted = !needsOptIn(country);
  return {
    analytics_storage: state(granted),
    ad_storage: state(granted),
    ad_user_data: state(granted),
    ad_personalization: state(granted),
  };
}

/** The four signals of a choice: analytics, and advertising for the three ad signals. */
export function consentStateOf(chosen: { analytics: boolean; ads: boolean }): ConsentState {
  return {
    analytics_storage: state(chosen.analytics),
    ad_storage: state(chosen.ads),
    ad_user_data: state(chosen.ads),
    ad_personalization: state(chosen.ads),
  };
}

/**
 * The cookie's value: the policy version, a dot, one digit per purpose in CONSENT_PURPOSES order
 * (`1.1000`: analytics granted, advertising denied). Cookie-safe without any encoding.
 */
export function consentCookieValue(consent: ConsentState, version = CONSENT_POLICY_VERSION): string {
  return `${version}.${CONSENT_PURPOSES.map((p) => (consent[p] === 'granted' ? '1' : '0')).join('')}`;
}

/** The value as the page's inline script matches it: this policy version exactly (`01.1111` is no choice). */
const VALUE = /^([1-9]\d{0,3})\.([01]{4})$/;

/** The stored choice of a cookie value under the current policy, else null (no cookie, another version, a bad value). */
export function parseConsentCookie(value: string | undefined | null): ConsentState | null {
  const match = VALUE.exec(value ?? '');
  if (!match || Number(match[1]) !== CONSENT_POLICY_VERSION) return null;
  const bits = match[2]!;
  return Object.fromEntries(CONSENT_PURPOSES.map((p, i) => [p, bits[i] === '1' ? 'granted' : 'denied'])) as ConsentState;
}

/** The value of one cookie in a `Cookie` header (or `document.cookie`), without decoding. */
export function cookieValue(header: string | null | undefined, name: string): string | undefined {
  for (const part of (header ?? '').split(';')) {
    const at = part.indexOf('=');
    if (at > 0 && part.slice(0, at).trim() === name) return part.slice(at + 1).trim();
  }
  return undefined;
}

/** True when the request carries a choice made under the current policy: the banner has nothing to ask. */
export function hasConsentChoice(cookieHeader: string | null | undefined): boolean {
  return parseConsentCookie(cookieValue(cookieHeader, CONSENT_COOKIE)) !== null;
}

/** Where the page's script leaves the state in force (read by the Web Vitals reporter and the banner's script). */
export const CONSENT_GLOBAL = 'loipeConsent';

declare global {
  interface Window {
    /** The consent state in force on the page (CONSENT_GLOBAL), set by consentScript. */
    loipeConsent?: ConsentState;
  }
}

/**
 * The inline script before the container: `gtag('consent','default',…)` with the page's
 * defaults, then, when the cookie holds a choice of this policy, `gtag('consent','update',…)`
 * with it. `gtag` pushes its `arguments` object, as Google's own snippet does (the tags read
 * that shape, not an array). `wait_for_update` gives a banner's answer on this page 500 ms to
 * arrive before tags fire. Every page carries it, so it is written short (es2022, as the module loader).
 */
export function consentScript(defaults: ConsentState): string {
  const bits = consentCookieValue(defaults).split('.')[1];
  return [
    'window.dataLayer=window.dataLayer||[];function gtag(){dataLayer.push(arguments)}',
    `(()=>{const m=document.cookie.match(/(?:^|; *)${CONSENT_COOKIE}=${CONSENT_POLICY_VERSION}\\.([01]{4})(?:;|$)/),`,
    `f=b=>Object.fromEntries(${JSON.stringify(CONSENT_PURPOSES)}.map((p,i)=>[p,b[i]>0?"granted":"denied"]));`,
    `let d=f("${bits}");gtag("consent","default",{...d,wait_for_update:500});`,
    `m&&gtag("consent","update",d=f(m[1]));window.${CONSENT_GLOBAL}=d})();`,
  ].join('');
}
