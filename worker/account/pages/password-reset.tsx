/**
 * /{lang}/account/password-reset: ask for a reset link (bot check; the answer is the same
 * whether the address has an account or not), and /password-reset/set: a new password with
 * the mailed token.
 */
import { Hono, type Context } from 'hono';
import type { AppEnv } from '../../edge/app-env';
import type { ApiIssue } from '../../edge/errors';
import { validate } from '../../edge/validate';
import { botcheck } from '../../edge/botcheck';
import { ResetConfirm, ResetRequest } from '../schemas';
import { askPasswordReset, setPasswordWithToken } from '../use-cases';
import { pageRequest } from '../../render/render-page';
import { at, botcheckProps, formPage, redirect, show } from './form-page';
import { ResetRequestPage } from '../../../client/pages/account/ResetRequestPage';
import { ResetSetPage } from '../../../client/pages/account/ResetSetPage';

type C = Context<AppEnv>;

async function resetPage(c: C, values: Record<string, string> = {}, issues: ApiIssue[] = [], status = 200) {
  const request = await pageRequest(c);
  const page = await formPage(c, request, request.context.text['account.reset.title'], values, issues);
  return show(
    c,
    request,
    page.title,
    <ResetRequestPage page={page} action={at(c, '/account/password-reset')} botcheck={botcheckProps(c, request)} />,
    status,
  );
}

async function resetSetPage(c: C, token: string, issues: ApiIssue[] = [], status = 200) {
  const request = await pageRequest(c);
  const page = await formPage(c, request, request.context.text['account.reset.setTitle'], {}, issues);
  return show(c, request, page.title, <ResetSetPage page={page} action={at(c, '/account/password-reset/set')} token={token} />, status);
}

/** Mounted at /account/password-reset (index.ts). */
export const passwordResetPages = new Hono<AppEnv>();

passwordResetPages.get('/', (c) => resetPage(c));

passwordResetPages.post(
  '/',
  botcheck((c, values, problem) => resetPage(c, values, problem.issues, problem.status)),
  validate('form', ResetRequest, (c, { values, issues }) => resetPage(c, values, issues, 400)),
  async (c) => {
    const asked = await askPasswordReset(c, c.req.valid('form').email, c.get('locale'));
    // The hosted platform resets passwords on its own storefront (spec §2).
    if (asked.ok && asked.value.platformPage) return c.redirect(asked.value.platformPage, 303);
    return redirect(c, `${at(c, '/account/password-reset')}?status=sent`);
  },
);

passwordResetPages.get('/set', (c) => resetSetPage(c, c.req.query('token') ?? ''));

passwordResetPages.post(
  '/set',
  validate('form', ResetConfirm, (c, { values, issues }) => resetSetPage(c, values.token ?? '', issues, 400)),
  async (c) => {
    const { token, password } = c.req.valid('form');
    const confirmed = await setPasswordWithToken(c, token, password);
    if (!confirmed.ok) return resetSetPage(c, '', confirmed.problem.issues, 400);
    return redirect(c, `${at(c, '/account')}?status=reset`);
  },
);
