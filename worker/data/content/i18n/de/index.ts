/** Content translations: de. */
import type { ContentTranslations } from '../types';

export const de: ContentTranslations = {};
