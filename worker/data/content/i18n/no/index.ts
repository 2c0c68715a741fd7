/** Content translations: no. */
import type { ContentTranslations } from '../types';

export const no: ContentTranslations = {};
