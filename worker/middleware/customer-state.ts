/**
 * The signed-in customer's store state on `c.var.customerState` (spec §3), and the pro
 * regions (spec §4): a pro's pages use the pro content region of their country (pro, pro_ca,
 * pro_eu_region_1; Norway stays no), and every price follows their group. Visitors get the
 * defaults without any read; a failing lookup is logged and the defaults stay (spec §8).
 */
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../app-env';
import { defaultCustomerState, isPro, proCodeInfo } from '../domain/pro';
import { regionsFor } from '../domain/regions';
import { requestRegions } from '../http/region';
import { customerStoreState } from '../customers/pro-state';
import { parseCustomerId } from '../domain/owner';

export interface CustomerStateOptions {
  now?: () => number;
}

export function customerState(options: CustomerStateOptions = {}) {
  const now = options.now ?? Date.now;
  return createMiddleware<AppEnv>(async function customerStateMiddleware(c, next) {
    c.set('customerState', defaultCustomerState());
    const raw = c.get('customerId');
    const id = parseCustomerId(raw);
    if (id === null) return next();
    const commerce = c.var.commerce;
    const call = c.var.call;
    try {
      // Accounts are one database for every store; the store only matters for groups and orders.
      const customer = await commerce.getCustomer(call.commerce('us'), id);
      if (customer) {
        // The account pages' layout (middleware/auth.ts) takes this record rather than reading it again.
        c.set('customer', customer);
        const at = now();
        const locale = c.get('locale');
        if (locale) c.set('regions', regionsFor(locale.country, isPro(proCodeInfo(customer), at)));
        const regions = locale ? c.get('regions') : requestRegions(c);
        const region = regions === 'invalid' ? 'us' : regions.commerce;
        c.set('customerState', await customerStoreState(commerce, call.commerce(region), customer, { now: at }));
      }
    } catch (error) {
      console.error(`customer ${id}: store state failed, defaults stay`, error);
    }
    await next();
    // What a signed-in customer sees (their prices, their header) is theirs alone.
    if (c.get('customerState').customer && !/\bno-store\b/.test(c.res.headers.get('cache-control') ?? ''))
      c.header('cache-control', 'private, no-store');
  });
}
