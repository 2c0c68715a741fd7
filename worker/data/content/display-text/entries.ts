/**
 * The dictionary as the content service stores it: display text entries, one per area
 * of the UI (the key's first segment), and duplicate display text entries that reuse
 * them by reference (spec §3, served by /api/interstack/references).
 */
import type { DuplicateDisplayText } from '../../../ports/content/editorial-entries';

/** Stack the display text entries live in; interstack references name it. */
export const DISPLAY_TEXT_API_KEY = 'loipe-main';

/** `cart.subtotal` → entry `display-text-cart`. */
export function displayTextEntryUid(key: string): string {
  return `display-text-${key.slice(0, key.indexOf('.') === -1 ? key.length : key.indexOf('.'))}`;
}

const refs = (...areas: string[]): DuplicateDisplayText['display_text'] =>
  areas.map((area) => ({ entry_uid: `display-text-${area}`, content_type: 'display_text', api_key: DISPLAY_TEXT_API_KEY }));

export const duplicateDisplayText: DuplicateDisplayText[] = [
  { uid: 'duplicate-product-page', title: 'Product page', display_text: refs('product', 'card', 'tag', 'cart') },
  { uid: 'duplicate-product-grid', title: 'Product grid', display_text: refs('card', 'grid', 'tag', 'sort') },
  { uid: 'duplicate-cart', title: 'Cart and mini-cart', display_text: refs('cart', 'product') },
  { uid: 'duplicate-account', title: 'Account', display_text: refs('account', 'address', 'orders', 'form') },
  { uid: 'duplicate-pro', title: 'Pro area', display_text: refs('pro', 'account', 'form') },
  { uid: 'duplicate-stores', title: 'Store locator', display_text: refs('stores', 'day', 'hours') },
];
