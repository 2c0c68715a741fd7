import type { FeatureText } from './types';

/** UI strings of the cart feature (see types.ts). */
export const cartText = {
  'en-us': {},
  de: {}, fr: {}, es: {}, it: {}, sv: {}, no: {}, ja: {},
} as const satisfies FeatureText<never>;
