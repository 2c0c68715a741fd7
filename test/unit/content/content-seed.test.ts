import { describe, expect, it } from 'vitest';
import { CONTENT_LOCALES, type ContentLocale } from '../../../worker/rules/locale';
import { contentProducts, productCategories } from '../../../worker/data/catalog/index';
import { contentSeed, contentTranslations } from '../../../worker/data/content/index';
import type { ContentTranslations } from '../../../worker/data/content/i18n/types';
import type { Link, RichBlock } from '../../../worker/ports/content/entries';
import { localize } from '../../../worker/ports/content/localize';
import { cx } from '../../support/calls';
import { testContent } from '../../support/data';

const content = testContent();
const TRANSLATED = CONTENT_LOCALES.filter((l) => l !== 'en-us') as Exclude<ContentLocale, 'en-us'>[];

/** Every string, link and rich block anywhere in a value, with its path. */
function walk(value: unknown, path: string, visit: (v: unknown, path: string) => void): void {
  visit(value, path);
  if (Array.isArray(value)) value.forEach((v, i) => walk(v, `${path}[${i}]`, visit));
  else if (value && typeof value === 'object') for (const [k, v] of Object.entries(value)) walk(v, `${path}.${k}`, visit);
}

const isLink = (v: unknown): v is Link =>
  !!v && typeof v === 'object' && 'type' in v && 'href' in v && ['Internal', 'Nuxt', 'External'].includes((v as Link).type);
const BLOCK_KEYS: Record<string, string[]> = {
  h2: ['text', 'type'],
  h3: ['text', 'type'],
  p: ['text', 'type'],
  eyebrow: ['text', 'type'],
  quote: ['text', 'type'],
  ul: ['items', 'type'],
  ol: ['items', 'type'],
  table: ['caption', 'head', 'rows', 'type'],
  link: ['link', 'type'],
};
const isBlock = (v: unknown): v is RichBlock => !!v && typeof v === 'object' && 'type' in v && (v as { type: string }).type in BLOCK_KEYS;

/** Same shape as the base: same types at every path, no block with foreign fields. */
function sameShape(base: unknown, local: unknown, path: string, problems: string[]): void {
  if (Array.isArray(base)) {
    if (!Array.isArray(local)) return void problems.push(`${path}: array became ${typeof local}`);
    const pairs = base.length === local.length ? local.map((l, i) => [base[i], l]) : local.map((l) => [base[0], l]);
    pairs.forEach(([b, l], i) => b !== undefined && sameShape(b, l, `${path}[${i}]`, problems));
    return;
  }
  if (base && typeof base === 'object') {
    if (!local || typeof local !== 'object' || Array.isArray(local)) return void problems.push(`${path}: object became ${typeof local}`);
    for (const key of Object.keys(base)) {
      if (!(key in local)) problems.push(`${path}.${key}: missing`);
      else sameShape((base as Record<string, unknown>)[key], (local as Record<string, unknown>)[key], `${path}.${key}`, problems);
    }
    if (isBlock(local) && Object.keys(local).sort().join() !== BLOCK_KEYS[local.type]!.join())
      problems.push(`${path}: ${local.type} block has fields ${Object.keys(local).sort().join()}`);
    return;
  }
  if (typeof base !== typeof local) problems.push(`${path}: ${typeof base} became ${typeof local}`);
}

