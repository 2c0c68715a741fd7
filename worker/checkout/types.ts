/** The order service's vocabulary: what a request hands it and what placing an order answers. */
import type { CatalogLine } from '../cart';
import type { CommerceProvider, PlacedOrder } from '../ports/commerce';
import type { RequestCalls } from '../ports/context';
import type { PaymentProvider } from '../ports/payment';
import type { CartDeps } from '../cart';

export interface OrderDeps {
  commerce: CommerceProvider;
  call: RequestCalls;
  payment: PaymentProvider;
  cart: CartDeps;
  now: () => Date;
  /** Told which products' stock lines an order changed (a low count, a sell-out), so their cached pages go. */
  stockShown?: (productIds: number[]) => void;
}

export interface PricedCartLine extends CatalogLine {
  quantity: number;
}

export interface PlaceOutcome {
  placed: PlacedOrder;
  /** The same key and body again: the order placed the first time. */
  replayed: boolean;
}
