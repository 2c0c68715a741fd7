import { describe, expect, it } from 'vitest';
import { get } from '../support/helpers';
import { decode } from '../support/shop-html';

/** Every <img> of the page, island HTML included (it is rendered inside the markers). */
const images = (html: string) => [...html.matchAll(/<img\b[^>]*>/g)].map((m) => decode(m[0]));
/** HTML attribute names are case-insensitive (React writes `srcSet` and `fetchPriority`). */
const attr = (tag: string, name: string) => new RegExp(`\\s${name}="([^"]*)"`, 'i').exec(tag)?.[1] ?? null;

describe.each(['/', '/en-us/c/skis', '/en-us/p/aurora-classic', '/no-no/about'])('pictures on %s', (path) => {
  it('give every image alt text (empty only when decorative), a width and a height', async () => {
    const html = await (await get(path)).text();
    const list = images(html);
    expect(list.length).toBeGreaterThan(0);
    for (const tag of list) {
      expect(attr(tag, 'alt'), tag).not.toBeNull();
      expect(Number(attr(tag, 'width')), tag).toBeGreaterThan(0);
      expect(Number(attr(tag, 'height')), tag).toBeGreaterThan(0);
    }
  });

  it('marks exactly one image fetchpriority high and loads the rest below the fold lazily', async () => {
    const html = await (await get(path)).text();
    const list = images(html);
    expect(list.filter((tag) => attr(tag, 'fetchpriority') === 'high')).toHaveLength(1);
    if (list.length > 4) expect(list.filter((tag) => attr(tag, 'loading') === 'lazy').length).toBeGreaterThan(list.length / 2);
  });

  it('serves responsive sources from the image service (srcset with width descriptors and sizes)', async () => {
    const html = await (await get(path)).text();
    const responsive = images(html).filter((tag) => attr(tag, 'srcset'));
    expect(responsive.length).toBeGreaterThan(0);
    for (const tag of responsive) {
      expect(attr(tag, 'srcset'), tag).toMatch(/^\/media\/i\/[a-z0-9-]+\?\S+ (\d+w|1x)/);
    }
  });
});
