/**
 * The fake service's Contentstack routes: the shop's content seed served as the Content
 * Delivery API serves a stack (entries with system fields, locales with include_fallback,
 * `query` with equality and `$in`, asc/desc, skip/limit/include_count). As the service
 * does: reference fields are `{ uid, _content_type_uid }` stubs unless named in
 * `include[]` (fake-contentstack-references.ts); a request URL over 8 KB is refused with
 * 414; code 141 is both "The requested entry doesn't exist." (`errors.uid`) and "Failed to
 * fetch entries. Please try again with valid parameters." (`errors.environment`/`locale`).
 * A locale's entry carries only what its translator filled, as the seed's translation
 * tables do; the system fields follow the recorded fixtures/contentstack/*.json.
 */
import { CONTENT_LOCALES, type ContentLocale } from '../../worker/rules/locale';
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
import { localize } from '../../worker/ports/content/localize';
import { withReferences, type Entry } from './fake-contentstack-references';

/** The Delivery API's limit on a request URL: longer ones get 414. */
export const MAX_URL_BYTES = 8 * 1024;

export interface FakeStack {
  apiKey: string;
  deliveryToken: string;
  environment: string;
}

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

/** The entries of a type in a locale (what is served, and the whole localized entry); null when the locale is not the stack's. */
function localizedIn(type: ContentType, locale: string, fallback: boolean): { index: number; entry: Entry; whole: Entry }[] | null {
  if (!(CONTENT_LOCALES as readonly string[]).includes(locale)) return null;
  const copies = locale === 'en-us' ? undefined : type.overlays?.(locale as ContentLocale);
  return (type.base as readonly Entry[]).flatMap((base, index) => {
    if (locale === 'en-us') return [{ index, entry: base, whole: base }];
    const copy = copies?.[base.uid];
    if (copy) {
      const entry = { ...(JSON.parse(JSON.stringify(copy)) as Entry), uid: base.uid };
      return [{ index, entry, whole: localize(base, entry) }];
    }
    // Not localized: with include_fallback the base entry answers (marked with its own locale).
    return fallback ? [{ index, entry: base, whole: base }] : [];
  });
}

