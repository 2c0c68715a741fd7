/**
 * GET /api/customer (issue 10): the signed-in customer's store state of spec §3
 * (`customer, isPro, customerGroup, customerDiscount, proCurrentSpend, proExpirationDate,
 * isEmployee, brandSpendLimit`), or `{ data: null }` when signed out. Never cached.
 */
import { Hono } from 'hono';
import type { AppEnv } from '../app-env';
import { accountDeps, currentCustomer, customerState } from '../customers/session';

export const customerApi = new Hono<AppEnv>().get('/customer', async (c) => {
  c.header('cache-control', 'private, no-store');
  const customer = await currentCustomer(c);
  return c.json({ data: customer ? await customerState(accountDeps(c), customer) : null });
});
