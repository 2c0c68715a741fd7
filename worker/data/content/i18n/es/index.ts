/** Content translations: es. */
import type { ContentTranslations } from '../types';

export const es: ContentTranslations = {};
