/**
 * Resolves an image id to a drawing and lays it out in an SVG document of the requested
 * size. Ids: `{product uid}` or `{product uid}-{colour}`, `scene-…`, `athlete-…`, `logo-loipe`.
 */
import { colorFromSlug, colorHex, type ColorName } from '../../../data/catalog/palette';
import type { MediaProduct } from '../documents';
import { drawApparel } from './apparel';
import { drawBinding, drawBoot } from './boots';
import { drawKit } from './kit-items';
import { el, escapeXml, g, n, paintFor, rect, type Node, type Paint } from './kit';
import { drawLogo, drawPortrait } from './portraits';
import { drawScene } from './scenes';
import { drawPoles, drawSkis } from './skis';

export type Subject =
  | { type: 'product'; product: MediaProduct; color: ColorName }
  | { type: 'scene'; name: string }
  | { type: 'portrait'; name: string }
  | { type: 'logo' };

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** What an id shows, or null when nothing goes by that id. `products`: the service's product table by uid. */
export function resolveSubject(id: string, products: ReadonlyMap<string, MediaProduct>): Subject | null {
  if (id.length > 120 || !SLUG.test(id)) return null;
  if (id.startsWith('scene-')) return { type: 'scene', name: id };
  if (id.startsWith('athlete-')) return { type: 'portrait', name: id };
  if (id === 'logo-loipe') return { type: 'logo' };
  const whole = products.get(id);
  if (whole) return { type: 'product', product: whole, color: whole.colors[0] as ColorName };
  const cut = id.lastIndexOf('-');
  const product = products.get(id.slice(0, cut));
  const color = colorFromSlug(id.slice(cut + 1));
  if (!product || !color || !product.colors.includes(color)) return null;
  return { type: 'product', product, color };
}

/** Size of the original, used when a request names neither width nor height. */
export function naturalSize(subject: Subject): [number, number] {
  switch (subject.type) {
    case 'product':
      return [1000, 1000];
    case 'scene':
      return [2400, 1200];
    case 'portrait':
      return [800, 1000];
    case 'logo':
      return [800, 280];
  }
}

function drawProduct(product: MediaProduct, p: Paint): Node {
  const kind = product.kind;
  if (kind.endsWith('-ski')) return drawSkis(kind, p);
  if (kind.endsWith('-boot')) return drawBoot(kind, p);
  if (kind === 'binding' || kind === 'backcountry-binding') return drawBinding(kind, p);
  if (kind === 'pole') return drawPoles(p);
  if (['glove', 'mitten', 'hat', 'headband', 'socks', 'neck-gaiter'].includes(kind)) return drawApparel(kind, product.uid, p);
  return drawKit(kind, product.uid, p);
}

/** Scale and offset that fit a design box into the canvas (contain) or fill it (cover). */
function fit(W: number, H: number, boxW: number, boxH: number, cover: boolean, pad: number): string {
  const s = (cover ? Math.max(W / boxW, H / boxH) : Math.min(W / boxW, H / boxH)) * (1 - pad);
  return `translate(${n((W - boxW * s) / 2)} ${n((H - boxH * s) / 2)}) scale(${Math.round(s * 10000) / 10000})`;
}

export interface Layout {
  width: number;
  height: number;
  /** Intrinsic size after the density factor. */
  pixelWidth: number;
  pixelHeight: number;
  background: string;
  detail: boolean;
  cover: boolean;
}

export function renderSvg(subject: Subject, layout: Layout): string {
  const { width: W, height: H } = layout;
  let title: string;
  let body: Node;
  let ownBackground = false;
  switch (subject.type) {
    case 'product': {
      title = `${subject.product.title}, ${subject.color}`;
      const drawing = drawProduct(subject.product, paintFor(colorHex(subject.color), layout.detail));
      body = g({ transform: fit(W, H, 400, 400, false, 0.08) }, drawing);
      break;
    }
    case 'scene':
      title = subject.name.replace(/^scene-/, '').replace(/-/g, ' ');
      body = drawScene(subject.name, W, H, layout.detail);
      ownBackground = true;
      break;
    case 'portrait':
      title = subject.name.replace(/^athlete-/, '').replace(/-/g, ' ');
      body = g({ transform: fit(W, H, 400, 500, true, 0) }, drawPortrait(subject.name, layout.detail));
      ownBackground = true;
      break;
    case 'logo':
      title = 'Loipe';
      body = g({ transform: fit(W, H, 400, 140, layout.cover, 0.05) }, drawLogo('#16181c'));
      break;
  }
  const background = !ownBackground && layout.background !== 'none' ? rect(0, 0, W, H, layout.background) : '';
  return el(
    'svg',
    {
      xmlns: 'http://www.w3.org/2000/svg',
      viewBox: `0 0 ${n(W)} ${n(H)}`,
      width: layout.pixelWidth,
      height: layout.pixelHeight,
      role: 'img',
      preserveAspectRatio: 'xMidYMid slice',
    },
    `<title>${escapeXml(title)}</title>`,
    background,
    body,
  );
}
