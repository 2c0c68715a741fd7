/** The password-reset mail in the visitor's language (display text `account.reset.mail*`). */
import type { Context } from 'hono';
import type { AppEnv } from '../edge/app-env';
import type { Locale } from '../rules/locale';
import type { ResetMail } from './password-reset';

export async function accountMail(c: Context<AppEnv>, locale: Locale): Promise<ResetMail> {
  const text = await c.var.content.getDisplayText(c.var.call.content(locale.contentLocale));
  return { subject: text['account.reset.mailSubject'], text: text['account.reset.mailText'] };
}
