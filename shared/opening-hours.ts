/**
 * Opening hours in the shopper's language: consecutive days with the same hours become a
 * range ("Monday – Friday"), times follow the locale's clock (10:00 AM or 10:00), and the
 * days a shop keeps shut say so. Day and time names come from Intl, so every locale is real.
 */

export type Day = 'mon' | 'tue' | 'wed' | 'thu' | 'fri' | 'sat' | 'sun';
export const WEEK: readonly Day[] = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'];

export interface HoursRow {
  days_of_week: readonly Day[];
  /** Local time `HH:MM`, 24 h. */
  opening_time: string;
  closing_time: string;
}

export interface HoursLine {
  /** "Monday – Friday", "Saturday". */
  days: string;
  /** "10:00 AM – 7:00 PM", or null on closed days. */
  time: string | null;
}

// 1 January 2024 was a Monday: WEEK[i] is that date plus i days (UTC, so no zone shifts it).
const dayDate = (day: Day) => new Date(Date.UTC(2024, 0, 1 + WEEK.indexOf(day)));

function clock(value: string): Date | null {
  const match = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(value);
  return match ? new Date(Date.UTC(2024, 0, 1, Number(match[1]), Number(match[2]))) : null;
}

/** Runs of consecutive days (Monday first) that share the same key. */
function runs(keyOf: (day: Day) => string | null): { from: Day; to: Day; key: string | null }[] {
  const out: { from: Day; to: Day; key: string | null }[] = [];
  for (const day of WEEK) {
    const key = keyOf(day);
    const last = out[out.length - 1];
    if (last && last.key === key) last.to = day;
    else out.push({ from: day, to: day, key });
  }
  return out;
}

/**
 * The week's lines, Monday first. `tag` is a BCP 47 tag (`de-DE`); an unparseable time
 * row is left out rather than shown wrong. Example (en-US):
 * [{ days: 'Monday – Friday', time: '10:00 AM – 6:00 PM' }, { days: 'Sunday', time: null }]
 */
export function openingHoursLines(rows: readonly HoursRow[], tag: string): HoursLine[] {
  const weekday = new Intl.DateTimeFormat(tag, { weekday: 'long', timeZone: 'UTC' });
  const time = new Intl.DateTimeFormat(tag, { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' });
  const spans = new Map<Day, string>();
  for (const row of rows) {
    const open = clock(row.opening_time);
    const close = clock(row.closing_time);
    if (!open || !close || close <= open) continue;
    for (const day of row.days_of_week) if (!spans.has(day)) spans.set(day, time.formatRange(open, close));
  }
  return runs((day) => spans.get(day) ?? null).map(({ from, to, key }) => ({
    days: from === to ? weekday.format(dayDate(from)) : `${weekday.format(dayDate(from))} – ${weekday.format(dayDate(to))}`,
    time: key,
  }));
}
