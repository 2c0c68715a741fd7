import { describe, expect, it } from 'vitest';
import { packCard, unpackCard } from '../../client/lib/card-wire';
import type { ProductCardData } from '../../client/components/shop-types';

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
      { name: 'Red', hex: '#c8102e' },
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
});
