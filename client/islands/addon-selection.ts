/**
 * The add-ons a shopper has picked to go with the product (spec §2 add-on button). The
 * add-ons panel streams in after the buy panel as an island of its own; this shared state
 * is how the buy form learns which of them to add with the product.
 */
import { useSyncExternalStore } from 'react';
import type { AddOn } from '../components/AddOns';

let selected: readonly AddOn[] = [];
const listeners = new Set<() => void>();

export function toggleAddOn(addOn: AddOn): void {
  selected = selected.some((a) => a.productId === addOn.productId)
    ? selected.filter((a) => a.productId !== addOn.productId)
    : [...selected, addOn];
  listeners.forEach((listener) => listener());
}

export function selectedAddOns(): readonly AddOn[] {
  return selected;
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const none: readonly AddOn[] = [];

/** Product ids of the picked add-ons; none in the server render. */
export function useSelectedAddOns(): readonly AddOn[] {
  return useSyncExternalStore(subscribe, selectedAddOns, () => none);
}
