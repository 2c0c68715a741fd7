/**
 * The cart service's vocabulary: what a request hands it (its deps, the shopper). Kept apart
 * from the use cases so every cart module can name them (its answers are Outcomes, edge/errors.ts).
 */
import { RETAIL_PRICING, type PricingRules } from '../rules/discounts';
import { RETAIL_PRICING_KEY, type CartRecord } from './lines';
import type { Regions } from '../rules/regions';
import type { SessionHandle } from '../edge/session-records';
import type { CartStorage } from './storage';
import type { CartCatalog } from './catalog';

export interface CartDeps {
  storage: CartStorage;
  catalog: CartCatalog;
  /** URL of a product picture by media id, at the size cart lines show it. */
  imageUrl: (imageId: string) => string;
  /**
   * Whether an order was placed from this cart. Such a cart is let go of on its
   * next read: the order commits before the cart is cleared, and a failed clear is redone here.
   */
  ordered?: (cart: CartRecord) => Promise<boolean>;
}

export interface Shopper {
  session: SessionHandle;
  regions: Regions;
  customerId: string | null;
  /** The signed-in customer's group pricing; absent: retail, the guest group. */
  pricing?: ShopperPricing;
}

export interface ShopperPricing extends PricingRules {
  /** Names the pricing a cart's lines hold (cart-lines `pricedFor`). */
  key: string;
  groupId: number | null;
}

/** The pricing a shopper's lines take: their group's, else retail. Checkout prices with it too. */
export const pricingOf = (shopper: Shopper): PricingRules => shopper.pricing ?? RETAIL_PRICING;
export const pricingKeyOf = (shopper: Shopper): string => shopper.pricing?.key ?? RETAIL_PRICING_KEY;

export interface RequestedItem {
  product_id: number;
  variant_id: number | null;
  quantity: number;
}
