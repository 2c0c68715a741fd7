import { useEffect, useRef, useState, type FormEvent } from 'react';
import { CartApiError, primeSession, removeItem, updateItem, useCart } from '../lib/cart-client';
import { pushEvent } from '../../shared/analytics';
import { cartChangeEvent } from '../../shared/cart-analytics';
import { setCartRegion } from '../lib/cart-state';
import type { CartLineView, CartView, SessionView } from '../../shared/cart';
import { formatCurrency } from '../../shared/currency';
import { fill } from '../../shared/fill';
import { CartSummary, type CartSummaryLabels } from './CartSummary';

export interface CartLinesLabels extends CartSummaryLabels {
  lines: string;
  empty: string;
  startShopping: string;
  remove: string;
  removeItem: string;
  increase: string;
  decrease: string;
  quantityOf: string;
  update: string;
  unitPrice: string;
  lineTotal: string;
  option: string;
  updated: string;
  removed: string;
  errorStock: string;
  errorSoldOut: string;
  errorQuantity: string;
  errorItem: string;
  errorGeneric: string;
}

export interface CartLinesProps {
  cart: CartView;
  session: SessionView;
  region: string;
  localePrefix: string;
  shopHref: string;
  /** `post`: checkout is the commerce platform's, reached by a form post the server answers with a 303 (works without JavaScript). */
  checkout: { href: string; label: string; post?: boolean };
  actions: { update: string; remove: string };
  returnTo: string;
  /** Option names in the page's language (`Color` → `Farge`). */
  optionNames: Record<string, string>;
  labels: CartLinesLabels;
}

export function optionText(line: Pick<CartLineView, 'options'>, names: Record<string, string>, template: string): string {
  return line.options.map((o) => fill(template, { name: names[o.name] ?? o.name, value: o.value })).join(' · ');
}

function errorText(error: unknown, labels: CartLinesLabels): string {
  if (!(error instanceof CartApiError)) return labels.errorGeneric;
  switch (error.code) {
    case 'insufficient_stock':
      return error.available ? fill(labels.errorStock, { count: error.available }) : labels.errorSoldOut;
    case 'invalid_body':
    case 'invalid_quantity':
      return labels.errorQuantity;
    case 'item_not_found':
      return labels.errorItem;
    default:
      return labels.errorGeneric;
  }
}

/**
 * The cart page's lines and totals. Every control is a real form that posts to
 * /{lang}/cart/update or /remove and comes back (303) without JavaScript; with it, changes
 * show at once through the cart client and roll back if the server refuses them.
 */
