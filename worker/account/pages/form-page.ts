/**
 * The small form-page kit of the account and pro pages (plain forms that work without
 * JavaScript): the posted fields, the form's view (values, field errors, notice, CSRF token),
 * the personal page around it, and the 303 after a success (post/redirect/get).
 */
import type { Context } from 'hono';
import type { ReactNode } from 'react';
import type { AppEnv } from '../../edge/app-env';
import { localePath } from '../../../shared/locale';
import type { ApiIssue, Problem } from '../../edge/errors';
import { formInput } from '../../edge/validate';
import { pageTitle } from '../../render/head';
import { botcheckProps as formBotcheck } from '../../render/botcheck';
import { renderPage, type PageRequest } from '../../render/render-page';
import type { FieldErrors, NoticeView } from '../../../client/components/AccountForm';
import type { FormPage } from '../../../client/pages/account/shared';
import { errorNotice, fieldErrors } from './account-view';
import { BOTCHECK_CLOSED_ISSUE } from '../../edge/botcheck';
import { NO_STORE, PRIVATE_NO_STORE } from '../../rules/cache-control';
import { setCookie } from 'hono/cookie';
import { ACCOUNT_EVENT_COOKIE, type AccountEvent } from '../../../shared/analytics';

type C = Context<AppEnv>;
const PERSONAL = { 'cache-control': PRIVATE_NO_STORE };

/** The form post's fields as text (one parse per request: the validator read it already). */
export const fields = (c: C): Promise<Record<string, string>> => formInput(c);

const csrfOf = (c: C) => c.var.csrfToken();

/** Status messages after a redirect (`?status=saved`), by the display text they show. */
const STATUS_TEXT = {
  'signed-out': 'account.signedOut',
  saved: 'account.profile.saved',
  deleted: 'account.deleted',
  'address-saved': 'account.address.saved',
  'address-deleted': 'account.address.deleted',
  sent: 'account.reset.sent',
  reset: 'account.reset.done',
} as const;

export function statusNotice(c: C, request: PageRequest): NoticeView | null {
  const status = c.req.query('status') as keyof typeof STATUS_TEXT | undefined;
  return status && status in STATUS_TEXT ? { kind: 'status', text: request.context.text[STATUS_TEXT[status]] } : null;
}

/** A personal page (never cached, never indexed) around `body`. */
export async function show(c: C, request: PageRequest, title: string, body: ReactNode, status = 200, headers: Record<string, string> = {}) {
  return renderPage(c, request, {
    status,
    head: { title: pageTitle(title, request.context.brandName), description: title, robots: 'noindex, nofollow' },
    body,
    headers: { ...PERSONAL, ...headers },
  });
}

/** A form closed on this deploy says so at the top; any other problem asks to check the marked fields. */
const noticeCode = (issues: readonly ApiIssue[]) =>
  issues.some((i) => i.message === BOTCHECK_CLOSED_ISSUE.message) ? 'botcheckClosed' : 'form';

/** The form's view: the values sent back (never a password or token), field errors and the page's notice. */
export async function formPage(
  c: C,
  request: PageRequest,
  title: string,
  values: Record<string, string> = {},
  issues: readonly ApiIssue[] = [],
  notice: NoticeView | null = null,
): Promise<FormPage> {
  const errors: FieldErrors = fieldErrors(request.context.text, issues);
  const { password: _p, pw: _pw, currentPassword: _c, csrf_token: _t, altcha: _a, ...kept } = values;
  return {
    title,
    csrfToken: await csrfOf(c),
    errors,
    notice: notice ?? (issues.length ? errorNotice(request.context.text, noticeCode(issues)) : statusNotice(c, request)),
    values: kept,
  };
}

/** A refusal's own page headers (Retry-After of a 429): the renderer's response does not carry c.header() values. */
export const problemHeaders = (problem: Pick<Problem, 'retryAfterSeconds'>): Record<string, string> =>
  problem.retryAfterSeconds === undefined ? {} : { 'retry-after': String(problem.retryAfterSeconds) };

export const at = (c: C, path: string) => localePath(c.get('locale'), path);
export const redirect = (c: C, path: string) => {
  c.header('cache-control', NO_STORE);
  return c.redirect(path, 303);
};

/**
 * The 303 after a sign-in or a new account, with the GA4 event the next page pushes once
 * (shared/analytics.ts ACCOUNT_EVENT_COOKIE; worker/render/render-page.tsx reads and clears it).
 */
export const redirectWithEvent = (c: C, path: string, event: AccountEvent) => {
  setCookie(c, ACCOUNT_EVENT_COOKIE, event, { path: '/', secure: true, httpOnly: true, sameSite: 'Lax', maxAge: 300 });
  return redirect(c, path);
};

/** The form's bot check, as the configured adapter draws it (render/botcheck.ts). */
export const botcheckProps = (c: C, request: PageRequest) => formBotcheck(c, request.context.text);
