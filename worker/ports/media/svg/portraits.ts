/**
 * Athlete portraits (`athlete-…` ids): a stylised head-and-shoulders silhouette in a
 * 400 × 500 box, its colours chosen by a hash of the id. Also the brand logo.
 */
import { hash32 } from '../../../rules/hash';
import { circle, el, g, linearGradient, path, rect, text, WORDMARK_FONT, shade, tint, type Node } from './kit';

const BACKDROPS = ['#1f5fbf', '#0f7c80', '#6b3fa0', '#c8102e', '#2e8b57', '#14213d', '#f28c28'];
const JACKETS = ['#c8102e', '#16181c', '#f6d52a', '#1f5fbf', '#f4f6f8', '#2e8b57', '#e75a9c'];
const SKIN = ['#f1c7a4', '#e0a982', '#c68a62', '#8d5a3b', '#f5d6bd'];

const pick = <T>(list: readonly T[], h: number, shift: number): T => list[(h >>> shift) % list.length]!;

export function drawPortrait(id: string, detail: boolean): Node {
  const h = hash32(id);
  const backdrop = pick(BACKDROPS, h, 0);
  const jacket = pick(JACKETS, h, 5);
  const skin = pick(SKIN, h, 10);
  const hat = pick(JACKETS, h, 15);
  const glasses = ((h >>> 20) & 1) === 1;
  const parts: Node[] = [
    el(
      'defs',
      {},
      linearGradient('backdrop', [
        [0, tint(backdrop, 0.25)],
        [1, shade(backdrop, 0.25)],
      ]),
    ),
    rect(0, 0, 400, 500, 'url(#backdrop)'),
    // Shoulders and jacket collar.
    path('M40,500 Q48,360 200,340 Q352,360 360,500 Z', jacket),
    path('M160,350 L200,420 L240,350 Z', shade(jacket, 0.3)),
    rect(176, 290, 48, 64, shade(skin, 0.1), { rx: 14 }),
    circle(200, 240, 78, skin),
    // Beanie with a folded brim.
    path('M120,236 Q118,148 200,144 Q282,148 280,236 Z', hat),
    rect(118, 214, 164, 30, shade(hat, 0.25), { rx: 12 }),
  ];
  if (glasses)
    parts.push(path('M132,262 Q200,236 268,262 L262,290 Q232,304 206,288 L194,288 Q168,304 138,290 Z', '#1b1e24', { opacity: 0.92 }));
  if (detail) {
    parts.push(path('M170,312 Q200,326 230,312', 'none', { stroke: shade(skin, 0.3), 'stroke-width': 4, 'stroke-linecap': 'round' }));
    if (!glasses) parts.push(circle(172, 268, 6, '#1b1e24'), circle(228, 268, 6, '#1b1e24'));
    parts.push(rect(250, 420, 70, 50, '#ffffff', { rx: 4, opacity: 0.9 }));
    parts.push(
      text(
        { x: 285, y: 455, 'text-anchor': 'middle', 'font-family': WORDMARK_FONT, 'font-weight': 700, 'font-size': 26, fill: '#16181c' },
        String(1 + (h % 99)),
      ),
    );
  }
  return g({}, ...parts);
}

/** The Loipe wordmark over two ski tracks, in a 400 × 140 box. */
export function drawLogo(color: string): Node {
  return g(
    {},
    text(
      {
        x: 200,
        y: 84,
        'text-anchor': 'middle',
        'font-family': WORDMARK_FONT,
        'font-weight': 800,
        'font-size': 84,
        'letter-spacing': 10,
        fill: color,
      },
      'LOIPE',
    ),
    path('M40,116 Q200,96 360,116', 'none', { stroke: color, 'stroke-width': 5, 'stroke-linecap': 'round' }),
    path('M40,130 Q200,110 360,130', 'none', { stroke: color, 'stroke-width': 5, 'stroke-linecap': 'round' }),
  );
}
