/**
 * Consent Mode v2 rules (shared/consent.ts): where the purposes start denied, the choice
 * cookie's value, and the inline script before the tag manager, run as a browser would run it.
 */
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { COUNTRIES } from '../../../shared/countries';
import {
  CONSENT_COOKIE,
  CONSENT_PURPOSES,
  consentCookieValue,
  consentDefaults,
  consentScript,
  consentStateOf,
  hasConsentChoice,
  needsOptIn,
  parseConsentCookie,
  type ConsentState,
} from '../../../shared/consent';
import { chosenState } from '../../../client/lib/consent-banner';

const GRANTED: ConsentState = {
  analytics_storage: 'granted',
  ad_storage: 'granted',
  ad_user_data: 'granted',
  ad_personalization: 'granted',
};
const DENIED: ConsentState = { analytics_storage: 'denied', ad_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied' };

describe('where consent comes first', () => {
  // The shop's 19 countries: the 13 in Europe (EEA, UK, Switzerland) and "other countries" opt in.
  const optIn = ['at', 'be', 'cz', 'fr', 'de', 'it', 'nl', 'no', 'pl', 'es', 'se', 'gb', 'ch', 'global'];
  const optOut = ['us', 'ca', 'au', 'nz', 'jp'];

  it('covers every country the shop sells in, one way or the other', () => {
    expect([...optIn, ...optOut].sort()).toEqual(COUNTRIES.map((c) => c.value).sort());
  });
  it.each(optIn)('%s: every purpose starts denied', (country) => {
    expect(needsOptIn(country)).toBe(true);
    expect(consentDefaults(country)).toEqual(DENIED);
  });
  it.each(optOut)('%s: every purpose starts granted (a notice with an opt-out)', (country) => {
    expect(needsOptIn(country)).toBe(false);
    expect(consentDefaults(country)).toEqual(GRANTED);
  });
  it.each(['is', 'li', 'ie', 'pt', 'dk', 'fi'])('%s (EEA, no shop locale yet) opts in too', (country) => {
    expect(needsOptIn(country)).toBe(true);
  });
  // Any two-letter code is a page ("Other"): one the shop does not know never starts granted,
  // EU outermost regions (Réunion, French Guiana, Åland) included.
  it.each(['re', 'gf', 'ax', 'uk', 'br', 'xx'])('%s (a code the shop does not list) opts in', (country) => {
    expect(needsOptIn(country)).toBe(true);
    expect(consentDefaults(country)).toEqual(DENIED);
  });
});

describe('the choice cookie', () => {
  it.each([
    [{ analytics: true, ads: true }, '1.1111'],
    [{ analytics: false, ads: false }, '1.0000'],
    [{ analytics: true, ads: false }, '1.1000'],
    [{ analytics: false, ads: true }, '1.0111'],
  ])('%j is written %s and read back', (chosen, value) => {
    const state = consentStateOf(chosen);
    expect(consentCookieValue(state)).toBe(value);
    expect(parseConsentCookie(value)).toEqual(state);
  });
  it.each([undefined, '', '1.111', '1.11111', '2.1111', '0.1111', '01.1111', '001.0000', '1-1111', '1.1a11', ' 1.1111'])(
    '%j is no choice',
    (value) => {
      expect(parseConsentCookie(value)).toBeNull();
    },
  );
  it('is found among other cookies, by its exact name', () => {
    expect(hasConsentChoice(`a=1; ${CONSENT_COOKIE}=1.0000; b=2`)).toBe(true);
    expect(hasConsentChoice('consent=1.0000')).toBe(false);
    expect(hasConsentChoice(`x${CONSENT_COOKIE}=1.0000`)).toBe(false);
    expect(hasConsentChoice(null)).toBe(false);
  });
});

/** Runs the inline script with a cookie, as the browser runs it: what reached dataLayer, and the state it leaves. */
function run(country: string, cookie: string) {
  const window: Record<string, unknown> = {};
  const context = { window, document: { cookie } } as Record<string, unknown>;
  // A classic script's top-level names live on window: the context is the global object.
  Object.assign(context, { window: context });
  runInNewContext(consentScript(consentDefaults(country)), context);
  const layer = (context.dataLayer as ArrayLike<unknown>[]).map((entry) => Array.from(entry));
  return { layer, state: context.loipeConsent as ConsentState, gtag: context.gtag };
}

describe('the inline script before the tag manager', () => {
  it('sets the defaults first, as gtag arguments objects, with a wait for the banner', () => {
    const { layer, state, gtag } = run('de', '');
    expect(typeof gtag).toBe('function');
    expect(layer[0]).toEqual(['consent', 'default', { wait_for_update: 500, ...DENIED }]);
    expect(layer.some((args) => args[1] === 'update')).toBe(false);
    expect(state).toEqual(DENIED);
  });
  it('updates them from a stored choice of this policy', () => {
    const { layer, state } = run('de', `other=x; ${CONSENT_COOKIE}=1.1000; more=y`);
    expect(layer[1]).toEqual(['consent', 'update', { ...DENIED, analytics_storage: 'granted' }]);
    expect(state).toEqual({ ...DENIED, analytics_storage: 'granted' });
  });
  it('lets a rejection stand where the defaults are granted', () => {
    const { layer, state } = run('us', `${CONSENT_COOKIE}=1.0000`);
    expect(layer[0]?.[2]).toMatchObject(GRANTED);
    expect(layer[1]).toEqual(['consent', 'update', DENIED]);
    expect(state).toEqual(DENIED);
  });
  it.each(['consent=1.1111', `${CONSENT_COOKIE}=0.1111`, `${CONSENT_COOKIE}=1.111`, `${CONSENT_COOKIE}=1x1111`])('ignores %s', (cookie) => {
    const { layer, state } = run('de', cookie);
    expect(layer.filter((args) => args[0] === 'consent')).toHaveLength(1);
    expect(state).toEqual(DENIED);
  });
  it('leaves no names but dataLayer, gtag and the state on the page', () => {
    const context = { document: { cookie: '' } } as Record<string, unknown>;
    Object.assign(context, { window: context });
    runInNewContext(consentScript(DENIED), context);
    expect(Object.keys(context).sort()).toEqual(['dataLayer', 'document', 'gtag', 'loipeConsent', 'window'].sort());
  });
});

describe("the banner script's choice", () => {
  const form = (fields: Record<string, string>) => ({ get: (name: string) => fields[name] ?? null }) as unknown as FormData;
  it.each([
    ['accept', {}, GRANTED],
    ['accept', { analytics: 'on' }, GRANTED],
    ['reject', { analytics: 'on', ads: 'on' }, DENIED],
    ['custom', { analytics: 'on' }, { ...DENIED, analytics_storage: 'granted' }],
    ['custom', { ads: 'on' }, { ...GRANTED, analytics_storage: 'denied' }],
    [undefined, {}, DENIED],
  ])('%s with %j', (choice, fields, expected) => {
    expect(chosenState(choice, form(fields))).toEqual(expected);
    expect(Object.keys(chosenState(choice, form(fields)))).toEqual([...CONSENT_PURPOSES]);
  });
});
