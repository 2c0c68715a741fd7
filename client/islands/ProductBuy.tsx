import { useEffect, useMemo, useState, type FormEvent, type MouseEvent } from 'react';
import { addToCartEvent, pushEvent, type AnalyticsProduct } from '../../shared/analytics';
import { setCartRegion } from '../lib/cart-state';
import { fill } from '../../shared/fill';
import { stockState } from '../../shared/price';
import { announceColor, announceVariant } from '../lib/variant-events';
import { canBuy, chooseValue, maxQuantity, selectionHref, valueState, variantById, type SelectableVariant } from '../../shared/variants';
import { PriceBlock } from '../components/PriceBlock';
import type { CardLabels, PriceDisplay } from '../components/shop-types';
import { selectedAddOns } from './addon-selection';
import { withAvailability, type Availability } from '../../shared/availability';

export interface BuyOption {
  id: number;
  name: 'Color' | 'Size' | 'Length';
  label: string;
  /** `display` (a translated colour name) only where it differs from `label`. */
  values: { id: number; label: string; display?: string; hex?: string }[];
}

/**
 * A variant as the props carry it: `purchasable` only where it is false, and each option's
 * value as its position in that option's `values` (one digit, not a seven-digit id again).
 */
export type WireBuyVariant = Omit<BuyVariant, 'purchasable' | 'values'> & { purchasable?: boolean; values: number[] };

/** The props' variant with its value ids and `purchasable` restored (the server packs it: worker/catalog/product-buy.ts). */
export function unpackBuyVariant(v: WireBuyVariant, options: readonly BuyOption[]): BuyVariant {
  return { ...v, values: v.values.map((index, i) => options[i]?.values[index]?.id ?? -1), purchasable: v.purchasable ?? true };
}

export interface BuyVariant extends SelectableVariant {
  sku: string;
  /** Left out where it is the props' `price` (every variant of most products). */
  price?: PriceDisplay | null;
  /** Only where the variant's prices differ from the product's `analytics`. */
  analytics?: Pick<AnalyticsProduct, 'price' | 'original_price' | 'sale_price'>;
}

/** The sale labels are there only where some price of the product is a sale (the island fills them in as empty strings otherwise). */
export interface ProductBuyLabels extends Partial<Pick<CardLabels, 'rrp' | 'originalPrice' | 'salePrice' | 'save'>> {
  quantity: string;
  addToCart: string;
  adding: string;
  added: string;
  addError: string;
  viewCart: string;
  inStock: string;
  lowStock: string;
  outOfStock: string;
  soldOut: string;
  /** Only where some stock is unknown (the props leave it out otherwise). */
  stockUnknown?: string;
  /** Only outside shopping regions. */
  findDealer?: string;
  notSoldHere?: string;
}

export interface ProductBuyProps {
  productId: number;
  /** The `crumbs` the page was opened with (spec §2), kept in the links of its choices. */
  crumbs: string | null;
  /** Commerce region: the cart client sends it with every call. */
  region: string;
  path: string;
  action: string;
  cartHref: string;
  /** Only on a page with a session (a visitor without one posts the form without a token); empty on a page the edge fills (worker/page-cache/personal.ts). */
  csrfToken?: string | null;
  shopping: boolean;
  /** Only outside shopping regions, where the panel links the stores instead of a cart. */
  dealerHref?: string;
  /** Outside shopping regions: the country's price from the content entry. */
  catalogPrice: PriceDisplay | null;
  options: BuyOption[];
  /** The price of each variant that does not carry its own. */
  price: PriceDisplay | null;
  variants: WireBuyVariant[];
  initialVariantId: number;
  stockKnown: boolean;
  /** Without the id when it is `productId`, and without the original and sale prices at a regular price (original = price, no sale). */
  analytics: Omit<AnalyticsProduct, 'id' | 'original_price' | 'sale_price'> &
    Partial<Pick<AnalyticsProduct, 'id' | 'original_price' | 'sale_price'>>;
  labels: ProductBuyLabels;
}

