/**
 * Site search (spec §7 search engine calls): POST /api/search takes App Search's
 * body and answers App Search's answer; GET /api/search/suggest?q= answers query suggestions,
 * up to five products and three content pages (one multi search); POST /api/search/click records a click (204). All are reads for
 * the shopper: no session or CSRF token (like /api/graphql), and cacheable answers.
 * `locale` (query, e.g. `de-de`) picks the engine; the `region` header the price list and
 * the region filter. `price` (results, filters, range facets, sort) is the price list's
 * decimal amount, as every `/api` amount: 399.95, never 39995.
 */
import { Hono, type Context, type MiddlewareHandler } from 'hono';
import { every } from 'hono/combine';
import * as v from 'valibot';
import type { AppEnv } from '../edge/app-env';
import { parseLocalePrefix, type Locale } from '../rules/locale';
import { apiError } from '../edge/errors';
import { jsonBody } from '../edge/limits';
import { PARAMETER_INVALID, validate } from '../edge/validate';
import { describe } from '../edge/describe';
import { rawOf, type ClickRequest, type SearchHit } from '../ports/search/types';
import { searchConnector } from '../ports/search/connector';
import { ClickBody, SearchBody, SuggestQuery, toSearchRequest } from './schema';
import { inRegion, searchAccess } from './service';
import { decimals } from '../edge/money-wire';
import { NO_STORE, PUBLIC_5_MINUTES } from '../rules/cache-control';

const SUGGESTED_PRODUCTS = 5;
const SUGGESTED_PAGES = 3;

const localeQuery = {
  locale: v.optional(
    v.pipe(
      v.string(),
      v.check((s) => parseLocalePrefix(s) !== null, 'locale must be a locale prefix such as en-us or de-de'),
    ),
  ),
};

async function access(c: Context<AppEnv>, localeParam: string | undefined) {
  const regions = c.var.shopper.regions;
  if (regions === 'invalid')
    return { error: apiError(c, 400, PARAMETER_INVALID, 'Invalid headers', [{ path: 'region', message: 'region names no region' }]) };
  const locale: Locale = (localeParam ? parseLocalePrefix(localeParam) : null) ?? c.var.shopper.locale;
  const found = await searchAccess(c.var, searchConnector(c.env), locale, regions);
  if (!found) return { error: apiError(c, 404, 'search_unavailable', 'Site search is not available here') };
  return { ...found, regions, locale };
}

/** Spec §9 "responses cached by default": five minutes at the edge and in the browser, per region. */
function cacheable(c: Context<AppEnv>) {
  c.header('cache-control', PUBLIC_5_MINUTES);
  c.header('vary', 'region');
}

/** Records a click in the background: the engine keeps it, the shopper's answer does not wait for it. */
function recordClick(c: Context<AppEnv>, found: Exclude<Awaited<ReturnType<typeof access>>, { error: Response }>, click: ClickRequest) {
  c.var.call.waitUntil(
    found.provider.click(found.sx, click).catch((error: unknown) => console.warn('search click not recorded', String(error))),
  );
  c.header('cache-control', NO_STORE);
  return c.body(null, 204);
}

/** A click as a link's ping carries it in the query (each parameter once, `tags` comma-separated), checked as a JSON click is. */
const PingClick = v.pipe(
  v.record(v.string(), v.union([v.string(), v.array(v.string())])),
  v.transform((query) => {
    const one = (name: string) => [query[name] ?? []].flat()[0];
    const requestId = one('request_id');
    const tags = one('tags');
    return {
      query: one('query'),
      document_id: one('document_id'),
      ...(requestId ? { request_id: requestId } : {}),
      ...(tags ? { tags: tags.split(',') } : {}),
    };
  }),
  ClickBody,
);

const recordPing = every(
  validate('query', PingClick, (c, { issues }) => apiError(c, 400, 'bad_request', 'Invalid click', issues)),
  async (c: Context<AppEnv>) => {
    const found = await access(c, c.req.query('locale'));
    if ('error' in found) return found.error;
    return recordClick(c, found, c.req.valid('query' as never) as v.InferOutput<typeof PingClick>);
  },
);

