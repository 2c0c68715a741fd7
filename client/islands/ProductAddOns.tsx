import { AddOns, type AddOn } from '../components/AddOns';
import { toggleAddOn, useSelectedAddOns } from './addon-selection';

export interface ProductAddOnsProps {
  items: AddOn[];
  /** The no-JS add form's action and token (each add-on is a small form of its own). */
  action: string;
  csrfToken?: string | null;
  returnTo: string;
  /** Product ids in the shopper's cart when the page was rendered ("Added to cart!"). */
  inCart: number[];
  labels: { addOnsTitle: string; addOn: string; removeAddOn: string; added: string };
}

/**
 * The add-on products of the product's category (spec §2), streamed after the buy panel:
 * picking one marks it to be added with the product by the buy form (ProductBuy).
 */
export default function ProductAddOns(props: ProductAddOnsProps) {
  const selected = useSelectedAddOns().map((a) => a.productId);
  return (
    <AddOns
      items={props.items}
      selected={selected}
      onToggle={(id) => {
        const addOn = props.items.find((a) => a.productId === id);
        if (addOn) toggleAddOn(addOn);
      }}
      action={props.action}
      csrfToken={props.csrfToken ?? null}
      returnTo={props.returnTo}
      inCart={props.inCart}
      labels={props.labels}
    />
  );
}
