import { useEffect, useState } from 'react';
import { useKeenSlider } from 'keen-slider/react.es';
import { useMounted } from '../lib/mounted';
import { dragThreshold, sliderOptions } from '../lib/slider';
import { fill } from '../../shared/fill';
import { IMAGE_QUALITY, imageUrl } from '../../shared/image-url';
import type { SizeRule } from '../../shared/image-sizes';
import { onColor } from '../lib/variant-events';
import { Picture, STUDIO_BACKGROUND } from '../components/Picture';

/** Square product pictures: full width on phones, about half the page beside the options from 1024. */
export const GALLERY_SIZES: readonly SizeRule[] = [
  { maxWidth: 480, width: 480, height: 480 },
  { maxWidth: 1023, width: 768, height: 768 },
  { minWidth: 1024, width: 720, height: 720 },
];
export const GALLERY_SLOT = '(max-width: 1023px) 100vw, (max-width: 1440px) 52vw, 720px';

export interface ProductGalleryProps {
  images: { id: string; color: string; alt: string }[];
  labels: { gallery: string; previous: string; next: string; imageOf: string; thumbnails: string };
}

/**
 * The product's image set on keen-slider: swipe, arrow buttons, the arrow keys while the
 * gallery has focus, and thumbnails. Choosing a colour in the options moves to its picture.
 */
export default function ProductGallery({ images, labels }: ProductGalleryProps) {
  const [current, setCurrent] = useState(0);
  const [ready, setReady] = useState(false);
  // Only the first slide shows until the slider is ready (CSS); the others' pictures are written once it runs.
  const mounted = useMounted();
  const [sliderRef, slider] = useKeenSlider<HTMLDivElement>(
    sliderOptions({
      slides: { perView: 1 },
      created() {
        setReady(true);
      },
      slideChanged(s) {
        setCurrent(s.track.details.rel);
      },
    }),
    [dragThreshold()],
  );

  useEffect(
    () =>
      onColor((color) => {
        const index = images.findIndex((image) => image.color === color);
        if (index >= 0) slider.current?.moveToIdx(index);
      }),
    [images, slider],
  );

  const onKeyDown = (event: React.KeyboardEvent) => {
    if (event.key === 'ArrowLeft') {
      event.preventDefault();
      slider.current?.prev();
    } else if (event.key === 'ArrowRight') {
      event.preventDefault();
      slider.current?.next();
    }
  };
  const many = images.length > 1;

  return (
    <section className="gallery" aria-label={labels.gallery} data-ready={ready}>
      <div className="gallery__stage">
        {/* biome-ignore lint/a11y/noStaticElementInteractions: the carousel track is a focusable group that pages with the arrow keys */}
        <div
          ref={sliderRef}
          className="gallery__track keen-slider"
          tabIndex={many ? 0 : undefined}
          onKeyDown={many ? onKeyDown : undefined}
          role={many ? 'group' : undefined}
          aria-label={many ? labels.gallery : undefined}
          aria-roledescription={many ? 'carousel' : undefined}
        >
          {images.map((image, index) => (
            <div
              key={image.id}
              className="gallery__slide"
              role={many ? 'group' : undefined}
              aria-roledescription={many ? 'slide' : undefined}
              aria-label={many ? fill(labels.imageOf, { index: index + 1, count: images.length }) : undefined}
              aria-hidden={many ? index !== current : undefined}
            >
              {index === 0 || mounted ? (
                <Picture
                  id={image.id}
                  alt={image.alt}
                  rules={GALLERY_SIZES}
                  sizes={GALLERY_SLOT}
                  quality={IMAGE_QUALITY.helper}
                  priority={index === 0}
                  background={STUDIO_BACKGROUND}
                  className="gallery__image"
                />
              ) : null}
            </div>
          ))}
        </div>
        {many ? (
          <>
            <button
              type="button"
              className="slider-arrow gallery__arrow gallery__arrow--prev"
              aria-label={labels.previous}
              onClick={() => slider.current?.prev()}
            >
              <span aria-hidden="true">‹</span>
            </button>
            <button
              type="button"
              className="slider-arrow gallery__arrow gallery__arrow--next"
              aria-label={labels.next}
              onClick={() => slider.current?.next()}
            >
              <span aria-hidden="true">›</span>
            </button>
          </>
        ) : null}
      </div>
      {many ? (
        <ul className="gallery__thumbs" aria-label={labels.thumbnails}>
          {images.map((image, index) => (
            <li key={image.id}>
              <button
                type="button"
                className="gallery__thumb"
                aria-label={fill(labels.imageOf, { index: index + 1, count: images.length })}
                aria-current={index === current ? 'true' : undefined}
                onClick={() => slider.current?.moveToIdx(index)}
              >
                <img
                  src={imageUrl({
                    id: image.id,
                    width: 96,
                    height: 96,
                    quality: IMAGE_QUALITY.helper,
                    alias: 'loipe',
                    background: STUDIO_BACKGROUND,
                  })}
                  width={64}
                  height={64}
                  alt=""
                  loading="lazy"
                />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
