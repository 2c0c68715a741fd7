import { ProductSection } from '../components/ProductSection';
import type { GridLabels } from '../components/shop-types';
import type { DeferredCards } from '../components/ProductSection';
import { Island } from '../islands/Island';
import type { CartLinesProps } from '../islands/CartLines';
import { DataLayerScript } from '../components/DataLayerScript';
import { viewCartEvent } from '../../shared/cart-analytics';

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
  return notice.kind === 'error' ? (
    <p className="cart-notice cart-notice--error" role="alert">
      {notice.text}
    </p>
  ) : (
    <p className="cart-notice" role="status">
      {notice.text}
    </p>
  );
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
          <p>
            <a className="button button--primary" href={catalogue.storesHref}>
              {catalogue.storesLabel}
            </a>
          </p>
        </section>
      ) : lines ? (
        <>
          {/* GA4 view_cart: once per view of a cart with lines, as the page is parsed. */}
          <DataLayerScript events={[viewCartEvent(lines.cart)]} />
          <Island name="cart-lines" props={lines} />
        </>
      ) : empty ? (
        <>
          <div className="cart__empty">
            <p>{empty.text}</p>
            <p>
              <a className="button button--primary" href={empty.shopHref}>
                {empty.shopLabel}
              </a>
            </p>
          </div>
          <ProductSection
            id="cart-suggestions"
            title={empty.suggestions.title}
            cards={empty.suggestions.cards}
            labels={empty.suggestions.labels}
            eager={0}
          />
        </>
      ) : null}
    </div>
  );
}

/** A cart form that came back without a valid session token (expired session, or a forged post): 403 with a way back. */
export function SessionExpiredPage({ title, text, back }: { title: string; text: string; back: { href: string; label: string } }) {
  return (
    <section className="cart-page cart-page--expired">
      <h1>{title}</h1>
      <p>{text}</p>
      <p>
        <a className="button button--primary" href={back.href}>
          {back.label}
        </a>
      </p>
    </section>
  );
}
