/**
 * Spec §4: the connection is fast when the effective connection type's number is at least 4
 * (`4g`); images then use densities 96/144 dpi, otherwise 72/72. The server reads the
 * browser's `ECT` client hint (asked for with `Accept-CH: ECT`); the page carries the
 * answer on `<html data-connection>` so islands hydrate with the same pictures.
 */
const ECT_NUMBER: Record<string, number> = { 'slow-2g': 1, '2g': 2, '3g': 3, '4g': 4 };

/** `4g` → 4, `slow-2g` → 1; null when the value names no connection type. */
export function effectiveTypeNumber(ect: string | null | undefined): number | null {
  if (typeof ect !== 'string') return null;
  return ECT_NUMBER[ect.trim().toLowerCase().replace(/^"|"$/g, '')] ?? null;
}

/**
 * Fast when the type's number is at least 4. A browser that does not say (no hint yet on
 * a first visit, or one without the Network Information API) is served as fast: the shop
 * would rather send a sharp picture than a blurred one on an unknown, likely good line.
 */
export function isFastConnection(ect: string | null | undefined): boolean {
  const number = effectiveTypeNumber(ect);
  return number === null || number >= 4;
}
