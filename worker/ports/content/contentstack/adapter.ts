/**
 * The hosted content adapter: the content port over Contentstack's Content Delivery API
 * (DESIGN §7). Entries are read per content type in the call's locale and merged over the
 * base entry field by field; the selection rules (region filters, header choice, category
 * lineage, pagination) are the ones the embedded adapter uses (worker/ports/content/select.ts). Every answer is
 * validated (schemas.ts); failures are ProviderErrors (worker/ports/http/client.ts), and a
 * missing single entry is null (spec §8 code 141).
 */
import * as v from 'valibot';
import type { ContentRegion } from '../../../rules/regions';
import type { ContentContext } from '../../context';
import { ProviderError } from '../../errors';
import type { ResponseCache } from '../../http/cache';
import type {
  AutomatedRelatedProductsConfig,
  CategoryGroup,
  CategoryProductAddOnConfig,
  ColorGroup,
  ContentProduct,
  HideProductAttributes,
  ManageProductAttributes,
} from '../catalog-entries';
import { BASE_LOCALE, createDelivery, type ContentstackConfig } from './delivery';
import type { ContentTypeUid } from './schemas';
import type {
  Athlete,
  BlogCategory,
  BlogPost,
  DisplayTextEntry,
  DuplicateDisplayText,
  EmailSignupSettings,
  ErrorPageContent,
  Page,
  RegionEntry,
  SearchSettings,
  Store,
  SupportPage,
} from '../editorial-entries';
import type { Banner, BrandSettings, Footer, Header } from '../entries';
import { categoryLineage, chooseHeader, fallbackHeader, headerForRegion, inRegion } from '../select';
import type { ContentLogger, ContentProvider, LocalizedProductCategory, ProductQuery } from '../types';
import { contentListingEntry } from '../listing';
import type { DisplayText } from '../../../../shared/display-text';
// The seed's built-in English text is the fallback for keys the stack lacks: no page shows an empty label.
import { builtInDisplayText } from '../embedded';

export interface ContentstackOptions {
  log?: ContentLogger;
  cache?: ResponseCache;
  fetch?: typeof fetch;
}

/** Strips the slashes a route may leave around a slug: `/skis/classic/` → `skis/classic`. */
const slug = (url: string) => url.replace(/^\/+|\/+$/g, '');
const BLOG_PAGE_SIZE = 6;
/** A locale's display text entry: only the keys its translator filled. */
const LocalTexts = v.looseObject({ display_text_input: v.optional(v.array(v.object({ title: v.string(), text: v.string() }))) });

function localTexts(entry: { uid: string }): { title: string; text: string }[] {
  const parsed = v.safeParse(LocalTexts, entry);
  if (!parsed.success)
    throw new ProviderError('bad_response', `content entry display_text/${entry.uid} has no valid display_text_input`, {
      service: 'content',
      cause: parsed.issues,
    });
  return parsed.output.display_text_input ?? [];
}

