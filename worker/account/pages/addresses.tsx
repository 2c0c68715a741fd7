/**
 * /{lang}/account/addresses (the list and the add form), /addresses/{id} (edit) and
 * /addresses/{id}/delete, behind the signed-in layout. An id that is not the customer's
 * answers 404, like one that does not exist.
 */
import { Hono, type Context } from 'hono';
import { pathId } from '../../rules/owner';
import type { ApiIssue } from '../../edge/errors';
import { validate } from '../../edge/validate';
import type { AppEnv } from '../../edge/app-env';
import { signedInCustomer } from './auth';
import { addAddress, changeAddress, removeAddress } from '../service';
import { accountDeps } from '../customer-session';
import { AddressInput } from '../schemas';
import { readStateLists } from '../../ports/commerce/state-lists';
import { pageRequest } from '../../render/render-page';
import { accountLinks, addressLines } from './account-view';
import { at, fields, formPage, redirect, show } from './form-page';
import { AddressEditPage } from '../../../client/pages/account/AddressEditPage';
import { AddressesPage } from '../../../client/pages/account/AddressesPage';

type C = Context<AppEnv>;

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
  const [addresses, countries] = await Promise.all([c.var.commerce.listAddresses(accountDeps(c).mx, c.var.customer.id), countryOptions(c)]);
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

async function addressEditPage(c: C, rawId: string, values?: Record<string, string>, issues: ApiIssue[] = [], status = 200) {
  const addressId = pathId(rawId);
  const own =
    addressId === null ? null : (await c.var.commerce.listAddresses(accountDeps(c).mx, c.var.customer.id)).find((a) => a.id === addressId);
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

const saved = (c: C, status: 'address-saved' | 'address-deleted') => redirect(c, `${at(c, '/account/addresses')}?status=${status}`);

/** Mounted at /account/addresses (index.ts). */
export const addressPages = new Hono<AppEnv>().use(signedInCustomer());

addressPages.get('/', (c) => addressesPage(c));

addressPages.post(
  '/',
  validate('form', AddressInput, (c, { values, issues }) => addressesPage(c, values, issues, 400)),
  async (c) => {
    const values = await fields(c);
    const added = await addAddress(accountDeps(c), c.var.customer.id, values);
    if (added.ok) return saved(c, 'address-saved');
    const issues = added.problem.issues.length ? added.problem.issues : [{ path: 'form', message: added.problem.code }];
    return addressesPage(c, values, issues, added.problem.status);
  },
);

addressPages.get('/:addressId', (c) => addressEditPage(c, c.req.param('addressId')));

addressPages.post(
  '/:addressId',
  validate('form', AddressInput, (c, { values, issues }) => addressEditPage(c, c.req.param('addressId') ?? '', values, issues, 400)),
  async (c) => {
    const values = await fields(c);
    const addressId = pathId(c.req.param('addressId'));
    if (addressId === null) return c.notFound();
    const changed = await changeAddress(accountDeps(c), c.var.customer.id, addressId, values);
    if (changed.ok) return saved(c, 'address-saved');
    if (changed.problem.status === 404) return c.notFound();
    return addressEditPage(c, c.req.param('addressId'), values, changed.problem.issues, changed.problem.status);
  },
);

addressPages.post('/:addressId/delete', async (c) => {
  const addressId = pathId(c.req.param('addressId'));
  const removed = addressId === null ? null : await removeAddress(accountDeps(c), c.var.customer.id, addressId);
  if (!removed?.ok) return c.notFound();
  return saved(c, 'address-deleted');
});
