/**
 * The one set of address fields, used by the account's address book and by the
 * checkout's address step. Plain inputs that work without JavaScript. The two uses differ
 * only in options: the id prefix and field markup, the label keys, whether the state
 * option sends the code (checkout, CO) or the name (account, Colorado), and whether the
 * shopper picks the country (account) or the store's one country is fixed (checkout). The
 * server accepts a state by name or code in every address input, so both are correct.
 */
import type { ComponentType } from 'react';
import { useT } from './page-context';
import type { DisplayTextKey } from '../../shared/display-text';
import type { FieldProps } from './AccountForm';

export interface CountryOption {
  value: string;
  label: string;
  /** Its states or provinces (United States, Canada): the form offers them in a list. */
  states?: { value: string; label: string; code: string }[];
}

import { ADDRESS_MAX_LENGTH, type AddressFieldName } from '../../shared/address';

/** The display text key of each field's label; the state's hint is shown only where it has one. */
export type AddressLabels = Record<AddressFieldName, DisplayTextKey> & { stateHint?: DisplayTextKey };

export interface AddressFieldsProps {
  values: Record<string, string>;
  errors: Record<string, string>;
  countries: CountryOption[];
  /** Unique per page: forms on one page share field names. */
  idPrefix: string;
  labels: AddressLabels;
  /** What a state option sends: its code (CO) or its name (Colorado). */
  stateValue: 'code' | 'name';
  /** Show the country list (states grouped by country); without it the country is fixed and sent elsewhere. */
  countryList: boolean;
  /** The autocomplete section ("shipping") when the form says whose address it is. */
  autoCompleteSection?: string;
  /** The labelled field around each input (account and checkout pages have their own markup). */
  Field: ComponentType<FieldProps>;
  /** The class of the lists, matching the Field's inputs. */
  inputClass?: string;
}

export function AddressFields(p: AddressFieldsProps) {
  const t = useT();
  const { values: v, errors, idPrefix, Field } = p;
  const ac = (token: string) => (p.autoCompleteSection ? `${p.autoCompleteSection} ${token}` : token);
  const field = (name: AddressFieldName, autoComplete: string, required = false, type?: string) => (
    <Field
      idPrefix={idPrefix}
      name={name}
      label={t(p.labels[name])}
      type={type}
      autoComplete={ac(autoComplete)}
      required={required || undefined}
      maxLength={ADDRESS_MAX_LENGTH[name]}
      value={v[name]}
      errors={errors}
    />
  );
  const countryError = errors.country_code;
  const stateError = errors.state_or_province;
  // With a country list the states of every country are offered (grouped); without one only the fixed country's.
  const withStates = p.countries.filter((c) => c.states?.length && (p.countryList || !v.country_code || c.value === v.country_code));
  const optionValue = (s: { value: string; code: string }) => (p.stateValue === 'code' ? s.code : s.value);
  // A state sent by code (CO) or by name (Colorado) is shown chosen either way.
  const typedState = (v.state_or_province ?? '').trim().toLowerCase();
  const chosen = withStates
    .filter((c) => !v.country_code || c.value === v.country_code)
    .flatMap((c) => c.states!)
    .find((s) => s.code.toLowerCase() === typedState || s.value.toLowerCase() === typedState);
  const hint = p.labels.stateHint ? t(p.labels.stateHint) : undefined;
  const stateId = `${idPrefix}-state_or_province`;
  const options = (c: CountryOption) =>
    c.states!.map((s) => (
      <option key={`${c.value}-${s.code}`} value={optionValue(s)}>
        {s.label}
      </option>
    ));
  return (
    <>
      {field('first_name', 'given-name', true)}
      {field('last_name', 'family-name', true)}
      {field('company', 'organization')}
      {field('address1', 'address-line1', true)}
      {field('address2', 'address-line2')}
      {field('city', 'address-level2', true)}
      {withStates.length ? (
        <Field idPrefix={idPrefix} name="state_or_province" label={t(p.labels.state_or_province)} hint={hint} errors={errors}>
          {/* The server checks the state belongs to the country; a fixed country's state must be chosen. */}
          <select
            id={stateId}
            className={p.inputClass}
            name="state_or_province"
            defaultValue={chosen ? optionValue(chosen) : ''}
            required={p.countryList ? undefined : true}
            autoComplete={ac('address-level1')}
            aria-invalid={stateError ? true : undefined}
            aria-describedby={
              [hint ? `${stateId}-hint` : null, stateError ? `${stateId}-error` : null].filter(Boolean).join(' ') || undefined
            }
          >
            <option value="">—</option>
            {p.countryList
              ? withStates.map((c) => (
                  <optgroup key={c.value} label={c.label}>
                    {options(c)}
                  </optgroup>
                ))
              : withStates.flatMap(options)}
          </select>
        </Field>
      ) : p.countryList ? (
        <Field
          idPrefix={idPrefix}
          name="state_or_province"
          label={t(p.labels.state_or_province)}
          autoComplete={ac('address-level1')}
          value={v.state_or_province}
          maxLength={ADDRESS_MAX_LENGTH.state_or_province}
          hint={hint}
          errors={errors}
        />
      ) : null}
      {field('postal_code', 'postal-code', true)}
      {p.countryList ? (
        <Field idPrefix={idPrefix} name="country_code" label={t(p.labels.country_code)} errors={errors}>
          <select
            id={`${idPrefix}-country_code`}
            className={p.inputClass}
            name="country_code"
            defaultValue={v.country_code ?? ''}
            autoComplete={ac('country')}
            required
            aria-invalid={countryError ? true : undefined}
            aria-describedby={countryError ? `${idPrefix}-country_code-error` : undefined}
          >
            {p.countries.map((c) => (
              <option key={c.value} value={c.value}>
                {c.label}
              </option>
            ))}
          </select>
        </Field>
      ) : null}
      {field('phone', 'tel', false, 'tel')}
    </>
  );
}
