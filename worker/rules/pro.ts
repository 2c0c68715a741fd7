/**
 * Pro customers (spec §3, §4, §6): the pro code a customer holds, whether that makes them a
 * pro, the customer store state with its defaults, the pro year the spend tracker counts,
 * and the brand a region's pro orders belong to. Pure: the caller passes the clock.
 */
import type { CommerceRegion, ContentRegion } from './regions';
import type { CustomerGroup, DiscountRule } from './customer-groups';

/** The customer form field (and the notes line) a pro code lives in (spec §3). */
export const PRO_CODE_FIELD = 'Pro Code';

/** Spec §9: the default brand spend limit, in major units of the store's currency. */
export const DEFAULT_BRAND_SPEND_LIMIT = 3000;

/** Regions a pro code is issued for: the three pro regions and Norway (staff). */
export const PRO_CODE_REGIONS = ['pro', 'pro_ca', 'pro_eu_region_1', 'no'] as const satisfies readonly ContentRegion[];
export type ProCodeRegion = (typeof PRO_CODE_REGIONS)[number];

/** A pro code as the commerce platform keeps it (embedded: worker/data/catalog/settings/pro-codes.ts). */
export interface ProCode {
  /** Upper case, letters, digits and dashes. */
  code: string;
  region: ProCodeRegion;
  /** The customer group a holder joins (its discount_rules price their cart). */
  customer_group_id: number;
  /** Last day the code (and the pro status it gives) is valid, YYYY-MM-DD (UTC). */
  expires: string;
  /** Staff codes: the holder is in the employee group (spec §6 "employee flag"). */
  employee: boolean;
}

/** What a customer record says about its pro code (spec §3 `proCodeInfo`): always with a region. */
export interface ProCodeInfo {
  code: string;
  region: string;
  /** YYYY-MM-DD, or null when the record does not say. */
  expires: string | null;
  employee: boolean;
}

const CODE = /^[A-Z0-9][A-Z0-9-]{2,39}$/;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** A code as typed (spaces, lower case) in its stored form, or null when it cannot be one. */
export function normaliseProCode(raw: string): string | null {
  const code = raw.trim().toUpperCase().replace(/\s+/g, '');
  return CODE.test(code) ? code : null;
}

/**
 * The value stored in the `Pro Code` form field and as a notes line:
 * `LOIPE-PRO-US-DEMO; region=pro; expires=2030-06-30; employee=no`.
 */
export function formatProCode(code: Pick<ProCode, 'code' | 'region' | 'expires' | 'employee'>): string {
  return `${code.code}; region=${code.region}; expires=${code.expires}; employee=${code.employee ? 'yes' : 'no'}`;
}

/** The notes line that carries a pro code. */
export function proCodeNote(code: Pick<ProCode, 'code' | 'region' | 'expires' | 'employee'>): string {
  return `${PRO_CODE_FIELD}: ${formatProCode(code)}`;
}

/** Parses one stored value (`CODE; region=…; expires=…`); null without a code or a region. */
export function parseProCodeValue(value: string): ProCodeInfo | null {
  const [head = '', ...pairs] = value.split(';');
  const code = normaliseProCode(head);
  if (!code) return null;
  const fields = new Map(
    pairs.map((pair) => {
      const at = pair.indexOf('=');
      return at < 0 ? (['', ''] as const) : ([pair.slice(0, at).trim().toLowerCase(), pair.slice(at + 1).trim()] as const);
    }),
  );
  const region = (fields.get('region') ?? '').toLowerCase();
  if (!/^[a-z][a-z0-9_]{1,30}$/.test(region)) return null;
  const expires = fields.get('expires') ?? '';
  return { code, region, expires: DATE.test(expires) ? expires : null, employee: fields.get('employee')?.toLowerCase() === 'yes' };
}

export interface ProCodeSource {
  /** The customer's form fields (BigCommerce `form_fields`); a `Pro Code` field wins over the notes. */
  form_fields?: readonly { name: string; value: unknown }[];
  notes?: string | null;
}

/** Spec §3: `proCodeInfo` from a `Pro Code` form field, else from a `Pro Code:` line of the notes. */
export function proCodeInfo(source: ProCodeSource): ProCodeInfo | null {
  const field = source.form_fields?.find((f) => f.name.trim().toLowerCase() === PRO_CODE_FIELD.toLowerCase());
  if (field && typeof field.value === 'string') {
    const parsed = parseProCodeValue(field.value);
    if (parsed) return parsed;
  }
  for (const line of (source.notes ?? '').split(/\r?\n/)) {
    const match = /^\s*pro code\s*:\s*(.+)$/i.exec(line);
    const parsed = match ? parseProCodeValue(match[1]!) : null;
    if (parsed) return parsed;
  }
  return null;
}

/** YYYY-MM-DD of a time, in UTC. */
export function isoDay(now: number): string {
  return new Date(now).toISOString().slice(0, 10);
}

