import { useEffect, useMemo, useRef, useState } from 'react';
import { useKeenSlider } from 'keen-slider/react.es';
import { dragThreshold, sliderOptions } from '../lib/slider';
import { fill } from '../../shared/fill';
import { BannerPicture, type BannerImage } from '../components/BannerPicture';

/** Spec §2, §9: image sets autoplay every 7000 ms and loop. */
export const BANNER_AUTOPLAY_MS = 7000;

export interface BannerSliderProps {
  /** Each slide's image; its id alone where its alt text is the set's `alt` (an image set's slides usually share one). */
  images: (BannerImage | string)[];
  alt?: string;
  desktopRatio: number;
  mobileRatio: number;
  /** The first slide is the page's largest image above the fold. */
  priority: boolean;
  labels: { previous: string; next: string; goTo: string; pause: string; play: string; slide: string };
}

function prefersReducedMotion(): boolean {
  return typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/**
 * An image-set banner on keen-slider: loops, autoplays every 7 s (paused while hovered or
 * focused, by the pause button, and when the visitor prefers reduced motion), swipes,
 * and answers the arrow keys.
 */
export default function BannerSlider({ images: wire, alt, desktopRatio, mobileRatio, priority, labels }: BannerSliderProps) {
  const images = useMemo(() => wire.map((image) => (typeof image === 'string' ? { id: image, alt: alt ?? '' } : image)), [wire, alt]);
  const [current, setCurrent] = useState(0);
  const [playing, setPlaying] = useState(true);
  const [held, setHeld] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const [sliderRef, slider] = useKeenSlider<HTMLDivElement>(
    sliderOptions({
      loop: true,
      slideChanged(s) {
        setCurrent(s.track.details.rel);
      },
    }),
    [dragThreshold()],
  );

  useEffect(() => {
    if (prefersReducedMotion()) setPlaying(false);
  }, []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `current` restarts the autoplay timer after every slide change
  useEffect(() => {
    if (!playing || held || images.length < 2) return;
    timer.current = setTimeout(() => slider.current?.next(), BANNER_AUTOPLAY_MS);
    return () => {
      if (timer.current) clearTimeout(timer.current);
    };
  }, [playing, held, current, images.length, slider]);

  const onKeyDown = (event: React.KeyboardEvent) => {
    if (event.key === 'ArrowLeft') slider.current?.prev();
    else if (event.key === 'ArrowRight') slider.current?.next();
  };

  return (
    <div
      className="banner-slider"
      role="group"
      aria-roledescription="carousel"
      onMouseEnter={() => setHeld(true)}
      onMouseLeave={() => setHeld(false)}
      onFocus={() => setHeld(true)}
      onBlur={() => setHeld(false)}
      onKeyDown={onKeyDown}
    >
      <div ref={sliderRef} className="banner-slider__track keen-slider" aria-live={playing && !held ? 'off' : 'polite'}>
        {images.map((image, index) => (
          <div
            key={image.id}
            className="banner-slider__slide"
            role="group"
            aria-roledescription="slide"
            aria-label={fill(labels.slide, { index: index + 1, count: images.length })}
            aria-hidden={index !== current}
          >
            <BannerPicture image={image} desktopRatio={desktopRatio} mobileRatio={mobileRatio} priority={priority && index === 0} />
          </div>
        ))}
      </div>
      <div className="banner-slider__controls">
        <button
          type="button"
          className="slider-arrow slider-arrow--light"
          aria-label={labels.previous}
          onClick={() => slider.current?.prev()}
        >
          <span aria-hidden="true">‹</span>
        </button>
        <ul className="banner-slider__dots">
          {images.map((image, index) => (
            <li key={image.id}>
              <button
                type="button"
                className="banner-slider__dot"
                aria-label={fill(labels.goTo, { index: index + 1 })}
                aria-current={index === current ? 'true' : undefined}
                onClick={() => slider.current?.moveToIdx(index)}
              />
            </li>
          ))}
        </ul>
        <button type="button" className="slider-arrow slider-arrow--light" aria-label={labels.next} onClick={() => slider.current?.next()}>
          <span aria-hidden="true">›</span>
        </button>
        <button
          type="button"
          className="banner-slider__play"
          aria-label={playing ? labels.pause : labels.play}
          onClick={() => setPlaying((p) => !p)}
        >
          <span aria-hidden="true" className={playing ? 'icon-pause' : 'icon-play'} />
        </button>
      </div>
    </div>
  );
}
