import type { CartView } from '../../shared/cart';
import { freeShippingProgress } from '../lib/cart-math';
import { formatCurrency } from '../../shared/currency';
import { fill } from '../../shared/fill';

export interface CartSummaryLabels {
  summary: string;
  subtotal: string;
  shipping: string;
  shippingFree: string;
  shippingAtCheckout: string;
  total: string;
  taxNote: string;
  freeShippingSpend: string;
  freeShippingReached: string;
  freeShippingProgress: string;
}

/**
 * Subtotal, shipping and total, with the free-shipping progress message of spec §5 in the
 * cart's currency ("Spend $41.00 more for free shipping"). Used by the cart page, the
 * checkout review and the mini-cart drawer.
 */
export function CartSummary({ cart, labels, compact = false }: { cart: CartView; labels: CartSummaryLabels; compact?: boolean }) {
  const money = (value: number) => formatCurrency(value, cart.currency);
  const progress = freeShippingProgress(cart);
  const shipping =
    cart.shippingCost === null ? labels.shippingAtCheckout : cart.shippingCost === 0 ? labels.shippingFree : money(cart.shippingCost);
  const total = cart.base_amount + (cart.shippingCost ?? 0);
  return (
    <section className={`cart-summary${compact ? ' cart-summary--compact' : ''}`} aria-label={labels.summary}>
      {cart.freeShipping && cart.freeShippingAmount !== null ? (
        <div className="cart-summary__free">
          <p className="cart-summary__free-text">
            {cart.freeShippingAmount > 0
              ? fill(labels.freeShippingSpend, { amount: money(cart.freeShippingAmount) })
              : labels.freeShippingReached}
          </p>
          {progress !== null ? (
            <progress
              className="cart-summary__progress"
              max={100}
              value={Math.round(progress * 100)}
              aria-label={labels.freeShippingProgress}
            />
          ) : null}
        </div>
      ) : null}
      <dl className="cart-summary__rows">
        <div className="cart-summary__row">
          <dt>{labels.subtotal}</dt>
          <dd data-testid="cart-subtotal">{money(cart.base_amount)}</dd>
        </div>
        <div className="cart-summary__row">
          <dt>{labels.shipping}</dt>
          <dd data-testid="cart-shipping">{shipping}</dd>
        </div>
        {compact ? null : (
          <div className="cart-summary__row cart-summary__row--total">
            <dt>{labels.total}</dt>
            <dd data-testid="cart-total">{money(total)}</dd>
          </div>
        )}
      </dl>
      {compact ? null : <p className="cart-summary__note">{labels.taxNote}</p>}
    </section>
  );
}
