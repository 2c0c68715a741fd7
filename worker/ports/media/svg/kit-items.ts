/** Bags, packs, wax, tools, bottles and glasses, in a 400 × 400 box. */
import type { ProductKind } from '../../content/catalog-entries';
import { circle, el, ellipse, g, line, path, rect, text, WORDMARK_FONT, type Node, type Paint } from './kit';

const DARK = '#2a2e35';

function skiBag(p: Paint): Node {
  return g(
    { transform: 'rotate(-32 200 200)' },
    rect(20, 160, 360, 80, p.base, { rx: 36, stroke: p.dark, 'stroke-width': 2 }),
    line(50, 182, 350, 182, p.dark, 3, { 'stroke-dasharray': '4 3' }),
    rect(170, 140, 60, 24, 'none', { rx: 10, stroke: DARK, 'stroke-width': 7 }),
    circle(44, 244, 12, DARK),
    p.detail ? rect(230, 196, 90, 30, p.light, { rx: 8 }) : '',
  );
}

function bootBag(p: Paint): Node {
  return g(
    {},
    path('M80,150 L320,150 L330,320 Q330,336 314,336 L86,336 Q70,336 70,320 Z', p.base, { stroke: p.dark, 'stroke-width': 2 }),
    path('M150,150 Q150,90 200,90 Q250,90 250,150', 'none', { stroke: DARK, 'stroke-width': 10 }),
    p.detail
      ? g({}, ...[110, 130, 150].map((y) => circle(100, y + 60, 5, p.dark)), ...[110, 130, 150].map((y) => circle(300, y + 60, 5, p.dark)))
      : '',
    line(90, 176, 310, 176, p.dark, 3, { 'stroke-dasharray': '5 4' }),
  );
}

function backpack(p: Paint): Node {
  return g(
    {},
    path('M120,100 Q120,60 200,60 Q280,60 280,100 L292,330 Q292,350 272,350 L128,350 Q108,350 108,330 Z', p.base, {
      stroke: p.dark,
      'stroke-width': 2,
    }),
    rect(140, 220, 120, 100, p.dark, { rx: 16 }),
    rect(186, 40, 28, 24, 'none', { rx: 10, stroke: DARK, 'stroke-width': 6 }),
    p.detail ? g({}, line(150, 250, 250, 250, p.light, 4), line(96, 120, 108, 320, DARK, 8), line(304, 120, 292, 320, DARK, 8)) : '',
  );
}

function drinkBelt(p: Paint): Node {
  return g(
    {},
    path('M30,230 Q200,290 370,230 L370,262 Q200,322 30,262 Z', DARK),
    rect(150, 120, 100, 170, p.base, { rx: 24, stroke: p.dark, 'stroke-width': 2 }),
    rect(172, 80, 56, 50, '#dfe3e8', { rx: 8 }),
    rect(186, 64, 28, 20, DARK, { rx: 4 }),
    p.detail ? rect(160, 220, 80, 44, p.light, { rx: 10 }) : '',
  );
}

function wax(p: Paint, uid: string): Node {
  if (uid.includes('grip')) {
    // Grip wax comes in a round tin.
    return g(
      {},
      rect(120, 150, 160, 150, p.base, { rx: 10, stroke: p.dark, 'stroke-width': 2 }),
      ellipse(200, 150, 80, 24, p.light, { stroke: p.dark, 'stroke-width': 2 }),
      ellipse(200, 300, 80, 24, p.base, { stroke: p.dark, 'stroke-width': 2 }),
      rect(120, 200, 160, 50, '#ffffff', { opacity: 0.9 }),
      p.detail
        ? text(
            { x: 200, y: 234, 'text-anchor': 'middle', 'font-family': WORDMARK_FONT, 'font-weight': 700, 'font-size': 24, fill: p.dark },
            'LOIPE',
          )
        : '',
    );
  }
  return g(
    {},
    path('M90,180 L290,150 L330,200 L130,230 Z', p.light, { stroke: p.dark, 'stroke-width': 2 }),
    path('M90,180 L130,230 L130,290 L90,240 Z', p.dark),
    path('M130,230 L330,200 L330,260 L130,290 Z', p.base, { stroke: p.dark, 'stroke-width': 2 }),
    p.detail
      ? text(
          {
            x: 230,
            y: 258,
            'text-anchor': 'middle',
            'font-family': WORDMARK_FONT,
            'font-weight': 700,
            'font-size': 22,
            fill: p.ink,
            transform: 'rotate(-8 230 250)',
          },
          'LOIPE',
        )
      : '',
  );
}

