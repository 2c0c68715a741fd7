/**
 * The fake service's Contentstack routes: the shop's content seed served as the Content
 * Delivery API serves a stack (entries with system fields, locales with include_fallback,
 * `query` with equality and `$in`, asc/desc, skip/limit/include_count, code 141 for a
 * missing entry). A locale's entry carries only what its translator filled, as the seed's
 * translation tables do; the system fields follow the recorded fixtures/contentstack/*.json.
 */
import { CONTENT_LOCALES, type ContentLocale } from '../../worker/domain/locale';
import {
  baseDisplayText,
  contentSeed,
  contentTranslations,
  displayTextEntryUid,
  displayTextTranslations,
  duplicateDisplayText,
} from '../../worker/data/content/index';
import * as catalog from '../../worker/data/catalog/index';
import type { ContentTranslations } from '../../worker/data/content/i18n/types';
import type { FakeAnswer, FakeRequest, FakeRoute } from './fake-service';
import recordedEntry from './fixtures/contentstack/entry-en-us.json';
import entryMissing from './fixtures/contentstack/entry-missing.json';
import typeMissing from './fixtures/contentstack/content-type-missing.json';
import tokenInvalid from './fixtures/contentstack/token-invalid.json';

export interface FakeStack {
  apiKey: string;
  deliveryToken: string;
  environment: string;
}

type Entry = Record<string, unknown> & { uid: string };
type Overlays = (locale: ContentLocale) => Record<string, unknown> | undefined;
interface ContentType {
  /** The seed's entries (typed shapes; served as plain JSON). */
  base: readonly { uid: string }[];
  overlays?: Overlays;
}

const tr = (locale: ContentLocale): ContentTranslations | undefined => (locale === 'en-us' ? undefined : contentTranslations[locale]);
/** A single entry's translation, keyed by that entry's uid. */
const singleton =
  (uid: string, pick: (t: ContentTranslations) => unknown): Overlays =>
  (locale) => {
    const copy = tr(locale) && pick(tr(locale)!);
    return copy ? { [uid]: copy } : undefined;
  };
const catalogCopies =
  <T>(table: Partial<Record<string, Record<string, T>>>): Overlays =>
  (locale) =>
    locale === 'en-us' ? undefined : table[locale];

/** Display text as the stack keeps it: one entry per area of the UI, `display_text_input` rows of key and text. */
function displayTextEntries(texts: Record<string, string>, keys: readonly string[]): Entry[] {
  const groups = new Map<string, Entry & { display_text_input: { title: string; text: string }[] }>();
  for (const key of keys) {
    if (texts[key] === undefined) continue;
    const uid = displayTextEntryUid(key);
    if (!groups.has(uid)) groups.set(uid, { uid, title: uid.slice('display-text-'.length), display_text_input: [] });
    groups.get(uid)!.display_text_input.push({ title: key, text: texts[key]! });
  }
  return [...groups.values()];
}

/** Category groups repeat category titles: a locale's group carries the translated ones (references resolve in the locale). */
const categoryGroupCopies: Overlays = (locale) => {
  const copies = locale === 'en-us' ? undefined : catalog.categoryTranslations[locale];
  if (!copies) return undefined;
  const retitle = (ref: { uid: string }) => ({ title: copies[ref.uid]?.title, display_title: copies[ref.uid]?.display_title });
  return Object.fromEntries(
    catalog.categoryGroups.map((g) => [
      g.uid,
      {
        parent_category: retitle(g.parent_category),
        categories: g.categories.map((entry) => ({ category: entry.category.map(retitle) })),
      },
    ]),
  );
};

const keys = Object.keys(baseDisplayText);
const TYPES: Record<string, ContentType> = {
  brand_settings: { base: [contentSeed.brandSettings], overlays: singleton(contentSeed.brandSettings.uid, (t) => t.brand) },
  header: { base: contentSeed.headers, overlays: (l) => tr(l)?.headers },
  footer: { base: [contentSeed.footer], overlays: singleton(contentSeed.footer.uid, (t) => t.footer) },
  display_text: {
    base: displayTextEntries(baseDisplayText as Record<string, string>, keys),
    overlays: (l) => {
      const copy = l === 'en-us' ? undefined : displayTextTranslations[l];
      return copy && Object.fromEntries(displayTextEntries(copy as Record<string, string>, keys).map((e) => [e.uid, e]));
    },
  },
  duplicate_display_text: { base: duplicateDisplayText },
  banner: { base: contentSeed.banners, overlays: (l) => tr(l)?.banners },
  page: { base: contentSeed.pages, overlays: (l) => tr(l)?.pages },
  error_page: { base: [contentSeed.errorPage], overlays: singleton(contentSeed.errorPage.uid, (t) => t.errorPage) },
  email_signup_settings: {
    base: [contentSeed.emailSignupSettings],
    overlays: singleton(contentSeed.emailSignupSettings.uid, (t) => t.emailSignup),
  },
  search: { base: [contentSeed.searchSettings], overlays: singleton(contentSeed.searchSettings.uid, (t) => t.searchSettings) },
  blog_category: { base: contentSeed.blogCategories, overlays: (l) => tr(l)?.blogCategories },
  blog_post: { base: contentSeed.blogPosts, overlays: (l) => tr(l)?.blogPosts },
  athlete: { base: contentSeed.athletes, overlays: (l) => tr(l)?.athletes },
  support_page: { base: contentSeed.supportPages, overlays: (l) => tr(l)?.supportPages },
  store: { base: contentSeed.stores },
  regions: { base: contentSeed.regions, overlays: (l) => tr(l)?.regions },
  product: { base: catalog.contentProducts, overlays: catalogCopies(catalog.productTranslations) },
  product_category: { base: catalog.productCategories, overlays: catalogCopies(catalog.categoryTranslations) },
  category_groups: { base: catalog.categoryGroups, overlays: categoryGroupCopies },
  color_group: { base: catalog.colorGroups, overlays: catalogCopies(catalog.colorGroupTranslations) },
  hide_product_attributes: { base: catalog.hideProductAttributes },
  manage_product_attributes: { base: catalog.manageProductAttributes },
  automated_related_products_config: { base: catalog.automatedRelatedProductsConfig },
  category_product_add_on_config: { base: catalog.categoryProductAddOnConfig },
};

