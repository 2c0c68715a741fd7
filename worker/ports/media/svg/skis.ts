/** Ski pairs and pole pairs, drawn upright in a 400 × 400 box. */
import type { ProductKind } from '../../content/catalog-entries';
import { circle, el, g, line, n, path, rect, text, WORDMARK_FONT, type Node, type Paint } from './kit';

interface SkiShape {
  /** Waist width and extra width at the tip (sidecut). */
  width: number;
  tipExtra: number;
  /** Top of the tip and bottom of the tail. */
  top: number;
  bottom: number;
  edges: boolean;
}

const SHAPES: Partial<Record<ProductKind, SkiShape>> = {
  'classic-ski': { width: 26, tipExtra: 2, top: 16, bottom: 388, edges: false },
  'skate-ski': { width: 26, tipExtra: 0, top: 34, bottom: 380, edges: false },
  'race-ski': { width: 22, tipExtra: 0, top: 12, bottom: 390, edges: false },
  'touring-ski': { width: 32, tipExtra: 4, top: 20, bottom: 386, edges: false },
  'backcountry-ski': { width: 36, tipExtra: 12, top: 30, bottom: 382, edges: true },
  'junior-ski': { width: 26, tipExtra: 2, top: 90, bottom: 372, edges: false },
};

function ski(cx: number, shape: SkiShape, p: Paint, tilt: number): Node {
  const half = shape.width / 2;
  const tipHalf = half + shape.tipExtra / 2;
  const shoulder = shape.top + 60;
  const outline = [
    `M${n(cx - half)},${n(shape.bottom - 8)}`,
    `Q${n(cx - half)},${n(shape.bottom)} ${n(cx)},${n(shape.bottom)}`,
    `Q${n(cx + half)},${n(shape.bottom)} ${n(cx + half)},${n(shape.bottom - 8)}`,
    `L${n(cx + tipHalf)},${n(shoulder)}`,
    `Q${n(cx + tipHalf)},${n(shape.top + 8)} ${n(cx)},${n(shape.top)}`,
    `Q${n(cx - tipHalf)},${n(shape.top + 8)} ${n(cx - tipHalf)},${n(shoulder)}`,
    'Z',
  ].join(' ');
  const mid = (shape.top + shape.bottom) / 2;
  const parts: Node[] = [path(outline, p.base, { stroke: p.dark, 'stroke-width': 2 })];
  if (p.detail) {
    // A diagonal graphic band, a centre line and the wordmark along the ski.
    parts.push(
      path(
        `M${n(cx - half)},${n(mid + 30)} L${n(cx + half)},${n(mid - 10)} L${n(cx + half)},${n(mid + 20)} L${n(cx - half)},${n(mid + 60)} Z`,
        p.light,
      ),
    );
    parts.push(line(cx, shape.top + 30, cx, mid - 30, p.dark, 1.5, { opacity: 0.6 }));
    parts.push(
      text(
        {
          x: cx,
          y: shape.bottom - 40,
          fill: p.ink,
          'font-family': WORDMARK_FONT,
          'font-size': Math.max(10, half * 0.9),
          'font-weight': 700,
          'letter-spacing': 2,
          transform: `rotate(-90 ${n(cx)} ${n(shape.bottom - 40)})`,
        },
        'LOIPE',
      ),
    );
    if (shape.edges) {
      parts.push(line(cx - tipHalf + 1, shoulder, cx - half + 1, shape.bottom - 8, '#c9ced6', 2));
      parts.push(line(cx + tipHalf - 1, shoulder, cx + half - 1, shape.bottom - 8, '#c9ced6', 2));
    }
  }
  // Binding plate at the balance point.
  parts.push(rect(cx - half + 3, mid - 14, shape.width - 6, 36, '#2a2e35', { rx: 3 }));
  return g({ transform: `rotate(${tilt} ${n(cx)} ${n(mid)})` }, ...parts);
}

export function drawSkis(kind: ProductKind, p: Paint): Node {
  const shape = SHAPES[kind] ?? SHAPES['classic-ski']!;
  return g({}, ski(178, shape, p, -5), ski(222, shape, p, 5));
}

function pole(x: number, p: Paint, tilt: number): Node {
  const parts: Node[] = [line(x, 40, x, 372, p.base, 7), rect(x - 7, 22, 14, 58, '#2a2e35', { rx: 6 }), line(x, 384, x, 396, '#9aa1ab', 3)];
  if (p.detail) {
    parts.push(
      path(`M${n(x - 7)},${n(30)} C${n(x - 30)},${n(40)} ${n(x - 26)},${n(92)} ${n(x - 4)},${n(82)}`, 'none', {
        stroke: p.dark,
        'stroke-width': 5,
        'stroke-linecap': 'round',
      }),
    );
    parts.push(rect(x - 8, 70, 16, 8, '#c2a27a', { rx: 2 }));
    parts.push(line(x, 150, x, 240, p.light, 2, { opacity: 0.8 }));
  }
  // Basket: a small ring near the tip.
  parts.push(el('ellipse', { cx: x, cy: 366, rx: 16, ry: 5, fill: 'none', stroke: '#2a2e35', 'stroke-width': 3 }));
  parts.push(circle(x, 366, 3, '#2a2e35'));
  return g({ transform: `rotate(${tilt} ${n(x)} 210)` }, ...parts);
}

export function drawPoles(p: Paint): Node {
  return g({}, pole(182, p, -6), pole(218, p, 6));
}
