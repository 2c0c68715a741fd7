import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { colorImageId, mediaId } from '../../../worker/ports/commerce/bigcommerce/records';
import {
  GroupSchema,
  MethodSchema,
  nameSlug,
  toGroup,
  toMethods,
  toMinor,
  toStore,
  toZone,
  ZoneSchema,
  zoneThreshold,
} from '../../../worker/ports/commerce/bigcommerce/settings';
import { colorImageId as seedColorImageId } from '../../../worker/data/catalog/build-content';
import { slug as seedSlug } from '../../../worker/data/catalog/settings/countries';
import { productSeeds, states } from '../../../worker/data/catalog/index';

const methods = (raw: unknown[]) => v.parse(v.array(MethodSchema), raw);
const zone = (raw: unknown) => v.parse(ZoneSchema, raw);
const group = (raw: unknown) => toGroup(v.parse(GroupSchema, raw));

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
  it("keeps only the method types spec §5 reads, in minor units, the zone's threshold on its freeshipping method", () => {
    const mapped = toMethods(
      1,
      methods([
        { id: 1, name: 'Free', type: 'freeshipping', enabled: true, settings: {} },
        {
          id: 2,
          name: 'By total',
          type: 'total',
          enabled: true,
          settings: { range: [{ lower_limit: 0, upper_limit: 49.99, shipping_cost: 9.95 }] },
        },
        { id: 3, name: 'UPS®', type: 'upsready', enabled: true, settings: {} },
        { id: 4, name: 'Flat', type: 'perorder', enabled: true, settings: {} },
      ]),
      15000,
      usd,
    );
    expect(mapped).toEqual([
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
    const pro = group({
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
    expect(pro.discount_rules).toEqual([
      { type: 'all', method: 'percent', amount: '30.0000' },
      { type: 'category', method: 'percent', amount: '20.0000', category_id: 60 },
    ]);
  });

  it('reads a postcode zone as places within a country and its surcharge in minor units', () => {
    expect(
      toZone(
        zone({
          id: 9,
          name: 'Islands',
          type: 'zip',
          enabled: true,
          locations: [{ country_iso2: 'NO', zip: '9170' }],
          handling_fees: { fixed_surcharge: '2.50', display_separately: true },
        }),
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

describe('zone-level free shipping (shipping.v2.yml: free_shipping.minimum_sub_total on the zone)', () => {
  const base = { id: 4, name: 'Norge', type: 'country', enabled: true, locations: [{ country_iso2: 'NO' }] };
  it.each([
    [{ enabled: true, minimum_sub_total: '1500.0000' }, 150000],
    [{ enabled: true, minimum_sub_total: 99.5 }, 9950],
    [{ enabled: true, minimum_sub_total: '0' }, 0],
    [{ enabled: false, minimum_sub_total: '1500.0000' }, null],
    [undefined, null],
  ])('free_shipping %j → threshold %j', (free_shipping, threshold) => {
    expect(zoneThreshold(zone({ ...base, free_shipping }), usd)).toBe(threshold);
  });

  it('a freeshipping method of a zone without a threshold is free from the first cent', () => {
    const [free] = toMethods(4, methods([{ id: 7, name: 'Free', type: 'freeshipping', enabled: true, settings: {} }]), null, usd);
    expect(free?.settings).toEqual({ carrier_options: { minimum_sub_total: 0 } });
  });

  it('a zone with a threshold and no freeshipping method gets one, so the threshold still applies', () => {
    const mapped = toMethods(4, methods([{ id: 8, name: 'Posten', type: 'total', enabled: true, settings: {} }]), 150000, usd);
    expect(mapped.filter((m) => m.type === 'freeshipping')).toEqual([
      {
        id: 0,
        zone_id: 4,
        name: 'Free shipping',
        type: 'freeshipping',
        enabled: true,
        settings: { carrier_options: { minimum_sub_total: 150000 } },
      },
    ]);
  });
});

describe('handling fees: a flat amount or a percentage of the shipping cost', () => {
  const base = { id: 5, name: 'EU', type: 'country', enabled: true, locations: [] };
  it.each([
    [
      { fixed_surcharge: '4.95', display_separately: true },
      { fixed_surcharge: 495, display_separately: true },
    ],
    [
      { percentage_surcharge: '5', display_separately: false },
      { fixed_surcharge: 0, percentage_surcharge: 5, display_separately: false },
    ],
    [
      { fixed_surcharge: 0, percentage_surcharge: '2.5' },
      { fixed_surcharge: 0, percentage_surcharge: 2.5, display_separately: false },
    ],
    [
      { fixed_surcharge: '1', percentage_surcharge: '2.5' },
      { fixed_surcharge: 100, display_separately: false },
    ],
    [undefined, { fixed_surcharge: 0, display_separately: false }],
  ])('%j → %j', (handling_fees, expected) => {
    expect(toZone(zone({ ...base, handling_fees }), usd).handling_fees).toEqual(expected);
  });
});

describe('customer groups: price lists and category access', () => {
  it('reads a group on a price list (a rule with only type and price_list_id) without failing, keeping the list id', () => {
    const wholesale = group({
      id: 7,
      name: 'Wholesale',
      is_default: false,
      category_access: { type: 'all' },
      discount_rules: [{ type: 'price_list', price_list_id: 3 }],
    });
    expect(wholesale).toEqual({
      id: 7,
      name: 'Wholesale',
      is_default: false,
      is_group_for_guests: false,
      category_access: { type: 'all' },
      discount_rules: [],
      price_list_id: 3,
    });
  });

  it.each([
    [{ type: 'all' }, { type: 'all' }],
    [{ type: 'none' }, { type: 'none' }],
    [
      { type: 'specific', categories: [18, 19] },
      { type: 'specific', categories: [18, 19] },
    ],
    [undefined, { type: 'all' }],
  ])('category_access %j → %j', (category_access, expected) => {
    expect(group({ id: 1, name: 'G', is_default: false, category_access, discount_rules: [] }).category_access).toEqual(expected);
  });

  it('refuses a rule of a type the platform does not have', () => {
    expect(() =>
      group({ id: 1, name: 'G', is_default: false, discount_rules: [{ type: 'brand', method: 'percent', amount: '5' }] }),
    ).toThrow();
  });
});

describe("the store conventions agree with the seed's (the adapter no longer imports the seed generator)", () => {
  it('colour image ids of every seed colour', () => {
    for (const seed of productSeeds)
      for (const color of seed.colors) expect(colorImageId(seed.uid, color)).toBe(seedColorImageId(seed.uid, color));
  });

  it('state slugs of every seed state', () => {
    for (const state of states) expect(nameSlug(state.name)).toBe(seedSlug(state.name));
  });
});
