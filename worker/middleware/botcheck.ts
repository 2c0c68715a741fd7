/**
 * The one bot-check guard (issue 25 item 2): a protected form's route puts `botcheck()` after
 * its validator; it verifies the form's answer (field `altcha`, from the JSON body or the form
 * post) with the configured adapter and, when it fails, answers 400 `botcheck` in the /api
 * envelope, or with the route's own answer (a page renders the form again with the message).
 */
import type { Context, MiddlewareHandler } from 'hono';
import type { AppEnv } from '../app-env';
import { apiError, type ApiIssue } from '../http/errors';
import { formFields } from '../http/validate';
import { BOTCHECK_FIELD, passesBotcheck } from '../providers/botcheck';

/** The field issue a refused answer shows next to the widget. */
export const BOTCHECK_ISSUE: ApiIssue = { path: BOTCHECK_FIELD, message: 'botcheck' };

export function botcheckRefused(c: Context) {
  return apiError(c, 400, 'botcheck', 'The bot check was missing, wrong, expired or already used: solve a new challenge', [BOTCHECK_ISSUE]);
}

const isJson = (c: Context) => /^application\/json\b/i.test(c.req.header('content-type') ?? '');

/** The request's fields as sent: the JSON object, or the form post's text fields (both cached by Hono). */
export async function sentFields(c: Context): Promise<Record<string, unknown>> {
  if (isJson(c)) {
    const body = (await c.req.json().catch(() => null)) as unknown;
    return body && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
  }
  return formFields(await c.req.parseBody().catch(() => ({})));
}

export type BotcheckRefusal = (c: Context<AppEnv>, values: Record<string, string>) => Response | Promise<Response>;

/**
 * Verifies the answer once; `refused` is the page's answer (the form again with
 * BOTCHECK_ISSUE), the /api envelope otherwise.
 */
export function botcheck(refused?: BotcheckRefusal): MiddlewareHandler<AppEnv> {
  return async function botcheckGuard(c, next) {
    const fields = await sentFields(c);
    if (await passesBotcheck(c, fields)) return next();
    if (!refused) return botcheckRefused(c);
    return refused(c, formFields(fields));
  };
}
