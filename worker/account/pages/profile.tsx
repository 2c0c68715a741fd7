/**
 * /{lang}/account/profile (name, email, password) and POST /{lang}/account/delete, behind
 * the signed-in layout: the customer is `c.var.customer`, read once by the layout.
 */
import { Hono, type Context } from 'hono';
import type { Problem } from '../../edge/errors';
import { validate } from '../../edge/validate';
import type { AppEnv } from '../../edge/app-env';
import { signedInCustomer } from './auth';
import { deleteAccount } from '../service';
import { passwordGate } from '../throttle';
import { accountDeps, endAllSessions, selfIdentity, signOut } from '../customer-session';
import { DeleteCustomer } from '../schemas';
import { changeProfile } from '../use-cases';
import { pageRequest } from '../../render/render-page';
import { accountLinks, errorNotice } from './account-view';
import { at, fields, formPage, problemHeaders, redirect, show } from './form-page';
import { ProfilePage } from '../../../client/pages/account/ProfilePage';

type C = Context<AppEnv>;

type Refusal = Pick<Problem, 'status' | 'code' | 'issues' | 'retryAfterSeconds'>;

/** The profile page, with a refusal's field errors, or its notice and Retry-After when it names no field (429). */
async function profilePage(c: C, values?: Record<string, string>, refusal?: Refusal) {
  const request = await pageRequest(c);
  const customer = c.var.customer;
  const shown = values ?? { firstName: customer.first_name, lastName: customer.last_name, email: customer.email };
  const notice = refusal && refusal.issues.length === 0 ? errorNotice(request.context.text, refusal.code) : null;
  const page = await formPage(c, request, request.context.text['route.accountProfile.title'], shown, refusal?.issues, notice);
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
    refusal?.status,
    refusal ? problemHeaders(refusal) : {},
  );
}

/** Mounted at /account/profile (index.ts). */
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
  if (!updated.ok) return profilePage(c, values, updated.problem);
  return redirect(c, `${at(c, '/account/profile')}?status=saved`);
});

/** A missing or wrong password both answer as a wrong one, next to the delete form's field. */
const deleteRefused = (c: C) =>
  profilePage(c, undefined, { status: 403, code: 'current_password', issues: [{ path: 'deletePassword', message: 'current_password' }] });

/** Mounted at /account/delete: the profile page's delete form posts here. */
export const deletePages = new Hono<AppEnv>().use(signedInCustomer());

deletePages.post(
  '/',
  validate('form', DeleteCustomer, (c) => deleteRefused(c)),
  async (c) => {
    const id = c.var.customer.id;
    const deleted = await deleteAccount(accountDeps(c), id, (await fields(c)).password ?? '', passwordGate(c, id));
    if (!deleted.ok) return deleted.problem.status === 429 ? profilePage(c, undefined, deleted.problem) : deleteRefused(c);
    await endAllSessions(c, selfIdentity(c));
    await signOut(c);
    return redirect(c, `${at(c, '/account')}?status=deleted`);
  },
);
