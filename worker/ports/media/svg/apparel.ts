/** Gloves, mitts, hats, headbands, socks and neck gaiters, in a 400 × 400 box. */
import type { ProductKind } from '../../content/catalog-entries';
import { circle, el, ellipse, g, line, path, rect, type Node, type Paint } from './kit';

function glove(p: Paint, mitt: boolean): Node {
  const hand = mitt
    ? // Lobster mitt: thumb plus two double-finger chambers.
      'M130,300 L130,170 Q130,96 176,96 Q204,96 208,130 Q214,84 248,86 Q284,90 282,150 L282,300 Z'
    : 'M130,300 L130,150 Q130,126 146,126 Q162,126 162,150 L162,96 Q162,72 180,72 Q198,72 198,96 L198,84 Q198,60 216,60 Q234,60 234,86 L234,100 Q234,78 252,78 Q270,78 270,102 L270,300 Z';
  const parts: Node[] = [
    path(hand, p.base, { stroke: p.dark, 'stroke-width': 2 }),
    path('M130,226 Q96,210 92,176 Q90,150 112,152 Q128,156 132,190 Z', p.base, { stroke: p.dark, 'stroke-width': 2 }),
    rect(124, 296, mitt ? 164 : 152, 64, p.dark, { rx: 10 }),
  ];
  if (p.detail) {
    parts.push(rect(124, 308, mitt ? 164 : 152, 8, p.light, { opacity: 0.8 }));
    parts.push(path('M150,250 Q200,230 250,250', 'none', { stroke: p.light, 'stroke-width': 5, 'stroke-linecap': 'round' }));
  }
  return g({}, ...parts);
}

function hat(p: Paint, pompom: boolean): Node {
  const parts: Node[] = [
    path('M96,270 Q96,110 200,100 Q304,110 304,270 Z', p.base, { stroke: p.dark, 'stroke-width': 2 }),
    rect(88, 250, 224, 62, p.dark, { rx: 12 }),
  ];
  if (p.detail) {
    for (let x = 104; x < 304; x += 16) parts.push(line(x, 258, x, 304, p.base, 4, { opacity: 0.5 }));
    parts.push(path('M120,200 Q200,170 280,200', 'none', { stroke: p.light, 'stroke-width': 8, 'stroke-linecap': 'round' }));
  }
  if (pompom) parts.push(circle(200, 92, 36, p.light, { stroke: p.dark, 'stroke-width': 2 }));
  return g({}, ...parts);
}

function headband(p: Paint): Node {
  return g(
    {},
    ellipse(200, 210, 150, 70, 'none', { stroke: p.base, 'stroke-width': 46 }),
    p.detail ? ellipse(200, 210, 150, 70, 'none', { stroke: p.light, 'stroke-width': 4, 'stroke-dasharray': '10 8' }) : '',
  );
}

function socks(p: Paint): Node {
  const sock = (dx: number) =>
    g(
      { transform: `translate(${dx} 0)` },
      path('M120,60 L190,60 L190,250 Q190,300 150,330 L96,340 Q70,340 70,316 Q70,296 100,286 L120,270 Z', p.base, {
        stroke: p.dark,
        'stroke-width': 2,
      }),
      rect(116, 60, 78, 30, p.dark, { rx: 4 }),
      p.detail ? path('M70,316 Q70,340 96,340 L112,338 L108,300 Z', p.light) : '',
    );
  return g({}, sock(-10), sock(120));
}

function gaiter(p: Paint): Node {
  return g(
    {},
    path('M120,90 L280,90 L290,310 L110,310 Z', p.base, { stroke: p.dark, 'stroke-width': 2 }),
    ellipse(200, 90, 80, 20, p.dark),
    ellipse(200, 310, 90, 22, p.base, { stroke: p.dark, 'stroke-width': 2 }),
    p.detail ? path('M116,200 Q200,222 286,200', 'none', { stroke: p.light, 'stroke-width': 6 }) : '',
  );
}

export function drawApparel(kind: ProductKind, uid: string, p: Paint): Node {
  switch (kind) {
    case 'glove':
      return glove(p, false);
    case 'mitten':
      return glove(p, true);
    case 'hat':
      return hat(p, uid.includes('pom'));
    case 'headband':
      return headband(p);
    case 'socks':
      return socks(p);
    case 'neck-gaiter':
      return gaiter(p);
    default:
      return el('g', {});
  }
}
