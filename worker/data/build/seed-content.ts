/**
 * The seed-backed content reader (build time): serves the seed of worker/data/content and
 * the catalog's content entries from memory. Indexes and localized copies are built lazily, once per
 * isolate and locale, and shared by every request (the seed never changes at run time).
 */
import type { ContentLocale } from '../../rules/locale';
import type { ContentRegion } from '../../rules/regions';
import {
  baseDisplayText,
  contentSeed,
  contentTranslations,
  displayTextEntryUid,
  displayTextTranslations,
  DISPLAY_TEXT_API_KEY,
  duplicateDisplayText,
  type ContentSeed,
} from '../content/index';
import type { ContentTranslations } from '../content/i18n/types';
import type { DisplayText } from '../../../shared/display-text';
import type { DisplayTextEntry, DuplicateDisplayText } from '../../ports/content/editorial-entries';
import type { EntryTranslations, Header, TranslatedLocale } from '../../ports/content/entries';
import { createCatalogReader, type CatalogSource } from './seed-catalog';
import { localize } from '../../ports/content/localize';
import { chooseHeader, headerForRegion, inRegion, paginate } from '../../ports/content/select';
import type { ContentLogger, ContentProvider } from '../../ports/content/types';

export interface EmbeddedContentOptions {
  log?: ContentLogger;
  /** Replaces the seed (tests); the default seed's indexes are shared per isolate. */
  seed?: ContentSeed;
  translations?: Partial<Record<TranslatedLocale, ContentTranslations>>;
  displayText?: { base: DisplayText; translations: Partial<Record<TranslatedLocale, Partial<DisplayText>>> };
  duplicates?: DuplicateDisplayText[];
  catalog?: CatalogSource;
}

const defaultLog: ContentLogger = (message, detail) => console.warn(message, detail ?? {});

type Keyed = { uid: string };

/** Memoises a computation per key for the life of the isolate. */
function memo() {
  const cache = new Map<string, unknown>();
  return <T>(key: string, build: () => T): T => {
    if (!cache.has(key)) cache.set(key, build());
    return cache.get(key) as T;
  };
}

export function createState(options: EmbeddedContentOptions) {
  const seed = options.seed ?? contentSeed;
  const translations = options.translations ?? contentTranslations;
  const text = options.displayText ?? { base: baseDisplayText as DisplayText, translations: displayTextTranslations };
  const once = memo();
  const tr = (locale: ContentLocale): ContentTranslations | undefined => (locale === 'en-us' ? undefined : translations[locale]);

  /** A localized list plus a uid index over it, built once per locale. */
  function list<T extends Keyed>(kind: string, base: readonly T[], pick: (t: ContentTranslations) => EntryTranslations<T> | undefined) {
    return (locale: ContentLocale) =>
      once(`${kind}:${locale}`, () => {
        const table = tr(locale);
        const items = base.map((entry) => localize(entry, table ? pick(table)?.[entry.uid] : undefined));
        return { items, byUid: new Map(items.map((item) => [item.uid, item])) };
      });
  }

  const displayText = (locale: ContentLocale): DisplayText =>
    once(`text:${locale}`, () => (locale === 'en-us' ? text.base : localize(text.base, text.translations[locale])));

  return {
    seed,
    once,
    tr,
    displayText,
    headers: list('headers', seed.headers, (t) => t.headers),
    banners: list('banners', seed.banners, (t) => t.banners),
    pages: list('pages', seed.pages, (t) => t.pages),
    blogCategories: list('blogCategories', seed.blogCategories, (t) => t.blogCategories),
    blogPosts: list(
      'blogPosts',
      [...seed.blogPosts].sort((a, b) => b.date.localeCompare(a.date)),
      (t) => t.blogPosts,
    ),
    athletes: list('athletes', seed.athletes, (t) => t.athletes),
    supportPages: list('supportPages', seed.supportPages, (t) => t.supportPages),
    regions: list('regions', seed.regions, (t) => t.regions),
    displayTextEntries: (locale: ContentLocale) =>
      once(`textEntries:${locale}`, () => {
        const groups = new Map<string, DisplayTextEntry>();
        for (const [key, value] of Object.entries(displayText(locale))) {
          const uid = displayTextEntryUid(key);
          let entry = groups.get(uid);
          if (!entry) {
            entry = {
              uid,
              content_type: 'display_text',
              api_key: DISPLAY_TEXT_API_KEY,
              title: uid.slice('display-text-'.length),
              display_text_input: [],
            };
            groups.set(uid, entry);
          }
          entry.display_text_input.push({ title: key, text: value });
        }
        return groups;
      }),
  };
}

export type SeedState = ReturnType<typeof createState>;
type State = SeedState;

