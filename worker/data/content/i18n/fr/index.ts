/** Content translations: fr. */
import type { ContentTranslations } from '../types';

export const fr: ContentTranslations = {};
