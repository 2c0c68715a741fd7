/** Content translations by locale (display text has its own files in display-text/). */
import type { TranslatedLocale } from '../../../ports/content/entries';
import type { ContentTranslations } from './types';
import { de } from './de/index';
import { es } from './es/index';
import { fr } from './fr/index';
import { it } from './it/index';
import { ja } from './ja/index';
import { no } from './no/index';
import { sv } from './sv/index';

export const contentTranslations: Record<TranslatedLocale, ContentTranslations> = { de, fr, es, it, sv, no, ja };