export default function CartLines(props: CartLinesProps) {
  const { labels } = props;
  const { cart } = useCart({ fallback: props.cart });
  const [message, setMessage] = useState('');
  const [lineErrors, setLineErrors] = useState<Record<string, string>>({});
  const status = useRef<HTMLParagraphElement>(null);

  useEffect(() => {
    setCartRegion(props.region);
    primeSession(props.session);
  }, [props.region, props.session]);

  const shown = cart ?? props.cart;
  const lines = shown.line_items.physical_items;
  const money = (value: number) => formatCurrency(value, shown.currency);

  const run = async (line: CartLineView, quantity: number, work: () => Promise<unknown>, done: string) => {
    setLineErrors(({ [line.id]: _gone, ...rest }) => rest);
    try {
      await work();
      setMessage(done);
      // GA4: the units added or taken out, once the cart has them.
      pushEvent(cartChangeEvent(line, quantity, shown.currency));
    } catch (error) {
      setLineErrors((current) => ({ ...current, [line.id]: errorText(error, labels) }));
    }
  };

  const onQuantity = (line: CartLineView) => (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
    const typed = Number((form.elements.namedItem('quantity') as HTMLInputElement).value);
    const step = submitter?.name === 'step' ? Number(submitter.value) : 0;
    const quantity = (Number.isFinite(typed) ? Math.trunc(typed) : line.quantity) + step;
    if (quantity === line.quantity) return;
    void run(line, quantity, () => updateItem({ itemId: line.id, productId: line.product_id, quantity }), labels.updated);
  };

  const onRemove = (line: CartLineView) => (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    status.current?.focus();
    void run(line, 0, () => removeItem({ itemId: line.id, name: line.name }), labels.removed);
  };

  const hidden = (line: CartLineView) => (
    <>
      <input type="hidden" name="csrf_token" value={props.session.csrfToken} />
      <input type="hidden" name="item_id" value={line.id} />
      <input type="hidden" name="product_id" value={line.product_id} />
      <input type="hidden" name="return_to" value={props.returnTo} />
    </>
  );

  return (
    <div className="cart">
      <p ref={status} className="cart__status" role="status" tabIndex={-1}>
        {message}
      </p>
      {lines.length === 0 ? (
        <div className="cart__empty">
          <p>{labels.empty}</p>
          <p>
            <a className="button button--primary" href={props.shopHref}>
              {labels.startShopping}
            </a>
          </p>
        </div>
      ) : (
        <div className="cart__body">
          <ul className="cart__lines" aria-label={labels.lines}>
            {lines.map((line) => (
              <li key={line.id} className="cart-line" data-item-id={line.id}>
                {/* biome-ignore lint/a11y/useAnchorContent: the picture duplicates the name link and is hidden from assistive technology and the tab order */}
                <a className="cart-line__image" href={`${props.localePrefix}${line.url}`} tabIndex={-1} aria-hidden="true">
                  <img src={line.image_url} width={120} height={120} alt="" loading="lazy" />
                </a>
                <div className="cart-line__info">
                  <h2 className="cart-line__name">
                    <a href={`${props.localePrefix}${line.url}`}>{line.name}</a>
                  </h2>
                  <p className="cart-line__options">{optionText(line, props.optionNames, labels.option)}</p>
                  <p className="cart-line__unit">
                    <span className="visually-hidden">{labels.unitPrice}: </span>
                    {line.original_price > line.sale_price ? <s>{money(line.original_price)}</s> : null} {money(line.sale_price)}
                  </p>
                </div>
                <form className="cart-line__quantity" method="post" action={props.actions.update} onSubmit={onQuantity(line)}>
                  {hidden(line)}
                  {/* The form's default button: Enter in the input submits the typed quantity, not a step. */}
                  <button type="submit" className="visually-hidden" tabIndex={-1} aria-hidden="true">
                    {labels.update}
                  </button>
                  <button
                    type="submit"
                    name="step"
                    value="-1"
                    className="stepper__button"
                    aria-label={labels.decrease}
                    disabled={line.quantity <= 1}
                  >
                    −
                  </button>
                  <label className="visually-hidden" htmlFor={`qty-${line.id}`}>
                    {fill(labels.quantityOf, { name: line.name })}
                  </label>
                  <input
                    key={line.quantity}
                    id={`qty-${line.id}`}
                    className="stepper__input"
                    type="number"
                    name="quantity"
                    min={1}
                    max={99}
                    inputMode="numeric"
                    defaultValue={line.quantity}
                  />
                  <button
                    type="submit"
                    name="step"
                    value="1"
                    className="stepper__button"
                    aria-label={labels.increase}
                    disabled={line.quantity >= 99}
                  >
                    +
                  </button>
                  <button type="submit" className="cart-line__update">
                    {labels.update}
                  </button>
                </form>
                <p className="cart-line__total">
                  <span className="visually-hidden">{labels.lineTotal}: </span>
                  {money(line.extended_sale_price)}
                </p>
                <form className="cart-line__remove" method="post" action={props.actions.remove} onSubmit={onRemove(line)}>
                  {hidden(line)}
                  <button type="submit" className="link-button" aria-label={fill(labels.removeItem, { name: line.name })}>
                    {labels.remove}
                  </button>
                </form>
                {lineErrors[line.id] ? (
                  <p className="cart-line__error" role="alert">
                    {lineErrors[line.id]}
                  </p>
                ) : null}
              </li>
            ))}
          </ul>
          <div className="cart__aside">
            <CartSummary cart={shown} labels={labels} />
            {props.checkout.post ? (
              <form method="post" action={props.checkout.href}>
                <input type="hidden" name="csrf_token" value={props.session.csrfToken} />
                <button type="submit" className="button button--primary cart__checkout">
                  {props.checkout.label}
                </button>
              </form>
            ) : (
              <p>
                <a className="button button--primary cart__checkout" href={props.checkout.href}>
                  {props.checkout.label}
                </a>
              </p>
            )}
          </div>
        </div>
      )}
    </div>
  );
}