describe('seed references', () => {
  const productUids = new Set(contentProducts.filter((p) => !p.discontinued).map((p) => p.uid));
  const categoryUids = new Set(productCategories.map((c) => c.uid));
  const categoryUrls = new Set(productCategories.map((c) => `/${c.url}`));
  const supportUids = new Set(contentSeed.supportPages.map((p) => `/${p.uid}`).concat(''));
  const blogUrls = new Set(['', ...contentSeed.blogCategories.map((c) => `/${c.uid}`)]);
  const pageUrls = new Set([...contentSeed.pages.map((p) => p.url), '/stores', '/account', '/team', '/search', '/cart']);
  const proUrls = new Set(['/pro', '/pro/create', '/pro/signup']);

  it('names only current products in hotspots, grids, the error page, posts and athletes', () => {
    const named: string[] = [];
    walk(contentSeed, 'seed', (v, path) => {
      if (v && typeof v === 'object' && 'product' in v && (v as { product?: { uid?: string } }).product?.uid)
        named.push((v as { product: { uid: string } }).product.uid);
      if (/\.(product_uids|products|favourite_products)$/.test(path) && Array.isArray(v)) named.push(...(v as string[]));
    });
    expect(named.length).toBeGreaterThan(20);
    expect(named.filter((uid) => !productUids.has(uid))).toEqual([]);
  });

  it('names only existing categories and banners on pages', () => {
    const banners = new Set(contentSeed.banners.map((b) => b.uid));
    for (const page of contentSeed.pages) {
      for (const block of page.body) {
        if (block.type === 'banner') expect(banners, `${page.uid}`).toContain(block.banner);
        if (block.type === 'product_grid' && block.category_uid) expect(categoryUids, page.uid).toContain(block.category_uid);
      }
    }
    expect(banners).toContain(contentSeed.errorPage.banner);
  });

  it('links internally only to pages that exist', () => {
    const broken: string[] = [];
    const targets: Partial<Record<string, Set<string>>> = {
      product_category: categoryUrls,
      support: supportUids,
      blog_category: blogUrls,
      page: pageUrls,
      team_page: new Set(['/team']),
      pro: proUrls,
    };
    walk(contentSeed, 'seed', (v, path) => {
      if (!isLink(v) || v.type !== 'Internal') return;
      const known = targets[v.content_type ?? ''];
      if (!known?.has(v.href)) broken.push(`${path}: ${v.content_type} ${v.href}`);
    });
    walk(contentSeed.banners, 'banners', (v, path) => {
      const link = (v as { internal_link?: { content_type: string; href: string } }).internal_link;
      if (link && !targets[link.content_type]?.has(link.href) && !(link.content_type === 'page' && link.href === '/'))
        broken.push(`${path}: ${link.content_type} ${link.href}`);
    });
    expect(broken).toEqual([]);
  });

  it('uses scene- images and video- clips with a poster for banner backgrounds', () => {
    for (const b of contentSeed.banners) {
      if (b.background.type === 'Video') {
        expect(b.background.amplience_id, b.uid).toMatch(/^video-/);
        expect(b.background.poster_amplience_id, b.uid).toMatch(/^scene-/);
      } else expect(b.background.amplience_id, b.uid).toMatch(/^scene-/);
      if (b.background.imageset === 'Yes') expect(b.background.imageset_items?.length, b.uid).toBeGreaterThan(1);
      for (const h of b.background.content.hotspots) {
        expect(h.points.x).toBeGreaterThanOrEqual(0);
        expect(h.points.x).toBeLessThanOrEqual(1);
        expect(h.title).not.toBe('');
      }
    }
  });

  it('keeps every table row as wide as its header', () => {
    walk(contentSeed, 'seed', (v, path) => {
      if (isBlock(v) && v.type === 'table') for (const row of v.rows) expect(row.length, path).toBe(v.head.length);
    });
  });

  it('contains no placeholder text', () => {
    walk([contentSeed, contentTranslations], 'seed', (v, path) => {
      if (typeof v !== 'string') return;
      expect(v, path).not.toMatch(/lorem|ipsum|placeholder text/i);
      // Case-sensitive: Spanish "todo" is a word, an editor's TODO is not.
      expect(v, path).not.toMatch(/\bTODO\b|\bTBD\b|XXX/);
    });
  });
});

