/**
 * Dates and country names in the page's language. Spec §8: a date that cannot be formatted
 * is an empty string, never an error on the page. (Opening hours: worker/render/frame.ts.)
 */

/** `2026-11-12` in `de-DE` → `12. November 2026`; anything unparseable → ''. */
export function formatDate(languageTag: string, iso: string, style: 'long' | 'medium' = 'long'): string {
  try {
    const date = new Date(iso);
    if (Number.isNaN(date.getTime())) return '';
    return new Intl.DateTimeFormat(languageTag, { dateStyle: style, timeZone: 'UTC' }).format(date);
  } catch {
    return '';
  }
}

/** Country name of an ISO code in the page's language (`NO` in `de` → `Norwegen`); the code when Intl does not know it. */
export function countryName(languageTag: string, code: string): string {
  try {
    return new Intl.DisplayNames([languageTag], { type: 'region' }).of(code.toUpperCase()) ?? code;
  } catch {
    return code;
  }
}
