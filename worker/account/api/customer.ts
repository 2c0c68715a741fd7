/**
 * GET /api/customer: the signed-in customer's store state of spec §3
 * (`customer, isPro, customerGroup, customerDiscount, proCurrentSpend, proExpirationDate,
 * isEmployee, brandSpendLimit`), or `{ data: null }` when signed out. Never cached. Money is
 * the platform's decimal amount (spec §9, worker/edge/money-wire.ts): `proCurrentSpend` in the store's
 * currency, `brandSpendLimit` already is one (3000).
 */
import { Hono } from 'hono';
import type { AppEnv } from '../../edge/app-env';
import { accountDeps, currentCustomer, customerState } from '../customer-session';
import { describe } from '../../edge/describe';
import { decimalIn } from '../../edge/money-wire';
import { PRIVATE_NO_STORE } from '../../rules/cache-control';

export const customerApi = new Hono<AppEnv>().get(
  '/',
  describe({
    summary: "The signed-in customer's state (spec §3), or null",
    responses: { 200: '`{ data: CustomerState | null }` (decimal amounts: `proCurrentSpend` 1299.99)' },
  }),
  async (c) => {
    c.header('cache-control', PRIVATE_NO_STORE);
    const customer = await currentCustomer(c);
    if (!customer) return c.json({ data: null });
    const deps = accountDeps(c);
    const state = await customerState(deps, customer);
    // No spend is 0 in every currency: the store's currency is read only when there is some.
    if (state.proCurrentSpend === 0) return c.json({ data: state });
    const [currency] = await c.var.commerce.getCurrencies(deps.mx);
    return c.json({ data: { ...state, proCurrentSpend: decimalIn(currency?.currency_code ?? 'USD')(state.proCurrentSpend) } });
  },
);
