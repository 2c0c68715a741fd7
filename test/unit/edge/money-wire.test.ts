import { describe, expect, it } from 'vitest';
import { methodWire, moneyWire, productWire, variantWire, zoneWire, type PlacesOf } from '../../../worker/edge/money-wire';
import { quoteWire } from '../../../worker/checkout/money-wire';
import type { CommerceProduct, ShippingMethod, ShippingZone, Variant } from '../../../worker/ports/commerce';

// A store whose currencies show 2 places, except JPY (0) and a 3-place test currency.
const places: PlacesOf = (code) => ({ USD: 2, NOK: 2, JPY: 0, KWD: 3 })[code] ?? 2;

describe('moneyWire: minor units out as the platform decimal amount', () => {
  it.each([
    [39995, 'USD', 399.95],
    [429900, 'NOK', 4299],
    [69700, 'JPY', 69700],
    [12345, 'KWD', 12.345],
    [5, 'USD', 0.05],
    [0, 'USD', 0],
  ])('%d %s → %d', (value, currencyCode, decimal) => {
    expect(moneyWire({ value, currencyCode }, places)).toEqual({ value: decimal, currencyCode });
  });
});

const usd = (value: number) => ({ value, currencyCode: 'USD' });
const jpy = (value: number) => ({ value, currencyCode: 'JPY' });
const variant = (price: number, sale: number | null, money = usd): Variant => ({
  id: 110105,
  product_id: 1101,
  sku: 'LP-1101-RED-205',
  calculatedPrice: money(sale ?? price),
  retailPrice: money(price),
  prices: { price: money(sale ?? price), salePrice: sale === null ? null : money(sale), retailPrice: money(price) },
  inventoryLevel: 3,
  isInStock: true,
  isPurchasable: true,
  thumbnail: 'aurora-classic-red',
  option_values: [],
});

describe('variantWire and productWire', () => {
  it('converts every price of a variant on sale and keeps the rest', () => {
    expect(variantWire(variant(39995, 29995), places)).toEqual({
      ...variant(39995, 29995),
      calculatedPrice: usd(299.95),
      retailPrice: usd(399.95),
      prices: { price: usd(299.95), salePrice: usd(299.95), retailPrice: usd(399.95) },
    });
  });

  it('keeps a missing sale price null and yen whole', () => {
    expect(variantWire(variant(69700, null, jpy), places).prices).toEqual({ price: jpy(69700), salePrice: null, retailPrice: jpy(69700) });
  });

  it('converts a product, its price range and its variants', () => {
    const product = {
      id: 1101,
      calculatedPrice: usd(39995),
      retailPrice: usd(44995),
      priceRange: { min: usd(39995), max: usd(41995) },
      variants: [variant(39995, null), variant(41995, null)],
    } as unknown as CommerceProduct;
    const out = productWire(product, places);
    expect(out).toMatchObject({
      id: 1101,
      calculatedPrice: usd(399.95),
      retailPrice: usd(449.95),
      priceRange: { min: usd(399.95), max: usd(419.95) },
    });
    expect(out.variants.map((v) => v.calculatedPrice.value)).toEqual([399.95, 419.95]);
    expect(product.calculatedPrice.value).toBe(39995);
  });

  it('leaves a product trimmed by include_fields trimmed', () => {
    expect(productWire({ id: 1, calculatedPrice: usd(1000) }, places)).toEqual({ id: 1, calculatedPrice: usd(10) });
  });
});

describe('shipping amounts', () => {
  const zone: ShippingZone = {
    id: 1,
    name: 'United States',
    type: 'country',
    locations: [{ country_iso2: 'US' }],
    enabled: true,
    handling_fees: { fixed_surcharge: 495, percentage_surcharge: 5, display_separately: true },
  };
  it.each([
    [2, 4.95],
    [0, 495],
  ])('converts a fixed handling fee with %d places (→ %d), never the percentage', (digits, fee) => {
    expect(zoneWire(zone, digits).handling_fees).toEqual({ fixed_surcharge: fee, percentage_surcharge: 5, display_separately: true });
  });

  it('converts a free-shipping minimum and every range bound and cost', () => {
    const free: ShippingMethod = {
      id: 101,
      zone_id: 1,
      name: 'Free',
      type: 'freeshipping',
      enabled: true,
      settings: { carrier_options: { minimum_sub_total: 15000 } },
    };
    const total: ShippingMethod = {
      id: 102,
      zone_id: 1,
      name: 'Standard',
      type: 'total',
      enabled: true,
      settings: { range: [{ lower_limit: 0, upper_limit: 20000, shipping_cost: 1495 }] },
    };
    expect(methodWire(free, 2).settings).toEqual({ carrier_options: { minimum_sub_total: 150 } });
    expect(methodWire(total, 2).settings).toEqual({ range: [{ lower_limit: 0, upper_limit: 200, shipping_cost: 14.95 }] });
    expect(methodWire(total, 0).settings.range?.[0]).toEqual({ lower_limit: 0, upper_limit: 20000, shipping_cost: 1495 });
  });

  it('converts a quote: each option cost and the threshold, null kept', () => {
    const quote = { zone_id: 1, options: [{ id: 102, name: 'Standard', type: 'total', cost: 1495 }], free_shipping_threshold: 15000 };
    expect(quoteWire(quote, 2)).toEqual({ ...quote, options: [{ ...quote.options[0], cost: 14.95 }], free_shipping_threshold: 150 });
    expect(quoteWire({ ...quote, free_shipping_threshold: null }, 0)).toEqual({ ...quote, free_shipping_threshold: null });
  });
});
