import type { FeatureText } from './types';

/** UI strings of the shop feature (see types.ts). */
export const shopText = {
  'en-us': {},
  de: {}, fr: {}, es: {}, it: {}, sv: {}, no: {}, ja: {},
} as const satisfies FeatureText<never>;
