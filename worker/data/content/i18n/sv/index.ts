/** Content translations: sv. */
import type { ContentTranslations } from '../types';

export const sv: ContentTranslations = {};
