/**
 * The one address form (issue 25): the account's address book uses AddressForm, and a form
 * of its own (checkout) can place AddressFields inside it. The fields are plain inputs that
 * work without JavaScript; the state is a list grouped by country where the country has
 * states (sent by name, a code typed elsewhere is shown as its name).
 */
import { useT } from '../../lib/page-context';
import { Field, FormBasics, type FieldErrors } from '../../components/AccountForm';
import { FormChecks, type FormPage, SubmitButton } from './shared';

export interface CountryOption {
  value: string;
  label: string;
  /** Its states or provinces by name (United States, Canada): the address form offers them in a list. */
  states?: { value: string; label: string; code: string }[];
}

/** The address inputs, in the account's field names (first_name … country_code, phone), without the form around them. */
export function AddressFields({
  values: v,
  errors,
  countries,
  idPrefix,
}: {
  values: Record<string, string>;
  errors: FieldErrors;
  countries: CountryOption[];
  idPrefix: string;
}) {
  const t = useT();
  const field = (name: string, label: string, autoComplete: string, required = false, hint?: string) => (
    <Field
      idPrefix={idPrefix}
      name={name}
      label={label}
      autoComplete={autoComplete}
      required={required}
      value={v[name]}
      hint={hint}
      errors={errors}
    />
  );
  const countryError = errors.country_code;
  const stateError = errors.state_or_province;
  const withStates = countries.filter((c) => c.states?.length);
  // A state typed or sent as its code (CO) shows as its name, which is what the list sends and the account keeps.
  const typedState = (v.state_or_province ?? '').trim().toLowerCase();
  const chosenState =
    withStates
      .filter((c) => !v.country_code || c.value === v.country_code)
      .flatMap((c) => c.states!)
      .find((s) => s.code.toLowerCase() === typedState || s.value.toLowerCase() === typedState)?.value ?? '';
  return (
    <>
      {field('first_name', t('account.firstName'), 'given-name', true)}
      {field('last_name', t('account.lastName'), 'family-name', true)}
      {field('company', t('account.address.company'), 'organization')}
      {field('address1', t('account.address.address1'), 'address-line1', true)}
      {field('address2', t('account.address.address2'), 'address-line2')}
      {field('city', t('account.address.city'), 'address-level2', true)}
      {withStates.length ? (
        <Field
          idPrefix={idPrefix}
          name="state_or_province"
          label={t('account.address.state')}
          hint={t('account.address.stateHint')}
          errors={errors}
        >
          {/* Works without JavaScript: one list, grouped by country; the server checks the state belongs to the country. */}
          <select
            id={`${idPrefix}-state_or_province`}
            className="field__input"
            name="state_or_province"
            defaultValue={chosenState}
            autoComplete="address-level1"
            aria-invalid={stateError ? true : undefined}
            aria-describedby={[`${idPrefix}-state_or_province-hint`, stateError ? `${idPrefix}-state_or_province-error` : null]
              .filter(Boolean)
              .join(' ')}
          >
            <option value="">—</option>
            {withStates.map((c) => (
              <optgroup key={c.value} label={c.label}>
                {c.states!.map((s) => (
                  <option key={`${c.value}-${s.value}`} value={s.value}>
                    {s.label}
                  </option>
                ))}
              </optgroup>
            ))}
          </select>
        </Field>
      ) : (
        field('state_or_province', t('account.address.state'), 'address-level1', false, t('account.address.stateHint'))
      )}
      {field('postal_code', t('account.address.postalCode'), 'postal-code', true)}
      <Field idPrefix={idPrefix} name="country_code" label={t('account.address.country')} errors={errors}>
        <select
          id={`${idPrefix}-country_code`}
          className="field__input"
          name="country_code"
          defaultValue={v.country_code ?? ''}
          autoComplete="country"
          required
          aria-invalid={countryError ? true : undefined}
          aria-describedby={countryError ? `${idPrefix}-country_code-error` : undefined}
        >
          {countries.map((c) => (
            <option key={c.value} value={c.value}>
              {c.label}
            </option>
          ))}
        </select>
      </Field>
      {field('phone', t('account.address.phone'), 'tel')}
    </>
  );
}

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
      <AddressFields values={page.values} errors={page.errors} countries={countries} idPrefix={idPrefix} />
      <label className="checkbox">
        <input type="checkbox" name="is_default" defaultChecked={page.values.is_default === 'on'} />{' '}
        <span>{t('account.address.makeDefault')}</span>
      </label>
      <SubmitButton label={submit} />
    </form>
  );
}
