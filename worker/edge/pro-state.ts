/**
 * The signed-in customer's store state (spec §3): their record, pro code, group and discount,
 * spend and expiry, read through the commerce port. Spec §8: a failing pro or group lookup
 * is logged and the defaults stay.
 */
import type { CommerceContext } from '../ports/context';
import type { CustomerGroup, Currency, Page, PageQuery } from '../ports/commerce/types';
import {
  brandIdFor,
  defaultCustomerState,
  isExpired,
  isPro,
  proCodeInfo,
  proSpend,
  proYear,
  spendLimitMinor,
  type BrandId,
  type CustomerStoreState,
  type ProCodeInfo,
  type SpendOrder,
} from '../rules/pro';
import { EMPLOYEE_GROUP_ID } from '../data/catalog/settings/customer-groups';

/** A customer record as the commerce port keeps it (its CustomerRecord). */
export interface CustomerRecordLike {
  id: number;
  email: string;
  first_name: string;
  last_name: string;
  customer_group_id: number | null;
  notes: string;
  form_fields?: { name: string; value: unknown }[];
}

/** What the pro state reads through the commerce port. */
export interface ProStatePort {
  getCustomerGroup(mx: CommerceContext, id: number): Promise<CustomerGroup | null>;
  getDefaultCustomerGroup(mx: CommerceContext): Promise<CustomerGroup>;
  getCurrencies(mx: CommerceContext): Promise<Currency[]>;
  listOrders(mx: CommerceContext, customerId: number, query: PageQuery): Promise<Page<SpendOrder & { date_created: string }>>;
}

/** The customer as the store state and GET /api/customer carry it (spec §3 "Customer"). */
export interface CustomerSummary {
  id: number;
  email: string;
  firstName: string;
  lastName: string;
  groupId: number | null;
  notes: string;
  isPro: boolean;
  proCodeInfo: ProCodeInfo | null;
}

export function customerSummary(customer: CustomerRecordLike, now: number): CustomerSummary {
  const info = proCodeInfo(customer);
  return {
    id: customer.id,
    email: customer.email,
    firstName: customer.first_name,
    lastName: customer.last_name,
    groupId: customer.customer_group_id,
    notes: customer.notes,
    isPro: isPro(info, now),
    proCodeInfo: info,
  };
}

/**
 * The group a customer's prices follow: their own group, except that a group given by a pro
 * code that ran out falls back to the store's default group (the code's end is the pro status's end).
 */
export async function customerGroupOf(
  port: ProStatePort,
  mx: CommerceContext,
  customer: CustomerRecordLike,
  info: ProCodeInfo | null,
  now: number,
): Promise<CustomerGroup | null> {
  const lapsed = info !== null && isExpired(info.expires, now);
  if (customer.customer_group_id !== null && !lapsed) {
    const own = await port.getCustomerGroup(mx, customer.customer_group_id);
    if (own) return own;
  }
  return port.getDefaultCustomerGroup(mx);
}

/** Staff: a staff pro code, or the employee group (spec §6: the flag comes from the pro order total). */
export function isEmployeeOf(info: ProCodeInfo | null, group: CustomerGroup | null, now: number): boolean {
  if (info && isExpired(info.expires, now)) return false;
  return Boolean(info?.employee) || group?.id === EMPLOYEE_GROUP_ID;
}

/** Orders counted per pro year: newest first, pages of 50, stopping at the year's start (at most 20 pages). */
const ORDER_PAGE = 50;
const MAX_ORDER_PAGES = 20;

export async function yearOrders(port: ProStatePort, mx: CommerceContext, customerId: number, now: number): Promise<SpendOrder[]> {
  const { start } = proYear(now);
  const orders: SpendOrder[] = [];
  for (let page = 1; page <= MAX_ORDER_PAGES; page++) {
    const found = await port.listOrders(mx, customerId, { page, limit: ORDER_PAGE });
    orders.push(...found.items);
    const oldest = found.items.at(-1);
    if (!oldest || Date.parse(oldest.date_created) < start || page >= found.pagination.total_pages) break;
  }
  return orders;
}

/** Spec §3/§7 pro order total response. Money in minor units of the brand's currency. */
export interface ProOrderTotal {
  order_total: number;
  expiration_date: string | null;
  employee_group: boolean;
  spend_limit: number;
  currency_code: string;
  /** The pro year counted: first and last day (YYYY-MM-DD, UTC). */
  period: { start: string; end: string };
}

/** The pro order total of a customer for a brand, read in that brand's store. */
export async function proOrderTotal(
  port: ProStatePort,
  mx: CommerceContext,
  customer: CustomerRecordLike,
  brand: BrandId,
  now: number,
): Promise<ProOrderTotal> {
  const info = proCodeInfo(customer);
  const [orders, group, currencies] = await Promise.all([
    yearOrders(port, mx, customer.id, now),
    customerGroupOf(port, mx, customer, info, now),
    port.getCurrencies(mx),
  ]);
  const currency = currencies[0];
  const { start, end } = proYear(now);
  return {
    order_total: proSpend(orders, brand, now),
    expiration_date: info && !isExpired(info.expires, now) ? info.expires : null,
    employee_group: isEmployeeOf(info, group, now),
    spend_limit: spendLimitMinor(defaultCustomerState().brandSpendLimit, currency?.decimal_places ?? 2),
    currency_code: currency?.currency_code ?? 'USD',
    period: { start: new Date(start).toISOString().slice(0, 10), end: new Date(end - 1).toISOString().slice(0, 10) },
  };
}

export interface StateOptions {
  now: number;
  /** Also read the pro year's orders (the pro page, GET /api/customer); pages that only price skip it. */
  withSpend?: boolean;
}

/**
 * Spec §3 customer store state of a signed-in customer in a commerce store. Each failing
 * part (group, spend) is logged and keeps its default (spec §8).
 */
export async function customerStoreState(
  port: ProStatePort,
  mx: CommerceContext,
  customer: CustomerRecordLike,
  options: StateOptions,
): Promise<CustomerStoreState<CustomerSummary>> {
  const { now } = options;
  const summary = customerSummary(customer, now);
  const state: CustomerStoreState<CustomerSummary> = {
    ...defaultCustomerState<CustomerSummary>(),
    customer: summary,
    isPro: summary.isPro,
  };
  try {
    const group = await customerGroupOf(port, mx, customer, summary.proCodeInfo, now);
    state.customerGroup = group;
    state.customerDiscount = group?.discount_rules ?? [];
    state.isEmployee = isEmployeeOf(summary.proCodeInfo, group, now);
  } catch (error) {
    console.error(`customer ${customer.id}: group lookup failed, retail prices stay`, error);
  }
  if (summary.proCodeInfo && !isExpired(summary.proCodeInfo.expires, now)) state.proExpirationDate = summary.proCodeInfo.expires;
  if (options.withSpend && summary.proCodeInfo) {
    try {
      state.proCurrentSpend = proSpend(await yearOrders(port, mx, customer.id, now), brandIdFor(mx.region), now);
    } catch (error) {
      console.error(`customer ${customer.id}: pro spend lookup failed, 0 stays`, error);
    }
  }
  return state;
}
