/**
 * The order confirmation mail, written to the outbox in the same D1 batch as the
 * order, so a mail exists exactly when its order does. Plain text in the language the order
 * was placed in (display text `checkout.mail.*` and the checkout's own labels); the order
 * number is filled in by the database (`{order}`), the only figure not known before the commit.
 */
import type { AddressFields } from '../ports/commerce/accounts';
import type { OrderTotals } from './order-totals';
import type { DisplayText } from '../../shared/display-text';
import { fill } from '../../shared/fill';

/** The language of the mail: the display text of the order's locale and its order-status page. */
export interface OrderMailLanguage {
  text: DisplayText;
  /** Where a guest finds the order again (`/{lang}/account/order-status`, absolute when known). */
  statusUrl: string;
}

export interface OrderMailInput extends OrderMailLanguage {
  lines: { name: string; sku: string; quantity: number; unit_price: number; options: { name: string; value: string }[] }[];
  totals: OrderTotals;
  email: string;
  address: AddressFields;
  method: string;
  card: { brand: string; last4: string };
  format: (minor: number) => string;
}

/** `{order}` is left in place for the database to fill. */
const ORDER = { order: '{order}' };

export function orderMail(input: OrderMailInput): { subject: string; body: string } {
  const { totals, format, address, text: t } = input;
  const lines = input.lines.map((l) => {
    const options = l.options.map((o) => `${o.name}: ${o.value}`).join(', ');
    return `- ${l.quantity} × ${l.name}${options ? ` (${options})` : ''}, ${l.sku}: ${format(l.unit_price * l.quantity)}`;
  });
  const taxLine =
    totals.tax_mode === 'included'
      ? fill(t['checkout.vatIncluded'], { amount: format(totals.tax) })
      : `${t['checkout.tax']}: ${format(totals.tax)}`;
  const total = `${t['checkout.total']}${totals.tax_mode === 'included' ? ` (${t['checkout.taxIncluded']})` : ''}: ${format(totals.total)}`;
  return {
    subject: fill(t['checkout.mail.subject'], ORDER),
    body: [
      fill(t['checkout.mail.intro'], ORDER),
      '',
      ...lines,
      '',
      `${t['cart.subtotal']}: ${format(totals.subtotal)}`,
      fill(t['checkout.mail.shipping'], {
        method: input.method,
        amount: totals.shipping === 0 ? t['checkout.free'] : format(totals.shipping),
      }),
      taxLine,
      total,
      '',
      `${t['checkout.shipTo']}:`,
      `${address.first_name} ${address.last_name}`,
      ...(address.company ? [address.company] : []),
      address.address1,
      ...(address.address2 ? [address.address2] : []),
      `${address.postal_code} ${address.city}${address.state_or_province ? `, ${address.state_or_province}` : ''}`,
      address.country_code,
      '',
      fill(t['checkout.mail.paid'], { brand: input.card.brand, last4: input.card.last4 }),
      fill(t['checkout.mail.find'], { ...ORDER, url: input.statusUrl }),
    ].join('\n'),
  };
}
