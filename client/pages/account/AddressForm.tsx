/**
 * The account's address form (add and edit): the shared address fields (components/AddressFields)
 * with a country list, states sent by name, "make default" and the submit button.
 */
import { useT } from '../../components/page-context';
import { Field, FormBasics } from '../../components/AccountForm';
import { AddressFields, type AddressLabels, type CountryOption } from '../../components/AddressFields';
import { FormChecks, type FormPage, SubmitButton } from './shared';

const LABELS: AddressLabels = {
  first_name: 'account.firstName',
  last_name: 'account.lastName',
  company: 'account.address.company',
  address1: 'account.address.address1',
  address2: 'account.address.address2',
  city: 'account.address.city',
  state_or_province: 'account.address.state',
  stateHint: 'account.address.stateHint',
  postal_code: 'account.address.postalCode',
  country_code: 'account.address.country',
  phone: 'account.address.phone',
};

/** The account's address form: the fields, "make default" and the submit button, posting to `action`. */
export function AddressForm({
  page,
  action,
  countries,
  submit,
  idPrefix,
}: {
  page: FormPage;
  action: string;
  countries: CountryOption[];
  submit: string;
  idPrefix: string;
}) {
  const t = useT();
  return (
    <form className="account-form" method="post" action={action} noValidate>
      <FormBasics csrfToken={page.csrfToken} />
      <FormChecks
        fields={{
          first_name: 'account.error.first_name',
          last_name: 'account.error.last_name',
          address1: 'account.error.address1',
          city: 'account.error.city',
          postal_code: 'account.error.postal_code',
          country_code: 'account.error.country_code',
        }}
      />
      <AddressFields
        values={page.values}
        errors={page.errors}
        countries={countries}
        idPrefix={idPrefix}
        labels={LABELS}
        stateValue="name"
        countryList
        Field={Field}
        inputClass="field__input"
      />
      <label className="checkbox">
        <input type="checkbox" name="is_default" defaultChecked={page.values.is_default === 'on'} />{' '}
        <span>{t('account.address.makeDefault')}</span>
      </label>
      <SubmitButton label={submit} />
    </form>
  );
}
