/**
 * Field-by-field locale fallback (spec §7: a non-default language tries its own entry,
 * then the base entry; en-us uses only the base).
 *
 * Rules, applied at every depth:
 * - a field the translation leaves out, sets to undefined or leaves as an empty string
 *   keeps the base value (an empty field is an editor's unfilled field, not a wish for
 *   blank text; the catalog's own copy follows the same rule);
 * - plain objects merge field by field;
 * - arrays of the same length merge element by element, so a translation can restate
 *   a nav list as `[{ link: { title: 'Ski' } }, {}, ...]` and keep every href;
 * - an array of another length replaces the base array whole (the translator chose a
 *   different structure, e.g. fewer paragraphs), as does any other value.
 */
import type { DeepPartial } from './entries';

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function localize<T>(base: T, translation: DeepPartial<T> | undefined): T {
  if (translation === undefined) return base;
  return merge(base, translation) as T;
}

function merge(base: unknown, over: unknown): unknown {
  if (over === undefined || over === '') return base;
  if (Array.isArray(base) && Array.isArray(over)) {
    if (base.length !== over.length) return over;
    return base.map((item, i) => merge(item, over[i]));
  }
  if (isPlainObject(base) && isPlainObject(over)) {
    const out: Record<string, unknown> = { ...base };
    for (const [key, value] of Object.entries(over)) out[key] = merge(base[key], value);
    return out;
  }
  return over;
}
