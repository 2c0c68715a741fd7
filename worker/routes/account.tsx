/**
 * The account pages (issue 10), every language, plain forms that work without JavaScript:
 * /account (sign-in or dashboard), /account/create, /profile, /addresses, /orders,
 * /orders/{id}, /order-status and the password reset pages. Each form posts to its page's
 * path; a success answers 303 (post/redirect/get), a failure renders the form again with
 * the errors next to their fields. Account pages are personal: never cached.
 */
import { Hono, type Context } from 'hono';
import type * as v from 'valibot';
import type { AppEnv } from '../app-env';
import { localePath } from '../domain/locale';
import { pathId } from '../domain/owner';
import { requireCustomer } from '../middleware/auth';
import { botcheck, BOTCHECK_ISSUE } from '../middleware/botcheck';
import { pageTitle } from '../render/head';
import { pageRequest, renderPage, type PageRequest } from '../render/render-page';
import { safeReturnPath } from '../http/return-path';
import type { ApiIssue } from '../http/errors';
import { botcheckProps as formBotcheck } from '../render/botcheck';
import { formFields, validate } from '../http/validate';
import { addAddress, changeAddress, deleteAccount, orderByEmail, ordersOf, ownOrder, removeAddress } from '../customers/service';
import { accountDeps, endAllSessions, signedInId, signOut } from '../customers/session';
import { AddressInput, DeleteCustomer, Login, ResetConfirm, ResetRequest } from '../customers/schemas';
import {
  askPasswordReset,
  changeProfile,
  CreateAccountBody,
  openAccount,
  setPasswordWithToken,
  signInWithPassword,
} from '../customers/use-cases';
import { accountLinks, addressLines, errorNotice, fieldErrors, orderDetail, orderRow } from './account-view';
import { pageMoney } from './shop-context';
import { readStateLists } from '../providers/commerce/state-lists';
import type { FieldErrors, NoticeView } from '../../client/components/AccountForm';
import {
  AddressEditPage,
  AddressesPage,
  CreatePage,
  DashboardPage,
  OrderPage,
  OrderStatusPage,
  OrdersPage,
  ProfilePage,
  ResetRequestPage,
  ResetSetPage,
  SignInPage,
  type FormPage,
} from '../../client/pages/AccountPages';
import type { ReactNode } from 'react';
import { ProAccountSection } from '../../client/pages/ProPages';
import { proAccountView } from './pro-view';

type C = Context<AppEnv>;
const PERSONAL = { 'cache-control': 'private, no-store' };

/** The form post's fields as text (Hono caches the parsed body: the validator read it already). */
export async function fields(c: C): Promise<Record<string, string>> {
  return formFields(await c.req.parseBody().catch(() => ({})));
}

export const csrfOf = (c: C) => c.var.csrfToken();

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

export async function show(c: C, request: PageRequest, title: string, body: ReactNode, status = 200, headers: Record<string, string> = {}) {
  return renderPage(c, request, {
    status,
    head: { title: pageTitle(title, request.context.brandName), description: title, robots: 'noindex, nofollow' },
    body,
    headers: { ...PERSONAL, ...headers },
  });
}

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
    notice: notice ?? (issues.length ? errorNotice(request.context.text, 'form') : statusNotice(c, request)),
    values: kept,
  };
}

export const at = (c: C, path: string) => localePath(c.get('locale'), path);
export const redirect = (c: C, path: string) => {
  c.header('cache-control', 'no-store');
  return c.redirect(path, 303);
};

/** The form's bot check, as the configured adapter draws it (render/botcheck.ts). */
export const botcheckProps = (c: C, request: PageRequest) => formBotcheck(c, request.context.text);

// ---- sign-in and dashboard ----

async function signInPage(
  c: C,
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

async function accountHome(c: C) {
  const request = await pageRequest(c);
  const id = signedInId(c);
  const customer = id === null ? null : await c.var.commerce.getCustomer(accountDeps(c).mx, id);
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
      csrfToken={await csrfOf(c)}
      notice={statusNotice(c, request)}
    >
      <ProAccountSection view={proAccountView(c.get('customerState'), t, request.context.locale)} />
    </DashboardPage>,
  );
}

const signInInvalid = validate('form', Login, async (c, { values, issues }) =>
  signInPage(c, await pageRequest(c), values, issues, null, 400),
);

