/** The live preview's request rules (worker/rules/live-preview.ts) and edit tags (shared/live-preview.ts), from Contentstack's Live Preview for SSR. */
import { describe, expect, it } from 'vitest';
import { asksForPreview, previewServiceOrigin, readPreviewQuery, stackAppOrigin } from '../../../worker/rules/live-preview';
import { editTag } from '../../../shared/live-preview';

describe('asksForPreview', () => {
  it.each([
    ['live_preview=0f1e2d3c4b5a6978&content_type_uid=page&entry_uid=about&locale=en-us', true],
    ['hash=0f1e2d3c4b5a6978', true],
    ['live_preview=', true],
    ['content_type_uid=page&entry_uid=about', false],
    ['variant=110102', false],
    ['', false],
  ])('%s → %s', (query, asks) => {
    expect(asksForPreview(query)).toBe(asks);
    expect(asksForPreview(new URLSearchParams(query))).toBe(asks);
  });
});

describe('readPreviewQuery', () => {
  it.each([
    [
      'live_preview=0f1e2d3c-4b5a-6978-8a9b-0c1d2e3f4a5b&content_type_uid=page&entry_uid=blt8f2b1c&locale=en-us',
      { hash: '0f1e2d3c-4b5a-6978-8a9b-0c1d2e3f4a5b', contentTypeUid: 'page', entryUid: 'blt8f2b1c', locale: 'en-us' },
    ],
    ['hash=0f1e2d3c4b5a6978', { hash: '0f1e2d3c4b5a6978' }],
    ['live_preview=0f1e2d3c4b5a6978&locale=DE', { hash: '0f1e2d3c4b5a6978', locale: 'de' }],
    [
      'live_preview=0f1e2d3c4b5a6978&preview_timestamp=2026-11-29T12:00:00.000Z',
      { hash: '0f1e2d3c4b5a6978', previewTimestamp: '2026-11-29T12:00:00.000Z' },
    ],
  ])('reads %s', (query, preview) => {
    expect(readPreviewQuery(new URLSearchParams(query))).toEqual({ ok: true, preview });
  });

  it.each([
    ['live_preview=', /hash/],
    ['live_preview=abc', /hash/],
    ['live_preview=not%20a%20hash!', /hash/],
    [`live_preview=${'a'.repeat(129)}`, /hash/],
    ['live_preview=0f1e2d3c4b5a6978&live_preview=0f1e2d3c4b5a6979', /live_preview is given more than once/],
    ['live_preview=0f1e2d3c4b5a6978&content_type_uid=Page', /contentTypeUid/],
    ['live_preview=0f1e2d3c4b5a6978&entry_uid=a%2Fb', /entryUid/],
    ['live_preview=0f1e2d3c4b5a6978&locale=english-language', /locale/],
    ['live_preview=0f1e2d3c4b5a6978&preview_timestamp=yesterday', /previewTimestamp/],
  ])('refuses %s', (query, problem) => {
    const read = readPreviewQuery(new URLSearchParams(query));
    expect(read.ok).toBe(false);
    expect(read.ok ? '' : read.problem).toMatch(problem);
  });
});

describe('the hosts of a stack’s region', () => {
  it.each([
    [undefined, 'https://rest-preview.contentstack.com', 'https://app.contentstack.com'],
    ['na', 'https://rest-preview.contentstack.com', 'https://app.contentstack.com'],
    ['us', 'https://rest-preview.contentstack.com', 'https://app.contentstack.com'],
    ['eu', 'https://eu-rest-preview.contentstack.com', 'https://eu-app.contentstack.com'],
    ['azure-na', 'https://azure-na-rest-preview.contentstack.com', 'https://azure-na-app.contentstack.com'],
    ['azure-eu', 'https://azure-eu-rest-preview.contentstack.com', 'https://azure-eu-app.contentstack.com'],
    ['gcp-na', 'https://gcp-na-rest-preview.contentstack.com', 'https://gcp-na-app.contentstack.com'],
  ])('%s: preview service %s, app %s', (region, preview, app) => {
    expect(previewServiceOrigin(region)).toBe(preview);
    expect(stackAppOrigin(region)).toBe(app);
  });

  it('refuses a region that is not a name', () => {
    expect(() => stackAppOrigin('eu.evil.test')).toThrow(/not a region name/);
  });
});

describe('editTag', () => {
  it.each([
    [{ contentType: 'page', uid: 'about' }, 'en-us', 'title', 'page.about.en-us.title'],
    [{ contentType: 'product', uid: 'blt8f2b1c' }, 'de', 'display_title', 'product.blt8f2b1c.de.display_title'],
    [{ contentType: 'page', uid: 'about' }, 'en-us', 'seo.description', 'page.about.en-us.seo.description'],
  ])('%j in %s, %s → %s', (entry, locale, field, tag) => {
    expect(editTag(entry, locale, field)).toBe(tag);
  });
});
