/**
 * Commerce settings per store (spec §3 "Currency format", "Shipping zone", "Shipping
 * method", "Shipping settings", customer groups, countries, store). Amounts in shipping
 * rules are integer minor units of the store's currency, like every price here.
 */
import type { CurrencyFormat } from '../../../shared/money';

export type { CurrencyFormat } from '../../../shared/money';
export interface Currency extends CurrencyFormat {
  id: number;
  currency_code: string;
  name: string;
  country_iso2: string;
  is_default: boolean;
  enabled: boolean;
  is_transactional: boolean;
  /** Units of this currency per unit of the store's default currency. */
  currency_exchange_rate: string;
}

export interface ShippingZone {
  id: number;
  name: string;
  type: 'country' | 'state' | 'global';
  locations: { country_iso2: string; state_iso2?: string }[];
  enabled: boolean;
  /**
   * A flat fee in minor units, or a percentage of the shipping cost (`5` is 5 %); the
   * platform has either kind, and a zone has at most one of them.
   */
  handling_fees: { fixed_surcharge: number; percentage_surcharge?: number; display_separately: boolean };
}

export interface ShippingRange {
  lower_limit: number;
  upper_limit: number;
  shipping_cost: number;
}

export interface ShippingMethod {
  id: number;
  zone_id: number;
  name: string;
  type: 'freeshipping' | 'total';
  enabled: boolean;
  settings: { carrier_options?: { minimum_sub_total: number }; range?: ShippingRange[] };
}

export interface ShippingSettings {
  is_enabled: boolean;
  /** Comma list of customer group ids that never get free shipping (spec §3). */
  hide_free_shipping_groups: string;
  free_shipping_banner: boolean;
}

/** The customer group vocabulary is the pricing rules' (worker/rules/customer-groups.ts); the port speaks it. */
export type { CustomerGroup, DiscountRule } from '../../rules/customer-groups';

export interface Country {
  id: number;
  country: string;
  country_iso2: string;
  country_iso3: string;
  has_states: boolean;
}

export interface CountryState {
  id: number;
  country_id: number;
  name: string;
  /** Slug of the name (spec §3 "name and value slugs"). */
  value: string;
  abbreviation: string;
}

export interface StoreInfo {
  id: string;
  name: string;
  domain: string;
  /** Storefront address of the commerce platform (password reset goes to {secure_url}/login.php). */
  secure_url: string;
  address: string;
  country: string;
  country_code: string;
  phone: string;
  order_email: string;
  timezone: { name: string; raw_offset: number };
  language: string;
  currency: string;
  weight_units: 'kg' | 'lbs';
  dimension_units: 'cm' | 'in';
}
