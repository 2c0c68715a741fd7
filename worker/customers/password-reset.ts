/**
 * Password reset (issue 10): a request mails a single-use link valid for one hour (only its
 * SHA-256 is stored); the link's page sets a new password. A request for an unknown email
 * answers exactly like one for a known email and sends nothing.
 */
import type { Context } from 'hono';
import type { AppEnv } from '../app-env';
import type { Locale } from '../domain/locale';
import { localePath } from '../domain/locale';
import { randomToken } from '../stores/session-store';
import { hashPassword } from './password';
import type { AccountDeps, Outcome } from './service';
import { fail } from './service';
import { sha256Hex } from '../domain/digest';

export const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;

export interface ResetMail {
  subject: string;
  /** `{link}` and `{name}` are filled in. */
  text: string;
}

export async function requestReset(
  c: Context<AppEnv>,
  deps: AccountDeps,
  email: string,
  locale: Locale,
  mail: ResetMail,
  now = Date.now(),
): Promise<void> {
  const found = await deps.commerce.getCredentials(deps.mx, { email });
  if (!found) return;
  const token = randomToken();
  await deps.commerce.createPasswordReset(deps.mx, found.customer.id, await sha256Hex(token), now + RESET_TOKEN_TTL_MS);
  const link = `${new URL(c.req.url).origin}${localePath(locale, '/account/password-reset/set')}?token=${token}`;
  await c.var.email.send({
    to: found.customer.email,
    subject: mail.subject,
    text: mail.text.replace('{name}', found.customer.first_name).replace('{link}', link),
  });
}

export async function confirmReset(deps: AccountDeps, token: string, password: string, now = Date.now()): Promise<Outcome<number>> {
  const customerId = await deps.commerce.consumePasswordReset(deps.mx, await sha256Hex(token), now);
  if (customerId === null)
    return fail(400, 'reset_token', 'This reset link is not valid any more: ask for a new one', [
      { path: 'token', message: 'reset_token' },
    ]);
  await deps.commerce.updateCustomer(deps.mx, customerId, { passwordHash: await hashPassword(password) });
  return { ok: true, value: customerId };
}
