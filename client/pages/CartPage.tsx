import { ProductSection } from '../components/ProductSection';
import type { GridLabels } from '../components/shop-types';
import type { DeferredCards } from '../components/ProductSection';
import { Island } from '../islands/Island';
import { CartSummary, type CartSummaryLabels } from '../islands/CartSummary';
import { optionText, type CartLinesProps } from '../islands/CartLines';
import type { CartView } from '../lib/cart-client';
import { formatCurrency } from '../lib/currency';
import { fill } from '../lib/fill';

export interface CartNoticeView {
  kind: 'status' | 'error';
  text: string;
}

/** Outside shopping regions (spec §4) the shop is a catalogue: the cart page says so and points to stores. */
export interface CatalogueView {
  title: string;
  text: string;
  storesHref: string;
  storesLabel: string;
}

export interface EmptyCartView {
  text: string;
  shopHref: string;
  shopLabel: string;
  suggestions: { title: string; cards: DeferredCards; labels: GridLabels };
}

export interface CartPageProps {
  title: string;
  notice: CartNoticeView | null;
  catalogue?: CatalogueView;
  empty?: EmptyCartView;
  lines?: CartLinesProps;
}

/** What a no-JS cart form did (`?cart_status=added`, …), on whichever page it returned to. */
export function Notice({ notice }: { notice: CartNoticeView | null }) {
  if (!notice) return null;
  return notice.kind === 'error'
    ? <p className="cart-notice cart-notice--error" role="alert">{notice.text}</p>
    : <p className="cart-notice" role="status">{notice.text}</p>;
}

/** Spec §2 cart page, `/{lang}/cart`: lines, totals and checkout; an empty state with suggestions; or the catalogue note. */
export function CartPage({ title, notice, catalogue, empty, lines }: CartPageProps) {
  return (
    <div className="cart-page">
      <h1>{title}</h1>
      <Notice notice={notice} />
      {catalogue ? (
        <section className="cart-page__catalogue">
          <h2>{catalogue.title}</h2>
          <p>{catalogue.text}</p>
          <p><a className="button button--primary" href={catalogue.storesHref}>{catalogue.storesLabel}</a></p>
        </section>
      ) : lines ? (
        <Island name="cart-lines" props={lines} />
      ) : empty ? (
        <>
          <div className="cart__empty">
            <p>{empty.text}</p>
            <p><a className="button button--primary" href={empty.shopHref}>{empty.shopLabel}</a></p>
          </div>
          <ProductSection id="cart-suggestions" title={empty.suggestions.title} cards={empty.suggestions.cards} labels={empty.suggestions.labels} eager={0} />
        </>
      ) : null}
    </div>
  );
}

export interface CheckoutPageProps {
  title: string;
  intro: string;
  closed: string;
  notice: CartNoticeView | null;
  catalogue?: CatalogueView;
  cart: CartView | null;
  localePrefix: string;
  optionNames: Record<string, string>;
  links: { cart: { href: string; label: string }; stores: { href: string; label: string }; shop: { href: string; label: string } };
  labels: CartSummaryLabels & { empty: string; option: string; quantity: string; lines: string };
}

/** `/{lang}/checkout`: a read-only review of the cart; payment is not taken online yet, and the page says so. */
export function CheckoutPage(props: CheckoutPageProps) {
  const { cart, labels } = props;
  const lines = cart?.line_items.physical_items ?? [];
  return (
    <div className="cart-page checkout-page">
      <h1>{props.title}</h1>
      <Notice notice={props.notice} />
      {props.catalogue ? (
        <section className="cart-page__catalogue">
          <h2>{props.catalogue.title}</h2>
          <p>{props.catalogue.text}</p>
          <p><a className="button button--primary" href={props.catalogue.storesHref}>{props.catalogue.storesLabel}</a></p>
        </section>
      ) : !cart || lines.length === 0 ? (
        <div className="cart__empty">
          <p>{labels.empty}</p>
          <p><a className="button button--primary" href={props.links.shop.href}>{props.links.shop.label}</a></p>
        </div>
      ) : (
        <div className="cart__body">
          <div>
            <p className="checkout-page__intro">{props.intro}</p>
            <ul className="checkout-page__lines" aria-label={labels.lines}>
              {lines.map((line) => (
                <li key={line.id} className="checkout-line">
                  <img src={line.image_url} width={64} height={64} alt="" loading="lazy" />
                  <div>
                    <a href={`${props.localePrefix}${line.url}`}>{line.name}</a>
                    <p className="mini-cart__meta">{optionText(line, props.optionNames, labels.option)}</p>
                    <p className="mini-cart__meta">{fill(labels.quantity, { count: line.quantity })}</p>
                  </div>
                  <p className="checkout-line__total">{formatCurrency(line.extended_sale_price, cart.currency)}</p>
                </li>
              ))}
            </ul>
          </div>
          <div className="cart__aside">
            <CartSummary cart={cart} labels={labels} />
            <p className="checkout-page__closed" role="note">{props.closed}</p>
            <p className="checkout-page__links">
              <a className="button button--primary" href={props.links.stores.href}>{props.links.stores.label}</a>
              <a className="button" href={props.links.cart.href}>{props.links.cart.label}</a>
            </p>
          </div>
        </div>
      )}
    </div>
  );
}

/** A cart form that came back without a valid session token (expired session, or a forged post): 403 with a way back. */
export function SessionExpiredPage({ title, text, back }: { title: string; text: string; back: { href: string; label: string } }) {
  return (
    <section className="cart-page cart-page--expired">
      <h1>{title}</h1>
      <p>{text}</p>
      <p><a className="button button--primary" href={back.href}>{back.label}</a></p>
    </section>
  );
}
