import { describe, expect, it } from 'vitest';
import { contentSeed } from '../../../worker/data/content/index';
import { get } from '../support/helpers';
import { decode, h1, islandProps, jsonLd, title } from '../support/shop-html';
import { LOCALES, athlete, blogCategory, contentPage, firstParagraph, post, supportPage } from '../support/editorial-data';

const path = (prefix: string, rest: string) => `/${prefix}${rest}`;
const text = async (p: string) => {
  const res = await get(p);
  const raw = await res.text();
  return { status: res.status, html: decode(raw), raw };
};

describe.each(LOCALES)('the journal in %s', (prefix) => {
  it('lists the newest posts with image, date in the locale format and section, six to a page', async () => {
    const { status, html } = await text(path(prefix, '/blog'));
    expect(status).toBe(200);
    const newest = [...contentSeed.blogPosts].sort((a, b) => b.date.localeCompare(a.date));
    for (const p of newest.slice(0, 6)) expect(html).toContain(`href="/${prefix}/blog/p/${p.uid}"`);
    expect(html).not.toContain(`href="/${prefix}/blog/p/${newest[6]!.uid}"`);
    const first = post(prefix, newest[0]!.uid);
    expect(html).toContain(first.title);
    expect(html).toContain(first.excerpt);
    expect(html).toContain(`<time dateTime="${first.date}">`);
    expect(html).toMatch(/class="story__image"[^>]*src="\/media\/i\/scene-/);
    // The section filter names every section and marks "all" as current.
    for (const uid of ['technique', 'trips', 'gear-care']) expect(html).toContain(`href="/${prefix}/blog/${uid}"`);
    expect(html).toMatch(new RegExp(`href="/${prefix}/blog" aria-current="page"`));
    // Nine posts: page 2 of 2 holds the oldest three.
    expect(html).toContain(`href="/${prefix}/blog?page=2" rel="next"`);
    const second = await text(path(prefix, '/blog?page=2'));
    expect(second.status).toBe(200);
    for (const p of newest.slice(6)) expect(second.html).toContain(`href="/${prefix}/blog/p/${p.uid}"`);
    expect(second.html).toContain(`href="/${prefix}/blog" rel="prev"`);
  });

  it('shows one section with its translated title and description', async () => {
    const { status, html } = await text(path(prefix, '/blog/gear-care'));
    expect(status).toBe(200);
    const section = blogCategory(prefix, 'gear-care');
    expect(h1(html)).toBe(section.title);
    expect(html).toContain(section.description);
    for (const p of contentSeed.blogPosts) {
      expect(html.includes(`href="/${prefix}/blog/p/${p.uid}"`), p.uid).toBe(p.category === 'gear-care');
    }
    expect(html).toMatch(new RegExp(`href="/${prefix}/blog/gear-care" aria-current="page"`));
  });

  it('shows a post: title, author, date, rich text, share links, products and related posts', async () => {
    const { status, html, raw } = await text(path(prefix, '/blog/p/double-poling-engine'));
    expect(status).toBe(200);
    const p = post(prefix, 'double-poling-engine');
    expect(h1(html)).toBe(p.title);
    expect(title(html)).toBe(`${p.title} | Loipe`);
    expect(html).toContain(firstParagraph(p.body));
    expect(html).toContain(p.author);
    expect(html).toContain(`<time dateTime="2026-11-12">`);
    expect(html).toMatch(/<ol class="rich-text__list">/);
    // Related posts from the same section first, never the post itself.
    expect(html).toContain(`href="/${prefix}/blog/p/diagonal-stride-kick"`);
    expect(html).not.toContain(`class="story__link" href="/${prefix}/blog/p/double-poling-engine"`);
    // Share links: plain links without JavaScript, the island opens them in a popup.
    const [share] = islandProps<{ links: { network: string; href: string; popup: boolean }[] }>(raw, 'share-links');
    expect(share!.links.map((l) => l.network)).toEqual(['facebook', 'x', 'linkedin', 'pinterest', 'email']);
    expect(html).toContain(
      `href="https://www.facebook.com/sharer/sharer.php?u=https%3A%2F%2Floipe.test%2F${prefix}%2Fblog%2Fp%2Fdouble-poling-engine"`,
    );
    expect(html).toMatch(
      /class="share__link share__link--x" href="https:\/\/x\.com\/intent\/post\?[^"]+"[^>]*target="_blank" rel="noopener noreferrer"/,
    );
    // Shop the story: the post's products as cards (streamed into the page).
    expect(html).toMatch(new RegExp(`<a[^>]+href="/${prefix}/p/(aurora-classic|rime-carbon-pole)[?"]`));
    const article = jsonLd(html).find((b) => b['@type'] === 'BlogPosting');
    expect(article).toMatchObject({ headline: p.title, datePublished: '2026-11-12', author: { name: 'Ingrid Solberg' } });
  });
});

describe('journal dates in the locale format', () => {
  it.each([
    ['en-us', 'November 12, 2026'],
    ['de-de', '12. November 2026'],
    ['ja-jp', '2026年11月12日'],
    ['no-no', '12. november 2026'],
  ])('%s writes the date as %s', async (prefix, date) => {
    const { html } = await text(path(prefix, '/blog/p/double-poling-engine'));
    expect(html).toContain(`<time dateTime="2026-11-12">${date}</time>`);
  });
});

