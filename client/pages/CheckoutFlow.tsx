/**
 * `/{lang}/checkout`: three plain-form steps that work without JavaScript
 * (contact and address, shipping method, review and pay), each posting every earlier
 * answer again as hidden fields (the confirmation is CheckoutConfirmation.tsx). The server
 * resolves every label and formats every amount; this component only lays them out.
 */
import type { ReactNode } from 'react';
import type { DataLayerEvent } from '../../shared/analytics';
import { DataLayerScript } from '../components/DataLayerScript';
import { CheckoutSummary, type SummaryView } from '../components/CheckoutSummary';
import type { FieldProps } from '../components/AccountForm';
import { AddressFields, type AddressLabels, type CountryOption } from '../components/AddressFields';
import { ADDRESS_FIELD_NAMES } from '../../shared/address';

export type CheckoutStep = 'address' | 'shipping' | 'payment';

export interface CheckoutField {
  name: string;
  label: string;
  type?: 'text' | 'email' | 'tel' | 'select';
  autoComplete?: string;
  required?: boolean;
  inputMode?: 'numeric' | 'text';
  maxLength?: number;
  options?: { value: string; label: string }[];
  /** Never written back into the page (card number, security code). */
  secret?: boolean;
}

export interface CheckoutFlowProps {
  title: string;
  steps: { key: CheckoutStep; label: string }[];
  step: CheckoutStep;
  stepOf: string;
  action: string;
  csrfToken: string;
  idempotencyKey: string | null;
  values: Record<string, string>;
  errors: Record<string, string>;
  notice: { kind: 'error' | 'info'; text: string; lines?: string[] } | null;
  /** Answers of earlier steps, shown with a way back to change them. */
  recap: { label: string; text: string }[];
  /** Contact step: email and the like come first, then this. */
  fields: CheckoutField[];
  /** The address fields (address step): the store's country with its states; the country itself goes as a hidden field. */
  address: { countries: CountryOption[] } | null;
  saved: { legend: string; options: { value: string; label: string }[] } | null;
  methods: {
    legend: string;
    options: { value: string; label: string; cost: string }[];
    freeShipping: string | null;
    none: string | null;
  } | null;
  hint: string | null;
  summary: SummaryView;
  summaryTitle: string;
  submit: string;
  back: { href: string; label: string };
  events: DataLayerEvent[];
}

const ADDRESS_LABELS: AddressLabels = {
  first_name: 'checkout.firstName',
  last_name: 'checkout.lastName',
  company: 'checkout.company',
  address1: 'checkout.address1',
  address2: 'checkout.address2',
  city: 'checkout.city',
  state_or_province: 'checkout.state',
  postal_code: 'checkout.postalCode',
  country_code: 'checkout.country',
  phone: 'checkout.phone',
};

/** The shared address fields in the checkout's markup (ids and classes `checkout-*`). */
function AddressField({ name, label, type, value, autoComplete, required, maxLength, errors, children }: FieldProps) {
  const field: CheckoutField = { name, label, type: type as CheckoutField['type'], autoComplete, required, maxLength };
  return (
    <Field field={field} value={value ?? ''} error={errors[name]}>
      {children}
    </Field>
  );
}

