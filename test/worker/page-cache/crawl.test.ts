import { describe, expect, it } from 'vitest';
import { get } from '../support/helpers';
import { decode, h1 } from '../support/shop-html';

/** Pages a crawl may visit from one start; plain paths are visited before paged lists. */
const MAX_PAGES = 400;
/** A page's words below which it counts as empty: a heading-only placeholder has about 100 characters. */
const MIN_TEXT = 150;

/**
 * Query links are followed only for pagination (`?page=`): filter, colour and breadcrumb
 * parameters render the same route as their plain path, which the crawl visits, and their
 * combinations would spend the whole budget on one category.
 */
const followQuery = (href: string) => !href.includes('?') || /^[^?]+\?page=\d+$/.test(href);

/**
 * Routes whose page has not landed yet, which answer a
 * heading-only placeholder for now: they must answer 200, but are not held to "has its own
 * content" yet. Each line goes when its page lands.
 */
const KNOWN_PENDING: RegExp[] = [];

/** Pages that are personal or tools, and list pages past the first (query variants): not required in a sitemap. */
const NOT_IN_SITEMAP = /^\/(cart|account|search|styletile|pro\/create|pro\/signup)(\/|$|\?)|\?/;

const NOT_PAGES = /^\/(api|media|assets|builds|_data)\//;
const NOT_FOUND_HEADINGS = ['Page not found', 'Seite nicht gefunden'];

/** Internal links of a page: `<a href>` only. */
function links(html: string): string[] {
  return [...html.matchAll(/<a\b[^>]*\shref="([^"]+)"/g)]
    .map((m) => decode(m[1]!))
    .filter((href) => href.startsWith('/') && !href.startsWith('//'))
    .map((href) => href.split('#')[0]!)
    .filter((href) => href && !NOT_PAGES.test(href));
}

/** Visible text of the page's main element. */
/** Fields a shopper fills in the page's main part (a sign-in or lookup form is a page of its own, though short on text). */
function formFields(html: string): number {
  const main = /<main\b[^>]*>([\s\S]*?)<\/main>/.exec(html)?.[1] ?? '';
  const inputs = main.match(/<input\b[^>]*>/g) ?? [];
  const visible = inputs.filter((tag) => !/type="(hidden|submit|button)"/.test(tag)).length;
  return visible + (main.match(/<(select|textarea)\b/g) ?? []).length;
}

function mainText(html: string): string {
  const main = /<main\b[^>]*>([\s\S]*?)<\/main>/.exec(html)?.[1] ?? '';
  return decode(
    main
      .replace(/<script[\s\S]*?<\/script>/g, '')
      .replace(/<template[\s\S]*?<\/template>/g, '')
      .replace(/<[^>]+>/g, ' '),
  )
    .replace(/\s+/g, ' ')
    .trim();
}

interface Finding {
  path: string;
  problem: string;
  from: string;
}

async function crawl(start: string): Promise<{ visited: Map<string, number>; findings: Finding[] }> {
  const visited = new Map<string, number>();
  const findings: Finding[] = [];
  const plain: [string, string][] = [[start, '(start)']];
  const withQuery: [string, string][] = [];
  const queued = new Set([start]);
  while (visited.size < MAX_PAGES && (plain.length || withQuery.length)) {
    const [path, from] = (plain.shift() ?? withQuery.shift())!;
    const started = Date.now();
    const res = await get(path);
    visited.set(path, res.status);
    const location = res.headers.get('location');
    if (Date.now() - started > 3000) console.log(`slow: ${path} ${Date.now() - started} ms`);
    const html =
      res.status === 200 && (res.headers.get('content-type') ?? '').includes('text/html')
        ? await res.text()
        : await res.arrayBuffer().then(() => '');
    if (res.status === 404 || res.status === 410) findings.push({ path, problem: String(res.status), from });
    else if (res.status >= 500) findings.push({ path, problem: String(res.status), from });
    else if (res.status === 200) {
      const heading = h1(html);
      if (html.includes('class="error-page"') || NOT_FOUND_HEADINGS.includes(heading ?? ''))
        findings.push({ path, problem: 'soft 404', from });
      else if (!KNOWN_PENDING.some((re) => re.test(path.split('?')[0]!)) && mainText(html).length < MIN_TEXT && formFields(html) < 2) {
        findings.push({ path, problem: `thin page (${mainText(html).length} characters of text)`, from });
      }
    }
    const next = location?.startsWith('/') ? [location] : links(html);
    for (const href of next) {
      if (queued.has(href) || !followQuery(href)) continue;
      queued.add(href);
      (href.includes('?') ? withQuery : plain).push([href, path]);
    }
  }
  return { visited, findings };
}

