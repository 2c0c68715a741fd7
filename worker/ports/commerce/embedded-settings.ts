/**
 * The embedded commerce platform's store settings (embedded.ts spreads these into its
 * provider): categories, currencies, shipping, customer groups, pro codes, countries and the
 * store itself, each from the store's one settings document (or the shared countries one).
 */
import type { DataSource } from '../data';
import type { CommerceContext } from '../context';
import { commercePaths, type CountriesDocument, type StoreDocument } from './documents';
import { paginate } from './paginate';
import type { CommerceProvider, StoreSettingsReads } from './types';

type SettingsMethods = Pick<CommerceProvider, 'listCategories' | 'getCategory' | 'getCategoryTree'> & StoreSettingsReads;

export function createEmbeddedSettings(source: DataSource): SettingsMethods {
  const store = (mx: CommerceContext) => source.json<StoreDocument>(commercePaths.store(mx.region), mx.signal);
  const countries = (mx: CommerceContext) => source.json<CountriesDocument>(commercePaths.countries(), mx.signal);
  return {
    async listCategories(mx, { page, limit }) {
      return paginate((await store(mx)).categories, page, limit);
    },
    async getCategory(mx, id) {
      return (await store(mx)).categories.find((c) => c.id === id) ?? null;
    },
    async getCategoryTree(mx) {
      return (await store(mx)).categoryTree;
    },
    async getCurrencies(mx) {
      return (await store(mx)).currencies;
    },
    async getCurrency(mx, id) {
      return (await store(mx)).currencies.find((c) => c.id === id) ?? null;
    },
    async getShippingZones(mx) {
      return (await store(mx)).shippingZones;
    },
    async getShippingZone(mx, zoneId) {
      return (await store(mx)).shippingZones.find((z) => z.id === zoneId) ?? null;
    },
    async getShippingMethods(mx, zoneId) {
      const doc = await store(mx);
      if (!doc.shippingZones.some((z) => z.id === zoneId)) return null;
      return doc.shippingMethods.filter((m) => m.zone_id === zoneId);
    },
    async getShippingSettings(mx) {
      return (await store(mx)).shippingSettings;
    },
    async getCustomerGroups(mx, filter = {}) {
      const groups = (await store(mx)).customerGroups;
      return filter.isGroupForGuests === undefined ? groups : groups.filter((g) => g.is_group_for_guests === filter.isGroupForGuests);
    },
    async getCustomerGroup(mx, id) {
      return (await store(mx)).customerGroups.find((g) => g.id === id) ?? null;
    },
    async getDefaultCustomerGroup(mx) {
      const group = (await store(mx)).customerGroups.find((g) => g.is_default);
      if (!group) throw new Error(`Store ${mx.region} has no default customer group`);
      return group;
    },
    async getProCode(mx, code) {
      return (await store(mx)).proCodes.find((c) => c.code === code) ?? null;
    },
    async getCountries(mx) {
      return (await countries(mx)).countries;
    },
    async getStates(mx, countryId) {
      const doc = await countries(mx);
      if (!doc.countries.some((c) => c.id === countryId)) return null;
      return doc.states.filter((s) => s.country_id === countryId);
    },
    async getStore(mx) {
      return (await store(mx)).store;
    },
  };
}