/** A code or pro status is valid through its last day (UTC); no date means no end. */
export function isExpired(expires: string | null, now: number): boolean {
  return expires !== null && isoDay(now) > expires;
}

/** Spec §4: a customer is pro when the pro code info's region starts with `pro` (and the code has not run out). */
export function isPro(info: ProCodeInfo | null, now: number): boolean {
  if (info === null) return false;
  return info.region.startsWith('pro') && !isExpired(info.expires, now);
}

export type ProCodeRefusal = 'unknown' | 'expired' | 'wrong_region';

/**
 * Checks a code a shopper typed for the region they apply in: unknown (no such code),
 * expired (past its last day), or issued for another region.
 */
export function checkProCode(
  found: ProCode | null,
  region: ProCodeRegion,
  now: number,
): { ok: true; code: ProCode } | { ok: false; reason: ProCodeRefusal } {
  if (!found) return { ok: false, reason: 'unknown' };
  if (found.region !== region) return { ok: false, reason: 'wrong_region' };
  if (isExpired(found.expires, now)) return { ok: false, reason: 'expired' };
  return { ok: true, code: found };
}

/** The commerce store that keeps a region's pro codes (spec §4 commerce region; Norway's own). */
export function proCodeStore(region: ProCodeRegion): CommerceRegion {
  switch (region) {
    case 'pro':
      return 'us';
    case 'pro_ca':
      return 'ca';
    case 'pro_eu_region_1':
      return 'eu_region_1';
    case 'no':
      return 'no';
    default:
      throw new Error(`unknown pro code region ${region satisfies never as string}`);
  }
}

/** Spec §7: `brand_id` by region: us, ca, no, else eu region 1. */
export type BrandId = 'us' | 'ca' | 'no' | 'eu_region_1';
export function brandIdFor(region: string): BrandId {
  if (region === 'us' || region === 'pro') return 'us';
  if (region === 'ca' || region === 'pro_ca') return 'ca';
  if (region === 'no') return 'no';
  return 'eu_region_1';
}

/**
 * The pro year the spend tracker counts (the pro page: 1 July to 30 June, UTC): its first
 * millisecond and the first millisecond of the next.
 */
export function proYear(now: number): { start: number; end: number } {
  const date = new Date(now);
  const year = date.getUTCMonth() >= 6 ? date.getUTCFullYear() : date.getUTCFullYear() - 1;
  return { start: Date.UTC(year, 6, 1), end: Date.UTC(year + 1, 6, 1) };
}

/** Order statuses that count towards the spend limit (the pro page: orders count when they ship). */
export const SPEND_STATUSES = ['shipped', 'completed'] as const;

export interface SpendOrder {
  status: string;
  region: string;
  /** Goods at the prices paid, minor units (shipping and tax are not spend). */
  subtotal: number;
  /** ISO 8601. */
  date_created: string;
}

/** Spend of a customer's orders of one brand in the pro year holding `now`, minor units. */
export function proSpend(orders: readonly SpendOrder[], brand: BrandId, now: number): number {
  const { start, end } = proYear(now);
  return orders
    .filter((o) => (SPEND_STATUSES as readonly string[]).includes(o.status) && brandIdFor(o.region) === brand)
    .filter((o) => {
      const at = Date.parse(o.date_created);
      return at >= start && at < end;
    })
    .reduce((sum, o) => sum + o.subtotal, 0);
}

/** Share of the limit spent, 0–100, for the tracker's progress bar. */
export function spendPercent(spent: number, limit: number): number {
  if (!(limit > 0)) return 0;
  return Math.max(0, Math.min(100, Math.round((spent / limit) * 100)));
}

/** Spec §3 "Customer store state". Money in minor units of the customer's store currency. */
export interface CustomerStoreState<C = unknown> {
  customer: C | null;
  isPro: boolean;
  customerGroup: CustomerGroup | null;
  /** The group's discount_rules. */
  customerDiscount: DiscountRule[];
  proCurrentSpend: number;
  proExpirationDate: string | null;
  isEmployee: boolean;
  /** Major units (spec §9: default 3000). */
  brandSpendLimit: number;
}

/** Spec §4: what a visitor, a signed-out shopper, and a customer whose pro lookups failed have. */
export function defaultCustomerState<C = unknown>(): CustomerStoreState<C> {
  return {
    customer: null,
    isPro: false,
    customerGroup: null,
    customerDiscount: [],
    proCurrentSpend: 0,
    proExpirationDate: null,
    isEmployee: false,
    brandSpendLimit: DEFAULT_BRAND_SPEND_LIMIT,
  };
}

/** Spend limit in minor units of a currency with `decimalPlaces` places. */
export function spendLimitMinor(limit: number, decimalPlaces: number): number {
  return Math.round(limit * 10 ** decimalPlaces);
}
