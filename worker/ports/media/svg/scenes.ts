/**
 * Editorial scenes (`scene-…` ids): snowy landscapes drawn at the requested size. Words
 * in the id choose the elements (lake, forest, birch, hut, night, race, ...); a hash of
 * the id shapes the ridgelines, so each id always gives the same picture.
 */
import { hash32 } from '../../../rules/hash';
import { circle, el, g, linearGradient, n, path, rect, type Node } from './kit';

type Mood = 'day' | 'dawn' | 'dusk' | 'night' | 'spring';

const SKIES: Record<Mood, [string, string]> = {
  day: ['#9cc9ea', '#eaf4fb'],
  dawn: ['#e99a94', '#fbdcb2'],
  dusk: ['#3d3b6e', '#e69c7c'],
  night: ['#0a1330', '#25375f'],
  spring: ['#4fa3e3', '#d8edfb'],
};

const has = (name: string, pattern: RegExp) => pattern.test(name);

function moodOf(name: string): Mood {
  if (has(name, /night|stadium/)) return 'night';
  if (has(name, /sunrise|dawn|first/)) return 'dawn';
  if (has(name, /hut|dusk|evening/)) return 'dusk';
  if (has(name, /spring|corn/)) return 'spring';
  return 'day';
}

/** A seeded sequence of numbers in [0, 1). */
function random(seed: string): () => number {
  let state = hash32(seed) || 1;
  return () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 0x1_0000_0000;
  };
}

function ridge(W: number, H: number, base: number, amp: number, rnd: () => number, fill: string): Node {
  const steps = 14;
  const pts: string[] = [];
  let y = base;
  for (let i = 0; i <= steps; i++) {
    y = Math.max(base - amp, Math.min(base + amp * 0.3, y + (rnd() - 0.5) * amp));
    pts.push(`${n((W * i) / steps)},${n(H * y)}`);
  }
  return path(`M0,${n(H)} L${pts.join(' L')} L${n(W)},${n(H)} Z`, fill);
}

function pine(x: number, y: number, h: number, color: string): Node {
  const w = h * 0.45;
  return g(
    {},
    path(`M${n(x)},${n(y - h)} L${n(x + w / 2)},${n(y - h * 0.35)} L${n(x - w / 2)},${n(y - h * 0.35)} Z`, color),
    path(`M${n(x)},${n(y - h * 0.7)} L${n(x + w * 0.62)},${n(y)} L${n(x - w * 0.62)},${n(y)} Z`, color),
    path(`M${n(x - w * 0.3)},${n(y - h * 0.42)} L${n(x + w * 0.3)},${n(y - h * 0.42)} L${n(x)},${n(y - h * 0.62)} Z`, '#ffffff', {
      opacity: 0.55,
    }),
  );
}

function birch(x: number, y: number, h: number): Node {
  const marks = [0.2, 0.38, 0.55, 0.74].map((f) => rect(x - h * 0.012, y - h * f, h * 0.024, h * 0.018, '#3a3a3a'));
  return g(
    {},
    rect(x - h * 0.014, y - h, h * 0.028, h, '#f4f2ec', { stroke: '#b9b5aa', 'stroke-width': 1 }),
    ...marks,
    path(
      `M${n(x)},${n(y - h * 0.7)} L${n(x + h * 0.14)},${n(y - h * 0.92)} M${n(x)},${n(y - h * 0.55)} L${n(x - h * 0.12)},${n(y - h * 0.78)}`,
      'none',
      { stroke: '#6b5b4b', 'stroke-width': 2 },
    ),
  );
}

