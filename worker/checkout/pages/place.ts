/**
 * The last step: the answers become an order through the same service as `POST /api/orders`
 * (worker/checkout/service.ts placeOrder), then 303 to the confirmation. A refused card, stock gone
 * or the cart gone answers the payment step again with what happened; the card is never
 * written back, and a fresh idempotency key lets the shopper try again.
 */
import type { OrderTotals } from '../order-totals';
import type { ShippingQuote } from '../shipping-options';
import { localePath } from '../../../shared/locale';
import { rememberCount } from '../../cart';
import { placeOrder } from '../place';
import { orderSchema } from '../schemas';
import * as v from 'valibot';
import { fill } from '../../../shared/fill';
import { checkoutFieldErrors, type Values } from '../checkout-view';
import { addressOf, check, expired, renderStep, type Checkout } from './context';
import { IdempotencyKey } from './schemas';

export async function placeFromForm(k: Checkout, values: Values, quote: ShippingQuote, totals: OrderTotals): Promise<Response> {
  const c = k.c;
  const request = {
    cart_id: k.cart.id,
    email: values.email ?? '',
    shipping_address: addressOf(values),
    shipping_method_id: Number(values.shipping_method_id),
    payment: {
      number: values.card_number ?? '',
      exp_month: Number(values.exp_month || NaN),
      exp_year: Number(values.exp_year || NaN),
      cvc: (values.cvc ?? '').trim(),
      name: values.card_name ?? '',
    },
  };
  const parsed = check(k, orderSchema(k.stateChoices), request, values);
  if (!parsed.ok) return renderStep(k, { step: 'payment', values, quote, totals, errors: parsed.errors, status: 400 });
  const key = v.is(IdempotencyKey, values.idempotency_key) ? values.idempotency_key : crypto.randomUUID();
  const outcome = await placeOrder(k.deps, k.shopper, parsed.value, key, {
    text: k.t,
    statusUrl: `${new URL(c.req.url).origin}${localePath(k.locale, '/account/order-status')}`,
  });
  if (outcome.ok) {
    // The cart is gone: the header's count (read from the cookie on shared pages) goes with it.
    rememberCount(c, k.shopper.regions.commerce, 0);
    return c.redirect(localePath(k.locale, `/checkout/confirmation/${outcome.value.placed.order.id}`), 303);
  }

  const problem = outcome.problem;
  const again = (status: number, text: string, lines = [k.t['checkout.error.cardAgain']]) =>
    renderStep(k, {
      step: 'payment',
      values: { ...values, idempotency_key: '' },
      quote,
      totals,
      status,
      notice: { kind: 'error', text, lines },
    });
  switch (problem.code) {
    case 'invalid_card':
      return renderStep(k, {
        step: 'payment',
        values,
        quote,
        totals,
        errors: checkoutFieldErrors(k.t, problem.issues, values),
        status: 400,
      });
    case 'card_declined':
    case 'insufficient_funds':
    case 'processing_error':
      return again(402, k.t['checkout.error.declined']);
    case 'insufficient_stock':
    case 'line_unavailable': {
      const names = new Map(k.cart.lines.map((l) => [l.variant_id, l.name]));
      const lines = problem.issues.map((i) =>
        fill(k.t['checkout.error.available'], { name: names.get(Number(i.variant_id)) ?? '', count: Number(i.available ?? 0) }),
      );
      return again(409, k.t['checkout.error.soldOut'], lines);
    }
    case 'cart_not_found':
      return expired(c, values);
    default:
      return again(problem.status, k.t['checkout.error.failed']);
  }
}
