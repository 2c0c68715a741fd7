import { describe, expect, it } from 'vitest';
import {
  colorImageId,
  DPI,
  IMAGE_ALIAS,
  IMAGE_QUALITY,
  imageSources,
  imageUrl,
  MEDIA_ROUTE_DEFAULTS,
  metadataUrl,
  PLACEHOLDER_SIZE,
} from '../../../shared/image-url';
import { bannerSizes, CARD_SIZES, DEFAULT_SIZES, mediaQuery, SLIDER_SIZES } from '../../../shared/image-sizes';

const size = (rules: readonly { maxWidth?: number; minWidth?: number; width: number; height: number }[]) =>
  rules.map((r) => [r.maxWidth ?? null, r.minWidth ?? null, r.width, r.height]);

describe('size tables of spec §9', () => {
  it('default sizes: 480x480 up to 480, 768x432 up to 768, 1440x480 up to 1439 and from 1440', () => {
    expect(size(DEFAULT_SIZES)).toEqual([
      [480, null, 480, 480],
      [768, null, 768, 432],
      [1439, null, 1440, 480],
      [null, 1440, 1440, 480],
    ]);
  });
  it('card sizes: 210x280 up to 480, 353x471 up to 767, 340x453 from 768', () => {
    expect(size(CARD_SIZES)).toEqual([
      [480, null, 210, 280],
      [767, null, 353, 471],
      [null, 768, 340, 453],
    ]);
  });
  it('slider sizes: 430x573, 348x464, 340x453 up to 1440, 453x604 above', () => {
    expect(size(SLIDER_SIZES)).toEqual([
      [480, null, 430, 573],
      [767, null, 348, 464],
      [1440, null, 340, 453],
      [null, 1441, 453, 604],
    ]);
  });
  it('quality 90 for the helper, cards and error page, 75 in the component; aliases loipeskis and loipe; placeholder 15', () => {
    expect(IMAGE_QUALITY).toEqual({ helper: 90, component: 75, card: 90, errorPage: 90 });
    expect(IMAGE_ALIAS).toEqual({ helper: 'loipeskis', component: 'loipe' });
    expect(PLACEHOLDER_SIZE).toBe(15);
  });
  it('densities 96/144 on a fast connection and 72/72 otherwise', () => {
    expect(DPI).toEqual({ fast: { x1: 96, x2: 144 }, slow: { x1: 72, x2: 72 } });
  });
  it.each([
    [
      16 / 9,
      2,
      [
        [480, 240],
        [768, 384],
        [1024, 576],
        [1200, 675],
        [1440, 810],
        [1792, 1008],
      ],
    ],
    [
      3,
      1,
      [
        [480, 480],
        [768, 768],
        [1024, 341],
        [1200, 400],
        [1440, 480],
        [1792, 597],
      ],
    ],
  ])('banner sizes at the breakpoints 480-1792 use the mobile ratio up to 768 (desktop %d, mobile %d)', (desktop, mobile, expected) => {
    const rules = bannerSizes(desktop, mobile);
    expect(rules.map((r) => [r.width, r.height])).toEqual(expected);
    expect(rules.at(-1)).toMatchObject({ minWidth: 1441 });
  });
});

describe('mediaQuery', () => {
  it.each([
    [{ maxWidth: 480 }, '(max-width: 480px)'],
    [{ minWidth: 1440 }, '(min-width: 1440px)'],
    [{ minWidth: 481, maxWidth: 767 }, '(min-width: 481px) and (max-width: 767px)'],
    [{}, ''],
  ])('%j → %j', (rule, expected) => expect(mediaQuery(rule)).toBe(expected));
});

describe('imageUrl', () => {
  it('builds a helper URL with format auto, quality 90, a white background and density 96 by default, which the shop route assumes when left out', () => {
    expect(imageUrl({ id: 'aurora-classic-red', width: 340, height: 453, dpi: 96 })).toBe(
      '/media/i/loipeskis/aurora-classic-red?w=340&h=453',
    );
    expect(MEDIA_ROUTE_DEFAULTS).toEqual({ format: 'auto', quality: 90, background: 'white', dpi: 96, alias: 'loipe' });
    // The image component's alias is the route's default: its path leaves it out; another base spells it.
    expect(imageUrl({ id: 'x', width: 10, dpi: 96, alias: 'loipe' })).toBe('/media/i/x?w=10');
    expect(imageUrl({ id: 'x', width: 10, dpi: 96, alias: 'loipe', base: 'https://cdn.example' })).toContain(
      'https://cdn.example/i/loipe/x?',
    );
  });
  it("spells the service's own density (72) when none is asked for, since the shop route's default is 96", () => {
    expect(imageUrl({ id: 'aurora-classic-red', width: 340, height: 453 })).toBe(
      '/media/i/loipeskis/aurora-classic-red?w=340&h=453&dpi=72',
    );
    expect(imageUrl({ id: 'x', width: 10, dpi: 72 })).toBe('/media/i/loipeskis/x?w=10&dpi=72');
  });
  it('writes what differs from the route defaults, a hex background without its #', () => {
    expect(imageUrl({ id: 'x', width: 96, height: 96, quality: 75, background: '#f1f5f8', format: 'jpg', dpi: 144 })).toBe(
      '/media/i/loipeskis/x?w=96&h=96&fmt=jpg&qlt=75&dpi=144&bg=f1f5f8',
    );
    expect(imageUrl({ id: 'x', background: 'rgb(1,2,3)', dpi: 96 })).toBe('/media/i/loipeskis/x?bg=rgb%281%2C2%2C3%29');
  });
  it('spells format, quality and background on another base (a CDN does not share the route defaults)', () => {
    expect(imageUrl({ id: 'x', width: 10, base: 'https://cdn.example' })).toBe(
      'https://cdn.example/i/loipeskis/x?w=10&fmt=auto&qlt=90&bg=white',
    );
  });
  it('adds max width, crop, quality, density, alias and base when given', () => {
    expect(
      imageUrl({ id: 'scene-frozen-lake', maxWidth: 1200, crop: true, quality: 75, dpi: 144, alias: 'loipe', base: 'https://cdn.example' }),
    ).toBe('https://cdn.example/i/loipe/scene-frozen-lake?maxW=1200&sm=c&fmt=auto&qlt=75&dpi=144&bg=white');
  });
  it('rounds fractional sizes', () => expect(imageUrl({ id: 'x', width: 100.6 })).toContain('w=101'));
  it('escapes the id', () => expect(imageUrl({ id: 'a b/c', dpi: 96 })).toBe('/media/i/loipeskis/a%20b%2Fc'));
  it('returns an empty string without an image id', () => expect(imageUrl({ id: '' })).toBe(''));
  it('builds metadata URLs for images, image sets and videos', () => {
    expect(metadataUrl('s', 'scene-set-winter-lineup')).toBe('/media/s/loipe/scene-set-winter-lineup.json?metadata=true&protocol=https');
    expect(metadataUrl('v', 'video-first-tracks', 'loipeskis', 'https://cdn.example')).toBe(
      'https://cdn.example/v/loipeskis/video-first-tracks.json?metadata=true&protocol=https',
    );
  });
});

