/**
 * A tiny SVG builder: elements are built from tag, attributes and children with every
 * attribute value escaped, so no drawing concatenates untrusted text into markup.
 */
export type Node = string;

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
export const escapeXml = (text: string) => text.replace(/[&<>"']/g, (ch) => ESCAPES[ch] ?? ch);

/** Rounds to one decimal so the markup stays short. */
export const n = (value: number) => String(Math.round(value * 10) / 10);

export function el(tag: string, attrs: Record<string, string | number | undefined>, ...children: Node[]): Node {
  const attrText = Object.entries(attrs)
    .filter(([, v]) => v !== undefined)
    .map(([k, v]) => ` ${k}="${escapeXml(typeof v === 'number' ? n(v) : v!)}"`)
    .join('');
  return children.length ? `<${tag}${attrText}>${children.join('')}</${tag}>` : `<${tag}${attrText}/>`;
}

/** Text content, escaped. */
export const text = (attrs: Record<string, string | number | undefined>, content: string) => el('text', attrs, escapeXml(content));

export const g = (attrs: Record<string, string | number | undefined>, ...children: Node[]) => el('g', attrs, ...children);
export const path = (d: string, fill: string, extra: Record<string, string | number | undefined> = {}) => el('path', { d, fill, ...extra });
export const rect = (x: number, y: number, w: number, h: number, fill: string, extra: Record<string, string | number | undefined> = {}) =>
  el('rect', { x, y, width: w, height: h, fill, ...extra });
export const circle = (cx: number, cy: number, r: number, fill: string, extra: Record<string, string | number | undefined> = {}) =>
  el('circle', { cx, cy, r, fill, ...extra });
export const ellipse = (
  cx: number,
  cy: number,
  rx: number,
  ry: number,
  fill: string,
  extra: Record<string, string | number | undefined> = {},
) => el('ellipse', { cx, cy, rx, ry, fill, ...extra });
export const line = (
  x1: number,
  y1: number,
  x2: number,
  y2: number,
  stroke: string,
  width: number,
  extra: Record<string, string | number | undefined> = {},
) => el('line', { x1, y1, x2, y2, stroke, 'stroke-width': width, 'stroke-linecap': 'round', ...extra });

/* ---------- colour ---------- */

export type Rgb = [number, number, number];

export function parseHex(hex: string): Rgb | null {
  const m = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(hex.trim());
  if (!m) return null;
  const h = m[1]!.length === 3 ? [...m[1]!].map((c) => c + c).join('') : m[1]!;
  return [0, 2, 4].map((i) => parseInt(h.slice(i, i + 2), 16)) as Rgb;
}

export const toHex = ([r, g2, b]: Rgb) =>
  `#${[r, g2, b]
    .map((v) =>
      Math.round(Math.max(0, Math.min(255, v)))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;

/** Mixes a colour toward another: amount 0 keeps `a`, 1 gives `b`. */
export function mix(a: string, b: string, amount: number): string {
  const x = parseHex(a) ?? [128, 128, 128];
  const y = parseHex(b) ?? [128, 128, 128];
  return toHex(x.map((v, i) => v + (y[i]! - v) * amount) as Rgb);
}

export const shade = (c: string, amount: number) => mix(c, '#000000', amount);
export const tint = (c: string, amount: number) => mix(c, '#ffffff', amount);

export function luminance(c: string): number {
  const [r, g2, b] = parseHex(c) ?? [128, 128, 128];
  return (0.2126 * r + 0.7152 * g2 + 0.0722 * b) / 255;
}

/** A colour that reads on top of `c` (dark on light colours, white on dark ones). */
export const onColor = (c: string) => (luminance(c) > 0.6 ? '#1b1e24' : '#ffffff');

/** Linear gradient definition; `stops` are [offset 0-1, colour]. */
export function linearGradient(id: string, stops: [number, string][], vertical = true): Node {
  return el(
    'linearGradient',
    { id, x1: 0, y1: 0, x2: vertical ? 0 : 1, y2: vertical ? 1 : 0 },
    ...stops.map(([offset, color]) => el('stop', { offset, 'stop-color': color })),
  );
}

/** What every drawing receives: the colours to use and whether to add fine detail. */
export interface Paint {
  base: string;
  dark: string;
  light: string;
  ink: string;
  /** False for low quality and tiny placeholders: flat shapes only. */
  detail: boolean;
}

export function paintFor(base: string, detail: boolean): Paint {
  return { base, dark: shade(base, 0.35), light: tint(base, 0.45), ink: onColor(base), detail };
}

export const WORDMARK_FONT = 'Helvetica Neue, Helvetica, Arial, sans-serif';