/** A classic skier in stride, `s` pixels tall, facing right. */
function skier(x: number, y: number, s: number, color: string): Node {
  const u = s / 60;
  const p = (dx: number, dy: number) => `${n(x + dx * u)},${n(y + dy * u)}`;
  return g(
    { fill: 'none', stroke: color, 'stroke-width': n(3.2 * u), 'stroke-linecap': 'round', 'stroke-linejoin': 'round' },
    circle(x + 6 * u, y - 52 * u, 5 * u, color, { stroke: 'none' }),
    el('path', {
      d: `M${p(4, -45)} L${p(-2, -24)} L${p(-14, -2)} M${p(-2, -24)} L${p(12, -10)} L${p(16, 0)} M${p(3, -40)} L${p(16, -32)} M${p(3, -40)} L${p(-10, -30)}`,
    }),
    el('path', { d: `M${p(16, -32)} L${p(26, 0)} M${p(-10, -30)} L${p(-24, -2)}`, 'stroke-width': n(1.4 * u) }),
    el('path', { d: `M${p(-30, 1)} L${p(4, 1)} M${p(0, 2)} L${p(34, 2)}`, 'stroke-width': n(1.8 * u) }),
  );
}

function cabin(x: number, y: number, s: number, dark: boolean): Node {
  return g(
    {},
    rect(x, y - s * 0.6, s, s * 0.6, '#7a4a2e'),
    path(`M${n(x - s * 0.1)},${n(y - s * 0.58)} L${n(x + s / 2)},${n(y - s)} L${n(x + s * 1.1)},${n(y - s * 0.58)} Z`, '#f7fafc', {
      stroke: '#c8d3dd',
      'stroke-width': 1,
    }),
    rect(x + s * 0.15, y - s * 0.42, s * 0.22, s * 0.18, dark ? '#ffd27a' : '#cfe3f1'),
    rect(x + s * 0.6, y - s * 0.42, s * 0.22, s * 0.18, dark ? '#ffd27a' : '#cfe3f1'),
  );
}

/** Inside the workshop: wooden wall, a window with snow outside, skis on a waxing bench. */
function workshop(W: number, H: number): Node {
  const planks = Array.from({ length: 8 }, (_, i) => rect(0, (H * i) / 8, W, H / 8 - 2, i % 2 ? '#8a5a3b' : '#946342'));
  return g(
    {},
    ...planks,
    rect(W * 0.62, H * 0.12, W * 0.26, H * 0.36, '#dbe9f4', { stroke: '#5b3a26', 'stroke-width': 8 }),
    path(
      `M${n(W * 0.62)},${n(H * 0.4)} Q${n(W * 0.75)},${n(H * 0.3)} ${n(W * 0.88)},${n(H * 0.38)} L${n(W * 0.88)},${n(H * 0.48)} L${n(W * 0.62)},${n(H * 0.48)} Z`,
      '#ffffff',
    ),
    rect(W * 0.05, H * 0.62, W * 0.9, H * 0.06, '#5b3a26'),
    rect(W * 0.1, H * 0.68, W * 0.04, H * 0.32, '#4a2f1f'),
    rect(W * 0.86, H * 0.68, W * 0.04, H * 0.32, '#4a2f1f'),
    rect(W * 0.08, H * 0.57, W * 0.84, H * 0.045, '#c8102e', { rx: H * 0.02 }),
    rect(W * 0.08, H * 0.585, W * 0.84, H * 0.012, '#16181c'),
    rect(W * 0.4, H * 0.5, W * 0.14, H * 0.07, '#2a2e35', { rx: 6 }),
  );
}

