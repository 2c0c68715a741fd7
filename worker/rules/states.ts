/**
 * States and provinces (US, CA): one list per country, read once from the store's country
 * list, serves the checkout and account address forms and every address check. A state is
 * accepted by code (`CO`), name (`Colorado`) or slug (`new-york`), in any case.
 */

/** One state of a country's list: its code in upper case, its name, and every spelling accepted. */
export interface StateChoice {
  code: string;
  name: string;
  aliases: readonly string[];
}

/** State lists by ISO country code, only for countries that have states. */
export type StateLists = Readonly<Record<string, readonly StateChoice[]>>;

/** The port's rows (abbreviation, name, slug) as choices, in the list's order. */
export function stateChoicesOf(rows: readonly { abbreviation: string; name: string; value: string }[]): StateChoice[] {
  return rows.map((s) => ({ code: s.abbreviation.toUpperCase(), name: s.name, aliases: [s.name, s.value] }));
}

/** The state a text names in a country's list (code, name or slug, trimmed, any case); null when none. */
export function findState(list: readonly StateChoice[] | undefined, given: string): StateChoice | null {
  const wanted = given.trim().toUpperCase();
  if (!list || wanted === '') return null;
  return list.find((s) => s.code === wanted || s.aliases.some((alias) => alias.toUpperCase() === wanted)) ?? null;
}