describe('translations', () => {
  const kinds: [keyof ContentTranslations, readonly { uid: string }[]][] = [
    ['headers', contentSeed.headers],
    ['banners', contentSeed.banners],
    ['pages', contentSeed.pages],
    ['blogCategories', contentSeed.blogCategories],
    ['blogPosts', contentSeed.blogPosts],
    ['athletes', contentSeed.athletes],
    ['supportPages', contentSeed.supportPages],
    ['regions', contentSeed.regions],
  ];

  it.each(TRANSLATED)('%s translates only entries that exist', (locale) => {
    for (const [kind, entries] of kinds) {
      const uids = new Set(entries.map((e) => e.uid));
      const table = (contentTranslations[locale][kind] ?? {}) as Record<string, unknown>;
      expect(
        Object.keys(table).filter((uid) => !uids.has(uid)),
        `${locale} ${kind}`,
      ).toEqual([]);
    }
  });

  it.each(TRANSLATED)('%s keeps the shape of every entry', async (locale) => {
    const problems: string[] = [];
    const pairs: [string, unknown, unknown][] = [
      ['brand', contentSeed.brandSettings, await content.getBrandSettings(cx(locale))],
      ['footer', contentSeed.footer, await content.getFooter(cx(locale))],
      ['errorPage', contentSeed.errorPage, await content.getErrorPage(cx(locale))],
      ['emailSignup', contentSeed.emailSignupSettings, await content.getEmailSignupSettings(cx(locale))],
      ['search', contentSeed.searchSettings, await content.getSearchSettings(cx(locale))],
      ...contentSeed.pages.map((p): [string, unknown, unknown] => [p.uid, p, null]),
    ];
    for (const p of contentSeed.pages) pairs.find((x) => x[0] === p.uid)![2] = await content.getPage(cx(locale), p.uid);
    for (const b of contentSeed.banners) pairs.push([b.uid, b, await content.getBanner(cx(locale), b.uid)]);
    for (const p of contentSeed.blogPosts) pairs.push([p.uid, p, await content.getBlogPost(cx(locale), p.uid)]);
    for (const p of contentSeed.supportPages) pairs.push([p.uid, p, await content.getSupportPage(cx(locale), p.uid)]);
    for (const a of contentSeed.athletes) pairs.push([a.uid, a, await content.getAthlete(cx(locale), a.uid)]);
    // Headers are compared before region filtering, which drops alerts on purpose.
    for (const h of contentSeed.headers) pairs.push([h.uid, h, localize(h, contentTranslations[locale].headers?.[h.uid])]);
    for (const [name, base, local] of pairs) sameShape(base, local, name, problems);
    expect(problems).toEqual([]);
  });

  it('translates most shopper-visible content strings in every locale (figures printed)', async () => {
    const figures: string[] = [];
    const strings = async (locale: ContentLocale) => {
      const out: string[] = [];
      const all = [
        await content.getHeader(cx(locale), 'us'),
        await content.getFooter(cx(locale)),
        await content.getErrorPage(cx(locale)),
        await content.getEmailSignupSettings(cx(locale)),
        ...(await Promise.all(contentSeed.pages.map((p) => content.getPage(cx(locale), p.uid)))),
        ...(await Promise.all(contentSeed.banners.map((b) => content.getBanner(cx(locale), b.uid)))),
        ...(await content.getBlogPosts(cx(locale), { perPage: 100 })).items,
        ...(await content.getSupportPages(cx(locale))),
        ...(await content.getAthletes(cx(locale))),
      ];
      walk(all, '', (v, path) => {
        if (
          typeof v === 'string' &&
          /\.(text|title|excerpt|description|heading|items\[\d+\]|caption|head\[\d+\]|button_text|summary|quote|bio\[\d+\]|discipline|link_text|header|alt_text)$/.test(
            path,
          )
        )
          out.push(v);
      });
      return out;
    };
    const base = await strings('en-us');
    for (const locale of TRANSLATED) {
      const local = await strings(locale);
      const changed = local.filter((s, i) => s !== base[i]).length;
      const share = changed / base.length;
      figures.push(`${locale} ${(share * 100).toFixed(1)}%`);
      expect(share, locale).toBeGreaterThan(0.85);
    }
    console.log(`content strings translated (of ${base.length}): ${figures.join(', ')}`);
  });
});