describe('a crawl of the shop finds no dead, broken or empty page', () => {
  it.each(['/', '/de-de'])(
    'following every internal link from %s (at most 400 pages)',
    async (start) => {
      const { visited, findings } = await crawl(start);
      console.log(
        `crawl from ${start}: ${visited.size} pages, statuses ${JSON.stringify(Object.fromEntries([...new Set(visited.values())].map((s) => [s, [...visited.values()].filter((v) => v === s).length])))}`,
      );
      expect(findings).toEqual([]);
      // The crawl reached the editorial pages through the site's own links.
      const paths = [...visited.keys()];
      const prefix = start === '/' ? '/en-us' : start;
      for (const route of ['/blog', '/team', '/support', '/pro', '/psia', '/test-store'])
        expect(paths, route).toContain(`${prefix}${route}`);
      expect(paths.some((p) => p.startsWith(`${prefix}/blog/p/`))).toBe(true);
      expect(paths.some((p) => p.startsWith(`${prefix}/team/`))).toBe(true);
      expect(paths.some((p) => p.startsWith(`${prefix}/support/`))).toBe(true);

      // The locale's sitemap lists exactly the pages that answer 200: each of its URLs answers
      // 200, and every page the crawl found is in it (personal and tool pages are left out).
      const xml = await (await get(`/sitemaps/${prefix.slice(1)}.xml`)).text();
      const listed = [...xml.matchAll(/<loc>https:\/\/loipe\.test([^<]+)<\/loc>/g)].map((m) => decode(m[1]!));
      const statuses = await Promise.all(
        listed
          .filter((path) => visited.get(path) !== 200)
          .map(async (path) => {
            const res = await get(path);
            await res.arrayBuffer();
            return [path, res.status] as const;
          }),
      );
      expect(statuses.filter(([, status]) => status !== 200)).toEqual([]);
      const crawled = [...visited]
        .filter(([path, status]) => status === 200 && path.startsWith(prefix) && !NOT_IN_SITEMAP.test(path.slice(prefix.length)))
        .map(([path]) => path);
      expect(crawled.filter((path) => !listed.includes(path))).toEqual([]);

      // Each URL's hreflang alternate in a locale of another region (whose catalogue differs),
      // and its x-default, answers 200: a path a locale does not offer is left out, not linked to a 404.
      const other = start === '/' ? 'ja-JP' : 'en';
      const named = (hreflang: string) =>
        [...xml.matchAll(new RegExp(`hreflang="${hreflang}" href="https://loipe\\.test([^"]+)"`, 'g'))].map((m) => decode(m[1]!));
      expect(named(other).length).toBeGreaterThan(listed.length / 2);
      expect(named('x-default').length).toBeGreaterThan(listed.length / 2);
      const alternates = [...new Set([...named(other), ...named('x-default')])].filter((path) => visited.get(path) !== 200);
      const alternateStatuses = await Promise.all(
        alternates.map(async (path) => {
          const res = await get(path);
          await res.arrayBuffer();
          return [path, res.status] as const;
        }),
      );
      expect(alternateStatuses.filter(([, status]) => status !== 200)).toEqual([]);
    },
    300_000,
  );
});
