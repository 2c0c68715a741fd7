import { describe, expect, it } from 'vitest';
import { mediaId, toGroup, toMethods, toMinor, toStore, toZone } from '../../worker/providers/commerce/bigcommerce-records';

const usd = { currency: 'USD', places: 2 };
const jpy = { currency: 'JPY', places: 0 };

describe('BigCommerce decimals → minor units', () => {
  it.each([
    [149.95, usd, 14995],
    [0.1 + 0.2, usd, 30],
    [1_000_000, usd, 100_000_000],
    [0, usd, 0],
    [1980, jpy, 1980],
    [19.99, { currency: 'KWD', places: 3 }, 19990],
  ])('%d %j → %i', (amount, store, minor) => {
    expect(toMinor(amount, store)).toBe(minor);
  });
});

describe('media ids from image files (the shop names files by media id)', () => {
  it.each([
    ['l/130/link-race-classic-black.jpg', 'link-race-classic-black'],
    ['https://cdn11.bigcommerce.com/s-x/images/stencil/original/products/1301/rime-skate-yellow.png?c=2', 'rime-skate-yellow'],
    ['', ''],
  ])('%j → %j', (file, id) => {
    expect(mediaId(file)).toBe(id);
  });
});

describe('store settings', () => {
  it('keeps only the method types spec §5 reads, in minor units', () => {
    const methods = toMethods(
      1,
      [
        { id: 1, name: 'Free', type: 'freeshipping', enabled: true, settings: { carrier_options: { minimum_sub_total: 150 } } },
        {
          id: 2,
          name: 'By total',
          type: 'total',
          enabled: true,
          settings: { range: [{ lower_limit: 0, upper_limit: 49.99, shipping_cost: 9.95 }] },
        },
        { id: 3, name: 'UPS®', type: 'upsready', enabled: true, settings: {} },
        { id: 4, name: 'Flat', type: 'perorder', enabled: true, settings: {} },
      ],
      usd,
    );
    expect(methods).toEqual([
      { id: 1, zone_id: 1, name: 'Free', type: 'freeshipping', enabled: true, settings: { carrier_options: { minimum_sub_total: 15000 } } },
      {
        id: 2,
        zone_id: 1,
        name: 'By total',
        type: 'total',
        enabled: true,
        settings: { range: [{ lower_limit: 0, upper_limit: 4999, shipping_cost: 995 }] },
      },
    ]);
  });

  it('keeps percent discounts on everything or a category, and drops the rest', () => {
    const group = toGroup({
      id: 3,
      name: 'Pro',
      is_default: false,
      is_group_for_guests: false,
      category_access: { type: 'all' },
      discount_rules: [
        { type: 'all', method: 'percent', amount: '30.0000' },
        { type: 'category', method: 'percent', amount: '20.0000', category_id: 60 },
        { type: 'product', method: 'fixed', amount: '5.0000' },
        { type: 'price_list', method: 'price', amount: '0.0000' },
      ],
    });
    expect(group.discount_rules).toEqual([
      { type: 'all', method: 'percent', amount: '30.0000' },
      { type: 'category', method: 'percent', amount: '20.0000', category_id: 60 },
    ]);
  });

  it('reads a postcode zone as places within a country and its surcharge in minor units', () => {
    expect(
      toZone(
        {
          id: 9,
          name: 'Islands',
          type: 'zip',
          enabled: true,
          locations: [{ country_iso2: 'NO', zip: '9170' } as never],
          handling_fees: { fixed_surcharge: '2.50', display_separately: true },
        },
        usd,
      ),
    ).toEqual({
      id: 9,
      name: 'Islands',
      type: 'state',
      enabled: true,
      locations: [{ country_iso2: 'NO' }],
      handling_fees: { fixed_surcharge: 250, display_separately: true },
    });
  });

  it.each([
    ['KGS', 'Centimeters', 'kg', 'cm'],
    ['Grams', 'Centimeters', 'kg', 'cm'],
    ['LBS', 'Inches', 'lbs', 'in'],
    ['Ounces', 'Inches', 'lbs', 'in'],
  ])('weight %s and dimension %s → %s and %s', (weight, dimension, w, d) => {
    const store = toStore({
      id: 'x',
      name: 'x',
      domain: 'x',
      secure_url: 'https://x',
      address: '',
      country: '',
      country_code: '',
      phone: '',
      order_email: '',
      timezone: { name: 'UTC', raw_offset: 0 },
      language: 'en',
      currency: 'USD',
      decimal_places: 2,
      weight_units: weight,
      dimension_units: dimension,
    });
    expect([store.weight_units, store.dimension_units]).toEqual([w, d]);
  });
});
