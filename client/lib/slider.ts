/**
 * Spec §9 slider defaults: speed 300 ms, autoplay delay 3000 ms, threshold 5 px. Every
 * keen-slider of the shop starts from these; a slider with its own spec value (banner
 * image sets autoplay every 7000 ms, spec §2) overrides only that one.
 */
import type { KeenSliderInstance, KeenSliderOptions, KeenSliderPlugin } from 'keen-slider/react.es';

export const SLIDER_DEFAULTS = { speed: 300, autoplayMs: 3000, threshold: 5 } as const;

/**
 * True when a drag moved the track less than the threshold: a tap or a jitter, not a
 * swipe, so the slider stays on its slide. Example: `isBelowThreshold(4)` → true.
 */
export function isBelowThreshold(distancePx: number, threshold: number = SLIDER_DEFAULTS.threshold): boolean {
  return Math.abs(distancePx) < threshold;
}

/**
 * The slides of a track: its children (each slide has its block's own class; CSS styles them
 * as `.keen-slider > *`), instead of keen-slider's default `.keen-slider__slide` on every slide.
 */
export const SLIDES = ':scope > *';

/** The options every slider starts from: slides animate in `speed` ms, the track's children are its slides. */
export function sliderOptions<O extends KeenSliderOptions>(options: O, speed: number = SLIDER_DEFAULTS.speed): O {
  return { selector: SLIDES, ...options, defaultAnimation: { duration: speed, ...options.defaultAnimation } };
}

/** A keen-slider plugin: a drag shorter than the threshold returns to the slide it began on. */
export function dragThreshold(threshold: number = SLIDER_DEFAULTS.threshold, speed: number = SLIDER_DEFAULTS.speed): KeenSliderPlugin {
  return (slider: KeenSliderInstance) => {
    let start: { position: number; abs: number } | null = null;
    slider.on('dragStarted', (s) => {
      start = s.track.details ? { position: s.track.details.position, abs: s.track.details.abs } : null;
    });
    // Registered after keen's own snap handler, so this move replaces its animation.
    slider.on('dragEnded', (s) => {
      const details = s.track.details;
      if (start && details && isBelowThreshold(details.position - start.position, threshold))
        s.moveToIdx(start.abs, true, { duration: speed });
      start = null;
    });
  };
}
