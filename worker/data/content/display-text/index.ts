/**
 * Display text translations by locale: each locale's own file plus what the feature
 * files (features/*.ts) translate. en-us, the base, is in en-us.ts.
 */
import type { TranslatedLocale } from '../../../ports/content/entries';
import type { DisplayTextKey } from '../../../../shared/display-text';
import { de } from './de';
import { es } from './es';
import { accountText } from './features/account';
import { cartText } from './features/cart';
import { consentText } from './features/consent';
import { checkoutText } from './features/checkout';
import { shopText } from './features/shop';
import { proText } from './features/pro';
import { searchText } from './features/search';
import { pagesText } from './features/pages';
import { locatorText } from './features/locator';
import { notifyText } from './features/notify';
import { fr } from './fr';
import { it } from './it';
import { ja } from './ja';
import { no } from './no';
import { sv } from './sv';

type Translation = Partial<Record<DisplayTextKey, string>>;

const own: Record<TranslatedLocale, Translation> = { de, fr, es, it, sv, no, ja };

export const displayTextTranslations = Object.fromEntries(
  (Object.keys(own) as TranslatedLocale[]).map((locale) => [
    locale,
    // Object.assign: a spread of this many partial dictionaries is a union too complex for tsc.
    Object.assign(
      {},
      own[locale],
      cartText[locale],
      shopText[locale],
      searchText[locale],
      pagesText[locale],
      locatorText[locale],
      checkoutText[locale],
      accountText[locale],
      notifyText[locale],
      proText[locale],
      consentText[locale],
    ) as Translation,
  ]),
) as Record<TranslatedLocale, Translation>;
