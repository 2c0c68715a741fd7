/**
 * The order confirmation mail (issue 11), written to the outbox in the same D1 batch as the
 * order, so a mail exists exactly when its order does. Plain text; the order number is
 * filled in by the database (`{order}`), the only figure not known before the commit.
 */
import type { AddressFields } from '../providers/commerce/accounts';
import type { OrderTotals } from '../domain/order-totals';

export interface OrderMailInput {
  lines: { name: string; sku: string; quantity: number; unit_price: number; options: { name: string; value: string }[] }[];
  totals: OrderTotals;
  email: string;
  address: AddressFields;
  method: string;
  card: { brand: string; last4: string };
  format: (minor: number) => string;
}

export function orderMail(input: OrderMailInput): { subject: string; body: string } {
  const { totals, format, address } = input;
  const lines = input.lines.map((l) => {
    const options = l.options.map((o) => `${o.name}: ${o.value}`).join(', ');
    return `- ${l.quantity} × ${l.name}${options ? ` (${options})` : ''}, ${l.sku}: ${format(l.unit_price * l.quantity)}`;
  });
  const taxLine = totals.tax_mode === 'included' ? `Incl. VAT: ${format(totals.tax)}` : `Tax: ${format(totals.tax)}`;
  return {
    subject: 'Your Loipe order {order} is confirmed',
    body: [
      'Thank you for your order {order}. We are getting it ready and will let you know when it ships.',
      '',
      ...lines,
      '',
      `Subtotal: ${format(totals.subtotal)}`,
      `Shipping (${input.method}): ${format(totals.shipping)}`,
      taxLine,
      `Total: ${format(totals.total)}`,
      '',
      'Shipping to:',
      `${address.first_name} ${address.last_name}`,
      ...(address.company ? [address.company] : []),
      address.address1,
      ...(address.address2 ? [address.address2] : []),
      `${address.postal_code} ${address.city}${address.state_or_province ? `, ${address.state_or_province}` : ''}`,
      address.country_code,
      '',
      `Paid with ${input.card.brand} ending in ${input.card.last4}.`,
      'Find your order any time at /en-us/account/order-status with order number {order} and this email address.',
    ].join('\n'),
  };
}
