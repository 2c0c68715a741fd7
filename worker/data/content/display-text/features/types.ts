import type { ContentLocale } from '../../../../rules/locale';

/**
 * UI strings of one feature in every content locale: en-us holds every key, the other
 * locales translate them (a missing key falls back to en-us).
 */
export type FeatureText<K extends string> = { 'en-us': Record<K, string> } & {
  [L in Exclude<ContentLocale, 'en-us'>]: Partial<Record<K, string>>;
};
