import { describe, expect, it } from 'vitest';
import { packSlides } from '../../../client/components/BannerPicture';

describe('an image set on the wire (banner slider props)', () => {
  it('says a shared alt text once, and keeps each image whole when they differ', () => {
    const shared = [
      { id: 'a', alt: 'Trails' },
      { id: 'b', alt: 'Trails' },
    ];
    expect(packSlides(shared)).toEqual({ images: ['a', 'b'], alt: 'Trails' });
    const own = [
      { id: 'a', alt: 'Trails' },
      { id: 'b', alt: 'Lake' },
    ];
    expect(packSlides(own)).toEqual({ images: own });
    expect(packSlides([])).toEqual({ images: [] });
  });
});

describe('a banner aspect ratio in CSS (cssRatio)', () => {
  it.each([
    [16 / 7, '2.2857'],
    [3, '3'],
    [4 / 5, '0.8'],
    [1, '1'],
    [2 / 3, '0.6667'],
  ])('%s → %s', async (ratio, css) => {
    const { cssRatio } = await import('../../../client/components/Banner');
    expect(cssRatio(ratio)).toBe(css);
  });
});