function Field({
  field,
  value,
  error,
  children,
}: {
  field: CheckoutField;
  value: string;
  error: string | undefined;
  children?: ReactNode;
}) {
  const id = `checkout-${field.name}`;
  const common = {
    id,
    name: field.name,
    required: field.required,
    autoComplete: field.autoComplete,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? `${id}-error` : undefined,
  } as const;
  return (
    <p className={`checkout-field${error ? ' checkout-field--invalid' : ''}`}>
      <label htmlFor={id}>{field.label}</label>
      {children ??
        (field.type === 'select' ? (
          <select {...common} defaultValue={value}>
            {field.options?.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </select>
        ) : (
          <input
            {...common}
            type={field.type ?? 'text'}
            inputMode={field.inputMode}
            maxLength={field.maxLength}
            defaultValue={field.secret ? '' : value}
          />
        ))}
      {error ? (
        <span className="checkout-field__error" id={`${id}-error`}>
          {error}
        </span>
      ) : null}
    </p>
  );
}

export function CheckoutFlow(props: CheckoutFlowProps) {
  const visible = new Set([
    ...props.fields.map((f) => f.name),
    // The country is fixed by the store and travels as a hidden field.
    ...(props.address ? ADDRESS_FIELD_NAMES.filter((name) => name !== 'country_code') : []),
    ...(props.saved ? ['address_id'] : []),
    ...(props.methods ? ['shipping_method_id'] : []),
  ]);
  const hidden = Object.entries(props.values).filter(([name, value]) => !visible.has(name) && value !== '');
  return (
    <div className="cart-page checkout-flow">
      <h1>{props.title}</h1>
      <ol className="checkout-steps" aria-label={props.stepOf}>
        {props.steps.map((s) => (
          <li key={s.key} aria-current={s.key === props.step ? 'step' : undefined}>
            {s.label}
          </li>
        ))}
      </ol>
      {props.notice ? (
        <div className={`cart-notice cart-notice--${props.notice.kind}`} role={props.notice.kind === 'error' ? 'alert' : 'status'}>
          <p>{props.notice.text}</p>
          {props.notice.lines?.length ? (
            <ul>
              {props.notice.lines.map((l) => (
                <li key={l}>{l}</li>
              ))}
            </ul>
          ) : null}
        </div>
      ) : null}
      <div className="cart__body">
        <form method="post" action={props.action} className="checkout-form" noValidate>
          <input type="hidden" name="csrf_token" value={props.csrfToken} />
          <input type="hidden" name="step" value={props.step} />
          {props.idempotencyKey ? <input type="hidden" name="idempotency_key" value={props.idempotencyKey} /> : null}
          {hidden.map(([name, value]) => (
            <input key={name} type="hidden" name={name} value={value} />
          ))}
          {props.recap.length ? (
            <dl className="checkout-recap">
              {props.recap.map((r) => (
                <div key={r.label}>
                  <dt>{r.label}</dt>
                  <dd>{r.text}</dd>
                </div>
              ))}
              <p>
                <a href={props.back.href}>{props.back.label}</a>
              </p>
            </dl>
          ) : null}
          <h2>
            {props.stepOf}: {props.steps.find((s) => s.key === props.step)?.label}
          </h2>
          {props.saved ? (
            <fieldset className="checkout-saved">
              <legend>{props.saved.legend}</legend>
              {props.saved.options.map((o) => (
                <p key={o.value}>
                  <input
                    type="radio"
                    id={`checkout-address-${o.value}`}
                    name="address_id"
                    value={o.value}
                    defaultChecked={(props.values.address_id ?? 'new') === o.value}
                  />
                  <label htmlFor={`checkout-address-${o.value}`}>{o.label}</label>
                </p>
              ))}
            </fieldset>
          ) : null}
          {props.fields.map((f) => (
            <Field key={f.name} field={f} value={props.values[f.name] ?? ''} error={props.errors[f.name]} />
          ))}
          {props.address ? (
            <AddressFields
              values={props.values}
              errors={props.errors}
              countries={props.address.countries}
              idPrefix="checkout"
              labels={ADDRESS_LABELS}
              stateValue="code"
              countryList={false}
              autoCompleteSection="shipping"
              Field={AddressField}
            />
          ) : null}
          {props.methods ? (
            <fieldset className="checkout-methods" aria-describedby={props.errors.shipping_method_id ? 'checkout-method-error' : undefined}>
              <legend>{props.methods.legend}</legend>
              {props.methods.none ? <p role="alert">{props.methods.none}</p> : null}
              {props.methods.options.map((o, i) => (
                <p key={o.value} className="checkout-method">
                  <input
                    type="radio"
                    id={`checkout-method-${o.value}`}
                    name="shipping_method_id"
                    value={o.value}
                    defaultChecked={props.values.shipping_method_id ? props.values.shipping_method_id === o.value : i === 0}
                  />
                  <label htmlFor={`checkout-method-${o.value}`}>
                    {o.label} <strong>{o.cost}</strong>
                  </label>
                </p>
              ))}
              {props.methods.freeShipping ? <p className="checkout-methods__free">{props.methods.freeShipping}</p> : null}
              {props.errors.shipping_method_id ? (
                <p className="checkout-field__error" id="checkout-method-error">
                  {props.errors.shipping_method_id}
                </p>
              ) : null}
            </fieldset>
          ) : null}
          {props.hint ? (
            <p className="checkout-hint" role="note">
              {props.hint}
            </p>
          ) : null}
          <p>
            <button type="submit" className="button button--primary">
              {props.submit}
            </button>
          </p>
        </form>
        <CheckoutSummary title={props.summaryTitle} summary={props.summary} />
      </div>
      <DataLayerScript events={props.events} />
    </div>
  );
}
