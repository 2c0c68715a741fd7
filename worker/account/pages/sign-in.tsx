/**
 * /{lang}/account: the dashboard for a signed-in customer, the sign-in form for a guest;
 * POST signs in (303 to where the visitor was going), POST /account/sign-out signs out.
 */
import { Hono, type Context } from 'hono';
import type { AppEnv } from '../../edge/app-env';
import type { ApiIssue } from '../../edge/errors';
import { safeReturnPath } from '../../edge/return-path';
import { validate } from '../../edge/validate';
import { ordersOf } from '../service';
import { accountDeps, currentCustomer, signOut } from '../customer-session';
import { Login } from '../schemas';
import { signInWithPassword } from '../use-cases';
import { pageRequest, type PageRequest } from '../../render/render-page';
import { accountLinks, errorNotice, orderRow } from './account-view';
import { at, fields, formPage, problemHeaders, redirect, redirectWithEvent, show, statusNotice } from './form-page';
import { proAccountView } from './pro-view';
import { pageMoney } from '../../render/shop-context';
import type { NoticeView } from '../../../client/components/AccountForm';
import { DashboardPage } from '../../../client/pages/account/DashboardPage';
import { SignInPage } from '../../../client/pages/account/SignInPage';
import { ProAccountSection } from '../../../client/pages/ProPages';

async function signInPage(
  c: Context<AppEnv>,
  request: PageRequest,
  values: Record<string, string> = {},
  issues: ApiIssue[] = [],
  notice: NoticeView | null = null,
  status = 200,
  headers: Record<string, string> = {},
) {
  const t = request.context.text;
  const page = await formPage(c, request, t['route.account.title'], values, issues, notice);
  const returnTo = safeReturnPath(values.return_to ?? c.req.query('return'), at(c, '/account'));
  return show(
    c,
    request,
    page.title,
    <SignInPage page={page} action={at(c, '/account')} returnTo={returnTo} links={accountLinks(request.context.locale)} />,
    status,
    headers,
  );
}

/** Mounted at /account (index.ts). */
export const signInPages = new Hono<AppEnv>();

// Not behind the layout: a guest gets the sign-in form here, not a redirect. One read all the same.
signInPages.get('/', async (c) => {
  const request = await pageRequest(c);
  const customer = await currentCustomer(c);
  if (!customer) return signInPage(c, request);
  const t = request.context.text;
  const [orders, money] = await Promise.all([ordersOf(accountDeps(c), customer.id, 1, 5), pageMoney(c, request.context.locale)]);
  return show(
    c,
    request,
    t['account.dashboard.title'],
    <DashboardPage
      name={customer.first_name}
      orders={orders.items.map((o) => orderRow(t, request.context.locale, money, o))}
      links={accountLinks(request.context.locale)}
      signOut={at(c, '/account/sign-out')}
      csrfToken={await c.var.csrfToken()}
      notice={statusNotice(c, request)}
    >
      <ProAccountSection view={proAccountView(c.get('customerState'), t, request.context.locale)} />
    </DashboardPage>,
  );
});

signInPages.post(
  '/',
  validate('form', Login, async (c, { values, issues }) => signInPage(c, await pageRequest(c), values, issues, null, 400)),
  async (c) => {
    const values = await fields(c);
    const signedIn = await signInWithPassword(c, c.req.valid('form'));
    if (signedIn.ok) return redirectWithEvent(c, safeReturnPath(values.return_to, at(c, '/account')), 'login');
    const { problem } = signedIn;
    const request = await pageRequest(c);
    return signInPage(c, request, values, [], errorNotice(request.context.text, problem.code), problem.status, problemHeaders(problem));
  },
);

signInPages.post('/sign-out', async (c) => {
  await signOut(c);
  return redirect(c, `${at(c, '/account')}?status=signed-out`);
});
