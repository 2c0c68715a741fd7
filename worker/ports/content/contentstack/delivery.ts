/**
 * Contentstack's Content Delivery API as the hosted content adapter reads it: entries of a
 * content type in a locale (every page of 100, spec §7), one entry by uid (code 141 → null,
 * spec §8), and the field-by-field merge of a locale's entry over its base entry (spec §7:
 * the language entry first, then the base entry; en-us reads only the base).
 *
 *   GET {host}/v3/content_types/{type}/entries?environment=&locale=&include_fallback=true
 *   GET {host}/v3/content_types/{type}/entries/{uid}?environment=&locale=&include_fallback=true
 *   headers: api_key (the stack), access_token (a delivery token), branch (optional)
 */
import * as v from 'valibot';
import type { ContentLocale } from '../../../rules/locale';
import { previewServiceOrigin, stackRegionPrefix } from '../../../rules/live-preview';
import type { CallContext, ContentContext, PreviewSession } from '../../context';
import { ProviderError } from '../../errors';
import type { ResponseCache } from '../../http/cache';
import { createHttpClient, queryString, type HttpClient, type QueryParams } from '../../http/client';
import { contentFailureMessage, contentRejection, isMissingEntry } from '../../http/failures';
import { localize } from '../localize';
import { ENTRY_REFERENCES, ENTRY_SCHEMAS, UNLOCALIZED, type ContentTypeUid } from './schemas';
import { stripSystemFields } from './references';
import { mergeSplit, splitInQuery } from './split';

export const BASE_LOCALE: ContentLocale = 'en-us';
/** Spec §7: the content service is read in pages of 100. */
export const PAGE_SIZE = 100;

export interface ContentstackConfig {
  /** The stack's api key (CONTENTSTACK_API_KEY). */
  apiKey: string;
  /** A delivery token of the environment (secret CONTENTSTACK_DELIVERY_TOKEN). */
  deliveryToken: string;
  /** The publishing environment, e.g. `production` (CONTENTSTACK_ENVIRONMENT). */
  environment: string;
  /** Data region of the stack: `na` (default), `eu`, `azure-na`, `azure-eu`, `gcp-na` (CONTENTSTACK_REGION). */
  region?: string;
  /** The delivery host the region prefixes (CONTENTSTACK_HOST): the vendor's, a proxy, or the fake service in tests. */
  host?: string;
  branch?: string;
  /**
   * Live preview (docs/live-preview.md): the stack's preview token (secret CONTENTSTACK_PREVIEW_TOKEN)
   * and the preview service's host (CONTENTSTACK_PREVIEW_HOST; default the region's
   * `rest-preview.contentstack.com`). Without it a preview request is refused.
   */
  preview?: { token: string; host?: string };
}

/** The vendor's delivery host (CONTENTSTACK_HOST's default in wrangler.toml; the Postman collection's `cdn.contentstack.com`). */
export const CONTENTSTACK_DEFAULT_HOST = 'cdn.contentstack.com';

/** Spec §7 "the region prefixes the host", without CONTENTSTACK_HOST: the SDK's hosts (North America's is `cdn.contentstack.io`). */
export function contentstackHost(region = 'na'): string {
  const prefix = stackRegionPrefix(region);
  return prefix ? `https://${prefix}-cdn.contentstack.com` : 'https://cdn.contentstack.io';
}

const isLocalOrIp = (hostname: string) => hostname === 'localhost' || /^[\d.]+$/.test(hostname) || hostname.startsWith('[');

/**
 * The delivery origin: CONTENTSTACK_HOST (a host name, or an origin with scheme and port:
 * a proxy, or the fake service in tests) with the region prefixed to its name, as spec §7
 * says (`eu` + `cdn.contentstack.com` → `https://eu-cdn.contentstack.com`). A host already
 * carrying the prefix, an IP address and localhost are used as they are.
 */
