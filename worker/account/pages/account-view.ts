/**
 * View models of the account pages: translated field errors, notices, order rows and
 * details with money and dates in the page's language.
 */
import type { DisplayText, DisplayTextKey } from '../../../shared/display-text';
import type { Locale } from '../../rules/locale';
import { languageTag, localePath } from '../../../shared/locale';
import type { ApiIssue } from '../../edge/errors';
import type { MoneyFormat } from '../../../shared/currency';
import { fill } from '../../../shared/fill';
import { textFieldMessages } from '../../edge/field-messages';
import type { AddressFields, OrderRecord, OrderSummary } from '../../ports/commerce/types';
import type { FieldErrors, NoticeView } from '../../../client/components/AccountForm';
import type { AccountLinks } from '../../../client/pages/account/shared';
import type { OrderDetail } from '../../../client/pages/account/OrderView';
import type { OrderRow } from '../../../client/pages/account/OrdersTable';

/** `account.error.<code>` for a code, the generic form message when there is no such text. */
export function errorText(t: DisplayText, code: string): string {
  return t[`account.error.${code}` as DisplayTextKey] ?? t['account.error.form'];
}

/** Field issues (paths and codes) as translated messages by field name. */
export const fieldErrors = (t: DisplayText, issues: readonly ApiIssue[]): FieldErrors => textFieldMessages(t, 'account.error', issues);

export const errorNotice = (t: DisplayText, code: string): NoticeView => ({ kind: 'error', text: errorText(t, code) });

export function accountLinks(locale: Locale): AccountLinks {
  const at = (path: string) => localePath(locale, path);
  return {
    account: at('/account'),
    create: at('/account/create'),
    forgot: at('/account/password-reset'),
    orderStatus: at('/account/order-status'),
    profile: at('/account/profile'),
    addresses: at('/account/addresses'),
    orders: at('/account/orders'),
  };
}

export const dateText = (locale: Locale, iso: string) =>
  new Intl.DateTimeFormat(languageTag(locale), { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(iso));

const statusText = (t: DisplayText, status: string) => t[`account.status.${status}` as DisplayTextKey] ?? status;

/** `money` is the page's store formatter (worker/render/shop-context.ts pageMoney), as on the checkout pages. */
export function orderRow(t: DisplayText, locale: Locale, money: MoneyFormat, order: OrderSummary): OrderRow {
  return {
    id: order.id,
    href: localePath(locale, `/account/orders/${order.id}`),
    date: dateText(locale, order.date_created),
    status: statusText(t, order.status),
    items: order.items_total,
    total: money(order.total, order.currency_code),
  };
}

export function addressLines(a: Partial<AddressFields>): string[] {
  return [
    `${a.first_name ?? ''} ${a.last_name ?? ''}`.trim(),
    a.company ?? '',
    a.address1 ?? '',
    a.address2 ?? '',
    [a.postal_code, a.city, a.state_or_province].filter(Boolean).join(' '),
    a.country_code ?? '',
    a.phone ?? '',
  ].filter((line) => line !== '');
}

export function orderDetail(t: DisplayText, locale: Locale, money: MoneyFormat, order: OrderRecord): OrderDetail {
  const m = (minor: number) => money(minor, order.currency_code);
  return {
    id: order.id,
    date: dateText(locale, order.date_created),
    status: statusText(t, order.status),
    lines: order.lines.map((l) => ({
      name: l.name,
      options: l.options.map((o) => `${o.name}: ${o.value}`).join(', '),
      quantity: l.quantity,
      price: m(l.unit_price),
      total: m(l.total),
    })),
    subtotal: m(order.subtotal),
    shipping: m(order.shipping_cost),
    tax: m(order.tax),
    total: m(order.total),
    shipments: order.shipments.map((s) =>
      fill(t['account.order.tracking'], { carrier: s.carrier, number: s.tracking_number, date: dateText(locale, s.date_shipped) }),
    ),
    shipTo: addressLines(order.shipping_address),
  };
}