export function drawScene(name: string, W: number, H: number, detail: boolean): Node {
  const rnd = random(name);
  if (has(name, /workshop|waxing/)) return workshop(W, H);
  const mood = moodOf(name);
  const [top, bottom] = SKIES[mood];
  const night = mood === 'night' || mood === 'dusk';
  const parts: Node[] = [
    el(
      'defs',
      {},
      linearGradient('sky', [
        [0, top],
        [1, bottom],
      ]),
    ),
    rect(0, 0, W, H, 'url(#sky)'),
  ];
  if (mood === 'night' && detail)
    for (let i = 0; i < 40; i++)
      parts.push(circle(rnd() * W, rnd() * H * 0.45, 1 + rnd() * 1.2, '#ffffff', { opacity: 0.4 + rnd() * 0.5 }));
  if (mood !== 'night')
    parts.push(
      circle(
        W * (0.15 + rnd() * 0.7),
        H * (mood === 'dawn' ? 0.42 : 0.18),
        Math.min(W, H) * 0.06,
        mood === 'dawn' ? '#ffe3b0' : '#fff6d8',
        { opacity: 0.9 },
      ),
    );
  parts.push(ridge(W, H, 0.42, 0.16, rnd, night ? '#56668f' : '#c7d8e8'));
  if (has(name, /mountain|plateau|fjord|hut|first/)) parts.push(ridge(W, H, 0.52, 0.14, rnd, night ? '#3d4b70' : '#dde8f1'));
  if (has(name, /lake|fjord/)) {
    parts.push(rect(0, H * 0.58, W, H * 0.12, night ? '#3c5078' : '#b9d3e6'));
    if (detail) for (let i = 0; i < 6; i++) parts.push(rect(rnd() * W, H * (0.6 + rnd() * 0.08), W * 0.1, 2, '#ffffff', { opacity: 0.6 }));
  }
  // Foreground snow with a gentle curve.
  parts.push(
    path(
      `M0,${n(H * 0.66)} Q${n(W * 0.5)},${n(H * (0.6 + rnd() * 0.06))} ${n(W)},${n(H * 0.68)} L${n(W)},${n(H)} L0,${n(H)} Z`,
      night ? '#d6deea' : '#f7fafc',
    ),
  );
  const treeLine = H * 0.68;
  if (has(name, /forest|trail|hut|night|instructor|stadium/) && !has(name, /birch/)) {
    for (let i = 0; i < 9; i++) {
      const x = ((i + rnd() * 0.6) / 9) * W;
      if (x > W * 0.35 && x < W * 0.6 && has(name, /trail/)) continue;
      parts.push(pine(x, treeLine + rnd() * H * 0.04, H * (0.18 + rnd() * 0.14), night ? '#1f3b33' : '#2f5d4a'));
    }
  }
  if (has(name, /birch/))
    for (let i = 0; i < 10; i++) parts.push(birch(((i + rnd()) / 10) * W, treeLine + rnd() * H * 0.06, H * (0.35 + rnd() * 0.2)));
  if (has(name, /hut|cabin/)) parts.push(cabin(W * 0.62, treeLine, H * 0.2, night));
  if (has(name, /stadium|night/) && detail) {
    for (const x of [0.12, 0.88]) {
      parts.push(rect(W * x - 2, H * 0.18, 4, H * 0.52, '#2a2e35'));
      parts.push(circle(W * x, H * 0.18, H * 0.03, '#fff3c4'));
      parts.push(
        path(`M${n(W * x)},${n(H * 0.18)} L${n(W * (x < 0.5 ? x + 0.3 : x - 0.3))},${n(H)} L${n(W * x)},${n(H)} Z`, '#fff3c4', {
          opacity: 0.12,
        }),
      );
    }
  }
  if (has(name, /race|start/)) {
    for (let i = 0; i < 6; i++)
      parts.push(
        path(
          `M${n(W * (0.1 + i * 0.16))},${n(H * 0.72)} l0,${n(-H * 0.14)} l${n(W * 0.05)},${n(H * 0.03)} l${n(-W * 0.05)},${n(H * 0.03)}`,
          ['#c8102e', '#1f5fbf', '#f6d52a'][i % 3]!,
          { stroke: '#2a2e35', 'stroke-width': 2 },
        ),
      );
  }
  if (!has(name, /cabin/)) {
    // Set tracks: two pairs of grooves running into the distance.
    for (const offset of [0, 0.06]) {
      parts.push(
        path(`M${n(W * (0.2 + offset))},${n(H)} Q${n(W * (0.45 + offset / 2))},${n(H * 0.78)} ${n(W * 0.62)},${n(H * 0.7)}`, 'none', {
          stroke: '#c8d3dd',
          'stroke-width': Math.max(1.5, H * 0.006),
        }),
      );
    }
  }
  const skiers = has(name, /instructor|group/) ? 4 : has(name, /trail|race|first|stadium|night|plateau|birch/) ? 1 : 0;
  for (let i = 0; i < skiers; i++)
    parts.push(skier(W * (0.4 + i * 0.11), H * (0.84 - i * 0.03), H * (0.2 - i * 0.02), night ? '#0d1220' : '#1b2433'));
  return g({}, ...parts);
}
