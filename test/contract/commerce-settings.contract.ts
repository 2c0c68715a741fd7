/**
 * The commerce port's contract, store settings (spec §3): currencies, shipping, customer groups,
 * pro codes, countries and the store record, the cases every adapter passes given the seed
 * settings. Run inside commerceContract's "store settings" block (commerce.contract.ts).
 */
import { expect, it } from 'vitest';
import { COMMERCE_REGIONS } from '../../worker/rules/regions';
import { countries, currencies, customerGroups, proCodes, proCodesOf, shippingZones, states } from '../../worker/data/catalog/index';
import type { CommerceProvider } from '../../worker/ports/commerce/types';
import { mx } from './support';

/** The store-settings cases against the adapter `port()` returns (built by the suite's beforeAll). */
export function storeSettingsCases(port: () => CommerceProvider) {
  it.each(COMMERCE_REGIONS)('in %s the first currency is the active one (spec §3)', async (region) => {
    const list = await port().getCurrencies(mx(region));
    expect(list.map((c) => c.currency_code)).toEqual(currencies[region].map((c) => c.currency_code));
    expect(list[0]).toMatchObject({ is_default: true, is_transactional: true });
    expect(list[0]).toEqual(
      expect.objectContaining({
        token: expect.any(String),
        decimal_token: expect.any(String),
        thousands_token: expect.any(String),
        decimal_places: expect.any(Number),
      }),
    );
    expect(await port().getCurrency(mx(region), list[0]!.id)).toEqual(list[0]);
    expect(await port().getCurrency(mx(region), 999)).toBeNull();
  });

  it.each(COMMERCE_REGIONS)('in %s shipping methods belong to a zone of the store', async (region) => {
    const zones = await port().getShippingZones(mx(region));
    expect(zones.map((z) => z.id)).toEqual(shippingZones[region].map((z) => z.id));
    for (const zone of zones) {
      expect(await port().getShippingZone(mx(region), zone.id)).toEqual(zone);
      const methods = await port().getShippingMethods(mx(region), zone.id);
      expect(methods?.length).toBeGreaterThan(0);
      for (const method of methods!) {
        expect(method.zone_id).toBe(zone.id);
        for (const range of method.settings.range ?? [])
          expect(Number.isInteger(range.shipping_cost) && range.lower_limit <= range.upper_limit).toBe(true);
      }
    }
    expect(await port().getShippingZone(mx(region), 999)).toBeNull();
    expect(await port().getShippingMethods(mx(region), 999)).toBeNull();
    expect(await port().getShippingSettings(mx(region))).toEqual(
      expect.objectContaining({ is_enabled: expect.any(Boolean), hide_free_shipping_groups: expect.any(String) }),
    );
  });

  it.each(COMMERCE_REGIONS)('in %s customer groups have one default and one guest group', async (region) => {
    const groups = await port().getCustomerGroups(mx(region));
    expect(groups.map((g) => g.id)).toEqual(customerGroups[region].map((g) => g.id));
    expect((await port().getCustomerGroups(mx(region), { isGroupForGuests: true })).map((g) => g.is_group_for_guests)).toEqual([true]);
    expect(await port().getDefaultCustomerGroup(mx(region))).toMatchObject({ is_default: true });
    expect((await port().getCustomerGroup(mx(region), 3))?.discount_rules.length).toBeGreaterThan(0);
    expect(await port().getCustomerGroup(mx(region), 999)).toBeNull();
  });

  it.each(COMMERCE_REGIONS)('in %s finds the pro codes the store keeps, and no other', async (region) => {
    for (const code of proCodes) {
      const found = await port().getProCode(mx(region), code.code);
      expect(found, `${code.code} in ${region}`).toEqual(proCodesOf(region).includes(code) ? code : null);
    }
    expect(await port().getProCode(mx(region), 'NO-SUCH-CODE')).toBeNull();
  });

  it('lists countries; states for a country with states, [] without, null for an unknown one', async () => {
    const list = await port().getCountries(mx('us'));
    expect(list).toHaveLength(countries.length);
    const us = list.find((c) => c.country_iso2 === 'US')!;
    expect(us.has_states).toBe(true);
    const usStates = await port().getStates(mx('us'), us.id);
    expect(usStates?.length).toBe(states.filter((s) => s.country_id === us.id).length);
    expect(usStates?.find((s) => s.abbreviation === 'NY')).toMatchObject({ name: 'New York', value: 'new-york' });
    expect(await port().getStates(mx('us'), list.find((c) => c.country_iso2 === 'NO')!.id)).toEqual([]);
    expect(await port().getStates(mx('us'), 999)).toBeNull();
  });

  it.each(COMMERCE_REGIONS)('in %s the store names its currency and units', async (region) => {
    const store = await port().getStore(mx(region));
    expect(store.currency).toBe(currencies[region][0]!.currency_code);
    expect(store.secure_url).toMatch(/^https:\/\//);
    expect(['kg', 'lbs']).toContain(store.weight_units);
  });
}
