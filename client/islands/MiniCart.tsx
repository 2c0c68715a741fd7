import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { CART_EVENT, setCartRegion, useCartState, type CartEventDetail } from '../lib/cart-state';
import { parseCountCookie } from '../lib/cart-math';
import { fill } from '../../shared/fill';
import { countText } from '../../shared/count-text';
import type { MiniCartLabels } from './mini-cart-labels';

/** The drawer's lines need the cart client (SWR): loaded on first open, or when pointed at. */
const loadLines = () => import('../components/MiniCartLines');
/** A chunk that cannot be fetched (offline, a newer deploy) shows the drawer's failure text. */
const MiniCartLines = lazy(() =>
  loadLines().catch(() => ({
    default: ({ labels }: { localePrefix: string; labels: MiniCartLabels }) => <p role="alert">{labels.failed}</p>,
  })),
);

export interface MiniCartProps {
  /** Locale prefix for product links, e.g. `/no-no`; the cart page is `{localePrefix}/cart`. */
  localePrefix: string;
  /** The page's language (BCP 47), for the count's plural form. */
  lang: string;
  /** Content region for the API's region header; commerce region keys the count cookie. */
  region: string;
  commerceRegion: string;
  shopping: boolean;
  /** Units in the cart when the page is personal (cart, product); null on shared pages. */
  count: number | null;
  labels: MiniCartLabels;
}

/**
 * The header's cart: a link to the cart page without JavaScript; with it, a
 * button with the count that opens a drawer (a modal dialog: Escape closes it and focus
 * returns to the button) listing the lines. The count comes from the `cart_count` cookie
 * or the shared cart state, so a page view never has to create a session to show it, and
 * the cart client loads only when the drawer first opens.
 */
export default function MiniCart({ localePrefix, lang, region, commerceRegion, shopping, count, labels }: MiniCartProps) {
  const cartHref = `${localePrefix}/cart`;
  const [mounted, setMounted] = useState(false);
  const [open, setOpen] = useState(false);
  const [cookieCount, setCookieCount] = useState<number | null>(null);
  const [message, setMessage] = useState('');
  const button = useRef<HTMLButtonElement>(null);
  const dialog = useRef<HTMLDialogElement>(null);
  const known = useCartState().count;

  useEffect(() => {
    setCartRegion(region);
    setMounted(true);
    setCookieCount(parseCountCookie(document.cookie, commerceRegion));
    const onChange = (event: Event) => {
      const detail = (event as CustomEvent<CartEventDetail>).detail;
      if (detail.kind === 'added') setMessage(fill(labels.added, { name: detail.name }));
    };
    window.addEventListener(CART_EVENT, onChange);
    return () => window.removeEventListener(CART_EVENT, onChange);
  }, [region, commerceRegion, labels.added]);

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) element.showModal();
    if (!open && element.open) element.close();
  }, [open]);

  const units = known ?? cookieCount ?? count ?? 0;
  const badge =
    units > 0 ? (
      <span className="mini-cart__count" aria-hidden="true">
        {units}
      </span>
    ) : null;

  if (!shopping || !mounted) {
    // A shared page (one the edge keeps for everyone) has no count of its own: the edge writes the
    // cookie's count into this link and into these props (worker/page-cache/personal.ts, from the
    // words in data-count, which it then drops), so hydration draws the link it finds.
    const shown = count;
    return (
      <a
        className="site-header__tool site-header__cart"
        href={cartHref}
        aria-label={shown ? countText(labels.open, shown, lang) : undefined}
        data-count={shopping && count === null ? `${labels.open.one}|${labels.open.other}` : undefined}
      >
        {labels.cart}
        {shopping && shown ? (
          <span className="mini-cart__count" aria-hidden="true">
            {shown}
          </span>
        ) : null}
      </a>
    );
  }

  const prefetch = () => void loadLines().catch(() => undefined);
  const close = () => {
    setOpen(false);
    button.current?.focus();
  };

  return (
    <div className="mini-cart">
      <button
        ref={button}
        type="button"
        className="site-header__tool site-header__cart mini-cart__button"
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls="mini-cart-dialog"
        aria-label={countText(labels.open, units, lang)}
        onClick={() => setOpen(true)}
        onPointerEnter={prefetch}
        onFocus={prefetch}
      >
        {labels.cart}
        {badge}
      </button>
      <p className="visually-hidden" role="status" aria-live="polite">
        {message}
      </p>
      {/* biome-ignore lint/a11y/useKeyWithClickEvents: a click on the backdrop closes; the keyboard closes with Escape (onCancel) */}
      <dialog
        ref={dialog}
        id="mini-cart-dialog"
        className="mini-cart__drawer"
        aria-labelledby="mini-cart-title"
        onCancel={(event) => {
          event.preventDefault();
          close();
        }}
        onClick={(event) => {
          if (event.target === dialog.current) close();
        }}
      >
        <div className="mini-cart__panel">
          <header className="mini-cart__header">
            <h2 id="mini-cart-title">{labels.title}</h2>
            <button type="button" className="mini-cart__close" aria-label={labels.close} onClick={close}>
              ×
            </button>
          </header>
          {open ? (
            <Suspense fallback={<p role="status">{labels.loading}</p>}>
              <MiniCartLines localePrefix={localePrefix} labels={labels} />
            </Suspense>
          ) : null}
          <p className="mini-cart__actions">
            <a className="button button--primary" href={cartHref}>
              {labels.view}
            </a>
          </p>
        </div>
      </dialog>
    </div>
  );
}