/**
 * A link's `ping` (HTML hyperlink auditing: the browser POSTs `PING` as text/ping when the
 * shopper follows the link, without holding the navigation) carries the click in the query:
 * how the search page's plain article links report clicks without JavaScript.
 */
const pingClick: MiddlewareHandler<AppEnv> = async (c, next) =>
  c.req.header('content-type')?.startsWith('text/ping') ? recordPing(c, next) : next();

export const searchApi = new Hono<AppEnv>()
  .post(
    '/',
    describe({
      summary: 'Search products and articles in the shape of Elastic App Search (query, facets, filters, page ≤ 100, sort, result_fields)',
      responses: {
        200: decimals('`{ meta: { request_id, page }, facets, results }`: each result field as `{ raw }`, `price` in the price list'),
        404: 'Search is not available here (`search_unavailable`)',
        502: 'The search engine failed (`upstream_error`; the engine said `[status] errors`)',
      },
    }),
    validate('query', v.object(localeQuery)),
    jsonBody(),
    validate('json', SearchBody),
    async (c) => {
      const found = await access(c, c.req.valid('query').locale);
      if ('error' in found) return found.error;
      const answer = await found.provider.search(found.sx, inRegion(toSearchRequest(c.req.valid('json')), found.regions));
      cacheable(c);
      return c.json(answer);
    },
  )
  .get(
    '/suggest',
    describe({
      summary: 'Query suggestions, up to 5 products and 3 content pages (one multi search) for what the shopper typed',
      responses: {
        200: '`{ query, request_id, suggestions: string[], products: { id, uid, title, href, image }[], pages: { id, title, href }[] }`',
        404: 'Search is not available here (`search_unavailable`)',
      },
    }),
    validate('query', v.object({ ...localeQuery, ...SuggestQuery.entries })),
    async (c) => {
      const { q, locale } = c.req.valid('query');
      const found = await access(c, locale);
      if ('error' in found) return found.error;
      // One engine call for both groups of instant results (App Search multi search), beside the query suggestions.
      const fields = { uid: { raw: {} }, title: { raw: {} }, url: { raw: {} }, image: { raw: {} } };
      const [suggestions, [hits, pages]] = await Promise.all([
        found.provider.suggest(found.sx, { query: q, size: 5 }),
        found.provider.multiSearch(found.sx, [
          inRegion(
            { query: q, filters: { all: [{ type: 'product' }] }, page: { size: SUGGESTED_PRODUCTS, current: 1 }, result_fields: fields },
            found.regions,
          ),
          inRegion(
            { query: q, filters: { all: [{ type: 'article' }] }, page: { size: SUGGESTED_PAGES, current: 1 }, result_fields: fields },
            found.regions,
          ),
        ]),
      ]);
      cacheable(c);
      const href = (hit: SearchHit) => `/${found.locale.prefix}${String(rawOf(hit, 'url'))}`;
      return c.json({
        query: q,
        request_id: hits!.meta.request_id,
        suggestions: suggestions.results.documents.map((d) => d.suggestion),
        products: hits!.results.map((hit) => ({
          id: hit.id.raw,
          uid: String(rawOf(hit, 'uid')),
          title: String(rawOf(hit, 'title')),
          href: href(hit),
          image: rawOf(hit, 'image') ?? null,
        })),
        pages: pages!.results.map((hit) => ({ id: hit.id.raw, title: String(rawOf(hit, 'title')), href: href(hit) })),
      });
    },
  )
  .post(
    '/click',
    describe({
      summary: 'Record a click on a search result (App Search click tracking)',
      responses: { 204: 'Recorded (or queued)', 404: 'Search is not available here (`search_unavailable`)' },
    }),
    validate('query', v.object(localeQuery)),
    pingClick,
    jsonBody(),
    validate('json', ClickBody),
    async (c) => {
      const found = await access(c, c.req.valid('query').locale);
      if ('error' in found) return found.error;
      return recordClick(c, found, c.req.valid('json'));
    },
  );
