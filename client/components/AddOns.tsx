import type { FormEvent } from 'react';
import { useCartState } from '../lib/cart-state';
import { fill } from '../../shared/fill';
import { IMAGE_QUALITY, imageUrl } from '../../shared/image-url';
import { STUDIO_BACKGROUND } from './Picture';

export interface AddOn {
  productId: number;
  variantId: number;
  uid: string;
  title: string;
  price: string | null;
  image: string;
  href: string;
}

interface AddOnsProps {
  items: AddOn[];
  selected: number[];
  onToggle: (productId: number) => void;
  action: string;
  csrfToken: string | null;
  returnTo: string;
  /** Product ids in the cart when the page was rendered; the shared cart state takes over once known. */
  inCart: number[];
  labels: { addOnsTitle: string; addOn: string; removeAddOn: string; added: string };
}

/**
 * Spec §2 add-on products. Each is its own small form, so without JavaScript its button
 * adds it to the cart at once; with JavaScript the button toggles it (plus or minus
 * icon) to be added together with the product. 'Added to cart!' shows once the cart has it.
 */
export function AddOns({ items, selected, onToggle, action, csrfToken, returnTo, inCart: rendered, labels }: AddOnsProps) {
  const inCart = new Set(useCartState().productIds ?? rendered);
  const toggle = (id: number) => (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onToggle(id);
  };
  return (
    <section className="addons" aria-labelledby="addons-title">
      <h2 id="addons-title" className="addons__title">
        {labels.addOnsTitle}
      </h2>
      {/* data-added and data-id: the edge marks a shared page's add-ons already in the cart (worker/page-cache/personal.ts). */}
      <ul className="addons__list" data-added={labels.added}>
        {items.map((item) => {
          const on = selected.includes(item.productId);
          return (
            <li key={item.uid} className="addon">
              <img
                className="addon__image"
                src={imageUrl({
                  id: item.image,
                  width: 120,
                  height: 120,
                  quality: IMAGE_QUALITY.card,
                  alias: 'loipe',
                  background: STUDIO_BACKGROUND,
                })}
                width={60}
                height={60}
                alt=""
                loading="lazy"
              />
              <div className="addon__text" data-id={item.productId}>
                <a className="addon__name" href={item.href}>
                  {item.title}
                </a>
                {item.price ? <span className="addon__price">{item.price}</span> : null}
                {inCart.has(item.productId) ? (
                  <span className="addon__added" role="status">
                    {labels.added}
                  </span>
                ) : null}
              </div>
              <form method="post" action={action} onSubmit={toggle(item.productId)}>
                <input type="hidden" name="product_id" value={item.productId} />
                <input type="hidden" name="variant_id" value={item.variantId} />
                {/* No quantity field: the cart's form route adds one unit when it is left out. */}
                <input type="hidden" name="return_to" value={returnTo} />
                {csrfToken !== null ? <input type="hidden" name="csrf_token" value={csrfToken} /> : null}
                <button
                  type="submit"
                  className="addon__toggle"
                  aria-pressed={on}
                  aria-label={fill(on ? labels.removeAddOn : labels.addOn, { name: item.title })}
                >
                  <span aria-hidden="true" className={on ? 'addon__icon addon__icon--remove' : 'addon__icon'} />
                </button>
              </form>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
