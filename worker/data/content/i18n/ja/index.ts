/** Content translations: ja. */
import type { ContentTranslations } from '../types';

export const ja: ContentTranslations = {};
