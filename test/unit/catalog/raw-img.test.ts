import { describe, expect, it } from 'vitest';
import { attributeValue, imgHtml, sourceHtml } from '../../../client/lib/raw-img';
import { bannerPictureSources, imageSources } from '../../../shared/image-url';
import { bannerSizes } from '../../../shared/image-sizes';

/** What a browser reads from a double-quoted attribute value (the subset of HTML's rules these values can meet). */
function parseAttribute(html: string, name: string): string | null {
  const raw = new RegExp(`\\s${name}="([^"]*)"`).exec(html)?.[1];
  if (raw === undefined) return null;
  // A named reference ended by `;`, or one of the legacy ones not followed by `=` or an alphanumeric.
  return raw.replace(/&(amp|quot|lt|gt);|&(amp|lt|gt|quot)(?![=A-Za-z0-9])/g, (_, a: string | undefined, b: string | undefined) => {
    return { amp: '&', quot: '"', lt: '<', gt: '>' }[(a ?? b) as 'amp']!;
  });
}

describe('attributeValue: hand-written attribute values mean what React would write', () => {
  it.each([
    ['/media/i/loipe/x?w=340&h=453&fmt=auto', '/media/i/loipe/x?w=340&h=453&fmt=auto'],
    ['Salt & pepper', 'Salt &amp; pepper'],
    ['&amp;', '&amp;amp;'],
    ['a &lt; b', 'a &amp;lt; b'],
    ['&copy;2026', '&amp;copy;2026'],
    ['say "hi" <b>', 'say &quot;hi&quot; &lt;b>'],
    ['x&', 'x&amp;'],
    ['?a=1&=2', '?a=1&amp;=2'],
  ])('%j → %j', (value, written) => {
    expect(attributeValue(value)).toBe(written);
    expect(parseAttribute(` v="${attributeValue(value)}"`, 'v')).toBe(value);
  });

  it('writes an <img> with its attributes in order, leaving out undefined, null and false', () => {
    expect(imgHtml({ class: 'a', src: '/m?w=1&h=2', alt: '', loading: undefined, fetchpriority: null, hidden: false, width: 3 })).toBe(
      '<img class="a" src="/m?w=1&h=2" alt="" width="3">',
    );
    expect(sourceHtml({ media: '(max-width: 768px)', srcset: '/a?w=1&h=1 640w' })).toBe(
      '<source media="(max-width: 768px)" srcset="/a?w=1&h=1 640w">',
    );
  });
});

describe('bannerPictureSources: a banner in two crops', () => {
  const rules = bannerSizes(16 / 7, 4 / 5);
  const all = imageSources({ id: 'scene-fjord-sunrise', sizes: rules, fast: true, crop: true })!;
  const urls = (srcset: string) => srcset.split(', ').map((c) => c.split(' ')[0]);

  it('offers every URL of the breakpoint table as a width candidate of its crop, up to 768 px and above', () => {
    const s = bannerPictureSources({ id: 'scene-fjord-sunrise', desktopRatio: 16 / 7, mobileRatio: 4 / 5, fast: true, crop: true })!;
    expect(s.mobile.media).toBe('(max-width: 768px)');
    expect([s.mobile.width, s.mobile.height]).toEqual([768, 960]);
    expect([s.desktop.width, s.desktop.height]).toEqual([all.width, all.height]);
    expect(s.desktop.src).toBe(all.src);
    expect(s.sizes).toBe('100vw');
    for (const url of [...urls(s.mobile.srcset), ...urls(s.desktop.srcset)])
      expect(all.srcset + all.sources.map((x) => x.srcset).join()).toContain(url);
    expect(urls(s.mobile.srcset).every((u) => /w=(480|768)&/.test(u!))).toBe(true);
    expect(urls(s.desktop.srcset).every((u) => /w=(1024|1200|1440|1792)&/.test(u!))).toBe(true);
    // Each breakpoint at 96 and 144 dpi has a candidate at least as wide and at most 18% wider (1 / (1 − SRCSET_MERGE)).
    const widths = (srcset: string) => srcset.split(', ').map((c) => Number(c.split(' ')[1]!.replace('w', '')));
    for (const rule of rules)
      for (const dpi of [96, 144]) {
        const need = Math.round((rule.width * dpi) / 72);
        const got = widths(rule.width <= 768 ? s.mobile.srcset : s.desktop.srcset).find((w) => w >= need)!;
        expect(got / need, `${rule.width} at ${dpi}`).toBeLessThan(1.177);
      }
  });

  it('uses 72 dpi only on a slow connection, and is null without an id', () => {
    const s = bannerPictureSources({ id: 'x', desktopRatio: 3, mobileRatio: 1, fast: false })!;
    expect(`${s.mobile.srcset} ${s.desktop.srcset}`).not.toMatch(/dpi=(96|144)/);
    expect(s.mobile.srcset.split(', ').map((c) => c.split(' ')[1])).toEqual(['480w', '768w']);
    expect(bannerPictureSources({ id: '', desktopRatio: 3, mobileRatio: 1, fast: true })).toBeNull();
  });
});
