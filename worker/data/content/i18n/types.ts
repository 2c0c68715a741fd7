/** What one locale translates over the base entries; anything left out falls back to en-us. */
import type {
  Athlete,
  BlogCategory,
  BlogPost,
  EmailSignupSettings,
  ErrorPageContent,
  Page,
  RegionEntry,
  SearchSettings,
  SupportPage,
} from '../../../ports/content/editorial-entries';
import type { Banner, BrandSettings, DeepPartial, EntryTranslations, Footer, Header } from '../../../ports/content/entries';

export interface ContentTranslations {
  brand?: DeepPartial<BrandSettings>;
  headers?: EntryTranslations<Header>;
  footer?: DeepPartial<Footer>;
  banners?: EntryTranslations<Banner>;
  pages?: EntryTranslations<Page>;
  blogCategories?: EntryTranslations<BlogCategory>;
  blogPosts?: EntryTranslations<BlogPost>;
  athletes?: EntryTranslations<Athlete>;
  supportPages?: EntryTranslations<SupportPage>;
  errorPage?: DeepPartial<ErrorPageContent>;
  emailSignup?: DeepPartial<EmailSignupSettings>;
  searchSettings?: DeepPartial<SearchSettings>;
  regions?: EntryTranslations<RegionEntry>;
}
