/**
 * Product colours: one word each, so the colour swap of spec §5 (lowercase colour
 * appended to the image id, `aurora-classic-ski-red`) stays unambiguous.
 */
export const PALETTE = {
  Red: '#c8102e',
  Crimson: '#9b1b30',
  Coral: '#f2665e',
  Orange: '#f28c28',
  Amber: '#ffb000',
  Yellow: '#f6d52a',
  Lime: '#a4c639',
  Green: '#2e8b57',
  Forest: '#1f4d36',
  Mint: '#8fd8c2',
  Teal: '#0f7c80',
  Ice: '#bfe3f2',
  Blue: '#1f5fbf',
  Cobalt: '#0d3b8c',
  Navy: '#14213d',
  Purple: '#6b3fa0',
  Plum: '#6e2c5a',
  Pink: '#e75a9c',
  White: '#f4f6f8',
  Silver: '#b8bec6',
  Grey: '#7d8590',
  Graphite: '#3b4048',
  Black: '#16181c',
  Sand: '#d8c3a0',
} as const;

export type ColorName = keyof typeof PALETTE;

const LOWER = new Map(Object.keys(PALETTE).map((name) => [name.toLowerCase(), name as ColorName]));

/** `red` → `Red`; null when the word is not a product colour. */
export function colorFromSlug(slug: string): ColorName | null {
  return LOWER.get(slug) ?? null;
}

export function colorHex(name: ColorName): string {
  return PALETTE[name];
}
