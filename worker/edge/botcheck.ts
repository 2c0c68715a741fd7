/**
 * The one bot-check guard: every protected form's route (JSON or page) puts `botcheck()` in
 * its chain, where its checks want it (after the checks that must not spend a solved answer);
 * nothing else asks the bot check. It verifies the form's answer (field `altcha`, from the
 * JSON body or the form post) with the configured adapter and, when it fails, answers 400
 * `botcheck` in the /api envelope, or with the route's own answer (a page renders the form
 * again with the message). A deploy without the bot check's secret answers 503
 * `botcheck_not_configured` the same ways.
 */
import type { Context, MiddlewareHandler } from 'hono';
import type { AppEnv } from './app-env';
import { problemJson, type ApiIssue, type Problem } from './errors';
import { formFields, formInput } from './validate';
import { BOTCHECK_FIELD, isBotcheckNotConfigured, passesBotcheck } from '../ports/botcheck';

/** The field issue a refused answer shows next to the widget. */
export const BOTCHECK_ISSUE: ApiIssue = { path: BOTCHECK_FIELD, message: 'botcheck' };
/** The field issue of a form whose bot check cannot run on this deploy: it is closed, not refused. */
export const BOTCHECK_CLOSED_ISSUE: ApiIssue = { path: BOTCHECK_FIELD, message: 'botcheckClosed' };

const REFUSED: Problem = {
  status: 400,
  code: 'botcheck',
  message: 'The bot check was missing, wrong, expired or already used: solve a new challenge',
  issues: [BOTCHECK_ISSUE],
};
const CLOSED: Problem = {
  status: 503,
  code: 'botcheck_not_configured',
  message: 'This form is closed: its bot check is not configured on this shop',
  issues: [BOTCHECK_CLOSED_ISSUE],
};

/** The closed answer of the challenge route, which has no form to guard. */
export const botcheckClosed = (c: Context) => problemJson(c, CLOSED);

/** The bot check's verdict on a form's fields: null when the answer passes, else why not (400 refused, 503 closed). */
async function botcheckProblem(c: Context<AppEnv>, fields: Record<string, unknown>): Promise<Problem | null> {
  try {
    return (await passesBotcheck(c, fields)) ? null : REFUSED;
  } catch (error) {
    if (isBotcheckNotConfigured(error)) return CLOSED;
    throw error;
  }
}

const isJson = (c: Context) => /^application\/json\b/i.test(c.req.header('content-type') ?? '');

/** The request's fields as sent: the JSON object, or the form post's text fields (both cached by Hono). */
export async function sentFields(c: Context): Promise<Record<string, unknown>> {
  if (isJson(c)) {
    const body = (await c.req.json().catch(() => null)) as unknown;
    return body && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
  }
  return formInput(c);
}

export type BotcheckRefusal = (c: Context<AppEnv>, values: Record<string, string>, problem: Problem) => Response | Promise<Response>;

/**
 * Verifies the answer once; `refused` is the page's answer (the form again with the problem's
 * issues and status), the /api envelope otherwise.
 */
export function botcheck(refused?: BotcheckRefusal): MiddlewareHandler<AppEnv> {
  return async function botcheckGuard(c, next) {
    const fields = await sentFields(c);
    const problem = await botcheckProblem(c, fields);
    if (!problem) return next();
    if (!refused) return problemJson(c, problem);
    return refused(c, formFields(fields), problem);
  };
}
