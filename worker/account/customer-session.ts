/**
 * The signed-in side of a session: signing in records the customer with the store they signed
 * in at, rotates the session id and attaches the session's carts (spec §4); signing out clears
 * the customer state and lets go of the customer's carts; and the customer store state of spec
 * §3 for GET /api/customer. Who the request acts for is decided once (worker/edge/shopper.ts).
 */
import type { Context } from 'hono';
import type { AppEnv } from '../edge/app-env';
import { COMMERCE_REGIONS, type CommerceRegion } from '../rules/regions';
import { cartStorage } from '../cart';
import type { CustomerRecord } from '../ports/commerce/types';
import type { CustomerStoreState } from '../rules/pro';
import { customerStoreState, customerSummary } from '../edge/pro-state';
import type { Session } from '../edge/session-records';
import type { CustomerIdentity } from '../rules/customer-identity';
import type { AccountDeps } from './service';

/**
 * The commerce store an account call goes to: the signed-in customer's own store, else (sign-in,
 * sign-up, password reset, a guest's order look-up) the store the request names.
 */
export function accountDeps(c: Context<AppEnv>): AccountDeps {
  return { commerce: c.var.commerce, mx: c.var.call.commerce(accountStore(c)) };
}

/** The store of accountDeps: the signed-in customer's own, else the request's. */
export function accountStore(c: Context<AppEnv>): CommerceRegion {
  return c.var.shopper.customer?.store ?? requestStore(c);
}

/** The store the request names (a sign-in there records it); an invalid region header: us. */
function requestStore(c: Context<AppEnv>): CommerceRegion {
  const { regions } = c.var.shopper;
  return regions === 'invalid' ? 'us' : regions.commerce;
}

/** The customer a signed-in-only route acts for (behind signedInCustomer or onlySelf, never null there). */
export function selfIdentity(c: Context<AppEnv>): CustomerIdentity {
  const identity = c.var.shopper.customer;
  if (identity === null) throw new Error('selfIdentity: no signed-in customer on a signed-in route');
  return identity;
}

/** The id of the customer this request acts for, or null (a guest, or another store's customer). */
export const signedInId = (c: Context<AppEnv>): number | null => c.var.shopper.customer?.id ?? null;

/**
 * Signs the customer in: each of the session's carts with no owner or this owner becomes
 * theirs; another owner's cart is let go (spec §4). Then the session moves to a new id and
 * CSRF secret, so an id planted before sign-in is worth nothing after it.
 */
export async function signIn(c: Context<AppEnv>, customer: CustomerRecord): Promise<Session> {
  const customerId = String(customer.id);
  const identity: CustomerIdentity = { store: requestStore(c), id: customer.id };
  const books = c.var.commerce.accountBooks;
  const existing = c.get('session').current();
  const kept: Partial<Record<CommerceRegion, string>> = {};
  if (existing) {
    const storage = cartStorage(c.env);
    await Promise.all(
      // Only carts of stores that keep this customer become theirs; other stores' stay guest carts.
      COMMERCE_REGIONS.map(async (region) => {
        if (books[region] !== books[identity.store]) {
          if (existing.data.cartIds[region]) kept[region] = existing.data.cartIds[region];
          return;
        }
        const cartId = existing.data.cartIds[region];
        if (!cartId) return;
        try {
          const cart = await storage.read(cartId);
          if (!cart || (cart.customerId !== null && cart.customerId !== customerId)) return;
          if (cart.customerId === null) await storage.update(cartId, { type: 'set-customer', customerId });
          kept[region] = cartId;
        } catch (error) {
          // A cart that cannot be reached now is let go of rather than blocking sign-in.
          console.error('cart attach on sign-in failed', region, error);
        }
      }),
    );
  }
  // A cart let go of bumps the serial, so the session's next cart there is a new one.
  const letGo = COMMERCE_REGIONS.some((region) => existing?.data.cartIds[region] && !kept[region]);
  const since = c.get('session').startedAt;
  // A sign-in that raced a password change is kept signed out (worker/edge/session.ts).
  return c
    .get('session')
    .rotate((data) => ({ ...data, customer: { ...identity, since }, cartIds: kept, cartSerial: data.cartSerial + (letGo ? 1 : 0) }));
}

/**
 * Spec §4 logout: customer, pro flag, group, discount, spend, expiry and employee flag are
 * cleared (all derive from the customer id, which goes), and the session lets go of the
 * customer's carts, which stay with the customer. A fresh id and CSRF secret follow.
 */
export function signOut(c: Context<AppEnv>): Promise<Session> {
  return c.get('session').rotate((data) => ({ ...data, customer: null, cartIds: {}, cartSerial: data.cartSerial + 1 }));
}

/**
 * After a password change (ASVS V3.3.3): every other session of the customer ends, on every
 * device, and this one moves to a new id and CSRF secret. Answers the rotated session.
 */
export async function endOtherSessions(c: Context<AppEnv>, customer: CustomerIdentity): Promise<Session> {
  // The kept session counts as signed in now: the end it survives must not refuse its later rotations.
  const since = c.get('session').startedAt;
  const rotated = await c.get('session').rotate((data) => ({ ...data, customer: data.customer && { ...data.customer, since } }));
  await c.get('session').endCustomerSessions(customer, { keepCurrent: true });
  return rotated;
}

/**
 * Ends every session of the customer (account deleted, password reset by mail); this request's
 * own too when it is theirs.
 */
export function endAllSessions(c: Context<AppEnv>, customer: CustomerIdentity): Promise<void> {
  return c.get('session').endCustomerSessions(customer, { keepCurrent: false });
}

/** The customer as spec §3 names the fields (both spellings of the names), with the pro code it holds. */
export function customerView(customer: CustomerRecord, now = Date.now()) {
  const summary = customerSummary(customer, now);
  return {
    id: customer.id,
    email: customer.email,
    firstName: customer.first_name,
    lastName: customer.last_name,
    first_name: customer.first_name,
    last_name: customer.last_name,
    groupId: customer.customer_group_id,
    customer_group_id: customer.customer_group_id,
    notes: customer.notes,
    isPro: summary.isPro,
    proCodeInfo: summary.proCodeInfo,
    date_created: customer.date_created,
  };
}
export type CustomerView = ReturnType<typeof customerView>;

/** Spec §3 "Customer store state" (worker/edge/pro-state.ts), with the customer as the API shows it. */
export type CustomerState = CustomerStoreState<CustomerView>;

/** The store state with the pro year's spend (GET /api/customer); a failing part keeps its default (spec §8). */
export async function customerState(deps: AccountDeps, customer: CustomerRecord, now = Date.now()): Promise<CustomerState> {
  const state = await customerStoreState(deps.commerce, deps.mx, customer, { now, withSpend: true });
  return { ...state, customer: customerView(customer, now) };
}

/** The signed-in customer's record, or null (signed out, another store's customer, or the account is gone). */
export async function currentCustomer(c: Context<AppEnv>): Promise<CustomerRecord | null> {
  const identity = c.var.shopper.customer;
  if (identity === null) return null;
  // The shopper middleware has read it already, unless that read failed.
  const loaded = c.get('customer') as CustomerRecord | undefined;
  if (loaded?.id === identity.id) return loaded;
  return c.var.commerce.getCustomer(c.var.call.commerce(identity.store), identity.id);
}