export function contentstackOrigin(config: { host?: string; region?: string }, fallback = contentstackHost): string {
  if (!config.host?.trim()) return fallback(config.region);
  const raw = config.host.trim().replace(/\/+$/, '');
  const url = new URL(/^[a-z][a-z\d+.-]*:\/\//i.test(raw) ? raw : `https://${raw}`);
  const prefix = stackRegionPrefix(config.region);
  if (prefix && !isLocalOrIp(url.hostname) && !url.hostname.startsWith(`${prefix}-`)) url.hostname = `${prefix}-${url.hostname}`;
  return `${url.origin}${url.pathname.replace(/\/+$/, '')}`;
}

/** The preview service's origin: CONTENTSTACK_PREVIEW_HOST read as CONTENTSTACK_HOST is, else the region's own preview host. */
export function previewOrigin(config: { region?: string; preview?: { host?: string } }): string {
  return contentstackOrigin({ host: config.preview?.host, region: config.region }, previewServiceOrigin);
}

export type RawEntry = Record<string, unknown> & { uid: string };

const RawEntrySchema = v.looseObject({ uid: v.string() });
const EntriesSchema = v.object({ entries: v.array(RawEntrySchema), count: v.optional(v.number()) });
const EntrySchema = v.object({ entry: RawEntrySchema });

/** An editor's empty field arrives as null: it falls back to the base entry like a missing one. */
function withoutNulls(value: unknown): unknown {
  if (value === null) return undefined;
  if (Array.isArray(value)) return value.map(withoutNulls);
  if (typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value as Record<string, unknown>)
        .filter(([, v]) => v !== null)
        .map(([k, v]) => [k, withoutNulls(v)]),
    );
  }
  return value;
}

/** The locale's entry over the base entry, field by field (worker/ports/content/localize.ts). */
export function mergeLocalized(base: RawEntry, local: Record<string, unknown> | undefined): RawEntry {
  if (!local) return base;
  return localize(base, withoutNulls(stripSystemFields(local)) as Partial<RawEntry>);
}

export interface ListParams {
  /** Contentstack's JSON query, e.g. `{ "url": "/about" }` or `{ "uid": { "$in": [...] } }`. */
  query?: Record<string, unknown>;
  asc?: string;
  desc?: string;
  skip?: number;
  limit?: number;
}

export interface Delivery {
  readonly apiKey: string;
  /** Every entry of a type in a locale (all pages), merged over the base entries, validated. */
  entries(call: CallContext, type: ContentTypeUid, locale: ContentLocale, params?: ListParams): Promise<RawEntry[]>;
  /** One page of entries with the total count, merged and validated. */
  page(
    call: CallContext,
    type: ContentTypeUid,
    locale: ContentLocale,
    params: ListParams & { skip: number; limit: number },
  ): Promise<{ entries: RawEntry[]; count: number }>;
  /** One entry by uid, merged and validated; null when the service has none. */
  entry(call: CallContext, type: ContentTypeUid, locale: ContentLocale, uid: string): Promise<RawEntry | null>;
  /** The entries of exactly one locale, system fields removed, neither merged nor checked (a translator's partial entries). */
  localEntries(call: CallContext, type: ContentTypeUid, locale: ContentLocale): Promise<RawEntry[]>;
  /** The only entry of a single-entry type (brand settings, footer, ...). */
  single(call: CallContext, type: ContentTypeUid, locale: ContentLocale): Promise<RawEntry>;
  /**
   * Whether the preview service accepts the call's preview hash: it reads the edited entry
   * (or, without one, the first brand settings entry) with it. A 4xx answer (an unknown or expired
   * hash, a refused token) is `refused`; a missing entry is the page's own business (`accepted`);
   * anything else fails as any read does.
   */
  checkPreview(
    call: ContentContext & { preview: PreviewSession },
    entry: { contentType: string; uid: string } | null,
  ): Promise<'accepted' | 'refused'>;
}

/** A read the call makes: its context's locale, and the preview it renders if any. */
type ReadContext = CallContext & { preview?: PreviewSession };

