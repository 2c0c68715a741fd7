/** The embedded content seed: base entries (en-us) and what each other locale translates. */
import { athletes } from './athletes';
import { banners } from './banners';
import { blogCategories } from './blog/categories';
import { gearCarePosts } from './blog/gear-care';
import { techniquePosts } from './blog/technique';
import { tripPosts } from './blog/trips';
import { brandSettings } from './brand';
import { footer } from './footer';
import { headers } from './header';
import { aboutPage, proPage, psiaPage } from './pages/company';
import { homePage } from './pages/home';
import { imprintPage, privacyPage, termsPage } from './pages/legal';
import { styletilePage, testStorePage } from './pages/tools';
import { emailSignupSettings, errorPage, regions, searchSettings } from './settings';
import { stores } from './stores/index';
import { contactPage, returnsPage, warrantyPage } from './support/service';
import { sizeGuide, skiLengthGuide, waxingGuide } from './support/guides';

export { contentTranslations } from './i18n/index';
export { displayTextTranslations } from './display-text/index';
export { enUs as baseDisplayText } from './display-text/en-us';
export { duplicateDisplayText, displayTextEntryUid, DISPLAY_TEXT_API_KEY } from './display-text/entries';

export const contentSeed = {
  brandSettings,
  headers,
  footer,
  banners,
  pages: [homePage, aboutPage, psiaPage, proPage, privacyPage, termsPage, imprintPage, styletilePage, testStorePage],
  blogCategories,
  blogPosts: [...techniquePosts, ...tripPosts, ...gearCarePosts],
  athletes,
  supportPages: [sizeGuide, skiLengthGuide, waxingGuide, warrantyPage, returnsPage, contactPage],
  stores,
  errorPage,
  emailSignupSettings,
  searchSettings,
  regions,
};

export type ContentSeed = typeof contentSeed;
