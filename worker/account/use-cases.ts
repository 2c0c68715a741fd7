/**
 * The account use cases a page form and an /api call share: sign-in,
 * guest order look-up, account creation, profile change and password reset. Each takes the validated input and
 * does the whole job (throttle, checks, session rotation, mail); the page route answers its
 * outcome with a 303 or the form again, the API route with JSON. Neither writes the rule again.
 */
import type { Context } from 'hono';
import * as v from 'valibot';
import type { AppEnv } from '../edge/app-env';
import type { Locale } from '../rules/locale';
import type { CustomerRecord, OrderRecord } from '../ports/commerce/types';
import { confirmReset, requestReset, type ResetMail } from './password-reset';
import { createWithProCode, ProFields } from './pro-signup';
import { CreateCustomer, type Login } from './schemas';
import { authenticate, badCredentials, orderByEmail, tooManyAttempts, updateAccount } from './service';
import type { Outcome } from '../edge/errors';
import { accountDeps, accountStore, endAllSessions, endOtherSessions, selfIdentity, signIn } from './customer-session';
import { beginOrderLookup, beginSignIn, passwordGate } from './throttle';

/** The fields of an account creation, with an optional Pro Code. */
export const CreateAccountBody = v.object({ ...CreateCustomer.entries, ...ProFields.entries });

/** Throttled password sign-in; a success rotates the session onto the customer (its carts kept). */
export async function signInWithPassword(c: Context<AppEnv>, input: v.InferOutput<typeof Login>): Promise<Outcome<CustomerRecord>> {
  const gate = await beginSignIn(c, { email: input.email });
  if (!gate.allowed) return { ok: false, problem: tooManyAttempts(gate.retryAfterSeconds) };
  const customer = await authenticate(accountDeps(c), { email: input.email }, input.pw);
  await gate.done(customer !== null);
  if (!customer) return badCredentials();
  await signIn(c, customer);
  return { ok: true, value: customer };
}

/**
 * A guest's order by number and the order's own email, throttled per client and per order
 * number; once throttled a right pair is refused too, as a right password is at sign-in.
 */
export async function lookUpOrder(c: Context<AppEnv>, orderId: number, email: string): Promise<Outcome<OrderRecord>> {
  const gate = await beginOrderLookup(c, orderId);
  if (!gate.allowed) return { ok: false, problem: tooManyAttempts(gate.retryAfterSeconds, 'failed order look-ups') };
  const found = await orderByEmail(accountDeps(c), orderId, email);
  await gate.done(found.ok);
  return found;
}

/** A new account (with a Pro Code when one is given), signed in at once. */
export async function openAccount(c: Context<AppEnv>, input: Record<string, unknown>): Promise<Outcome<CustomerRecord>> {
  const regions = c.var.shopper.regions;
  const created = await createWithProCode(
    { ...accountDeps(c), call: c.var.call },
    input,
    regions === 'invalid' ? 'us' : regions.content,
    Date.now(),
  );
  if (created.ok) await signIn(c, created.value);
  return created;
}

/**
 * Names, email or password of the signed-in customer. A new password ends the customer's
 * other sessions and moves this one to a new id (ASVS V3.3): `rotated` says so.
 */
export async function changeProfile(
  c: Context<AppEnv>,
  customerId: number,
  input: Record<string, unknown>,
): Promise<Outcome<{ customer: CustomerRecord; rotated: boolean }>> {
  const updated = await updateAccount(accountDeps(c), customerId, input, passwordGate(c, customerId));
  if (!updated.ok) return updated;
  const rotated = typeof input.password === 'string';
  if (rotated) await endOtherSessions(c, selfIdentity(c));
  return { ok: true, value: { customer: updated.value, rotated } };
}

/**
 * Mails a reset link when the address has an account; the same outcome either way (no
 * enumeration). `platformPage`: the platform resets passwords itself (hosted adapter), send the shopper there.
 */
export async function askPasswordReset(
  c: Context<AppEnv>,
  email: string,
  locale: Locale,
): Promise<Outcome<{ platformPage: string | null }>> {
  return { ok: true, value: await requestReset(c, accountDeps(c), email, locale, await accountMail(c, locale)) };
}

/** A new password with a reset token; every session of the account ends. */
export async function setPasswordWithToken(c: Context<AppEnv>, token: string, password: string): Promise<Outcome<number>> {
  const store = accountStore(c);
  const confirmed = await confirmReset(accountDeps(c), token, password);
  if (confirmed.ok) await endAllSessions(c, { store, id: confirmed.value });
  return confirmed;
}

/** The password-reset mail in the visitor's language (display text `account.reset.mail*`). */
async function accountMail(c: Context<AppEnv>, locale: Locale): Promise<ResetMail> {
  const text = await c.var.content.getDisplayText(c.var.call.content(locale.contentLocale));
  return { subject: text['account.reset.mailSubject'], text: text['account.reset.mailText'] };
}
