import { describe, expect, it } from 'vitest';
import { shippingOptions, shippingQuote, zoneFor, type NamedMethod } from '../../../worker/checkout/shipping-options';
import { shippingMethods, shippingZones } from '../../../worker/data/catalog/settings/shipping';

const methodsOf = (zoneId: number): NamedMethod[] => shippingMethods.filter((m) => m.zone_id === zoneId);
const settings = { is_enabled: true, hide_free_shipping_groups: [3, 4, 5] };

describe('the zone that ships to a destination', () => {
  it.each([
    ['US', 'NY', 1],
    ['US', 'AK', 2],
    ['us', 'hi', 2],
    ['US', null, 1],
    ['CA', 'ON', 11],
    ['CA', 'YT', 12],
    ['NO', null, 21],
  ] as const)('%s %s → zone %i', (country, state, zone) => {
    expect(zoneFor([...shippingZones.us, ...shippingZones.ca, ...shippingZones.no], country, state)?.id).toBe(zone);
  });
  it('is none for a country no zone names', () => {
    expect(zoneFor(shippingZones.us, 'DE', null)).toBeNull();
  });
});

describe('the methods a shopper can choose (spec §5 costs, one method at a time)', () => {
  it.each([
    ['US under $50: standard at $9.95', 1, null, 4000, [[102, 995]]],
    ['US at $100: standard at $14.95', 1, null, 10000, [[102, 1495]]],
    [
      'US at $150 for a guest: free first, standard still offered',
      1,
      null,
      15000,
      [
        [101, 0],
        [102, 1495],
      ],
    ],
    ['US at $150 for a pro (group 3): no free method', 1, 3, 15000, [[102, 1495]]],
    ['Alaska at $250: air shipping free by its zero-cost range', 2, null, 25000, [[201, 0]]],
    ['Alaska at $250 for a pro: the zero-cost range is ignored, nothing applies', 2, 3, 25000, []],
    ['Canada at $120: $9.95', 11, null, 12000, [[1101, 995]]],
    ['Norway under the threshold: Posten NOK 99', 21, null, 100000, [[2102, 9900]]],
  ] as const)('%s', (_name, zone, group, amount, expected) => {
    expect(shippingOptions(methodsOf(zone), settings, group, amount).map((o) => [o.id, o.cost])).toEqual(expected);
  });

  it('never offers a disabled method', () => {
    expect(shippingOptions(methodsOf(1), settings, null, 100).map((o) => o.id)).not.toContain(103);
  });

  it('names the free-shipping threshold, hidden for an excluded group', () => {
    expect(shippingQuote(1, methodsOf(1), settings, null, 4000).free_shipping_threshold).toBe(15000);
    expect(shippingQuote(1, methodsOf(1), settings, 3, 4000).free_shipping_threshold).toBeNull();
    expect(shippingQuote(21, methodsOf(21), settings, null, 0).free_shipping_threshold).toBe(150000);
  });
});
