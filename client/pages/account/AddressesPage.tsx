/** /account/addresses: the address book and the add form. */
import { useT } from '../../components/page-context';
import { FormBasics, FormNotice } from '../../components/AccountForm';
import { AccountNav, type FormPage, type AccountLinks } from './shared';
import { AddressForm } from './AddressForm';
import type { CountryOption } from '../../components/AddressFields';

export interface AddressView {
  id: number;
  lines: string[];
  isDefault: boolean;
  editHref: string;
  deleteAction: string;
}

export function AddressesPage({
  page,
  addresses,
  action,
  countries,
  links,
}: {
  page: FormPage;
  addresses: AddressView[];
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
      {addresses.length === 0 ? (
        <p>{t('account.addresses.empty')}</p>
      ) : (
        <ul className="account-addresses">
          {addresses.map((a) => (
            <li key={a.id} className="account-address">
              <address>
                {a.lines.map((line, i) => (
                  <span key={i}>
                    {line}
                    <br />
                  </span>
                ))}
              </address>
              {a.isDefault ? <p className="account-address__default">{t('account.address.default')}</p> : null}
              <a href={a.editHref}>
                {t('account.address.editLink')}
                <span className="visually-hidden">: {a.lines[1]}</span>
              </a>
              <form method="post" action={a.deleteAction}>
                <FormBasics csrfToken={page.csrfToken} />
                <button type="submit" className="button">
                  {t('account.address.delete')}
                  <span className="visually-hidden">: {a.lines[1]}</span>
                </button>
              </form>
            </li>
          ))}
        </ul>
      )}
      <section aria-labelledby="add-address">
        <h2 id="add-address">{t('account.address.add')}</h2>
        <AddressForm page={page} action={action} countries={countries} submit={t('account.address.save')} idPrefix="address" />
      </section>
    </div>
  );
}
