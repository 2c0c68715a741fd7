import { describe, expect, it } from 'vitest';
import { buildQuery, categoryHref, productHref, resolveLink, splitNuxtHref } from '../../../shared/links';

describe('internal links: /{locale}{prefix}{href} by content type (spec §2)', () => {
  it.each([
    ['athlete', '/ingrid-solberg', '/de-de/team/ingrid-solberg'],
    ['blog', '/first-tracks', '/de-de/blog/p/first-tracks'],
    ['blog_category', '/technique', '/de-de/blog/technique'],
    ['cart', '/', '/de-de/cart'],
    ['landing_page', '/winter', '/de-de/l/winter'],
    ['product', '/aurora-classic', '/de-de/p/aurora-classic'],
    ['product_category', '/skis/classic', '/de-de/c/skis/classic'],
    ['support', '/waxing', '/de-de/support/waxing'],
    ['team_page', '/team', '/de-de/team'],
    ['page', '/about', '/de-de/about'],
    ['pro', '/pro', '/de-de/pro'],
  ])('%s %s → %s', (content_type, href, out) => {
    expect(resolveLink({ type: 'Internal', title: 'T', href, content_type }, 'de-de')?.href).toBe(out);
  });
  it('sends the en-us home page to /', () => {
    expect(resolveLink({ type: 'Internal', title: 'Home', href: '/', content_type: 'page' }, 'en-us')?.href).toBe('/');
  });
  it('adds filters as query parameters (id to value)', () => {
    const link = resolveLink(
      {
        type: 'Internal',
        title: 'Classic race',
        href: '/skis',
        content_type: 'product_category',
        filters: { Style: 'Classic', Level: 'Race' },
      },
      'en-us',
    );
    expect(link?.href).toBe('/en-us/c/skis?Level=Race&Style=Classic');
  });
});

describe('Nuxt links: a path with a query string, comma-separated values (spec §2)', () => {
  it('splits the query into parameters with their values', () => {
    expect(splitNuxtHref('/c/skis?Style=Classic,Skate&sort=newest')).toEqual({
      path: '/c/skis',
      query: { Style: ['Classic', 'Skate'], sort: ['newest'] },
    });
  });
  it('resolves under the locale with the values kept as comma lists', () => {
    expect(resolveLink({ type: 'Nuxt', title: 'Skate and classic', href: '/c/skis?Style=Classic,Skate' }, 'no-no')?.href).toBe(
      '/no-no/c/skis?Style=Classic,Skate',
    );
  });
});

describe('external links and new tabs', () => {
  it('keeps the external address and opens new tabs with noopener noreferrer', () => {
    expect(resolveLink({ type: 'External', title: 'Instagram', href: 'https://instagram.com/loipe', new_tab: true }, 'en-us')).toEqual({
      href: 'https://instagram.com/loipe',
      title: 'Instagram',
      external: true,
      target: '_blank',
      rel: 'noopener noreferrer',
    });
  });
  it('refuses script URLs from content', () => {
    expect(resolveLink({ type: 'External', title: 'x', href: 'javascript:alert(1)' }, 'en-us')).toBeNull();
  });
});

describe('a link needs type Internal, Nuxt or External (spec §5)', () => {
  it.each([
    [{ title: 'x', href: '/a' }],
    [{ type: 'Other', title: 'x', href: '/a' }],
    [{ type: 'Internal', title: 'x', href: '' }],
    [null],
  ])('%o → null', (link) => {
    expect(resolveLink(link, 'en-us')).toBeNull();
  });
});

describe('shop paths', () => {
  it('builds product links with a lowercase colour', () => {
    expect(productHref('fr-ca', 'aurora-classic', 'Red')).toBe('/fr-ca/p/aurora-classic?color=red');
    expect(productHref('en-us', '/aurora-classic/')).toBe('/en-us/p/aurora-classic');
  });
  it('builds category links with sorted, readable filter parameters', () => {
    expect(categoryHref('en-us', 'skis', { Style: ['Skate', 'Classic'], page: '2', sort: undefined })).toBe(
      '/en-us/c/skis?Style=Skate,Classic&page=2',
    );
    expect(buildQuery({})).toBe('');
    expect(buildQuery({ q: 'a b&c' })).toBe('?q=a%20b%26c');
  });
});
