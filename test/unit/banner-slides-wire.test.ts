import { describe, expect, it } from 'vitest';
import { packSlides } from '../../client/components/BannerPicture';

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
