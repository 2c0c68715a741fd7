/** Content translations: it. */
import type { ContentTranslations } from '../types';

export const it: ContentTranslations = {};
