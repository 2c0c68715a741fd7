/**
 * Spec §3 email signup settings: which lists a signup joins. The content service offers
 * lists per region; a signup may ask only for lists offered where the shopper is, and one
 * that names none joins the first list offered there (the general newsletter).
 */
export type ListChoice = { ok: true; lists: string[] } | { ok: false; unknown: string[] };

export function chooseLists(requested: readonly string[] | undefined, offered: readonly string[]): ListChoice {
  if (!requested || requested.length === 0) return offered.length ? { ok: true, lists: [offered[0]!] } : { ok: false, unknown: [] };
  const unknown = requested.filter((id) => !offered.includes(id));
  return unknown.length ? { ok: false, unknown: [...new Set(unknown)] } : { ok: true, lists: [...new Set(requested)] };
}
