/** /{lang}/account/create: the new-account form (bot check, then the schema); a success signs in and answers 303 to /account. */
import { Hono, type Context } from 'hono';
import type { AppEnv } from '../../edge/app-env';
import type { ApiIssue } from '../../edge/errors';
import { validate } from '../../edge/validate';
import { botcheck } from '../../edge/botcheck';
import { CreateAccountBody, openAccount } from '../use-cases';
import { pageRequest } from '../../render/render-page';
import { accountLinks } from './account-view';
import { at, botcheckProps, fields, formPage, redirectWithEvent, show } from './form-page';
import { CreatePage } from '../../../client/pages/account/CreatePage';

async function createPage(c: Context<AppEnv>, values: Record<string, string> = {}, issues: ApiIssue[] = [], status = 200) {
  const request = await pageRequest(c);
  const page = await formPage(c, request, request.context.text['route.accountCreate.title'], values, issues);
  return show(
    c,
    request,
    page.title,
    <CreatePage
      page={page}
      action={at(c, '/account/create')}
      botcheck={botcheckProps(c, request)}
      links={accountLinks(request.context.locale)}
    />,
    status,
  );
}

/** Mounted at /account/create (index.ts). */
export const createPages = new Hono<AppEnv>();

createPages.get('/', (c) => createPage(c));

createPages.post(
  '/',
  botcheck((c, values, problem) => createPage(c, values, problem.issues, problem.status)),
  validate('form', CreateAccountBody, (c, { values, issues }) => createPage(c, values, issues, 400)),
  async (c) => {
    const values = await fields(c);
    const created = await openAccount(c, values);
    if (!created.ok) return createPage(c, values, created.problem.issues, created.problem.status);
    return redirectWithEvent(c, at(c, '/account'), 'sign_up');
  },
);
