/**
 * /{lang}/account/profile (name, email, password) and POST /{lang}/account/delete, behind
 * the signed-in layout: the customer is `c.var.customer`, read once by the layout.
 */
import { Hono, type Context } from 'hono';
import type { ApiIssue } from '../../http/errors';
import { validate } from '../../http/validate';
import type { AppEnv } from '../../app-env';
import { signedInCustomer } from '../../middleware/auth';
import { deleteAccount } from '../../customers/service';
import { accountDeps, endAllSessions, selfIdentity, signOut } from '../../customers/session';
import { DeleteCustomer } from '../../customers/schemas';
import { changeProfile } from '../../customers/use-cases';
import { pageRequest } from '../../render/render-page';
import { accountLinks } from '../../view/account-view';
import { at, fields, formPage, redirect, show } from '../../view/form-page';
import { ProfilePage } from '../../../client/pages/account/ProfilePage';

type C = Context<AppEnv>;

async function profilePage(c: C, values?: Record<string, string>, issues: ApiIssue[] = [], status = 200) {
  const request = await pageRequest(c);
  const customer = c.var.customer;
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

/** Mounted at /account/profile (routes/account/index.ts). */
export const profilePages = new Hono<AppEnv>().use(signedInCustomer());

profilePages.get('/', (c) => profilePage(c));

profilePages.post('/', async (c) => {
  const values = await fields(c);
  const change: Record<string, string> = { firstName: values.firstName ?? '', lastName: values.lastName ?? '' };
  const customer = c.var.customer;
  if (values.email && values.email.trim().toLowerCase() !== customer.email) change.email = values.email;
  if (values.password) change.password = values.password;
  if (values.currentPassword) change.currentPassword = values.currentPassword;
  // A new password signs the account out everywhere else and moves this session to a new id (ASVS V3.3).
  const updated = await changeProfile(c, customer.id, change);
  if (!updated.ok) return profilePage(c, values, updated.problem.issues, updated.problem.status);
  return redirect(c, `${at(c, '/account/profile')}?status=saved`);
});

/** A missing or wrong password both answer as a wrong one, next to the delete form's field. */
const deleteRefused = (c: C) => profilePage(c, undefined, [{ path: 'deletePassword', message: 'current_password' }], 403);

/** Mounted at /account/delete: the profile page's delete form posts here. */
export const deletePages = new Hono<AppEnv>().use(signedInCustomer());

deletePages.post(
  '/',
  validate('form', DeleteCustomer, (c) => deleteRefused(c)),
  async (c) => {
    const id = c.var.customer.id;
    const deleted = await deleteAccount(accountDeps(c), id, (await fields(c)).password ?? '');
    if (!deleted.ok) return deleteRefused(c);
    await endAllSessions(c, selfIdentity(c));
    await signOut(c);
    return redirect(c, `${at(c, '/account')}?status=deleted`);
  },
);