function klister(p: Paint): Node {
  return g(
    { transform: 'rotate(-20 200 200)' },
    path('M80,170 L290,160 Q320,160 320,200 Q320,240 290,240 L80,230 L60,250 L60,150 Z', p.base, { stroke: p.dark, 'stroke-width': 2 }),
    rect(320, 184, 40, 32, DARK, { rx: 6 }),
    p.detail ? rect(120, 180, 140, 40, '#ffffff', { opacity: 0.85, rx: 6 }) : '',
  );
}

function waxIron(p: Paint): Node {
  return g(
    {},
    path('M60,300 L340,300 L340,262 L80,262 Q60,262 60,282 Z', '#b8bec6', { stroke: '#7d8590', 'stroke-width': 2 }),
    path('M90,262 L320,262 L300,190 Q296,176 282,176 L130,176 Q110,176 104,196 Z', DARK),
    path(
      'M140,176 L140,120 Q140,100 160,100 L280,100 Q300,100 300,120 L300,176 L270,176 L270,132 L170,132 L170,176 Z',
      p.base === '#16181c' ? '#3b4048' : p.base,
    ),
    p.detail ? rect(150, 206, 70, 30, '#9fe2bf', { rx: 4 }) : '',
  );
}

function waxTools(p: Paint): Node {
  return g(
    {},
    rect(60, 120, 130, 190, '#bfe3f2', { rx: 8, opacity: 0.8, stroke: '#7d8590', 'stroke-width': 2 }),
    ellipse(280, 170, 70, 40, p.base === '#16181c' ? '#5b3a26' : p.base, { stroke: DARK, 'stroke-width': 2 }),
    ...[0, 1, 2, 3, 4].map((i) => line(232 + i * 22, 206, 232 + i * 22, 222, '#c2a27a', 6)),
    rect(230, 260, 100, 50, '#c2a27a', { rx: 10 }),
  );
}

function bottle(p: Paint): Node {
  return g(
    {},
    rect(140, 110, 120, 250, p.base, { rx: 26, stroke: p.dark, 'stroke-width': 2 }),
    rect(150, 60, 100, 56, p.dark, { rx: 12 }),
    p.detail ? g({}, rect(148, 170, 10, 140, '#ffffff', { opacity: 0.35, rx: 5 }), rect(140, 300, 120, 14, p.dark)) : '',
  );
}

function glasses(p: Paint): Node {
  return g(
    {},
    path('M60,170 Q200,120 340,170 L330,230 Q270,262 210,232 Q200,226 190,232 Q130,262 70,230 Z', '#3d6d8c', {
      opacity: 0.9,
      stroke: p.dark,
      'stroke-width': 3,
    }),
    path('M60,170 Q200,120 340,170 L336,186 Q200,138 64,186 Z', p.base),
    line(60, 174, 24, 200, p.base, 8),
    line(340, 174, 376, 200, p.base, 8),
    p.detail
      ? path('M90,184 Q140,170 170,190', 'none', { stroke: '#ffffff', 'stroke-width': 5, opacity: 0.6, 'stroke-linecap': 'round' })
      : '',
  );
}

export function drawKit(kind: ProductKind, uid: string, p: Paint): Node {
  switch (kind) {
    case 'ski-bag':
      return skiBag(p);
    case 'boot-bag':
      return bootBag(p);
    case 'backpack':
      return backpack(p);
    case 'drink-belt':
      return drinkBelt(p);
    case 'wax':
      return wax(p, uid);
    case 'klister':
      return klister(p);
    case 'wax-iron':
      return waxIron(p);
    case 'wax-tools':
      return waxTools(p);
    case 'bottle':
      return bottle(p);
    case 'glasses':
      return glasses(p);
    default:
      return el('g', {});
  }
}
