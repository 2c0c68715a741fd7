import { describe, expect, it } from 'vitest';
import type { KeenSliderInstance } from 'keen-slider/react.es';
import { SLIDER_DEFAULTS, SLIDES, dragThreshold, isBelowThreshold, sliderOptions } from '../../../client/lib/slider';
import { BANNER_AUTOPLAY_MS } from '../../../client/islands/BannerSlider';

describe('spec §9 slider defaults', () => {
  it('are speed 300, autoplay delay 3000 and threshold 5; banner image sets keep their own 7000 (spec §2)', () => {
    expect(SLIDER_DEFAULTS).toEqual({ speed: 300, autoplayMs: 3000, threshold: 5 });
    expect(BANNER_AUTOPLAY_MS).toBe(7000);
  });

  it.each([
    [0, true],
    [4, true],
    [-4.9, true],
    [5, false],
    [-5, false],
    [120, false],
  ])('a drag of %i px is below the threshold: %s', (px, below) => {
    expect(isBelowThreshold(px)).toBe(below);
  });

  it('animates slides in 300 ms unless a slider says otherwise, keeping its own options', () => {
    expect(sliderOptions({ loop: true })).toEqual({ selector: SLIDES, loop: true, defaultAnimation: { duration: 300 } });
    expect(sliderOptions({ defaultAnimation: { duration: 800 } })).toEqual({ selector: SLIDES, defaultAnimation: { duration: 800 } });
  });

  it("takes a track's children as its slides unless a slider names its own", () => {
    expect(SLIDES).toBe(':scope > *');
    expect(sliderOptions({ selector: '.slide' }).selector).toBe('.slide');
  });
});

/** The part of a keen-slider the plugin uses: its events, the track and moveToIdx. */
function fakeSlider(start: { position: number; abs: number }) {
  const handlers = new Map<string, ((s: KeenSliderInstance) => void)[]>();
  const moves: [number, boolean | undefined, unknown][] = [];
  const details = { ...start };
  const slider = {
    track: { details },
    on(event: string, handler: (s: KeenSliderInstance) => void) {
      handlers.set(event, [...(handlers.get(event) ?? []), handler]);
    },
    moveToIdx(idx: number, absolute?: boolean, animation?: unknown) {
      moves.push([idx, absolute, animation]);
    },
  } as unknown as KeenSliderInstance;
  const emit = (event: string) => handlers.get(event)?.forEach((h) => h(slider));
  return { slider, details, moves, emit };
}

describe('dragThreshold: a keen-slider plugin', () => {
  it.each([
    [3, true],
    [-4, true],
    [5, false],
    [240, false],
  ])('a drag of %i px returns to the first slide: %s', (px, back) => {
    const fake = fakeSlider({ position: 1000, abs: 2 });
    dragThreshold()(fake.slider);
    fake.emit('dragStarted');
    fake.details.position += px;
    fake.emit('dragEnded');
    expect(fake.moves).toEqual(back ? [[2, true, { duration: 300 }]] : []);
  });
});
