/**
 * Dates and opening hours in the page's language. Spec §8: a date that cannot be formatted
 * is an empty string, never an error on the page.
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

/** `14:30` in `en-US` → `2:30 PM`, `08:00` in `de-DE` → `08:00`; a malformed time comes back as given. */
export function formatTime(languageTag: string, time: string): string {
  const match = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(time);
  if (!match) return time;
  try {
    const at = Date.UTC(2026, 0, 5, Number(match[1]), Number(match[2]));
    const numeric = new Intl.DateTimeFormat(languageTag, { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' });
    // 24-hour clocks write opening hours with two-digit hours (08:00), 12-hour clocks do not (8:00 AM).
    if (numeric.resolvedOptions().hour12) return numeric.format(at);
    return new Intl.DateTimeFormat(languageTag, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone: 'UTC' }).format(at);
  } catch {
    return time;
  }
}

export const WEEK = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
export type Weekday = (typeof WEEK)[number];

/**
 * Days as runs of consecutive weekdays: `mon…fri, sun` → `[['mon','fri'], ['sun','sun']]`,
 * so `Monday–Friday, Sunday` reads as people write opening hours.
 */
export function dayRuns(days: readonly string[]): [Weekday, Weekday][] {
  const sorted = WEEK.filter((d) => days.includes(d));
  const runs: [Weekday, Weekday][] = [];
  for (const day of sorted) {
    const last = runs[runs.length - 1];
    if (last && WEEK.indexOf(day) === WEEK.indexOf(last[1]) + 1) last[1] = day;
    else runs.push([day, day]);
  }
  return runs;
}

/** Country name of an ISO code in the page's language (`NO` in `de` → `Norwegen`); the code when Intl does not know it. */
export function countryName(languageTag: string, code: string): string {
  try {
    return new Intl.DisplayNames([languageTag], { type: 'region' }).of(code.toUpperCase()) ?? code;
  } catch {
    return code;
  }
}