/** The "sensible default" header when the service has none: the five categories (spec §9). */
function fallbackHeader(text: DisplayText): Header {
  const nav = ['skis', 'boots', 'bindings', 'poles', 'accessories'] as const;
  return {
    uid: 'header-fallback',
    title: 'Header',
    regions: [],
    main_nav: nav.map((c) => ({
      uid: `nav-${c}`,
      link: { type: 'Internal', title: text[`nav.${c}`], href: `/${c}`, content_type: 'product_category' },
      regions: [],
      children: [],
    })),
    top_alert: [],
    secondary_nav: [],
  };
}

let sharedState: State | undefined;

/**
 * The content service straight from the seed modules: what the build turns into documents
 * (documents.ts). The Worker itself never imports it (worker/ports/content/embedded.ts reads
 * the documents).
 */
export function createSeedContent(options: EmbeddedContentOptions = {}): ContentProvider {
  const custom = options.seed || options.translations || options.displayText;
  const state = custom ? createState(options) : (sharedState ??= createState({}));
  const log = options.log ?? defaultLog;
  const duplicates = options.duplicates ?? duplicateDisplayText;
  const { seed, once, tr } = state;
  const catalog = createCatalogReader(options.catalog);

  return {
    ...catalog,

    async getBrandSettings({ locale }) {
      return once(`brand:${locale}`, () => localize(seed.brandSettings, tr(locale)?.brand));
    },

    async getHeader({ locale }, region: ContentRegion) {
      const choice = chooseHeader(state.headers(locale).items, region);
      if (choice.problem) log(choice.problem, { locale, region });
      if (!choice.header) return fallbackHeader(state.displayText(locale));
      const chosen = choice.header;
      return once(`header:${locale}:${region}:${chosen.uid}`, () => headerForRegion(chosen, region));
    },

    async getFooter({ locale }) {
      return once(`footer:${locale}`, () => localize(seed.footer, tr(locale)?.footer));
    },

    async getDisplayText({ locale }) {
      return state.displayText(locale);
    },

    async getDisplayTextEntries({ locale }, uids) {
      const groups = state.displayTextEntries(locale);
      if (!uids) return [...groups.values()];
      return uids.flatMap((uid) => groups.get(uid) ?? []);
    },

    async getDuplicateDisplayTextEntries(_cx) {
      return duplicates;
    },

    async getDuplicateDisplayText({ locale }, entryUids) {
      const groups = state.displayTextEntries(locale);
      return [...new Set(entryUids)].flatMap((uid) => groups.get(uid) ?? []);
    },

    async getBanner({ locale }, uid) {
      return state.banners(locale).byUid.get(uid) ?? null;
    },

    async getPage({ locale }, uid) {
      return state.pages(locale).byUid.get(uid) ?? null;
    },

    async getPageByUrl({ locale }, url) {
      const path = url === '' ? '/' : url.startsWith('/') ? url : `/${url}`;
      return state.pages(locale).items.find((p) => p.url === path) ?? null;
    },

    async getHomePage({ locale }) {
      const home = state.pages(locale).byUid.get('home');
      if (!home) throw new Error('The content seed has no home page (uid "home").');
      return home;
    },

    async getErrorPage({ locale }) {
      return once(`errorPage:${locale}`, () => localize(seed.errorPage, tr(locale)?.errorPage));
    },

    async getEmailSignupSettings({ locale }, region) {
      const settings = once(`email:${locale}`, () => localize(seed.emailSignupSettings, tr(locale)?.emailSignup));
      if (!region) return settings;
      return { ...settings, lists: settings.lists.filter((l) => inRegion(l.regions, region)) };
    },

    async getSearchSettings({ locale }) {
      return once(`search:${locale}`, () => localize(seed.searchSettings, tr(locale)?.searchSettings));
    },

    async getBlogCategories({ locale }) {
      return state.blogCategories(locale).items;
    },

    async getBlogCategory({ locale }, uid) {
      return state.blogCategories(locale).byUid.get(uid) ?? null;
    },

    async getBlogPosts({ locale }, query = {}) {
      const all = state.blogPosts(locale).items;
      const posts = query.category ? all.filter((p) => p.category === query.category) : all;
      return paginate(posts, query.page, query.perPage ?? 6);
    },

    async getBlogPost({ locale }, uid) {
      return state.blogPosts(locale).byUid.get(uid) ?? null;
    },

    async getAthletes({ locale }) {
      return state.athletes(locale).items;
    },

    async getAthlete({ locale }, uid) {
      return state.athletes(locale).byUid.get(uid) ?? null;
    },

    async getSupportPages({ locale }) {
      return state.supportPages(locale).items;
    },

    async getSupportPage({ locale }, uid) {
      return state.supportPages(locale).byUid.get(uid) ?? null;
    },

    async getStores(_cx, query = {}) {
      return seed.stores.filter(
        (s) =>
          (!query.country || s.country === query.country) &&
          (!query.region || s.region === query.region) &&
          (!query.type || s.type === query.type),
      );
    },

    async getRegions({ locale }) {
      return state.regions(locale).items;
    },

    // The seed is published content only: it has no drafts to preview.
    async checkPreview() {
      return 'unavailable' as const;
    },
  };
}
