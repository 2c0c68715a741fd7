/**
 * Whether checkout is open: a deploy whose payment adapter takes no payment (production with
 * no PAYMENT_PROVIDER, worker/ports/payment/closed.ts) places no order. Asked before anything is
 * read or reserved, so a closed checkout leaves the cart, the stock and the orders as they were.
 */
import type { Problem } from '../edge/errors';
import { takesPayments, type PaymentProvider } from '../ports/payment';

export function checkoutClosed(payment: Pick<PaymentProvider, 'name'>): Problem | null {
  if (takesPayments(payment)) return null;
  return {
    status: 503,
    code: 'payment_not_configured',
    message: 'Checkout is closed: this shop has no payment provider configured, so no order can be placed',
    issues: [],
  };
}
