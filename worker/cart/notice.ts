/**
 * What a no-JS cart form did, carried back to the page it returns to (303) in the query:
 * `?cart_status=added` or `?cart_error=insufficient_stock&available=3`. Any page with a
 * cart form shows it with `cartNotice()`.
 */
import type { DisplayText } from '../../shared/display-text';

export type CartStatus = 'added' | 'updated' | 'removed';

export interface CartNotice {
  kind: 'status' | 'error';
  text: string;
}

/** The return path with the outcome set (and any earlier outcome cleared). */
export function withOutcome(path: string, outcome: { status: CartStatus } | { error: string; available?: number | null }): string {
  const url = new URL(path, 'https://loipe.invalid');
  for (const key of ['cart_status', 'cart_error', 'available']) url.searchParams.delete(key);
  if ('status' in outcome) url.searchParams.set('cart_status', outcome.status);
  else {
    url.searchParams.set('cart_error', outcome.error);
    if (typeof outcome.available === 'number') url.searchParams.set('available', String(outcome.available));
  }
  return url.pathname + url.search;
}

export function cartNotice(search: URLSearchParams, text: DisplayText): CartNotice | null {
  const status = search.get('cart_status');
  if (status === 'added') return { kind: 'status', text: text['cart.status.added'] };
  if (status === 'updated') return { kind: 'status', text: text['cart.status.updated'] };
  if (status === 'removed') return { kind: 'status', text: text['cart.status.removed'] };
  const error = search.get('cart_error');
  if (!error) return null;
  const available = Number(search.get('available'));
  switch (error) {
    case 'insufficient_stock':
      return {
        kind: 'error',
        text:
          Number.isInteger(available) && available > 0
            ? text['cart.error.stock'].replace('{count}', String(available))
            : text['cart.error.soldOut'],
      };
    case 'invalid_quantity':
      return { kind: 'error', text: text['cart.error.quantity'] };
    case 'too_many_lines':
      return { kind: 'error', text: text['cart.error.lines'] };
    case 'item_not_found':
    case 'cart_not_found':
      return { kind: 'error', text: text['cart.error.item'] };
    case 'variant_required':
      return { kind: 'error', text: text['cart.error.options'] };
    case 'product_not_found':
    case 'variant_not_found':
    case 'not_purchasable':
      return { kind: 'error', text: text['cart.error.product'] };
    case 'shopping_unavailable':
      return { kind: 'error', text: text['cart.notInRegion'] };
    default:
      return { kind: 'error', text: text['cart.updateError'] };
  }
}