const recorded = recordedEntry.entry;
const CREATED = Date.parse(recorded.created_at);

/** The entry as the API sends it: the stack's system fields, then the fields; created in seed order. */
function served(fields: Entry, index: number, locale: string): Entry {
  const created = new Date(CREATED + index * 60_000).toISOString();
  return {
    ...fields,
    locale,
    tags: [],
    ACL: {},
    _version: recorded._version,
    _in_progress: false,
    created_at: created,
    created_by: recorded.created_by,
    updated_at: index === 0 ? recorded.updated_at : created,
    updated_by: recorded.updated_by,
    publish_details: { ...recorded.publish_details, locale, time: index === 0 ? recorded.publish_details.time : created },
  };
}

/** Entries of a type in a locale; null when the locale is not the stack's. */
function entriesIn(type: ContentType, locale: string, fallback: boolean): Entry[] | null {
  if (!(CONTENT_LOCALES as readonly string[]).includes(locale)) return null;
  const copies = locale === 'en-us' ? undefined : type.overlays?.(locale as ContentLocale);
  return (type.base as readonly Entry[]).flatMap((base, index) => {
    if (locale === 'en-us') return [served(base, index, 'en-us')];
    const copy = copies?.[base.uid];
    if (copy) return [served({ ...(JSON.parse(JSON.stringify(copy)) as Entry), uid: base.uid }, index, locale)];
    // Not localized: with include_fallback the base entry answers, marked with its own locale.
    return fallback ? [served(base, index, 'en-us')] : [];
  });
}

/** Contentstack's query operators the adapter uses: equality (array fields contain the value) and `$in`. */
function matches(entry: Entry, query: Record<string, unknown>): boolean {
  return Object.entries(query).every(([field, condition]) => {
    const value = entry[field];
    const has = (wanted: unknown) => (Array.isArray(value) ? value.includes(wanted) : value === wanted);
    if (condition && typeof condition === 'object' && '$in' in condition) return (condition as { $in: unknown[] }).$in.some(has);
    return has(condition);
  });
}

const fail = (status: number, json: unknown): FakeAnswer => ({ status, json });

function guard(request: FakeRequest, stack: FakeStack): FakeAnswer | null {
  if (request.headers.api_key !== stack.apiKey)
    return fail(412, { error_message: 'The api_key is invalid.', error_code: 109, errors: { api_key: ['is not valid.'] } });
  if (request.headers.access_token !== stack.deliveryToken) return fail(401, tokenInvalid);
  if (request.query.get('environment') !== stack.environment)
    return fail(422, { error_message: 'Environment was not found.', error_code: 141, errors: { environment: ['is not valid.'] } });
  return null;
}

function list(request: FakeRequest, stack: FakeStack): FakeAnswer {
  const refused = guard(request, stack);
  if (refused) return refused;
  const type = TYPES[request.params.type!];
  if (!type)
    return fail(422, { ...typeMissing, error_message: `The Content Type '${request.params.type}' was not found. Please try again.` });
  const q = request.query;
  let entries = entriesIn(type, q.get('locale') ?? 'en-us', q.get('include_fallback') === 'true');
  if (!entries) return fail(422, { error_message: 'Language was not found.', error_code: 141, errors: { locale: ['is not valid.'] } });
  const query = q.get('query');
  if (query) entries = entries.filter((e) => matches(e, JSON.parse(query) as Record<string, unknown>));
  const sortBy = q.get('asc') ?? q.get('desc');
  if (sortBy) {
    const direction = q.has('asc') ? 1 : -1;
    entries = [...entries].sort((a, b) => direction * String(a[sortBy] ?? '').localeCompare(String(b[sortBy] ?? '')));
  }
  const limit = Number(q.get('limit') ?? 100);
  if (limit > 100)
    return fail(422, { error_message: 'Limit must be less than or equal to 100.', error_code: 141, errors: { limit: ['is not valid.'] } });
  const skip = Number(q.get('skip') ?? 0);
  const page = entries.slice(skip, skip + limit);
  return { json: q.get('include_count') === 'true' ? { entries: page, count: entries.length } : { entries: page } };
}

function single(request: FakeRequest, stack: FakeStack): FakeAnswer {
  const refused = guard(request, stack);
  if (refused) return refused;
  const type = TYPES[request.params.type!];
  if (!type) return fail(422, typeMissing);
  const entries = entriesIn(type, request.query.get('locale') ?? 'en-us', request.query.get('include_fallback') === 'true') ?? [];
  const entry = entries.find((e) => e.uid === request.params.uid);
  return entry ? { json: { entry } } : fail(422, entryMissing);
}

export function contentstackRoutes(stack: FakeStack): FakeRoute[] {
  return [
    { path: '/v3/content_types/:type/entries', handler: (r) => list(r, stack) },
    { path: '/v3/content_types/:type/entries/:uid', handler: (r) => single(r, stack) },
  ];
}
