/**
 * /robots.txt, /sitemap.xml (an index) and /sitemaps/{locale}.xml (every page and every
 * product of one locale, in the content region of its country, each with its hreflang
 * alternates). Mounted before the locale middleware, which would otherwise send these paths
 * to a locale prefix.
 *
 * The hreflang alternates live here, not in each page's head: a locale's sitemap knows which
 * paths every other locale offers, so a URL names exactly the locales where the same path
 * answers 200 (a product sold in one region only has no alternates that answer 404), and
 * shoppers do not download 37 links (2.8–3.5 KB) with every page.
 */
import { Hono, type Context } from 'hono';
import type { AppEnv } from '../edge/app-env';
import { allLocales, parseLocalePrefix, type Locale } from '../rules/locale';
import { languageTag, localePath } from '../../shared/locale';
import { regionsFor } from '../rules/regions';
import { CONTENT_TYPE_PREFIX } from '../../shared/links';
import { BLOG_PAGE_SIZE } from './blog';
import type { ContentProvider } from '../ports/content/types';
import { NO_STORE, PUBLIC_1_HOUR } from '../rules/cache-control';

const CACHE = { 'cache-control': PUBLIC_1_HOUR };
const XML = { 'content-type': 'application/xml; charset=utf-8', ...CACHE };

/**
 * Fixed routes that every locale has and that search engines may index: the search page is
 * `noindex` (its results are for shoppers), so it is not listed; the country picker without a
 * choice is indexable.
 */
const STATIC_PATHS = ['/', '/blog', '/team', '/support', '/stores', '/pro', '/psia', '/test-store', '/country'];

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The value `map` keeps for `key`, made by `make` the first time it is asked for. */
function once<K, V>(map: Map<K, V>, key: K, make: () => V): V {
  if (!map.has(key)) map.set(key, make());
  return map.get(key)!;
}

/** What a sitemap reads of one content locale that does not depend on the region. */
interface LocaleContent {
  categories: Awaited<ReturnType<ContentProvider['getProductCategories']>>;
  posts: Awaited<ReturnType<ContentProvider['getBlogPosts']>>;
  blogCategories: Awaited<ReturnType<ContentProvider['getBlogCategories']>>;
  /** The number of journal pages of each blog category, in `blogCategories`' order. */
  sectionPages: number[];
  athletes: Awaited<ReturnType<ContentProvider['getAthletes']>>;
  support: Awaited<ReturnType<ContentProvider['getSupportPages']>>;
  footer: Awaited<ReturnType<ContentProvider['getFooter']>>;
  /** A generic page by its URL, each URL read once. */
  page(url: string): ReturnType<ContentProvider['getPageByUrl']>;
}

/** One request's reads per content locale: the locales that share a content locale read it once. */
type SitemapReads = Map<string, Promise<LocaleContent>>;

async function readLocaleContent(c: Context<AppEnv>, locale: Locale): Promise<LocaleContent> {
  const content = c.get('content');
  const cl = c.get('call').content(locale.contentLocale);
  const [categories, posts, blogCategories, athletes, support, footer] = await Promise.all([
    content.getProductCategories(cl),
    content.getBlogPosts(cl, { perPage: 1000 }),
    content.getBlogCategories(cl),
    content.getAthletes(cl),
    content.getSupportPages(cl),
    content.getFooter(cl),
  ]);
  // The journal's later pages answer 200 too (/blog?page=2).
  const sections = await Promise.all(blogCategories.map((b) => content.getBlogPosts(cl, { category: b.uid, perPage: BLOG_PAGE_SIZE })));
  const pages = new Map<string, ReturnType<ContentProvider['getPageByUrl']>>();
  const page = (url: string) => once(pages, url, () => content.getPageByUrl(cl, url));
  return { categories, posts, blogCategories, sectionPages: sections.map((s) => s.pages), athletes, support, footer, page };
}

/** Paths after the locale prefix of every page a locale offers. */
export async function sitemapPaths(c: Context<AppEnv>, locale: Locale, reads: SitemapReads): Promise<string[]> {
  const content = c.get('content');
  const cl = c.get('call').content(locale.contentLocale);
  const region = regionsFor(locale.country).content;
  const shared = once(reads, locale.contentLocale, () => readLocaleContent(c, locale));
  const [{ categories, posts, blogCategories, sectionPages, athletes, support, footer, page }, products, header] = await Promise.all([
    shared,
    content.getProducts(cl, { region }),
    content.getHeader(cl, region),
  ]);
  // Generic pages have no list call in the content port; the ones the site links to are the ones that exist for shoppers.
  const linked = [...footer.columns.flatMap((col) => col.links), ...header.secondary_nav, ...header.main_nav.map((n) => n.link)]
    .filter((link) => link.type === 'Internal' && (link.content_type ?? 'page') === 'page')
    .map((link) => (link.href.startsWith('/') ? link.href : `/${link.href}`));
  // Only pages offered in this locale's region answer 200 (worker/content/content-page.tsx).
  const offered = async (url: string) => {
    const found = await page(url);
    return found && (found.regions.length === 0 || found.regions.includes(region)) ? url : null;
  };
  const pages = (await Promise.all([...new Set(linked)].map(offered))).filter((u): u is string => u !== null && u !== '/');
  const laterPages = (base: string, pages: number) => Array.from({ length: Math.max(0, pages - 1) }, (_, i) => `${base}?page=${i + 2}`);
  const paths = [
    ...STATIC_PATHS,
    ...pages,
    ...categories.filter((cat) => cat.regions.includes(region)).map((cat) => `${CONTENT_TYPE_PREFIX.product_category}/${cat.url}`),
    ...products.map((p) => `${CONTENT_TYPE_PREFIX.product}/${p.url}`),
    ...laterPages('/blog', Math.ceil(posts.total / BLOG_PAGE_SIZE)),
    ...blogCategories.flatMap((b, i) => [
      `${CONTENT_TYPE_PREFIX.blog_category}/${b.uid}`,
      ...laterPages(`${CONTENT_TYPE_PREFIX.blog_category}/${b.uid}`, sectionPages[i]!),
    ]),
    ...posts.items.map((p) => `${CONTENT_TYPE_PREFIX.blog}/${p.uid}`),
    ...athletes.map((a) => `${CONTENT_TYPE_PREFIX.athlete}/${a.uid}`),
    ...support.map((s) => `${CONTENT_TYPE_PREFIX.support}/${s.uid}`),
  ];
  return [...new Set(paths)];
}

