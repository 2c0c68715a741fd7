/**
 * Throttling of guessable doors over the LOGIN_THROTTLE Durable Objects (worker/account/login-throttle-object.ts):
 * an attempt runs only when every counter it is counted under allows it (throttle-keys.ts);
 * it counts as a failure until `done(true)` takes it back, so parallel guesses cannot slip past.
 */
import type { Context } from 'hono';
import type { AppEnv } from '../edge/app-env';
import { normalEmail } from '../rules/owner';
import { sha256Hex } from '../rules/digest';
import { clientIp } from '../edge/geo';
import { ORDER_LOOKUP_RULE, SIGN_IN_RULE, type ThrottleOutcome, type ThrottleRule } from './login-throttle';
import { type AccountRef, type Attempt, throttleKeys } from './throttle-keys';
import { accountDeps } from './customer-session';
import type { LoginThrottleDurableObject } from './login-throttle-object';
import type { Env } from '../env';

/** The visitor's IP as the edge saw it; one shared bucket when there is none (local tools). */

async function begin(c: Context<AppEnv>, attempt: Attempt, rule: ThrottleRule, now: number): Promise<ThrottleOutcome> {
  const namespace = loginThrottles(c.env);
  const stubs = throttleKeys(attempt).map((key) => namespace.get(namespace.idFromName(key)));
  const waits = await Promise.all(stubs.map((stub) => stub.attempt(now, rule)));
  if (waits.some((wait) => wait > 0)) {
    // An attempt one counter allowed is not a failure: give it back.
    await Promise.all(stubs.map((stub, i) => (waits[i] === 0 ? stub.succeeded(now) : null)));
    return { allowed: false, retryAfterSeconds: Math.max(...waits) };
  }
  return {
    allowed: true,
    async done(success) {
      if (success) await Promise.all(stubs.map((stub) => stub.succeeded(now)));
    },
  };
}

const byEmail = async (email: string): Promise<AccountRef> => ({ emailDigest: await sha256Hex(normalEmail(email)) });

/**
 * The account an attempt names, by its email: one asked for by id counts with the same
 * account asked for by email (an id with no account counts apart, there is nothing to guess).
 */
async function accountOf(c: Context<AppEnv>, by: { email: string } | { id: number }): Promise<AccountRef> {
  if ('email' in by) return byEmail(by.email);
  const customer = await c.var.commerce.getCustomer(accountDeps(c).mx, by.id);
  return customer ? byEmail(customer.email) : { unknownId: by.id };
}

/** A sign-in or any other check of an account's password, from this client. */
export async function beginSignIn(c: Context<AppEnv>, by: { email: string } | { id: number }, now = Date.now()): Promise<ThrottleOutcome> {
  return begin(c, { kind: 'sign-in', address: clientIp(c), account: await accountOf(c, by) }, SIGN_IN_RULE, now);
}

/** The signed-in customer's current-password check (profile, email, password, deletion), opened only when one is made. */
export const passwordGate = (c: Context<AppEnv>, customerId: number) => () => beginSignIn(c, { id: customerId });

/** A guest's order look-up by number and email, from this client. */
export function beginOrderLookup(c: Context<AppEnv>, orderId: number, now = Date.now()): Promise<ThrottleOutcome> {
  return begin(c, { kind: 'order-lookup', address: clientIp(c), orderId }, ORDER_LOOKUP_RULE, now);
}

/** The LOGIN_THROTTLE binding with this class's methods (env.ts names bindings without importing their classes). */
const loginThrottles = (env: Pick<Env, 'LOGIN_THROTTLE'>) =>
  env.LOGIN_THROTTLE as unknown as DurableObjectNamespace<LoginThrottleDurableObject>;
