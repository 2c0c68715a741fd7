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
        c.set('customerState', await customerStoreState(commerce, call.commerce(regions.commerce), customer, { now: at }));
      }
    } catch (error) {
      console.error(`customer ${identity.store}:${identity.id}: store state failed, defaults stay`, error);
    }
    await next();
    // What a signed-in customer sees (their prices, their header) is theirs alone.
    if (c.get('customerState').customer && !/\bno-store\b/.test(c.res.headers.get('cache-control') ?? ''))
      c.header('cache-control', PRIVATE_NO_STORE);
  });
}
