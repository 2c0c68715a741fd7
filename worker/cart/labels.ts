/** Every string the cart islands and pages show, from the page's display text (islands take text as props). */
import type { CartLinesLabels } from '../../client/islands/CartLines';
import type { CartSummaryLabels } from '../../client/islands/CartSummary';
import type { DisplayText } from '../../shared/display-text';

export function summaryLabels(t: DisplayText): CartSummaryLabels {
  return {
    summary: t['cart.summary'],
    subtotal: t['cart.subtotal'],
    shipping: t['cart.shipping'],
    shippingFree: t['cart.shippingFree'],
    shippingAtCheckout: t['cart.shippingAtCheckout'],
    total: t['cart.total'],
    taxNote: t['cart.taxNote'],
    freeShippingSpend: t['cart.freeShippingSpend'],
    freeShippingReached: t['cart.freeShippingReached'],
    freeShippingProgress: t['cart.freeShippingProgress'],
  };
}

export function linesLabels(t: DisplayText): CartLinesLabels {
  return {
    ...summaryLabels(t),
    lines: t['route.cart.title'],
    empty: t['cart.empty'],
    startShopping: t['cart.startShopping'],
    remove: t['cart.remove'],
    removeItem: t['cart.removeItem'],
    increase: t['cart.increase'],
    decrease: t['cart.decrease'],
    quantityOf: t['cart.quantityOf'],
    update: t['cart.update'],
    unitPrice: t['cart.unitPrice'],
    lineTotal: t['cart.lineTotal'],
    option: t['cart.option'],
    updated: t['cart.status.updated'],
    removed: t['cart.status.removed'],
    errorStock: t['cart.error.stock'],
    errorSoldOut: t['cart.error.soldOut'],
    errorQuantity: t['cart.error.quantity'],
    errorItem: t['cart.error.item'],
    errorGeneric: t['cart.updateError'],
  };
}

/** Commerce option names (`Color`, `Size`, `Length`) in the page's language. */
export function optionNames(t: DisplayText): Record<string, string> {
  return { Color: t['product.colour'], Size: t['product.size'], Length: t['product.length'] };
}
