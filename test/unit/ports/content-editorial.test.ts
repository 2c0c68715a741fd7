import { describe, expect, it } from 'vitest';
import { CONTENT_LOCALES } from '../../../worker/rules/locale';
import { cx } from '../../support/calls';
import { testContent } from '../../support/data';

const content = testContent();

describe('journal', () => {
  it('has at least 8 posts in 3 categories, newest first', async () => {
    const all = await content.getBlogPosts(cx('en-us'), { perPage: 100 });
    expect(all.total).toBeGreaterThanOrEqual(8);
    const categories = await content.getBlogCategories(cx('en-us'));
    expect(categories.map((c) => c.uid)).toEqual(['technique', 'trips', 'gear-care']);
    for (const c of categories) expect(all.items.filter((p) => p.category === c.uid).length, c.uid).toBeGreaterThanOrEqual(2);
    const dates = all.items.map((p) => p.date);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it.each([
    [{ page: 1, perPage: 4 }, 4, 1],
    [{ page: 3, perPage: 4 }, 1, 3],
    [{ page: 4, perPage: 4 }, 0, 4],
    [{ category: 'trips' }, 3, 1],
    [{ category: 'no-such-section' }, 0, 1],
  ])('query %j gives %i posts on page %i', async (query, count, page) => {
    const result = await content.getBlogPosts(cx('en-us'), query);
    expect(result.items).toHaveLength(count);
    expect(result.page).toBe(page);
  });

  it.each(CONTENT_LOCALES)('in %s every post has a title, an author, an excerpt and a body of several blocks', async (locale) => {
    for (const post of (await content.getBlogPosts(cx(locale), { perPage: 50 })).items) {
      expect(post.title, post.uid).not.toBe('');
      expect(post.excerpt, post.uid).not.toBe('');
      expect(post.body.filter((b) => b.type === 'p').length, post.uid).toBeGreaterThanOrEqual(3);
      expect(post.hero_image.amplience_id, post.uid).toMatch(/^scene-/);
    }
  });

  it('translates post titles while keeping dates and authors', async () => {
    const [en, de] = await Promise.all([
      content.getBlogPost(cx('en-us'), 'birkebeiner-in-a-day'),
      content.getBlogPost(cx('de'), 'birkebeiner-in-a-day'),
    ]);
    expect(de?.title).not.toBe(en?.title);
    expect(de?.date).toBe(en?.date);
    expect(de?.author).toBe(en?.author);
  });
});

describe('team', () => {
  it.each(CONTENT_LOCALES)('in %s has at least 6 athletes with portraits `athlete-<uid>`', async (locale) => {
    const athletes = await content.getAthletes(cx(locale));
    expect(athletes.length).toBeGreaterThanOrEqual(6);
    for (const a of athletes) {
      expect(a.portrait.amplience_id).toBe(`athlete-${a.uid}`);
      expect(a.bio.length).toBeGreaterThanOrEqual(1);
      expect(a.favourite_products.length).toBeGreaterThanOrEqual(1);
    }
  });
  it('finds an athlete by uid', async () => {
    expect((await content.getAthlete(cx('sv'), 'mattias-lindqvist'))?.country).toBe('SE');
  });
});

describe('support pages', () => {
  it.each(CONTENT_LOCALES)('in %s include the six guides', async (locale) => {
    const uids = (await content.getSupportPages(cx(locale))).map((p) => p.uid);
    expect(uids).toEqual(expect.arrayContaining(['size-guide', 'ski-length-guide', 'waxing', 'warranty', 'returns', 'contact']));
  });
  it('the contact page lists every contact region with its phone number', async () => {
    const [page, brand] = await Promise.all([content.getSupportPage(cx('en-us'), 'contact'), content.getBrandSettings(cx('en-us'))]);
    const table = page?.body.find((b) => b.type === 'table');
    if (table?.type !== 'table') throw new Error('contact page has no table');
    expect(table.rows).toHaveLength(9);
    for (const contact of Object.values(brand.contact)) expect(table.rows.map((r) => r[1])).toContain(contact.phone);
  });
  it('the ski length guide has lengths by weight for classic and skate', async () => {
    const page = await content.getSupportPage(cx('en-us'), 'ski-length-guide');
    const table = page?.body.find((b) => b.type === 'table');
    expect(table).toMatchObject({ head: ['Body weight (kg)', 'Classic (cm)', 'Skate (cm)', 'Flex'] });
  });
});

describe('stores', () => {
  it('has at least 25 stores with valid coordinates across ten countries', async () => {
    const stores = await content.getStores(cx('en-us'));
    expect(stores.length).toBeGreaterThanOrEqual(25);
    for (const s of stores) {
      expect(s.latitude, s.uid).toBeGreaterThanOrEqual(-90);
      expect(s.latitude, s.uid).toBeLessThanOrEqual(90);
      expect(s.longitude, s.uid).toBeGreaterThanOrEqual(-180);
      expect(s.longitude, s.uid).toBeLessThanOrEqual(180);
      expect(s.hours.length, s.uid).toBeGreaterThan(0);
      for (const h of s.hours) expect(`${h.opening_time}-${h.closing_time}`).toMatch(/^\d\d:\d\d-\d\d:\d\d$/);
    }
    expect(new Set(stores.map((s) => s.uid)).size).toBe(stores.length);
    expect(new Set(stores.map((s) => s.country))).toEqual(new Set(['no', 'se', 'de', 'at', 'ch', 'fr', 'it', 'us', 'ca', 'jp']));
    console.log(`stores: ${stores.length} in ${new Set(stores.map((s) => s.country)).size} countries`);
  });

  it.each([
    [{ country: 'no' }, 7],
    [{ country: 'jp' }, 3],
    [{ type: 'flagship' as const }, 6],
    [{ region: 'eu' as const }, 14],
    [{ country: 'xx' }, 0],
  ])('filter %j gives %i stores', async (query, count) => {
    expect(await content.getStores(cx('en-us'), query)).toHaveLength(count);
  });

  it('places every store in the content region of its country', async () => {
    for (const s of await content.getStores(cx('en-us'))) {
      const expected = ['us', 'ca', 'jp', 'no'].includes(s.country) ? s.country : 'eu';
      expect(s.region, s.uid).toBe(expected);
    }
  });
});