describe('unknown journal addresses answer the 404 page', () => {
  it.each([
    '/en-us/blog/p/no-such-post',
    '/de-de/blog/no-such-section',
    '/ja-jp/blog?page=3',
    '/en-us/blog?page=0',
    '/en-us/blog/technique?page=abc',
    '/no-no/blog/p/Double-Poling-Engine',
  ])('%s → 404', async (p) => {
    const res = await get(p);
    expect(res.status).toBe(404);
    expect(h1(await res.text())).not.toBeNull();
  });
});

describe.each(LOCALES)('the team in %s', (prefix) => {
  it('lists every athlete with portrait, discipline and a link to their page', async () => {
    const { status, html } = await text(path(prefix, '/team'));
    expect(status).toBe(200);
    for (const a of contentSeed.athletes) {
      expect(html).toContain(`href="/${prefix}/team/${a.uid}"`);
      expect(html).toContain(athlete(prefix, a.uid).discipline);
      expect(html).toMatch(new RegExp(`src="/media/i/athlete-${a.uid}\\?`));
    }
  });

  it('shows an athlete: bio, quote, results and the gear they use as product cards', async () => {
    const { status, html } = await text(path(prefix, '/team/ingrid-solberg'));
    expect(status).toBe(200);
    const a = athlete(prefix, 'ingrid-solberg');
    expect(h1(html)).toBe(a.name);
    expect(html).toContain(a.bio[0]);
    expect(html).toContain(a.quote);
    expect(html).toContain(a.discipline);
    expect(html).toMatch(/<tr><td>2026<\/td><th scope="row">Birkebeinerrennet<\/th><td>1<\/td><\/tr>/);
    expect(html).toMatch(new RegExp(`<a[^>]+href="/${prefix}/p/(aurora-classic|rime-carbon-pole)[?"]`));
    // Other athletes, never the athlete again.
    expect(html).toContain(`href="/${prefix}/team/mattias-lindqvist"`);
    expect(jsonLd(html).find((b) => b['@type'] === 'Person')).toMatchObject({ name: a.name });
  });
});

it("names the athlete's country in the page language", async () => {
  expect((await text('/de-de/team/aiko-tanabe')).html).toContain('<dd>Japan</dd>');
  expect((await text('/ja-jp/team/aiko-tanabe')).html).toContain('<dd>日本</dd>');
  expect((await text('/no-no/team/jonas-berger')).html).toContain('<dd>Østerrike</dd>');
});

it.each(['/en-us/team/no-such-athlete', '/de-de/team/Ingrid-Solberg', '/ja-jp/team/ingrid-solberg/extra'])(
  'unknown athlete %s → 404',
  async (p) => {
    expect((await get(p)).status).toBe(404);
  },
);

describe.each(LOCALES)('support in %s', (prefix) => {
  it('lists the help topics and every contact region of spec §9 with phone and opening hours', async () => {
    const { status, html } = await text(path(prefix, '/support'));
    expect(status).toBe(200);
    for (const p of contentSeed.supportPages) {
      expect(html).toContain(`href="/${prefix}/support/${p.uid}"`);
      expect(html).toContain(supportPage(prefix, p.uid).summary);
    }
    const regions = [...html.matchAll(/<div class="contact[^"]*" data-region="([a-z]+)">/g)].map((m) => m[1]);
    expect([...regions].sort()).toEqual(['au', 'ca', 'eu', 'jp', 'kr', 'no', 'nz', 'uk', 'us']);
    // The visitor's region comes first and is marked.
    expect(regions[0]).toBe({ 'en-us': 'us', 'de-de': 'eu', 'ja-jp': 'jp', 'no-no': 'no' }[prefix]);
    expect(html).toContain('href="tel:+4761248000">+47 61 24 80 00</a>');
    expect(html).toContain('href="mailto:support.jp@loipe.com"');
    expect(html).toMatch(/<ul class="contact__hours"><li>[^<]+08:00–16:00<\/li><li>[^<]+10:00–14:00<\/li><\/ul>/);
  });

  it("shows an article with its translated body and the visitor's customer service", async () => {
    const { status, html } = await text(path(prefix, '/support/warranty'));
    expect(status).toBe(200);
    const page = supportPage(prefix, 'warranty');
    expect(h1(html)).toBe(page.title);
    expect(html).toContain(firstParagraph(page.body));
    expect(html).toContain(`href="/${prefix}/support/returns"`);
    expect(html).toMatch(/<div class="contact contact--mine" data-region="[a-z]+">/);
  });
});

it('names opening days in the page language', async () => {
  expect((await text('/de-de/support')).html).toMatch(/<li>Mo\.? – Fr\.? 08:30–17:00<\/li>/);
  expect((await text('/ja-jp/support')).html).toContain('<li>月 – 金 10:00–18:00</li>');
});

it.each(['/en-us/support/anything', '/de-de/support/Warranty', '/no-no/support/contact-us-form'])(
  'unknown support article %s → 404',
  async (p) => {
    expect((await get(p)).status).toBe(404);
  },
);

describe.each(LOCALES)('content pages with their own route in %s', (prefix) => {
  it.each(['pro', 'psia', 'test-store'])('/%s shows its content page: title and copy', async (uid) => {
    const { status, html } = await text(path(prefix, `/${uid}`));
    expect(status).toBe(200);
    const page = contentPage(prefix, uid);
    expect(h1(html)).toBe(page.title);
    const copy = page.body.flatMap((b) => (b.type === 'rich_text' ? [b.content] : []))[0]!;
    expect(html).toContain(firstParagraph(copy));
  });
});
