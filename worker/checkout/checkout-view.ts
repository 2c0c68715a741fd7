/**
 * View models of the checkout pages: the
 * order summary, the address and card fields, the field messages and the one way an
 * address reads as text. Pure: the route module gathers the data, these lay it out.
 */
import type { Locale } from '../rules/locale';
import type { CartLine } from '../cart';
import type { OrderTotals } from './order-totals';
import { postalExample } from '../rules/postal-code';
import type { StateChoice } from '../rules/states';
import type { ApiIssue } from '../edge/errors';
import { fieldMessages } from '../edge/field-messages';
import { formatCurrency } from '../../shared/currency';
import type { CurrencyView } from '../../shared/cart';
import type { DisplayText } from '../../shared/display-text';
import { fill } from '../../shared/fill';
import type { CheckoutField, CheckoutStep } from '../../client/pages/CheckoutFlow';
import type { SummaryView } from '../../client/components/CheckoutSummary';
import type { CountryOption } from '../../client/components/AddressFields';
import { ADDRESS_FIELD_NAMES } from '../../shared/address';
import type { AddressFields } from '../ports/commerce/accounts';

/**
 * The address fields of the checkout form: the one list of shared/address.ts, which the one
 * address schema (worker/rules/address.ts) checks; the type check ties it to the port's AddressFields.
 */
export const ADDRESS = ADDRESS_FIELD_NAMES satisfies readonly (keyof AddressFields)[];
export const CARD = ['card_name', 'card_number', 'exp_month', 'exp_year', 'cvc'] as const;
/** What each step writes back into the page (never the card number or security code). */
export const KEPT = ['email', 'address_id', ...ADDRESS, 'shipping_method_id'] as const;
export const STEPS: CheckoutStep[] = ['address', 'shipping', 'payment'];

export type Values = Record<string, string>;

/** What every checkout view needs: the page's text and language, the store's currency and the lines shown. */
export interface CheckoutBasics {
  t: DisplayText;
  locale: Locale;
  currency: CurrencyView;
  lines: readonly Pick<CartLine, 'id' | 'name' | 'options' | 'quantity' | 'sale_price'>[];
}

export const money = (k: Pick<CheckoutBasics, 'currency'>, minor: number) => formatCurrency(minor, k.currency);

export function summary(k: CheckoutBasics, totals: Pick<OrderTotals, 'subtotal'> & Partial<OrderTotals>): SummaryView {
  const t = k.t;
  const rows: SummaryView['rows'] = [{ label: t['cart.subtotal'], value: money(k, totals.subtotal) }];
  if (totals.shipping !== undefined)
    rows.push({ label: t['checkout.shipping'], value: totals.shipping === 0 ? t['checkout.free'] : money(k, totals.shipping) });
  if (totals.tax_mode === 'added') rows.push({ label: t['checkout.tax'], value: money(k, totals.tax ?? 0) });
  if (totals.total !== undefined)
    rows.push({
      label: `${t['checkout.total']}${totals.tax_mode === 'included' ? ` (${t['checkout.taxIncluded']})` : ''}`,
      value: money(k, totals.total),
      strong: true,
    });
  return {
    lines: k.lines.map((l) => ({
      key: l.id,
      name: l.name,
      detail: [...l.options.map((o) => `${o.name}: ${o.value}`), fill(t['miniCart.quantity'], { count: l.quantity })].join(' · '),
      total: money(k, l.sale_price * l.quantity),
    })),
    rows,
    note: totals.tax_mode === 'included' ? fill(t['checkout.vatIncluded'], { amount: money(k, totals.tax ?? 0) }) : null,
  };
}

/** Contact: the email; the address fields follow (components/AddressFields, the account's too). */
export function contactFields(t: DisplayText): CheckoutField[] {
  return [{ name: 'email', label: t['checkout.email'], type: 'email', autoComplete: 'email', required: true }];
}

/**
 * The address step's country (the store ships to one) with its states, sorted by name for the
 * page's language; the checkout's list sends the code, the account's the name (both accepted).
 */
export function addressCountry(
  k: Pick<CheckoutBasics, 'locale'>,
  country: string,
  states: readonly StateChoice[] | undefined,
): { countries: CountryOption[] } {
  const collator = new Intl.Collator(k.locale.language);
  const list = (states ?? [])
    .map((s) => ({ value: s.name, label: s.name, code: s.code }))
    .sort((a, b) => collator.compare(a.label, b.label));
  return { countries: [{ value: country, label: country, ...(list.length ? { states: list } : {}) }] };
}

export function cardFields(t: DisplayText): CheckoutField[] {
  return [
    { name: 'card_name', label: t['checkout.cardName'], autoComplete: 'cc-name', required: true },
    { name: 'card_number', label: t['checkout.cardNumber'], autoComplete: 'cc-number', inputMode: 'numeric', required: true, secret: true },
    { name: 'exp_month', label: t['checkout.expMonth'], autoComplete: 'cc-exp-month', inputMode: 'numeric', required: true },
    { name: 'exp_year', label: t['checkout.expYear'], autoComplete: 'cc-exp-year', inputMode: 'numeric', required: true },
    { name: 'cvc', label: t['checkout.cvc'], autoComplete: 'cc-csc', inputMode: 'numeric', required: true, secret: true },
  ];
}

/** Field names of the form for the paths of the order schema. */
const FIELD_OF: Record<string, string> = {
  'payment.number': 'card_number',
  'payment.exp_month': 'exp_month',
  'payment.exp_year': 'exp_year',
  'payment.cvc': 'cvc',
  'payment.name': 'card_name',
};
const fieldOf = (path: string) => FIELD_OF[path] ?? path.replace(/^shipping_address\./, '');

/** The display text of a field that holds something wrong (an empty required field says so instead). */
const WRONG: Record<string, keyof DisplayText> = {
  email: 'checkout.field.email',
  state_or_province: 'checkout.field.state',
  country_code: 'checkout.field.country',
  shipping_method_id: 'checkout.field.method',
  card_number: 'checkout.field.card',
  cvc: 'checkout.field.cvc',
};

/** A localized message per field from the issues (the schemas' messages are English), through the one field-message helper. */
export function checkoutFieldErrors(t: DisplayText, issues: readonly ApiIssue[], values: Values): Values {
  return fieldMessages(issues, {
    field: fieldOf,
    message: (issue, field) => {
      if ((values[field] ?? '').trim() === '' && field !== 'shipping_method_id') return t['checkout.field.required'];
      if (field === 'postal_code') return fill(t['checkout.field.postal'], { example: postalExample(values.country_code ?? '') ?? '' });
      if (field === 'exp_month' || field === 'exp_year')
        return issue.code === 'expired' ? t['checkout.field.expired'] : t['checkout.field.expiry'];
      const key = WRONG[field];
      return key ? t[key] : t['checkout.field.invalid'];
    },
  });
}

/**
 * The one way the checkout writes an address as text (the recap, a saved address, the
 * expired-cart notice, the confirmation): name, address lines, postal code and city, state,
 * country; blank parts left out. The saved-address choice leaves out the second line, the
 * confirmation adds the company.
 */
export function addressParts(
  a: Partial<Record<(typeof ADDRESS)[number], string | null>>,
  with_ = { company: false, address2: true },
): string[] {
  return [
    `${a.first_name ?? ''} ${a.last_name ?? ''}`,
    with_.company ? a.company : '',
    a.address1,
    with_.address2 ? a.address2 : '',
    `${a.postal_code ?? ''} ${a.city ?? ''}`,
    a.state_or_province,
    a.country_code,
  ]
    .map((part) => (part ?? '').trim())
    .filter((part) => part !== '');
}
