/**
 * Colour swatches on cards and product pages (spec §2, §5): swatches show only when a
 * product has more than one colour; beyond 6 (desktop) or 4 (mobile) a '+N' link counts
 * the rest; choosing a colour swaps the lowercase colour into the image id and adds a
 * lowercase `color` query parameter to the product link.
 */
export const SWATCH_LIMIT = { desktop: 6, mobile: 4 } as const;

/** `Forest Green` → `forest-green`: the form colours take in ids and URLs. */
export function colorSlug(color: string): string {
  return color.trim().toLowerCase().replace(/\s+/g, '-');
}

/** Spec §5 colour swap: the product's base image id with the lowercase colour inserted. */
export function colorImageId(baseId: string, color: string): string {
  return `${baseId}-${colorSlug(color)}`;
}

/** Spec §2: swatches only when more than one colour exists. */
export function showsSwatches(colorCount: number): boolean {
  return colorCount > 1;
}

/** How many swatches a card shows and how many the '+N' link counts. */
export function swatchLayout(colorCount: number, device: 'desktop' | 'mobile'): { visible: number; more: number } {
  if (!showsSwatches(colorCount)) return { visible: 0, more: 0 };
  const limit = SWATCH_LIMIT[device];
  return colorCount > limit ? { visible: limit, more: colorCount - limit } : { visible: colorCount, more: 0 };
}

/**
 * A product link with the selected colour as lowercase `color` query parameter; other
 * parameters stay. Relative links stay relative.
 */
export function withColor(href: string, color: string | null | undefined): string {
  const [beforeHash, hash = ''] = href.split('#', 2) as [string, string?];
  const [path, query = ''] = beforeHash.split('?', 2) as [string, string?];
  const params = new URLSearchParams(query);
  if (color) params.set('color', colorSlug(color));
  else params.delete('color');
  const search = params.toString();
  return `${path}${search ? `?${search}` : ''}${hash ? `#${hash}` : ''}`;
}

/** The colour named by a `color` query value among a product's colours (case-insensitive), or null. */
export function colorFromQuery(value: string | null | undefined, colors: readonly string[]): string | null {
  if (!value) return null;
  const wanted = colorSlug(value);
  return colors.find((c) => colorSlug(c) === wanted) ?? null;
}