describe('colorImageId (spec §5 colour swap)', () => {
  it.each([
    ['aurora-classic', 'Red', 'aurora-classic-red'],
    ['tass-junior', 'Purple', 'tass-junior-purple'],
    ['lavvu-pom-beanie', 'Glacier Blue', 'lavvu-pom-beanie-glacier-blue'],
  ])('%s in %s → %s', (uid, color, expected) => expect(colorImageId(uid, color)).toBe(expected));
});

describe('imageSources', () => {
  it('gives card images at 1x/2x per breakpoint on a fast connection', () => {
    const s = imageSources({ id: 'rime-skate-black', sizes: CARD_SIZES, fast: true, quality: IMAGE_QUALITY.card })!;
    expect(s.src).toBe('/media/i/rime-skate-black?w=340&h=453');
    expect([s.width, s.height]).toEqual([340, 453]);
    expect(s.sizes).toBe('(max-width: 480px) 210px, (max-width: 767px) 353px, 340px');
    expect(s.sources.map((x) => x.media)).toEqual(['(max-width: 480px)', '(max-width: 767px)', '(min-width: 768px)']);
    expect(s.sources[0]!.srcset).toBe('/media/i/rime-skate-black?w=210&h=280 1x, /media/i/rime-skate-black?w=210&h=280&dpi=144 2x');
    // Width descriptors name real pixels: width × dpi / 72; 453w (340 at 96 dpi) and 420w (210 at
    // 144 dpi) are within 15% of 471w (353 at 96 dpi, same 3:4 shape) and 680w of 706w, so the
    // wider ones stand for them.
    expect(s.srcset.split(', ').map((e) => e.split(' ')[1])).toEqual(['280w', '471w', '706w']);
    expect(s.srcset).toContain('/media/i/rime-skate-black?w=353&h=471 471w');
  });

  it('merges slider candidates within 15% of a wider one: 8 widths become 4, none narrower than asked', () => {
    const s = imageSources({ id: 'x', sizes: SLIDER_SIZES, fast: true })!;
    const widths = s.srcset.split(', ').map((e) => Number(e.split(' ')[1]!.replace('w', '')));
    expect(widths).toEqual([464, 573, 696, 906]);
    // Every width the tables ask for (each rule at 96 and 144 dpi) has a candidate at least as wide, at most 18% wider
    // (1 / (1 − SRCSET_MERGE)).
    for (const rule of SLIDER_SIZES)
      for (const dpi of [96, 144]) {
        const need = Math.round((rule.width * dpi) / 72);
        const got = widths.find((w) => w >= need)!;
        expect(got / need).toBeGreaterThanOrEqual(1);
        expect(got / need).toBeLessThan(1.177);
      }
  });

  it('keeps near widths of a different shape apart (art direction)', () => {
    const s = imageSources({
      id: 'x',
      sizes: [
        { maxWidth: 600, width: 600, height: 600 },
        { minWidth: 601, width: 620, height: 300 },
      ],
      fast: false,
    })!;
    expect(s.srcset.split(', ').map((e) => e.split(' ')[1])).toEqual(['600w', '620w']);
  });

  it('uses one density (72) on a slow connection', () => {
    const s = imageSources({ id: 'x', sizes: DEFAULT_SIZES, fast: false })!;
    expect(s.sources.every((x) => !x.srcset.includes(' 2x') && x.srcset.includes('dpi=72'))).toBe(true);
    expect(s.srcset.split(', ').map((e) => e.split(' ')[1])).toEqual(['480w', '768w', '1440w']);
  });

  it('defaults to the component quality 75 and alias loipe, with a 15x15 placeholder', () => {
    const s = imageSources({ id: 'scene-birch-trail', sizes: DEFAULT_SIZES, fast: true })!;
    expect(s.src).toContain('/media/i/scene-birch-trail?');
    expect(s.src).toContain('qlt=75');
    expect(s.placeholder).toBe('/media/i/scene-birch-trail?w=15&h=15&qlt=75&dpi=72');
  });

  it('returns null without an image id or without sizes', () => {
    expect(imageSources({ id: '', sizes: CARD_SIZES, fast: true })).toBeNull();
    expect(imageSources({ id: 'x', sizes: [], fast: true })).toBeNull();
  });
});
