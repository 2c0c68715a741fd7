/**
 * Password reset: a request mails a single-use link valid for one hour (only its
 * SHA-256 is stored); the link's page sets a new password. A request for an unknown email
 * answers exactly like one for a known email and sends nothing. When the commerce platform
 * keeps the passwords (the hosted adapter), it resets them too: the request answers
 * its regional storefront's reset page (spec §2) and no mail of ours goes out.
 */
import type { Context } from 'hono';
import type { AppEnv } from '../edge/app-env';
import type { Locale } from '../rules/locale';
import { localePath } from '../../shared/locale';
import { randomToken } from '../edge/session-records';
import type { AccountDeps } from './service';
import type { Outcome } from '../edge/errors';
import { fail } from './service';
import { sha256Hex } from '../rules/digest';

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
): Promise<{ platformPage: string | null }> {
  const platformPage = await deps.commerce.passwordResetPage(deps.mx);
  if (platformPage) return { platformPage };
  const found = await deps.commerce.findCustomerByEmail(deps.mx, email);
  if (!found) return { platformPage: null };
  const token = randomToken();
  await deps.commerce.createPasswordReset(deps.mx, found.id, await sha256Hex(token), now + RESET_TOKEN_TTL_MS);
  const link = `${new URL(c.req.url).origin}${localePath(locale, '/account/password-reset/set')}?token=${token}`;
  await c.var.email.send({
    to: found.email,
    subject: mail.subject,
    text: mail.text.replace('{name}', found.first_name).replace('{link}', link),
  });
  return { platformPage: null };
}

export async function confirmReset(deps: AccountDeps, token: string, password: string, now = Date.now()): Promise<Outcome<number>> {
  const customerId = await deps.commerce.consumePasswordReset(deps.mx, await sha256Hex(token), now);
  if (customerId === null)
    return fail(400, 'reset_token', 'This reset link is not valid any more: ask for a new one', [
      { path: 'token', message: 'reset_token' },
    ]);
  const updated = await deps.commerce.updateCustomer(deps.mx, customerId, { password });
  // The platform's own password rules (a platform that keeps passwords): the field's message.
  if (updated === 'password_refused')
    return fail(400, 'invalid_body', 'Some fields need attention', [{ path: 'password', message: 'password_rejected' }]);
  return { ok: true, value: customerId };
}