/** Entries of a type as served in a locale, references as `include[]` asks; null when the locale is not the stack's. */
function entriesIn(typeUid: string, locale: string, fallback: boolean, include: readonly string[] = []): Entry[] | null {
  const type = TYPES[typeUid]!;
  const found = localizedIn(type, locale, fallback);
  if (!found) return null;
  const lookup = (refType: string, uid: string) => {
    const hit = TYPES[refType] && localizedIn(TYPES[refType], locale, true)?.find((e) => e.entry.uid === uid);
    return hit ? served(hit.whole, hit.index, locale) : undefined;
  };
  return found.map(({ index, entry, whole }) => {
    const at = entry === whole && locale !== 'en-us' ? 'en-us' : locale;
    const system = (fields: Entry) => served(fields, index, at);
    return served(withReferences(typeUid, entry, whole, { include, system, lookup }), index, at);
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

/** The service's answer to parameters it refuses: code 141 again, the field named in `errors` (SOURCE.txt). */
const badParameter = (field: string, says = 'is not valid.') =>
  fail(422, {
    error_message: 'Failed to fetch entries. Please try again with valid parameters.',
    error_code: 141,
    errors: { [field]: [says] },
  });

/** Who may read: the delivery token on the delivery host, the preview token and a live hash on the preview host. */
type Credentials = (request: FakeRequest) => FakeAnswer | null;

const deliveryToken =
  (stack: FakeStack): Credentials =>
  (request) =>
    request.headers.access_token === stack.deliveryToken ? null : fail(401, tokenInvalid);

function guard(request: FakeRequest, stack: FakeStack, credentials: Credentials = deliveryToken(stack)): FakeAnswer | null {
  // The whole request line as the CDN measures it: path and query string.
  const length = new TextEncoder().encode(`${request.path}?${request.query.toString()}`).byteLength;
  if (length > MAX_URL_BYTES)
    return {
      status: 414,
      headers: { 'content-type': 'text/html' },
      raw: '<html><body><h1>414 Request-URI Too Large</h1></body></html>',
    };
  if (request.headers.api_key !== stack.apiKey)
    return fail(412, { error_message: 'The api_key is invalid.', error_code: 109, errors: { api_key: ['is not valid.'] } });
  const refused = credentials(request);
  if (refused) return refused;
  const environment = request.query.get('environment');
  if (environment === null) return badParameter('environment', 'is required.');
  if (environment !== stack.environment) return badParameter('environment');
  const locale = request.query.get('locale');
  if (locale !== null && !(CONTENT_LOCALES as readonly string[]).includes(locale)) return badParameter('locale');
  return null;
}

/** What an answer's entries become before they are sent: the preview's draft over its entry. */
type Drafts = (type: string, entry: Entry) => Entry;
const published: Drafts = (_type, entry) => entry;

function list(request: FakeRequest, stack: FakeStack, credentials?: Credentials, drafts: Drafts = published): FakeAnswer {
  const refused = guard(request, stack, credentials);
  if (refused) return refused;
  const type = TYPES[request.params.type!];
  if (!type)
    return fail(422, { ...typeMissing, error_message: `The Content Type '${request.params.type}' was not found. Please try again.` });
  const q = request.query;
  let entries = entriesIn(request.params.type!, q.get('locale') ?? 'en-us', q.get('include_fallback') === 'true', q.getAll('include[]'));
  if (!entries) return badParameter('locale');
  const query = q.get('query');
  if (query) entries = entries.filter((e) => matches(e, JSON.parse(query) as Record<string, unknown>));
  const sortBy = q.get('asc') ?? q.get('desc');
  if (sortBy) {
    const direction = q.has('asc') ? 1 : -1;
    entries = [...entries].sort((a, b) => direction * String(a[sortBy] ?? '').localeCompare(String(b[sortBy] ?? '')));
  }
  const limit = Number(q.get('limit') ?? 100);
  if (limit > 100) return badParameter('limit', 'must be less than or equal to 100.');
  const skip = Number(q.get('skip') ?? 0);
  const page = entries.slice(skip, skip + limit).map((e) => drafts(request.params.type!, e));
  return { json: q.get('include_count') === 'true' ? { entries: page, count: entries.length } : { entries: page } };
}

function single(request: FakeRequest, stack: FakeStack, credentials?: Credentials, drafts: Drafts = published): FakeAnswer {
  const refused = guard(request, stack, credentials);
  if (refused) return refused;
  const type = TYPES[request.params.type!];
  if (!type) return fail(422, typeMissing);
  const q = request.query;
  const entries =
    entriesIn(request.params.type!, q.get('locale') ?? 'en-us', q.get('include_fallback') === 'true', q.getAll('include[]')) ?? [];
  const entry = entries.find((e) => e.uid === request.params.uid);
  return entry ? { json: { entry: drafts(request.params.type!, entry) } } : fail(422, entryMissing);
}

export function contentstackRoutes(stack: FakeStack): FakeRoute[] {
  return [
    { path: '/v3/content_types/:type/entries', handler: (r) => list(r, stack) },
    { path: '/v3/content_types/:type/entries/:uid', handler: (r) => single(r, stack) },
  ];
}

/**
 * The preview service (Contentstack's Preview API: the delivery routes on their own host, read
 * with the stack's preview token and the editor's live preview hash instead of a delivery
 * token). Served under PREVIEW_PATH on the double's port, so CONTENTSTACK_PREVIEW_HOST is
 * `{double}/preview`: a request sent to the wrong host finds no route or the wrong token.
 *
 * A hash it issued (`issue`) shows that entry's draft: its title changed (DRAFT_PREFIX), every
 * other entry as published. It refuses what the vendor refuses: a missing or wrong preview token
 * (401), a missing, unknown or expired hash (422). The vendor publishes no bodies for these
 * refusals; the double answers in the shape of its other refusals, and the shop keys on the status.
 */
export const PREVIEW_PATH = '/preview';
export const DRAFT_PREFIX = 'Draft: ';

export interface FakePreviewStack extends FakeStack {
  previewToken: string;
}

export interface FakePreviews {
  /** A hash that previews the entry `type/uid` (the editor opened it), valid until `expire`. */
  issue(type: string, uid: string, hash?: string): string;
  expire(hash: string): void;
}

const previewTokenInvalid = fail(401, {
  error_message: 'The Preview Token is invalid.',
  error_code: 103,
  errors: { preview_token: ['is not valid.'] },
});
const hashRefused = (says: string) =>
  fail(422, { error_message: 'The live preview hash is not valid.', error_code: 141, errors: { live_preview: [says] } });

export function contentstackPreviewRoutes(stack: FakePreviewStack): { routes: FakeRoute[]; previews: FakePreviews } {
  const live = new Map<string, { type: string; uid: string }>();
  const previews: FakePreviews = {
    issue(type, uid, hash) {
      const id = hash ?? crypto.randomUUID();
      live.set(id, { type, uid });
      return id;
    },
    expire(hash) {
      live.delete(hash);
    },
  };
  const credentials: Credentials = (request) => {
    if (request.headers.access_token !== undefined && request.headers.preview_token === undefined) return previewTokenInvalid;
    if (request.headers.preview_token !== stack.previewToken) return previewTokenInvalid;
    const hash = request.headers.live_preview;
    if (typeof hash !== 'string' || hash === '') return hashRefused('is required.');
    if (!live.has(hash)) return hashRefused('is not valid or has expired.');
    return null;
  };
  const draftsOf =
    (request: FakeRequest): Drafts =>
    (type, entry) => {
      const edited = live.get(String(request.headers.live_preview));
      if (!edited || edited.type !== type || edited.uid !== entry.uid) return entry;
      // The editor changed the title: `title`, and the `display_title` shown in its place where the type has one.
      const draft = { ...entry };
      for (const field of ['title', 'display_title'])
        if (typeof entry[field] === 'string' && entry[field] !== '') draft[field] = `${DRAFT_PREFIX}${entry[field]}`;
      return draft;
    };
  return {
    previews,
    routes: [
      { path: `${PREVIEW_PATH}/v3/content_types/:type/entries`, handler: (r) => list(r, stack, credentials, draftsOf(r)) },
      { path: `${PREVIEW_PATH}/v3/content_types/:type/entries/:uid`, handler: (r) => single(r, stack, credentials, draftsOf(r)) },
    ],
  };
}
