import { describe, expect, it } from 'vitest';
import {
  contentViewEvent,
  isGtmId,
  pageTypeOf,
  pushEvent,
  selectItemEvent,
  viewItemEvent,
  viewItemListEvent,
} from '../../../shared/analytics';
import { toMajor } from '../../../shared/currency';
import { SKI } from './analytics-fixtures';

const ski = SKI;

describe('dataLayer events (spec §2, §7)', () => {
  it('sends the page view as content-view', () => {
    expect(contentViewEvent({ path: '/de-de/c/skis', title: 'Ski | Loipe', locale: 'de-de', region: 'eu', pageType: 'category' })).toEqual({
      event: 'content-view',
      page_path: '/de-de/c/skis',
      page_title: 'Ski | Loipe',
      page_type: 'category',
      locale: 'de-de',
      content_region: 'eu',
    });
  });
  it('lists a grid with the spec analytics fields and positions', () => {
    const event = viewItemListEvent({ name: 'Related Products', id: 'related-aurora' }, [
      ski,
      { ...ski, id: 7, name: 'Other', sale_price: null },
    ]);
    expect(event.event).toBe('view_item_list');
    const items = (event.ecommerce as { items: Record<string, unknown>[] }).items;
    expect(items[0]).toMatchObject({
      item_id: '1103',
      id: '1103',
      variant_id: '110301',
      sku: 'LP-1103-BLUE-180',
      original_price: 299.95,
      sale_price: 239.95,
      discount: 60,
      index: 0,
      item_list_name: 'Related Products',
    });
    expect(items[1]).toMatchObject({ item_id: '7', index: 1 });
    expect(items[1]).not.toHaveProperty('sale_price');
  });
  it('records a card click only when the grid has a title and an id', () => {
    expect(selectItemEvent({ name: 'New', id: 'home-new' }, ski, 2)?.event).toBe('select_item');
    expect(selectItemEvent({ name: '', id: 'home-new' }, ski, 2)).toBeNull();
    expect(selectItemEvent({ name: 'New', id: null }, ski, 2)).toBeNull();
  });
  it('sends view_item with the value of the product', () => {
    expect(viewItemEvent(ski)).toMatchObject({ event: 'view_item', ecommerce: { currency: 'USD', value: 239.95 } });
  });
  it('clears the previous ecommerce object before an ecommerce event', () => {
    const target: { dataLayer?: unknown[] } = {};
    pushEvent(viewItemEvent(ski), target);
    pushEvent(contentViewEvent({ path: '/', title: 't', locale: 'en-us', region: 'us', pageType: 'home' }), target);
    pushEvent(null, target);
    expect(target.dataLayer).toHaveLength(3);
    expect(target.dataLayer![0]).toEqual({ ecommerce: null });
  });
  it.each([
    [44995, 'USD', 449.95],
    [69700, 'JPY', 69700],
    [484900, 'NOK', 4849],
  ])('%s minor %s → %s', (minor, currency, major) => {
    expect(toMajor(minor, currency)).toBe(major);
  });
});

describe('page type and tag-manager id', () => {
  it.each([
    ['/', 'home'],
    ['/de-de', 'home'],
    ['/de-de/c/skis/classic', 'category'],
    ['/en-global/p/aurora-classic', 'product'],
    ['/no-no/about', 'page'],
  ])('%s is a %s page', (path, type) => {
    expect(pageTypeOf(path)).toBe(type);
  });
  it.each([
    ['GTM-ABC123', true],
    ['GTM-abc', false],
    ['GTM-', false],
    ['UA-1234', false],
    ['', false],
    [null, false],
    ['GTM-ABC"><script>', false],
  ])('%s is a valid GTM id: %s', (id, valid) => {
    expect(isGtmId(id)).toBe(valid);
  });
});
