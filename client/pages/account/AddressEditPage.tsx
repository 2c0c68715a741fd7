/** /account/addresses/{id}: one address, edited. */
import { useT } from '../../components/page-context';
import { FormNotice } from '../../components/AccountForm';
import { AccountNav, type FormPage, type AccountLinks } from './shared';
import { AddressForm } from './AddressForm';
import type { CountryOption } from '../../components/AddressFields';

export function AddressEditPage({
  page,
  action,
  countries,
  links,
}: {
  page: FormPage;
  action: string;
  countries: CountryOption[];
  links: AccountLinks;
}) {
  const t = useT();
  return (
    <div className="account-page">
      <h1>{page.title}</h1>
      <AccountNav links={links} current="addresses" />
      <FormNotice notice={page.notice} />
      <AddressForm page={page} action={action} countries={countries} submit={t('account.address.save')} idPrefix="edit" />
    </div>
  );
}