async function signInForm(c: Context<AppEnv, string, { out: { form: v.InferOutput<typeof Login> } }>) {
  const values = await fields(c);
  const signedIn = await signInWithPassword(c, c.req.valid('form'));
  if (signedIn.ok) return redirect(c, safeReturnPath(values.return_to, at(c, '/account')));
  const { problem } = signedIn;
  const request = await pageRequest(c);
  // The page's own headers: the renderer's response does not carry c.header() values.
  const headers: Record<string, string> =
    problem.retryAfterSeconds === undefined ? {} : { 'retry-after': String(problem.retryAfterSeconds) };
  return signInPage(c, request, values, [], errorNotice(request.context.text, problem.code), problem.status, headers);
}

// ---- create ----

async function createPage(
  c: C,
  values: Record<string, string> = {},
  issues: ApiIssue[] = [],
  notice: NoticeView | null = null,
  status = 200,
) {
  const request = await pageRequest(c);
  const page = await formPage(c, request, request.context.text['route.accountCreate.title'], values, issues, notice);
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

async function createForm(c: C) {
  const created = await openAccount(c, await fields(c));
  if (!created.ok) return createPage(c, await fields(c), created.problem.issues, null, created.problem.status);
  return redirect(c, at(c, '/account'));
}

// ---- profile ----

async function profilePage(c: C, values?: Record<string, string>, issues: ApiIssue[] = [], status = 200) {
  const request = await pageRequest(c);
  const customer = (await c.var.commerce.getCustomer(accountDeps(c).mx, signedInId(c)!))!;
  const shown = values ?? { firstName: customer.first_name, lastName: customer.last_name, email: customer.email };
  const page = await formPage(c, request, request.context.text['route.accountProfile.title'], shown, issues);
  return show(
    c,
    request,
    page.title,
    <ProfilePage
      page={page}
      action={at(c, '/account/profile')}
      deleteAction={at(c, '/account/delete')}
      links={accountLinks(request.context.locale)}
    />,
    status,
  );
}

async function profileForm(c: C) {
  const values = await fields(c);
  const change: Record<string, string> = { firstName: values.firstName ?? '', lastName: values.lastName ?? '' };
  const id = signedInId(c)!;
  const current = await c.var.commerce.getCustomer(accountDeps(c).mx, id);
  if (values.email && values.email.trim().toLowerCase() !== current?.email) change.email = values.email;
  if (values.password) change.password = values.password;
  if (values.currentPassword) change.currentPassword = values.currentPassword;
  // A new password signs the account out everywhere else and moves this session to a new id (ASVS V3.3).
  const updated = await changeProfile(c, id, change);
  if (!updated.ok) return profilePage(c, values, updated.problem.issues, updated.problem.status);
  return redirect(c, `${at(c, '/account/profile')}?status=saved`);
}

/** A missing or wrong password both answer as a wrong one, next to the delete form's field. */
const deleteRefused = (c: C) => profilePage(c, undefined, [{ path: 'deletePassword', message: 'current_password' }], 403);

async function deleteForm(c: C) {
  const deleted = await deleteAccount(accountDeps(c), signedInId(c)!, (await fields(c)).password ?? '');
  if (!deleted.ok) return deleteRefused(c);
  await endAllSessions(c, signedInId(c)!);
  await signOut(c);
  return redirect(c, `${at(c, '/account')}?status=deleted`);
}

// ---- addresses ----

/** The country list; countries with states (US, CA) carry them by name, sorted for the page's language. */
async function countryOptions(c: C) {
  const mx = accountDeps(c).mx;
  const countries = await c.var.commerce.getCountries(mx);
  const collator = new Intl.Collator((c.get('locale') ?? { language: 'en' }).language);
  // The same lists the checkout's address form offers (by code there, by name here).
  const lists = await readStateLists(c.var.commerce, mx);
  return countries.map((country) => ({
    value: country.country_iso2,
    label: country.country,
    ...(lists[country.country_iso2]?.length
      ? {
          states: lists[country.country_iso2]!.map((s) => ({ value: s.name, label: s.name, code: s.code })).sort((a, b) =>
            collator.compare(a.label, b.label),
          ),
        }
      : {}),
  }));
}

async function addressesPage(c: C, values: Record<string, string> = {}, issues: ApiIssue[] = [], status = 200) {
  const request = await pageRequest(c);
  const id = signedInId(c)!;
  const [addresses, countries] = await Promise.all([c.var.commerce.listAddresses(accountDeps(c).mx, id), countryOptions(c)]);
  const defaults = {
    country_code: request.context.locale.country === 'global' ? 'US' : request.context.locale.country.toUpperCase(),
    ...values,
  };
  const page = await formPage(c, request, request.context.text['route.accountAddresses.title'], defaults, issues);
  const views = addresses.map((a) => ({
    id: a.id,
    lines: addressLines(a),
    isDefault: a.is_default,
    editHref: at(c, `/account/addresses/${a.id}`),
    deleteAction: at(c, `/account/addresses/${a.id}/delete`),
  }));
  return show(
    c,
    request,
    page.title,
    <AddressesPage
      page={page}
      addresses={views}
      action={at(c, '/account/addresses')}
      countries={countries}
      links={accountLinks(request.context.locale)}
    />,
    status,
  );
}

async function addressEditPage(c: C, values?: Record<string, string>, issues: ApiIssue[] = [], status = 200) {
  const addressId = pathId(c.req.param('addressId'));
  const own =
    addressId === null ? null : (await c.var.commerce.listAddresses(accountDeps(c).mx, signedInId(c)!)).find((a) => a.id === addressId);
  if (!own) return c.notFound();
  const request = await pageRequest(c);
  const { id: _id, customer_id: _owner, is_default, ...stored } = own;
  const page = await formPage(
    c,
    request,
    request.context.text['account.address.edit'],
    values ?? { ...stored, is_default: is_default ? 'on' : '' },
    issues,
  );
  return show(
    c,
    request,
    page.title,
    <AddressEditPage
      page={page}
      action={at(c, `/account/addresses/${own.id}`)}
      countries={await countryOptions(c)}
      links={accountLinks(request.context.locale)}
    />,
    status,
  );
}

async function addAddressForm(c: C) {
  const values = await fields(c);
  const added = await addAddress(accountDeps(c), signedInId(c)!, values);
  if (!added.ok)
    return addressesPage(
      c,
      values,
      added.problem.issues.length ? added.problem.issues : [{ path: 'form', message: added.problem.code }],
      added.problem.status,
    );
  return redirect(c, `${at(c, '/account/addresses')}?status=address-saved`);
}

async function editAddressForm(c: C) {
  const values = await fields(c);
  const addressId = pathId(c.req.param('addressId'));
  if (addressId === null) return c.notFound();
  const changed = await changeAddress(accountDeps(c), signedInId(c)!, addressId, values);
  if (!changed.ok)
    return changed.problem.status === 404 ? c.notFound() : addressEditPage(c, values, changed.problem.issues, changed.problem.status);
  return redirect(c, `${at(c, '/account/addresses')}?status=address-saved`);
}

async function deleteAddressForm(c: C) {
  const addressId = pathId(c.req.param('addressId'));
  const removed = addressId === null ? null : await removeAddress(accountDeps(c), signedInId(c)!, addressId);
  if (!removed?.ok) return c.notFound();
  return redirect(c, `${at(c, '/account/addresses')}?status=address-deleted`);
}

// ---- orders ----

async function ordersPage(c: C) {
  const request = await pageRequest(c);
  const t = request.context.text;
  const [orders, money] = await Promise.all([ordersOf(accountDeps(c), signedInId(c)!, 1, 50), pageMoney(c, request.context.locale)]);
  return show(
    c,
    request,
    t['route.accountOrders.title'],
    <OrdersPage
      title={t['route.accountOrders.title']}
      orders={orders.items.map((o) => orderRow(t, request.context.locale, money, o))}
      links={accountLinks(request.context.locale)}
    />,
  );
}

async function orderPage(c: C) {
  const orderId = pathId(c.req.param('orderId'));
  const found = orderId === null ? null : await ownOrder(accountDeps(c), signedInId(c)!, orderId);
  if (!found?.ok) return c.notFound();
  const request = await pageRequest(c);
  const t = request.context.text;
  const order = orderDetail(t, request.context.locale, await pageMoney(c, request.context.locale), found.value);
  return show(
    c,
    request,
    t['account.order.number'].replace('{id}', String(order.id)),
    <OrderPage order={order} links={accountLinks(request.context.locale)} />,
  );
}

async function orderStatusPage(c: C) {
  const request = await pageRequest(c);
  const t = request.context.text;
  const number = c.req.query('order');
  const email = c.req.query('email');
  let order = null;
  let notice: NoticeView | null = null;
  let status = 200;
  if (number !== undefined || email !== undefined) {
    const id = pathId(number?.trim().replace(/^#/, ''));
    const found = id === null || !email ? null : await orderByEmail(accountDeps(c), id, email);
    if (found?.ok) order = orderDetail(t, request.context.locale, await pageMoney(c, request.context.locale), found.value);
    else {
      notice = { kind: 'error', text: t['account.orderStatus.notFound'] };
      status = 404;
    }
  }
  const page = await formPage(c, request, t['account.orderStatus.title'], { order: number ?? '', email: email ?? '' }, [], notice);
  return show(c, request, page.title, <OrderStatusPage page={page} action={at(c, '/account/order-status')} order={order} />, status);
}

// ---- password reset ----

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

async function resetForm(c: Context<AppEnv, string, { out: { form: v.InferOutput<typeof ResetRequest> } }>) {
  const asked = await askPasswordReset(c, c.req.valid('form').email, c.get('locale'));
  // The hosted platform resets passwords on its own storefront (spec §2).
  if (asked.ok && asked.value.platformPage) return c.redirect(asked.value.platformPage, 303);
  return redirect(c, `${at(c, '/account/password-reset')}?status=sent`);
}

async function resetSetPage(c: C, token: string, issues: ApiIssue[] = [], status = 200) {
  const request = await pageRequest(c);
  const page = await formPage(c, request, request.context.text['account.reset.setTitle'], {}, issues);
  return show(c, request, page.title, <ResetSetPage page={page} action={at(c, '/account/password-reset/set')} token={token} />, status);
}

async function resetSetForm(c: Context<AppEnv, string, { out: { form: v.InferOutput<typeof ResetConfirm> } }>) {
  const { token, password } = c.req.valid('form');
  const confirmed = await setPasswordWithToken(c, token, password);
  if (!confirmed.ok) return resetSetPage(c, '', confirmed.problem.issues, 400);
  return redirect(c, `${at(c, '/account')}?status=reset`);
}

/** Mounted on the locale's page routes (worker/pages.tsx). */
export const accountPages = new Hono<AppEnv>();
accountPages.get('/account', accountHome);
accountPages.post('/account', signInInvalid, signInForm);
accountPages.post('/account/sign-out', async (c) => {
  await signOut(c);
  return redirect(c, `${at(c, '/account')}?status=signed-out`);
});
accountPages.get('/account/create', (c) => createPage(c));
accountPages.post(
  '/account/create',
  botcheck((c, values) => createPage(c, values, [BOTCHECK_ISSUE], null, 400)),
  validate('form', CreateAccountBody, (c, { values, issues }) => createPage(c, values, issues, null, 400)),
  createForm,
);
accountPages.get('/account/order-status', orderStatusPage);
accountPages.get('/account/password-reset', (c) => resetPage(c));
accountPages.post(
  '/account/password-reset',
  botcheck((c, values) => resetPage(c, values, [BOTCHECK_ISSUE], 400)),
  validate('form', ResetRequest, (c, { values, issues }) => resetPage(c, values, issues, 400)),
  resetForm,
);
accountPages.get('/account/password-reset/set', (c) => resetSetPage(c, c.req.query('token') ?? ''));
accountPages.post(
  '/account/password-reset/set',
  validate('form', ResetConfirm, (c, { values, issues }) => resetSetPage(c, values.token ?? '', issues, 400)),
  resetSetForm,
);
accountPages.use('/account/profile', requireCustomer());
accountPages.use('/account/delete', requireCustomer());
accountPages.use('/account/addresses', requireCustomer());
accountPages.use('/account/addresses/*', requireCustomer());
accountPages.use('/account/orders', requireCustomer());
accountPages.use('/account/orders/*', requireCustomer());
accountPages.get('/account/profile', (c) => profilePage(c));
accountPages.post('/account/profile', profileForm);
accountPages.post(
  '/account/delete',
  validate('form', DeleteCustomer, (c) => deleteRefused(c)),
  deleteForm,
);
accountPages.get('/account/addresses', (c) => addressesPage(c));
accountPages.post(
  '/account/addresses',
  validate('form', AddressInput, (c, { values, issues }) => addressesPage(c, values, issues, 400)),
  addAddressForm,
);
accountPages.get('/account/addresses/:addressId', (c) => addressEditPage(c));
accountPages.post(
  '/account/addresses/:addressId',
  validate('form', AddressInput, (c, { values, issues }) => addressEditPage(c, values, issues, 400)),
  editAddressForm,
);
accountPages.post('/account/addresses/:addressId/delete', deleteAddressForm);
accountPages.get('/account/orders', ordersPage);
accountPages.get('/account/orders/:orderId', orderPage);