export const seoFiles = new Hono<AppEnv>();

seoFiles.get('/robots.txt', (c) => {
  const origin = new URL(c.req.url).origin;
  const body = [
    'User-agent: *',
    'Allow: /',
    'Disallow: /api/',
    // The cart is personal: neither the page (/en-us/cart) nor its form endpoints (/en-us/cart/add) are crawled.
    'Disallow: /*/cart$',
    'Disallow: /*/cart/',
    'Disallow: /*/checkout',
    'Disallow: /*/account',
    'Disallow: /*/search?',
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
  return c.text(body, 200, CACHE);
});

seoFiles.get('/sitemap.xml', (c) => {
  const origin = new URL(c.req.url).origin;
  const entries = allLocales().map((l) => `  <sitemap><loc>${escapeXml(`${origin}/sitemaps/${l.prefix}.xml`)}</loc></sitemap>`);
  const body = `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries.join('\n')}\n</sitemapindex>\n`;
  return c.body(body, 200, XML);
});

/** The locale whose URLs are the hreflang `x-default`. */
const X_DEFAULT = 'en-us';

/**
 * Every locale's sitemap paths as a set, keyed by locale prefix. The paths depend only on the
 * content locale and the content region, so locales that share both are read once (and the
 * reads that do not depend on the region, once per content locale). The sitemap's own locale
 * fails as its sitemap did before; another locale whose paths cannot be read is logged and
 * named nowhere (an alternate must answer 200, so none beats a guess), and `complete` is false.
 */
async function pathsOfEveryLocale(c: Context<AppEnv>, own: Locale): Promise<{ paths: Map<string, Set<string>>; complete: boolean }> {
  const reads: SitemapReads = new Map();
  const byPair = new Map<string, Promise<Set<string> | null>>();
  const pairOf = (l: Locale) => `${l.contentLocale} in region ${regionsFor(l.country).content}`;
  const ownPair = pairOf(own);
  const entries = allLocales().map((l) => {
    const pair = pairOf(l);
    const paths = once(byPair, pair, () => {
      const list = sitemapPaths(c, l, reads).then((found) => new Set(found));
      if (pair === ownPair) return list;
      return list.catch((error: unknown) => {
        console.error(`sitemap: the paths of ${pair} could not be read; no alternate names them`, error);
        return null;
      });
    });
    return paths.then((set) => [l.prefix, set] as const);
  });
  const found = await Promise.all(entries);
  return {
    paths: new Map(found.map(([prefix, set]) => [prefix, set ?? new Set<string>()])),
    complete: found.every(([, set]) => set !== null),
  };
}

/**
 * One `<url>` of a locale sitemap: its address and, when another locale offers the same path,
 * an `xhtml:link` for every locale that does (itself included) plus `x-default`, as Google
 * reads hreflang from sitemaps. A path only this locale offers has no alternates.
 */
export function sitemapUrl(origin: string, locale: Locale, path: string, offeredBy: readonly Locale[]): string {
  const loc = `<loc>${escapeXml(origin + localePath(locale, path))}</loc>`;
  if (offeredBy.length < 2) return `  <url>${loc}</url>`;
  const link = (hreflang: string, l: Locale) =>
    `\n    <xhtml:link rel="alternate" hreflang="${hreflang}" href="${escapeXml(origin + localePath(l, path))}"/>`;
  const links = offeredBy.map((l) => link(languageTag(l), l));
  const fallback = offeredBy.find((l) => l.prefix === X_DEFAULT);
  if (fallback) links.push(link('x-default', fallback));
  return `  <url>${loc}${links.join('')}\n  </url>`;
}

seoFiles.get('/sitemaps/:file{[a-z]{2}-(?:[a-z]{2}|global)\\.xml}', async (c) => {
  const locale = parseLocalePrefix(c.req.param('file').replace(/\.xml$/, ''));
  if (!locale) return c.text('No sitemap for this locale\n', 404, { 'cache-control': NO_STORE });
  const origin = new URL(c.req.url).origin;
  const { paths, complete } = await pathsOfEveryLocale(c, locale);
  const locales = allLocales();
  const urls = [...paths.get(locale.prefix)!].map((path) =>
    sitemapUrl(
      origin,
      locale,
      path,
      locales.filter((l) => paths.get(l.prefix)!.has(path)),
    ),
  );
  const body = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join('\n')}\n</urlset>\n`;
  // Without some locale's alternates the sitemap is right but not whole: not kept for an hour.
  return c.body(body, 200, complete ? XML : { ...XML, 'cache-control': NO_STORE });
});