export function createDelivery(config: ContentstackConfig, options: { cache?: ResponseCache; fetch?: typeof fetch } = {}): Delivery {
  const baseUrl = `${contentstackOrigin(config)}/v3`;
  const http = createHttpClient({
    service: 'content',
    baseUrl,
    headers: { api_key: config.apiKey, access_token: config.deliveryToken, ...(config.branch ? { branch: config.branch } : {}) },
    cachePartition: `${config.apiKey}:${config.environment}:${config.branch ?? 'main'}`,
    cache: options.cache,
    fetch: options.fetch,
    // Spec §8: a failed content call rejects with the SDK's shape as its cause.
    describeFailure: (failure) => {
      // A refused parameter (code 141 with `errors.environment`, ...) says so: a misconfigured deploy, not a missing page.
      return { message: contentFailureMessage(failure), cause: contentRejection(failure) };
    },
  });

  // The preview service takes the delivery request as it is, with the preview token and the
  // editor's hash in place of the delivery token; its answers are drafts, so none is cached.
  const previewBase = config.preview ? `${previewOrigin(config)}/v3` : null;
  const previewClients = new WeakMap<PreviewSession, HttpClient>();
  function clientFor(call: ReadContext): HttpClient {
    const preview = call.preview;
    if (!preview || preview.refused) return http;
    if (!previewBase || !config.preview)
      throw new ProviderError('unsupported', 'live preview needs CONTENTSTACK_PREVIEW_TOKEN (the stack has no preview token here)', {
        service: 'content',
      });
    let client = previewClients.get(preview);
    if (!client) {
      client = createHttpClient({
        service: 'content',
        baseUrl: previewBase,
        headers: {
          api_key: config.apiKey,
          preview_token: config.preview.token,
          live_preview: preview.hash,
          ...(preview.timestamp ? { preview_timestamp: preview.timestamp } : {}),
          ...(config.branch ? { branch: config.branch } : {}),
        },
        fetch: options.fetch,
        describeFailure: (failure) => ({ message: contentFailureMessage(failure), cause: contentRejection(failure) }),
      });
      previewClients.set(preview, client);
    }
    return client;
  }

  const common = (type: ContentTypeUid, locale: ContentLocale): QueryParams => ({
    environment: config.environment,
    locale,
    include_fallback: locale === BASE_LOCALE ? undefined : true,
    'include[]': ENTRY_REFERENCES[type],
  });

  const listQuery = (type: ContentTypeUid, locale: ContentLocale, params: ListParams, skip: number, limit: number): QueryParams => ({
    ...common(type, locale),
    query: params.query ? JSON.stringify(params.query) : undefined,
    asc: params.asc,
    desc: params.desc,
    include_count: true,
    skip,
    limit,
  });

  const path = (type: ContentTypeUid) => `/content_types/${type}/entries`;

  async function rawPage(call: ReadContext, type: ContentTypeUid, locale: ContentLocale, params: ListParams, skip: number, limit: number) {
    const answer = await clientFor(call).get(call, path(type), {
      query: listQuery(type, locale, params, skip, limit),
      schema: EntriesSchema,
    });
    return { entries: answer.entries as RawEntry[], count: answer.count ?? answer.entries.length };
  }

  /** Bytes of a list request's URL; `skip` at its widest, so every page of the query fits. */
  const urlBytes = (type: ContentTypeUid, locale: ContentLocale, params: ListParams) =>
    new TextEncoder().encode(`${baseUrl}${path(type)}?${queryString(listQuery(type, locale, params, 99_999, PAGE_SIZE))}`).byteLength;

  /** Every entry of a query: a long `$in` list goes as several requests, each URL under the CDN's 8 KB, merged. */
  async function rawAll(call: ReadContext, type: ContentTypeUid, locale: ContentLocale, params: ListParams): Promise<RawEntry[]> {
    const queries = params.query ? splitInQuery(params.query, (query) => urlBytes(type, locale, { ...params, query })) : [undefined];
    if (queries.length === 1) return rawAllOf(call, type, locale, params);
    const answers = await Promise.all(queries.map((query) => rawAllOf(call, type, locale, { ...params, query })));
    const field = params.asc ?? params.desc;
    return mergeSplit(answers, field ? { field, direction: params.asc ? 1 : -1 } : undefined);
  }

  async function rawAllOf(call: ReadContext, type: ContentTypeUid, locale: ContentLocale, params: ListParams): Promise<RawEntry[]> {
    const first = await rawPage(call, type, locale, params, 0, PAGE_SIZE);
    const rest = await Promise.all(
      Array.from({ length: Math.max(0, Math.ceil(first.count / PAGE_SIZE) - 1) }, (_, i) =>
        rawPage(call, type, locale, params, (i + 1) * PAGE_SIZE, PAGE_SIZE),
      ),
    );
    return [first, ...rest].flatMap((page) => page.entries);
  }

  function check(type: ContentTypeUid, entry: RawEntry): RawEntry {
    const parsed = v.safeParse(ENTRY_SCHEMAS[type], entry);
    if (parsed.success) return parsed.output as RawEntry;
    const issue = parsed.issues[0];
    throw new ProviderError(
      'bad_response',
      `content entry ${type}/${entry.uid} has an unexpected shape at ${issue ? v.getDotPath(issue) : '?'}: ${issue?.message ?? ''}`,
      {
        service: 'content',
        cause: parsed.issues,
      },
    );
  }

  const localized = (type: ContentTypeUid, locale: ContentLocale) => locale !== BASE_LOCALE && !UNLOCALIZED.has(type);

  /** Base entries merged with the locale's entries of the same uids (asked by uid: the base query may name unlocalized fields). */
  async function merge(call: ReadContext, type: ContentTypeUid, locale: ContentLocale, base: RawEntry[]): Promise<RawEntry[]> {
    if (!localized(type, locale) || base.length === 0) return base.map((e) => check(type, stripSystemFields(e)));
    const local = await rawAll(call, type, locale, { query: { uid: { $in: base.map((e) => e.uid) } } });
    const byUid = new Map(local.map((e) => [e.uid, e]));
    return base.map((e) => check(type, mergeLocalized(stripSystemFields(e), byUid.get(e.uid))));
  }

  /**
   * A read under a preview the service stops showing (the hash expired after the check, an
   * answer the page cannot use) is read again as published, and the rest of the request's
   * reads with it: the editor gets the published page with the notice, never an error page.
   */
  async function published<T>(call: ReadContext, read: () => Promise<T>): Promise<T> {
    if (!call.preview || call.preview.refused) return read();
    try {
      return await read();
    } catch (error) {
      if (!(error instanceof ProviderError) || call.signal.aborted) throw error;
      console.warn('live preview read failed: the published content serves the rest of the request', error.kind, error.message);
      call.preview.refused = true;
      return read();
    }
  }

  async function entriesOf(call: ReadContext, type: ContentTypeUid, locale: ContentLocale, params: ListParams): Promise<RawEntry[]> {
    if (!params.query && localized(type, locale)) {
      // The whole type in both locales at once: one round trip, not two in a row.
      const [base, local] = await Promise.all([rawAll(call, type, BASE_LOCALE, params), rawAll(call, type, locale, params)]);
      const byUid = new Map(local.map((e) => [e.uid, e]));
      return base.map((e) => check(type, mergeLocalized(stripSystemFields(e), byUid.get(e.uid))));
    }
    return merge(call, type, locale, await rawAll(call, type, BASE_LOCALE, params));
  }

  async function pageOf(
    call: ReadContext,
    type: ContentTypeUid,
    locale: ContentLocale,
    params: ListParams & { skip: number; limit: number },
  ) {
    const base = await rawPage(call, type, BASE_LOCALE, params, params.skip, params.limit);
    return { entries: await merge(call, type, locale, base.entries), count: base.count };
  }

  async function entryOf(call: ReadContext, type: ContentTypeUid, locale: ContentLocale, uid: string): Promise<RawEntry | null> {
    const one = (at: ContentLocale) =>
      clientFor(call).find(call, `${path(type)}/${encodeURIComponent(uid)}`, {
        query: common(type, at),
        schema: EntrySchema,
        missing: isMissingEntry,
      });
    const [base, local] = await Promise.all([one(BASE_LOCALE), localized(type, locale) ? one(locale) : Promise.resolve(null)]);
    if (!base) return null;
    return check(type, mergeLocalized(stripSystemFields(base.entry as RawEntry), local?.entry));
  }

  const delivery: Delivery = {
    apiKey: config.apiKey,
    entries: (call, type, locale, params = {}) => published(call, () => entriesOf(call, type, locale, params)),
    page: (call, type, locale, params) => published(call, () => pageOf(call, type, locale, params)),
    entry: (call, type, locale, uid) => published(call, () => entryOf(call, type, locale, uid)),
    localEntries: (call, type, locale) => published(call, async () => (await rawAll(call, type, locale, {})).map(stripSystemFields)),
    async checkPreview(call, entry) {
      const client = clientFor(call);
      const query = { environment: config.environment, locale: call.locale };
      try {
        if (entry) {
          await client.find(call, `/content_types/${encodeURIComponent(entry.contentType)}/entries/${encodeURIComponent(entry.uid)}`, {
            query,
            schema: EntrySchema,
            missing: isMissingEntry,
          });
        } else {
          await client.get(call, path('brand_settings'), { query: { ...query, limit: 1 }, schema: EntriesSchema });
        }
        return 'accepted';
      } catch (error) {
        // The service refused the hash or the token: the editor reloads the preview from the entry.
        if (error instanceof ProviderError && error.status !== undefined && error.status >= 400 && error.status < 500) return 'refused';
        throw error;
      }
    },
    async single(call, type, locale) {
      const [first] = await delivery.entries(call, type, locale);
      if (!first) throw new ProviderError('bad_response', `content type ${type} has no published entry`, { service: 'content' });
      return first;
    },
  };
  return delivery;
}