/** The product's analytics as the props' packBuyAnalytics (worker/catalog/product-buy.ts) left them, whole again. */
export function unpackBuyAnalytics(wire: ProductBuyProps['analytics'], productId: number): AnalyticsProduct {
  return { id: productId, original_price: wire.price, sale_price: null, ...wire };
}

/** The cart client (with SWR) loads on the shopper's first sign of buying, not with the page. */
const loadCartClient = () => import('../lib/cart-client');

/**
 * Options and add-to-cart (spec §2, §5). Every option value is a link to its variant, and
 * the form is a real POST to /{lang}/cart/add, so both work without JavaScript. With it,
 * choices update in place (the URL keeps the variant) and the form adds through the cart
 * client, which refreshes the header's mini-cart.
 */
export default function ProductBuy(props: ProductBuyProps) {
  const { options } = props;
  const labels = { rrp: '', originalPrice: '', salePrice: '', save: '', ...props.labels };
  // The page may come from the cache: the units of now are read once the panel is live (shared/availability.ts).
  const [live, setLive] = useState<Availability>();
  const { productId, region, shopping } = props;
  useEffect(() => {
    if (shopping)
      fetch(`/api/products/${productId}/availability`, { headers: { region } })
        .then((res) => (res.ok ? (res.json() as Promise<{ data?: Availability }>) : null))
        .then((body) => setLive(body?.data))
        // Offline or refused: the page's own figures stand, and the order path refuses what is gone.
        .catch(() => {});
  }, [productId, region, shopping]);
  const variants = useMemo(
    () => props.variants.map((v) => withAvailability(unpackBuyVariant(v, options), live)),
    [props.variants, options, live],
  );
  const [chosen, setChosen] = useState(props.initialVariantId);
  // The chosen variant with the live figures; the server names one of the product's own.
  const variant = variantById(variants, chosen) ?? variants[0]!;
  const [quantity, setQuantity] = useState(1);
  const [status, setStatus] = useState<'idle' | 'adding' | 'added' | 'error'>('idle');
  const colorIndex = options.findIndex((o) => o.name === 'Color');
  const colorOf = (v: BuyVariant) =>
    colorIndex >= 0 ? (options[colorIndex]!.values.find((x) => x.id === v.values[colorIndex]) ?? null) : null;
  const hrefOf = (v: BuyVariant) =>
    selectionHref(props.path, v.id, colorOf(v)?.label ?? null, props.crumbs ? { crumbs: props.crumbs } : {});

  const select = (optionIndex: number, valueId: number) => (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    const next = chooseValue(variants, variant, optionIndex, valueId);
    setChosen(next.id);
    setStatus('idle');
    history.replaceState(history.state, '', hrefOf(next));
    announceVariant(next.id);
    const color = colorOf(next);
    if (optionIndex === colorIndex && color) announceColor(color.label);
  };

  const price = variant.price === undefined ? props.price : variant.price;
  const buyable = canBuy(variant);
  const stock = props.stockKnown ? stockState(variant.stock) : null;
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!buyable || status === 'adding') return;
    const form = event.currentTarget;
    setStatus('adding');
    setCartRegion(props.region);
    let addToCart: Awaited<ReturnType<typeof loadCartClient>>['addToCart'];
    try {
      ({ addToCart } = await loadCartClient());
    } catch {
      // The chunk could not be fetched (offline, a newer deploy): post the form as without JavaScript.
      form.submit();
      return;
    }
    try {
      await addToCart({ productId: props.productId, variantId: variant.id, quantity });
      // Add-ons picked in the add-ons panel (ProductAddOns) go in with the product.
      for (const addOn of selectedAddOns()) {
        await addToCart({ productId: addOn.productId, variantId: addOn.variantId, quantity: 1 });
      }
      pushEvent(
        addToCartEvent({
          ...unpackBuyAnalytics(props.analytics, props.productId),
          ...variant.analytics,
          variant_id: variant.id,
          sku: variant.sku,
          quantity,
        }),
      );
      setStatus('added');
    } catch {
      setStatus('error');
    }
  };

  return (
    <div className="buy">
      {props.shopping ? (
        price ? (
          <PriceBlock price={price} labels={labels} size="page" />
        ) : null
      ) : props.catalogPrice ? (
        <PriceBlock price={props.catalogPrice} labels={labels} size="page" />
      ) : null}
      {options.map((option, optionIndex) => {
        const chosen = option.values.find((v) => v.id === variant.values[optionIndex]);
        return (
          <fieldset key={option.id} className={`option option--${option.name.toLowerCase()}`}>
            <legend className="option__legend">
              {`${option.label}: `}
              <span className="option__chosen">{chosen ? (chosen.display ?? chosen.label) : ''}</span>
            </legend>
            <ul className="option__values">
              {option.values.map((value) => {
                const state = valueState(variants, variant, optionIndex, value.id);
                const target = chooseValue(variants, variant, optionIndex, value.id);
                const selected = value.id === chosen?.id;
                const soldOut = props.stockKnown && props.shopping && state === 'sold-out';
                const shown = value.display ?? value.label;
                // A swatch is named by its title; a text value by its own text; either carries an
                // aria-label only when sold out (the title or text would not say so). Available is
                // the state CSS draws without an attribute.
                const swatch = option.name === 'Color';
                return (
                  <li key={value.id}>
                    <a
                      href={hrefOf(target)}
                      className={`option__value${swatch ? ' option__value--swatch' : ''}`}
                      data-state={soldOut ? 'sold-out' : state === 'available' ? undefined : state}
                      aria-current={selected ? 'true' : undefined}
                      aria-label={soldOut ? fill(labels.soldOut, { value: shown }) : undefined}
                      title={swatch ? shown : undefined}
                      style={value.hex ? ({ '--swatch': value.hex } as React.CSSProperties) : undefined}
                      onClick={select(optionIndex, value.id)}
                      rel="nofollow"
                    >
                      {swatch ? null : shown}
                    </a>
                  </li>
                );
              })}
            </ul>
          </fieldset>
        );
      })}
      {props.shopping ? (
        <>
          <p className={`stock stock--${stock?.kind ?? 'unknown'}`} role="status">
            {!buyable && props.stockKnown
              ? labels.outOfStock
              : stock === null
                ? labels.stockUnknown
                : stock.kind === 'low'
                  ? fill(labels.lowStock, { count: stock.count })
                  : stock.kind === 'out'
                    ? labels.outOfStock
                    : labels.inStock}
          </p>
          <form
            className="buy__form"
            method="post"
            action={props.action}
            onSubmit={submit}
            onPointerEnter={() => void loadCartClient().catch(() => undefined)}
            onFocus={() => void loadCartClient().catch(() => undefined)}
          >
            <input type="hidden" name="product_id" value={props.productId} />
            <input type="hidden" name="variant_id" value={variant.id} />
            <input type="hidden" name="return_to" value={hrefOf(variant)} />
            {props.csrfToken != null ? <input type="hidden" name="csrf_token" value={props.csrfToken} /> : null}
            <label className="buy__quantity">
              <span>{labels.quantity}</span>
              <input
                className="field__input"
                type="number"
                name="quantity"
                min={1}
                max={maxQuantity(variant.stock)}
                value={quantity}
                inputMode="numeric"
                onChange={(e) => setQuantity(Math.max(1, Math.min(maxQuantity(variant.stock), Math.floor(Number(e.target.value) || 1))))}
              />
            </label>
            <button type="submit" className="button button--primary buy__submit" disabled={!buyable || status === 'adding'}>
              {status === 'adding' ? labels.adding : buyable ? labels.addToCart : labels.outOfStock}
            </button>
          </form>
          <p className="buy__status" role="status" aria-live="polite">
            {status === 'added' ? (
              <>
                {labels.added} <a href={props.cartHref}>{labels.viewCart}</a>
              </>
            ) : status === 'error' ? (
              labels.addError
            ) : (
              ''
            )}
          </p>
        </>
      ) : (
        <div className="buy__dealer">
          <p>{labels.notSoldHere}</p>
          <a className="button button--primary" href={props.dealerHref}>
            {labels.findDealer}
          </a>
        </div>
      )}
    </div>
  );
}
