/**
 * The hosted commerce adapter's store settings on BigCommerce's v2 APIs (currencies, shipping
 * zones and methods, customer groups, countries and states, the store itself), split by
 * resource from adapter.ts. v2 lists are read page by page (at most 250 each) until a short
 * page; a zone's free-shipping threshold is the zone's own. Free-shipping display settings and
 * pro codes are not platform resources: they come from configuration.
 */
import type * as v from 'valibot';
import { proCodeStore, type ProCode } from '../../../rules/pro';
import type { CommerceRegion } from '../../../rules/regions';
import type { CommerceContext } from '../../context';
import { ProviderError } from '../../errors';
import type { QueryParams } from '../../http/client';
import type { Find, Get } from './catalog';
import { MAX_LIMIT } from './paging';
import * as bc from './settings';
import { list as listOf } from './records';
import type { ShippingSettings } from '../settings';
import type { StoreSettingsReads } from '../types';

const NO_SHIPPING_SETTINGS: ShippingSettings = { is_enabled: false, hide_free_shipping_groups: '', free_shipping_banner: false };

export function storeReads(
  get: Get,
  find: Find,
  storeMoney: (mx: CommerceContext) => Promise<bc.StoreMoney>,
  /** BigCommerceConfig's own settings (not platform resources). */
  config: { shippingSettings?: Partial<Record<CommerceRegion, ShippingSettings>>; proCodes?: ProCode[] },
): StoreSettingsReads {
  /** Every page of a v2 list (v2 lists come in pages of at most 250 and say nothing of their length). */
  async function everyV2<S extends v.GenericSchema>(mx: CommerceContext, path: string, item: S, query: QueryParams = {}) {
    const all: v.InferOutput<S>[] = [];
    for (let page = 1; ; page++) {
      const items = (await get(mx, path, listOf(item), { ...query, page, limit: MAX_LIMIT })) as v.InferOutput<S>[];
      all.push(...items);
      if (items.length < MAX_LIMIT) return all;
    }
  }

  async function zones(mx: CommerceContext) {
    const [list, currency] = await Promise.all([get(mx, '/v2/shipping/zones', listOf(bc.ZoneSchema)), storeMoney(mx)]);
    return list.map((z) => bc.toZone(z, currency));
  }

  const groups = async (mx: CommerceContext, query?: QueryParams) =>
    (await everyV2(mx, '/v2/customer_groups', bc.GroupSchema, query)).map(bc.toGroup);

  return {
    async getCurrencies(mx) {
      const list = (await everyV2(mx, '/v2/currencies', bc.CurrencySchema)).map(bc.toCurrency);
      // Spec §3: the first entry is the active currency.
      return [...list.filter((c) => c.is_default), ...list.filter((c) => !c.is_default)];
    },

    async getCurrency(mx, id) {
      const found = await find(mx, `/v2/currencies/${id}`, bc.CurrencySchema);
      return found ? bc.toCurrency(found) : null;
    },

    getShippingZones: zones,

    async getShippingZone(mx, zoneId) {
      const [found, currency] = await Promise.all([find(mx, `/v2/shipping/zones/${zoneId}`, bc.ZoneSchema), storeMoney(mx)]);
      return found ? bc.toZone(found, currency) : null;
    },

    // The free-shipping threshold is the zone's: the zone is read with its methods.
    async getShippingMethods(mx, zoneId) {
      const [zone, methods, currency] = await Promise.all([
        find(mx, `/v2/shipping/zones/${zoneId}`, bc.ZoneSchema),
        find(mx, `/v2/shipping/zones/${zoneId}/methods`, listOf(bc.MethodSchema)),
        storeMoney(mx),
      ]);
      return zone && methods ? bc.toMethods(zoneId, methods, bc.zoneThreshold(zone, currency), currency) : null;
    },

    async getShippingSettings(mx) {
      return config.shippingSettings?.[mx.region] ?? NO_SHIPPING_SETTINGS;
    },

    getCustomerGroups: (mx, filter = {}) => groups(mx, { is_group_for_guests: filter.isGroupForGuests }),

    async getCustomerGroup(mx, id) {
      const found = await find(mx, `/v2/customer_groups/${id}`, bc.GroupSchema);
      return found ? bc.toGroup(found) : null;
    },

    async getDefaultCustomerGroup(mx) {
      const [group] = await groups(mx, { is_default: true });
      if (!group)
        throw new ProviderError('bad_response', `commerce store ${mx.region} has no default customer group`, { service: 'commerce' });
      return group;
    },

    async getProCode(mx, code) {
      return config.proCodes?.find((c) => c.code === code && proCodeStore(c.region) === mx.region) ?? null;
    },

    async getCountries(mx) {
      const [list, states] = await Promise.all([
        everyV2(mx, '/v2/countries', bc.CountrySchema),
        everyV2(mx, '/v2/countries/states', bc.StateSchema),
      ]);
      const withStates = new Set(states.map((s) => s.country_id));
      return list.map((c) => bc.toCountry(c, withStates.has(c.id)));
    },

    async getStates(mx, countryId) {
      // An unknown country answers 404 on the first page.
      const first = await find(mx, `/v2/countries/${countryId}/states`, listOf(bc.StateSchema), { page: 1, limit: MAX_LIMIT });
      if (!first) return null;
      const rest =
        first.length < MAX_LIMIT ? [] : (await everyV2(mx, `/v2/countries/${countryId}/states`, bc.StateSchema)).slice(MAX_LIMIT);
      return [...first, ...rest].map(bc.toState);
    },

    async getStore(mx) {
      return bc.toStore(await get(mx, '/v2/store', bc.StoreSchema));
    },
  };
}
