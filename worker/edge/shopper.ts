/**
 * The request context of who is shopping, resolved once per request and put on `c.var.shopper`:
 * the request's locale and regions and the customer it acts for (worker/rules/customer-identity.ts). Then the signed-in
 * customer's store state on `c.var.customerState` (spec §3) and the pro regions (spec §4): a
 * pro's pages use the pro content region of their country (pro, pro_ca, pro_eu_region_1; Norway
 * stays no), and every price follows their group. Visitors, and a customer on a store that keeps
 * other customers, get the defaults without any read; a failing lookup is logged and the
 * defaults stay (spec §8).
 */
import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from './app-env';
import { defaultCustomerState, isPro, proCodeInfo } from '../rules/pro';
import type { Locale } from '../rules/locale';
import { regionsFor, type Regions } from '../rules/regions';
import { regionsFromHeader, visitorLocale } from './region';
import { customerStoreState } from './pro-state';
import { actingCustomer, type Shopper } from '../rules/customer-identity';
import { PRIVATE_NO_STORE } from '../rules/cache-control';
import { priceGroupOf } from '../rules/price-group';
import type { CustomerStoreState } from '../rules/pro';
import { SHOWN_COUNTRIES } from './session-records';

/** The request's regions, read once: never again from a header after this. */
function requestRegions(c: Context<AppEnv>, locale: Locale): Regions | 'invalid' {
  const page = c.get('regions');
  if (page) return page;
  const header = c.req.header('region');
  if (header !== undefined) return regionsFromHeader(header) ?? 'invalid';
  return regionsFor(locale.country);
}

/**
 * Who is shopping: the request's regions, and the session's customer when the request's store
 * keeps the same customers. The customer is read from the session each time it is asked, so a
 * sign-in, a sign-out or an end of the customer's sessions mid-request shows at once.
 */
function shopperAt(c: Context<AppEnv>, locale: Locale, regions: Regions | 'invalid'): Shopper {
  const store = regions === 'invalid' ? null : regions.commerce;
  const books = c.var.commerce.accountBooks;
  const session = c.var.session;
  return {
    locale,
    regions,
    get customer() {
      const signedIn = session.current()?.data.customer ?? null;
      return actingCustomer(signedIn && { store: signedIn.store, id: signedIn.id }, store, books);
    },
  };
}

/** How long a note of what a customer's pages show holds before a render checks it again. */
export const SHOWN_FOR_MS = 10 * 60_000;

/**
 * Notes in the session the price group and first name the customer's pages of `country` show,
 * so the page cache can answer them from their group's copy (worker/page-cache/personal.ts).
 * Written only when it changed or half its time has gone; it holds at most `SHOWN_FOR_MS` and
 * never past the pro code's end. A failing write is logged: the pages then render as before.
 */
async function noteShown(
  c: Context<AppEnv>,
  country: string,
  group: string,
  firstName: string,
  state: CustomerStoreState<unknown>,
  at: number,
): Promise<void> {
  const session = c.var.session.current();
  const since = session?.data.customer?.since;
  if (!session || since === undefined || !/^[a-z]{2,8}$/.test(country)) return;
  const name = firstName.trim().slice(0, 100) || null;
  const before = session.data.shown?.[country];
  if (before && before.group === group && before.name === name && before.since === since && before.until - at > SHOWN_FOR_MS / 2) return;
  const expires = state.proExpirationDate ? Date.parse(state.proExpirationDate) : Number.NaN;
  const until = Math.min(at + SHOWN_FOR_MS, Number.isFinite(expires) && expires > at ? expires : Number.POSITIVE_INFINITY);
  try {
    await c.var.session.update((data) => {
      // The most recent countries only: the oldest note goes first.
      const kept = Object.entries(data.shown ?? {})
        .filter(([key]) => key !== country)
        .slice(-(SHOWN_COUNTRIES - 1));
      return { ...data, shown: { ...Object.fromEntries(kept), [country]: { group, name, since, until } } };
    });
  } catch (error) {
    console.error('noting what the pages show failed, they render', error);
  }
}

export interface ShopperOptions {
  now?: () => number;
}

export function shopper(options: ShopperOptions = {}) {
  const now = options.now ?? Date.now;
  return createMiddleware<AppEnv>(async function shopperMiddleware(c, next) {
    const locale = c.get('locale') ?? visitorLocale(c);
    const resolved = shopperAt(c, locale, requestRegions(c, locale));
    c.set('shopper', resolved);
    c.set('customerState', defaultCustomerState());
    const identity = resolved.customer;
    if (identity === null || resolved.regions === 'invalid') return next();
    const { commerce, call } = c.var;
    try {
      // The customer is read where they signed in; their group's prices are the request's store's.
      const customer = await commerce.getCustomer(call.commerce(identity.store), identity.id);
      if (customer) {
        // The account pages' layout (worker/account/pages/auth.ts) takes this record rather than reading it again.
        c.set('customer', customer);
        const at = now();
        const page = c.get('locale');
        const regions = page ? regionsFor(page.country, isPro(proCodeInfo(customer), at)) : resolved.regions;
        if (page) {
          c.set('regions', regions);
          c.set('shopper', shopperAt(c, locale, regions));
        }
        const state = await customerStoreState(commerce, call.commerce(regions.commerce), customer, { now: at });
        c.set('customerState', state);
        // What the edge fills into this customer's shared pages of the country (page cache, personal.ts).
        if (page) await noteShown(c, page.country, priceGroupOf(state, regions.commerce), customer.first_name, state, at);
      }
    } catch (error) {
      console.error(`customer ${identity.store}:${identity.id}: store state failed, defaults stay`, error);
    }
    await next();
    // What a signed-in customer sees (their prices, their header) is theirs alone; a shared page
    // (the page cache's render for their price group) names no one, and is filled per answer.
    if (c.get('customerState').customer && !c.get('sharedPage') && !/\bno-store\b/.test(c.res.headers.get('cache-control') ?? ''))
      c.header('cache-control', PRIVATE_NO_STORE);
  });
}
