/**
 * GET /api/customer (issue 10): the signed-in customer's store state of spec §3
 * (`customer, isPro, customerGroup, customerDiscount, proCurrentSpend, proExpirationDate,
 * isEmployee, brandSpendLimit`), or `{ data: null }` when signed out. Never cached.
 */
import { Hono } from 'hono';
import type { AppEnv } from '../app-env';
import { accountDeps, currentCustomer, customerState } from '../customers/session';
import { describe } from '../http/describe';

export const customerApi = new Hono<AppEnv>().get(
  '/',
  describe({ summary: "The signed-in customer's state (spec §3), or null", responses: { 200: '`{ data: CustomerState | null }`' } }),
  async (c) => {
    c.header('cache-control', 'private, no-store');
    const customer = await currentCustomer(c);
    return c.json({ data: customer ? await customerState(accountDeps(c), customer) : null });
  },
);
