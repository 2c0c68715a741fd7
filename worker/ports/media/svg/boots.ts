/** Nordic boots in side view (toe to the right) and bindings, in a 400 × 400 box. */
import type { ProductKind } from '../../content/catalog-entries';
import { circle, el, g, line, path, rect, type Node, type Paint } from './kit';

const SOLE = '#24272d';

function sole(x0: number, x1: number, y: number, lugs: boolean): Node {
  const parts = [rect(x0, y, x1 - x0, lugs ? 22 : 16, SOLE, { rx: 7 }), rect(x1 - 18, y + 2, 8, 6, '#8d949e', { rx: 1 })];
  if (lugs) for (let x = x0 + 14; x < x1 - 20; x += 22) parts.push(rect(x, y + 18, 12, 8, SOLE, { rx: 2 }));
  return g({}, ...parts);
}

export function drawBoot(kind: ProductKind, p: Paint): Node {
  const junior = kind === 'junior-boot';
  const backcountry = kind === 'backcountry-boot';
  const cuffed = kind === 'skate-boot' || kind === 'combi-boot';
  const upperTop = backcountry ? 96 : cuffed ? 120 : 140;
  const upper =
    `M70,296 L70,${upperTop + 20} Q70,${upperTop} 92,${upperTop} L168,${upperTop} Q190,${upperTop} 192,${upperTop + 24} ` +
    `C206,200 262,218 322,234 Q352,244 350,296 Z`;
  const parts: Node[] = [
    el('ellipse', { cx: 205, cy: 330, rx: 160, ry: 10, fill: '#000', opacity: 0.08 }),
    path(upper, p.base, { stroke: p.dark, 'stroke-width': 2 }),
  ];
  if (p.detail) {
    // Gaiter zip along the instep and a heel counter in the darker shade.
    parts.push(path('M186,150 C204,208 260,228 330,246', 'none', { stroke: p.dark, 'stroke-width': 3, 'stroke-dasharray': '6 4' }));
    parts.push(path(`M70,296 L70,232 Q104,226 122,296 Z`, p.dark, { opacity: 0.7 }));
    parts.push(path('M250,262 Q300,258 346,276', 'none', { stroke: p.light, 'stroke-width': 6, 'stroke-linecap': 'round' }));
  }
  if (cuffed) {
    parts.push(
      path(
        `M62,250 L62,${upperTop - 12} Q62,${upperTop - 26} 80,${upperTop - 26} L170,${upperTop - 26} Q196,${upperTop - 24} 200,200 L150,244 Z`,
        kind === 'skate-boot' ? p.dark : p.light,
        { stroke: p.dark, 'stroke-width': 2 },
      ),
    );
    if (p.detail) parts.push(circle(118, 214, 9, '#c9ced6', { stroke: SOLE, 'stroke-width': 2 }));
  }
  if (backcountry && p.detail) {
    for (let i = 0; i < 5; i++) parts.push(circle(196 + i * 24, 172 + i * 14, 4, '#c9ced6'));
    parts.push(rect(70, 280, 280, 12, '#5b3a26', { opacity: 0.5 }));
  }
  if (junior && p.detail) parts.push(rect(150, 190, 110, 26, p.light, { rx: 8, transform: 'rotate(22 205 203)' }));
  parts.push(sole(64, 356, 294, backcountry));
  return junior ? g({ transform: 'translate(40 60) scale(0.8)' }, ...parts) : g({}, ...parts);
}

export function drawBinding(kind: ProductKind, p: Paint): Node {
  const backcountry = kind === 'backcountry-binding';
  const parts: Node[] = [
    // A short piece of ski in perspective, the binding on top.
    path('M40,300 L360,300 L330,250 L70,250 Z', '#d9dde3'),
    path('M40,300 L360,300 L360,312 L40,312 Z', '#aab1bb'),
  ];
  if (backcountry) {
    parts.push(rect(150, 196, 120, 60, '#2a2e35', { rx: 10 }));
    parts.push(
      path('M146,206 C96,200 96,150 150,140 L270,140', 'none', { stroke: '#c9ced6', 'stroke-width': 8, 'stroke-linecap': 'round' }),
    );
    parts.push(rect(200, 176, 56, 30, p.base, { rx: 6 }));
  } else {
    parts.push(path('M110,262 L300,262 L286,222 L128,222 Z', '#2a2e35'));
    parts.push(rect(250, 200, 44, 40, p.base, { rx: 8 }));
    parts.push(rect(150, 214, 80, 18, p.base, { rx: 4 }));
  }
  if (p.detail) {
    parts.push(line(130, 246, 290, 246, p.light, 3));
    parts.push(rect(256, 206, 32, 8, p.light, { rx: 3 }));
  }
  return g({}, ...parts);
}
