import { describe, expect, it } from 'vitest';
import { GRID_LABELS } from '../../support/grid-labels';
import { packCard, packCards, packGridLabels, unpackCard, unpackCards, unpackGridLabels } from '../../../client/components/card-wire';
import type { ProductCardData } from '../../../client/components/shop-types';

const card: ProductCardData = {
  uid: 'aurora-classic',
  id: 1101,
  title: 'Aurora Classic Ski',
  href: '/en-us/p/aurora-classic',
  tag: 'new',
  price: { kind: 'regular', price: '$399.95' },
  colors: [
    { name: 'Red', label: 'Red', hex: '#c8102e', image: 'aurora-classic-red' },
    { name: 'Glacier Blue', label: 'Gletscherblau', hex: '#1f5fbf', image: 'aurora-classic-glacier-blue' },
    { name: 'White', label: 'White', hex: '#f4f6f8', image: 'aurora-studio-white' },
  ],
  initial: 1,
  alt: 'Aurora Classic Ski',
  analytics: {
    id: 1101,
    sku: 'LP-1101',
    name: 'Aurora Classic Ski',
    price: 399.95,
    original_price: 399.95,
    sale_price: null,
    currency: 'USD',
    category: 'Classic Skis',
  },
};

describe('product cards on the wire (island props)', () => {
  it('leaves out what the card already says and restores the card exactly', () => {
    const wire = packCard(card);
    expect(wire).not.toHaveProperty('alt');
    expect(wire.analytics).not.toHaveProperty('id');
    expect(wire.analytics).not.toHaveProperty('name');
    expect(wire.colors).toEqual([
      ['Red', '#c8102e'],
      { name: 'Glacier Blue', label: 'Gletscherblau', hex: '#1f5fbf' },
      { name: 'White', hex: '#f4f6f8', image: 'aurora-studio-white' },
    ]);
    expect(unpackCard(JSON.parse(JSON.stringify(wire)))).toEqual(card);
    expect(JSON.stringify(wire).length).toBeLessThan(JSON.stringify(card).length * 0.75);
  });

  it('keeps an analytics name or id that differs from the card (a localised title, say)', () => {
    const other = { ...card, analytics: { ...card.analytics, name: 'Aurora Classic', id: 9 } };
    expect(unpackCard(packCard(other))).toEqual(other);
  });

  it('leaves out a null tag and category, the prices of a regular price and a link that is the grid base and the uid', () => {
    const regular: ProductCardData = {
      ...card,
      tag: null,
      analytics: { ...card.analytics, category: null },
    };
    const sale: ProductCardData = {
      ...card,
      uid: 'nordlys-waxless',
      href: '/en-us/p/nordlys-waxless?crumbs=skis',
      analytics: { ...card.analytics, price: 239.95, original_price: 299.95, sale_price: 239.95 },
    };
    const wire = packCards([regular, sale]);
    expect(wire.base).toBe('/en-us/p/');
    expect(wire.currency).toBe('USD');
    expect(wire.cards[0]).not.toHaveProperty('href');
    expect(wire.cards[0]).not.toHaveProperty('tag');
    expect(wire.cards[0]!.price).toBe('$399.95');
    expect(wire.cards[0]!.analytics).toEqual({ sku: 'LP-1101', price: 399.95 });
    expect(wire.cards[1]!.href).toBe('/en-us/p/nordlys-waxless?crumbs=skis');
    // On sale at the price: the sale price is the price, said once.
    expect(wire.cards[1]!.analytics).toEqual({ sku: 'LP-1101', price: 239.95, original_price: 299.95, category: 'Classic Skis' });
    expect(unpackCards(JSON.parse(JSON.stringify(wire)))).toEqual([regular, sale]);
  });

  it('keeps a sale or range price, a sale price other than the price and a currency other than the grid’s exact', () => {
    const sale: ProductCardData = {
      ...card,
      price: { kind: 'sale', price: '$239.95', original: '$299.95', discount: '$60.00', rrp: false },
      analytics: { ...card.analytics, price: 239.95, original_price: 299.95, sale_price: 229.95 },
    };
    const range: ProductCardData = { ...card, price: { kind: 'range', low: '$99.95', high: '$149.95' } };
    const unsold: ProductCardData = { ...card, analytics: { ...card.analytics, original_price: 449.95, sale_price: null } };
    const euro: ProductCardData = { ...card, analytics: { ...card.analytics, currency: 'EUR' } };
    const wire = packCards([sale, range, unsold, euro]);
    expect(wire.cards[0]!.price).toEqual(sale.price);
    expect(wire.cards[0]!.analytics).toMatchObject({ original_price: 299.95, sale_price: 229.95 });
    expect(wire.cards[1]!.price).toEqual(range.price);
    expect(wire.cards[2]!.analytics).toMatchObject({ original_price: 449.95, sale_price: null });
    expect(wire.cards[3]!.analytics.currency).toBe('EUR');
    expect(unpackCards(JSON.parse(JSON.stringify(wire)))).toEqual([sale, range, unsold, euro]);
  });

  it('keeps a card without a price exact (no original price either)', () => {
    const unpriced = { ...card, price: null, analytics: { ...card.analytics, price: 0, original_price: null, sale_price: null } };
    expect(unpackCards(JSON.parse(JSON.stringify(packCards([unpriced]))))).toEqual([unpriced]);
    expect(packCards([])).toEqual({ cards: [] });
  });
});

describe('grid labels on the wire', () => {
  const labels = GRID_LABELS;
  const many = { ...card, tag: null, colors: Array.from({ length: 5 }, (_, i) => ({ ...card.colors[0]!, name: `C${i}`, label: `C${i}` })) };
  const rrpSale: ProductCardData = {
    ...card,
    tag: 'sale',
    price: { kind: 'sale', price: '$1', original: '$2', discount: '$1', rrp: true },
  };

  it('carries only what the cards and the mode can show', () => {
    expect(packGridLabels(labels, [card], 'grid')).toEqual({ tags: { new: 'New' }, colour: 'Colour: {name}' });
    expect(packGridLabels(labels, [card, many, rrpSale], 'slider')).toEqual({
      tags: { new: 'New', sale: 'Sale' },
      colour: 'Colour: {name}',
      moreColours: '+{count}',
      moreColoursLabel: { one: '{count} more colour', other: '{count} more colours' },
      lang: 'en-US',
      salePrice: 'Sale price',
      originalPrice: 'Original price',
      rrp: 'RRP',
      previous: 'Previous products',
      next: 'Next products',
    });
    expect(packGridLabels(labels, [{ ...card, tag: null, colors: card.colors.slice(0, 1) }], 'grid')).toEqual({});
  });

  it('unpacks to every label, those the grid never shows empty', () => {
    const wire = JSON.parse(JSON.stringify(packGridLabels(labels, [card, rrpSale], 'slider')));
    const unpacked = unpackGridLabels(wire);
    expect(unpacked).toMatchObject({
      colour: 'Colour: {name}',
      rrp: 'RRP',
      salePrice: 'Sale price',
      previous: 'Previous products',
      save: '',
      viewAll: '',
    });
    expect(unpacked.tags).toEqual({ sale: 'Sale', new: 'New', redesigned: '' });
    expect(Object.keys(unpacked).sort()).toEqual(Object.keys(labels).sort());
  });
});
