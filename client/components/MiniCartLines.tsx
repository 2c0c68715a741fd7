import { useCart } from '../lib/cart-client';
import { formatCurrency } from '../../shared/currency';
import { fill } from '../../shared/fill';
import { CartSummary } from '../islands/CartSummary';
import type { MiniCartLabels } from '../islands/mini-cart-labels';

/**
 * The mini-cart drawer's contents: the session's cart through the cart client (SWR). It is
 * its own chunk, loaded when the shopper first opens the drawer (or points at the button).
 */
export default function MiniCartLines({ localePrefix, labels }: { localePrefix: string; labels: MiniCartLabels }) {
  const { cart, error } = useCart();
  if (error) return <p role="alert">{labels.failed}</p>;
  if (cart === undefined) return <p role="status">{labels.loading}</p>;
  const lines = cart?.line_items.physical_items ?? [];
  if (!cart || lines.length === 0) return <p className="mini-cart__empty">{labels.empty}</p>;
  return (
    <>
      <ul className="mini-cart__lines">
        {lines.map((line) => (
          <li key={line.id} className="mini-cart__line">
            <img src={line.image_url} width={64} height={64} alt="" loading="lazy" />
            <div>
              <a href={`${localePrefix}${line.url}`}>{line.name}</a>
              <p className="mini-cart__meta">
                {line.options.map((o) => fill(labels.option, { name: o.name, value: o.value })).join(' · ')}
              </p>
              <p className="mini-cart__meta">
                {fill(labels.quantity, { count: line.quantity })} · {formatCurrency(line.extended_sale_price, cart.currency)}
              </p>
            </div>
          </li>
        ))}
      </ul>
      <CartSummary cart={cart} labels={labels} compact />
    </>
  );
}