export function createContentstackContent(config: ContentstackConfig, options: ContentstackOptions = {}): ContentProvider {
  const delivery = createDelivery(config, options);
  const log = options.log ?? ((message, detail) => console.warn(message, detail ?? {}));

  // Validated entries become the port's shapes here, and only here.
  // Lists come in the order editors created the entries, as the seed lists them.
  const list = <T>(cx: ContentContext, type: ContentTypeUid, query?: Record<string, unknown>) =>
    delivery.entries(cx, type, cx.locale, { query, asc: 'created_at' }) as unknown as Promise<T[]>;
  const one = <T>(cx: ContentContext, type: ContentTypeUid, uid: string) =>
    delivery.entry(cx, type, cx.locale, uid) as unknown as Promise<T | null>;
  const single = <T>(cx: ContentContext, type: ContentTypeUid) => delivery.single(cx, type, cx.locale) as unknown as Promise<T>;
  /** The first entry whose field has this value (url lookups), in the call's locale. */
  const firstWhere = async <T>(cx: ContentContext, type: ContentTypeUid, field: string, value: string) =>
    (await list<T>(cx, type, { [field]: value }))[0] ?? null;

  /** Display text entries of a locale: the base entries' keys, each text from the locale when it has one. */
  async function displayTextEntries(cx: ContentContext): Promise<DisplayTextEntry[]> {
    const [entries, local] = await Promise.all([
      list<{ uid: string; title: string; display_text_input: { title: string; text: string }[] }>(
        { ...cx, locale: BASE_LOCALE },
        'display_text',
      ),
      cx.locale === BASE_LOCALE ? [] : delivery.localEntries(cx, 'display_text', cx.locale),
    ]);
    // Merged by key, not by position: a translator's entry lists only what it translates.
    const texts = new Map(
      local
        .flatMap(localTexts)
        .filter((i) => i.text.trim() !== '')
        .map((i) => [i.title, i.text]),
    );
    return entries.map((e) => ({
      uid: e.uid,
      content_type: 'display_text',
      api_key: delivery.apiKey,
      title: e.title,
      display_text_input: e.display_text_input.map((item) => ({ title: item.title, text: texts.get(item.title) ?? item.text })),
    }));
  }

  async function displayText(cx: ContentContext): Promise<DisplayText> {
    const entries = await displayTextEntries(cx);
    return {
      ...builtInDisplayText,
      ...Object.fromEntries(entries.flatMap((e) => e.display_text_input).map((i) => [i.title, i.text])),
    } as DisplayText;
  }

  const categories = (cx: ContentContext) => list<LocalizedProductCategory>(cx, 'product_category');

  /** Products by uid, category and region, in the stack's order (or the order of asked-for uids). */
  async function productsOf(cx: ContentContext, query: ProductQuery = {}): Promise<ContentProduct[]> {
    const [products, lineageOf] = await Promise.all([
      query.uids ? list<ContentProduct>(cx, 'product', { uid: { $in: query.uids } }) : list<ContentProduct>(cx, 'product'),
      query.categoryUid ? categories({ ...cx, locale: BASE_LOCALE }).then((all) => new Map(all.map((c) => [c.uid, c.parent]))) : null,
    ]);
    // Asked-for uids keep the caller's order (manual picks come first, spec §9).
    const byUid = new Map(products.map((p) => [p.uid, p]));
    const pool = query.uids ? query.uids.flatMap((uid) => byUid.get(uid) ?? []) : products;
    return pool.filter(
      (p) =>
        (query.includeDiscontinued || !p.discontinued) &&
        (!query.region || inRegion(p.regions, query.region)) &&
        (!query.categoryUid || categoryLineage(p.category, lineageOf!).includes(query.categoryUid)),
    );
  }

  return {
    getBrandSettings: (cx) => single<BrandSettings>(cx, 'brand_settings'),

    async getHeader(cx, region: ContentRegion) {
      const choice = chooseHeader(await list<Header>(cx, 'header'), region);
      if (choice.problem) log(choice.problem, { locale: cx.locale, region });
      return choice.header ? headerForRegion(choice.header, region) : fallbackHeader(await displayText(cx));
    },

    getFooter: (cx) => single<Footer>(cx, 'footer'),
    getDisplayText: displayText,

    async getDisplayTextEntries(cx, uids) {
      const entries = await displayTextEntries(cx);
      if (!uids) return entries;
      const byUid = new Map(entries.map((e) => [e.uid, e]));
      return uids.flatMap((uid) => byUid.get(uid) ?? []);
    },

    getDuplicateDisplayTextEntries: (cx) => list<DuplicateDisplayText>(cx, 'duplicate_display_text'),

    async getDuplicateDisplayText(cx, entryUids) {
      const wanted = [...new Set(entryUids)];
      if (wanted.length === 0) return [];
      const byUid = new Map((await displayTextEntries(cx)).map((e) => [e.uid, e]));
      return wanted.flatMap((uid) => byUid.get(uid) ?? []);
    },

    getBanner: (cx, uid) => one<Banner>(cx, 'banner', uid),
    getPage: (cx, uid) => one<Page>(cx, 'page', uid),
    getPageByUrl: (cx, url) => firstWhere<Page>(cx, 'page', 'url', `/${slug(url)}`),

    async getHomePage(cx) {
      const home = await firstWhere<Page>(cx, 'page', 'url', '/');
      if (home) return home;
      throw new ProviderError('bad_response', 'content has no home page (a page entry with url "/")', { service: 'content' });
    },

    getErrorPage: (cx) => single<ErrorPageContent>(cx, 'error_page'),

    async getEmailSignupSettings(cx, region) {
      const settings = await single<EmailSignupSettings>(cx, 'email_signup_settings');
      return region ? { ...settings, lists: settings.lists.filter((l) => inRegion(l.regions, region)) } : settings;
    },

    getSearchSettings: (cx) => single<SearchSettings>(cx, 'search'),
    getBlogCategories: (cx) => list<BlogCategory>(cx, 'blog_category'),
    getBlogCategory: (cx, uid) => one<BlogCategory>(cx, 'blog_category', uid),

    async getBlogPosts(cx, query = {}) {
      // The service pages and counts (newest first), so a page costs one page of entries.
      const perPage = Math.max(1, Math.floor(query.perPage ?? BLOG_PAGE_SIZE));
      const page = Math.max(1, Math.floor(query.page ?? 1));
      const found = await delivery.page(cx, 'blog_post', cx.locale, {
        query: query.category ? { category: query.category } : undefined,
        desc: 'date',
        skip: (page - 1) * perPage,
        limit: perPage,
      });
      return { items: found.entries as unknown as BlogPost[], page, perPage, total: found.count, pages: Math.ceil(found.count / perPage) };
    },

    getBlogPost: (cx, uid) => one<BlogPost>(cx, 'blog_post', uid),
    getAthletes: (cx) => list<Athlete>(cx, 'athlete'),
    getAthlete: (cx, uid) => one<Athlete>(cx, 'athlete', uid),
    getSupportPages: (cx) => list<SupportPage>(cx, 'support_page'),
    getSupportPage: (cx, uid) => one<SupportPage>(cx, 'support_page', uid),

    getStores(cx, query = {}) {
      const where = Object.fromEntries(
        Object.entries({ country: query.country, region: query.region, type: query.type }).filter(([, v]) => v !== undefined),
      );
      return list<Store>(cx, 'store', Object.keys(where).length ? where : undefined);
    },

    getRegions: (cx) => list<RegionEntry>(cx, 'regions'),

    getProduct: (cx, uid) => one<ContentProduct>(cx, 'product', uid),
    getProductByUrl: (cx, url) => firstWhere<ContentProduct>(cx, 'product', 'url', slug(url)),

    getProducts: productsOf,

    // The category's products, cut to the listing's fields here (`only[BASE][]` on the query
    // would cut the transfer too; the answer is the same).
    async getCategoryListing(cx, { categoryUid, region }) {
      return (await productsOf(cx, { categoryUid, region })).map(contentListingEntry);
    },

    getProductCategory: (cx, url) => firstWhere<LocalizedProductCategory>(cx, 'product_category', 'url', slug(url)),
    getProductCategories: categories,
    getCategoryGroups: (cx) => list<CategoryGroup>(cx, 'category_groups'),
    getColorGroups: (cx) => list<ColorGroup>(cx, 'color_group'),
    getHideProductAttributes: (cx) => list<HideProductAttributes>(cx, 'hide_product_attributes'),
    getManageProductAttributes: (cx) => list<ManageProductAttributes>(cx, 'manage_product_attributes'),
    getAutomatedRelatedProductsConfig: (cx) => list<AutomatedRelatedProductsConfig>(cx, 'automated_related_products_config'),

    async getCategoryProductAddOnConfig(cx, region) {
      const configs = await list<CategoryProductAddOnConfig>(cx, 'category_product_add_on_config');
      return configs.filter((c) => !region || inRegion(c.regions, region));
    },

    // A stack without a preview token here (CONTENTSTACK_PREVIEW_TOKEN) shows no drafts.
    checkPreview: (cx, entry) => (config.preview ? delivery.checkPreview(cx, entry) : Promise.resolve('unavailable' as const)),
  };
}
