import { describe, expect, it } from 'vitest';
import { unpackBuyAnalytics, unpackBuyVariant, type BuyOption, type BuyVariant } from '../../../client/islands/ProductBuy';
import { packBuyAnalytics, packBuyVariant } from '../../../worker/catalog/product-buy';

const options: BuyOption[] = [
  {
    id: 1,
    name: 'Color',
    label: 'Colour',
    values: [
      { id: 1101100, label: 'Red' },
      { id: 1101101, label: 'White' },
    ],
  },
  {
    id: 2,
    name: 'Length',
    label: 'Length',
    values: [
      { id: 1101200, label: '185 cm' },
      { id: 1101201, label: '190 cm' },
    ],
  },
];

describe('buy panel variants on the wire (island props)', () => {
  it("carries each option's value as its position and purchasable only where false, and restores the variant exactly", () => {
    const on: BuyVariant = { id: 110102, sku: 'LP-1101-RED-190', values: [1101100, 1101201], stock: 3, purchasable: true };
    const off: BuyVariant = { id: 110103, sku: 'LP-1101-WHITE-185', values: [1101101, 1101200], stock: 0, purchasable: false };
    expect(packBuyVariant(on, options)).toEqual({ id: 110102, sku: 'LP-1101-RED-190', values: [0, 1], stock: 3 });
    expect(packBuyVariant(off, options)).toEqual({ id: 110103, sku: 'LP-1101-WHITE-185', values: [1, 0], stock: 0, purchasable: false });
    for (const v of [on, off]) expect(unpackBuyVariant(JSON.parse(JSON.stringify(packBuyVariant(v, options))), options)).toEqual(v);
  });
});

describe("the buy panel's analytics on the wire", () => {
  const base = { id: 1101, sku: 'LP-1101', name: 'Aurora Classic Ski', price: 399.95, currency: 'USD', category: 'Classic Skis' };
  it('leaves out the id that is the product id and the prices of a regular price, and restores them', () => {
    const regular = { ...base, original_price: 399.95, sale_price: null };
    expect(packBuyAnalytics(regular, 1101)).toEqual({
      sku: 'LP-1101',
      name: 'Aurora Classic Ski',
      price: 399.95,
      currency: 'USD',
      category: 'Classic Skis',
    });
    expect(unpackBuyAnalytics(JSON.parse(JSON.stringify(packBuyAnalytics(regular, 1101))), 1101)).toEqual(regular);
  });
  it('keeps a sale and an id of its own', () => {
    const sale = { ...base, id: 'x-1101', price: 299.95, original_price: 399.95, sale_price: 299.95 };
    expect(packBuyAnalytics(sale, 1101)).toMatchObject({ id: 'x-1101', original_price: 399.95, sale_price: 299.95 });
    expect(unpackBuyAnalytics(JSON.parse(JSON.stringify(packBuyAnalytics(sale, 1101))), 1101)).toEqual(sale);
  });
});
