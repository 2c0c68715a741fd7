/**
 * The payment port (DESIGN §7 "payment"). Every method takes the call's CommerceContext
 * first (region, signal, cache policy, waitUntil; worker/ports/context.ts) and fails with a
 * ProviderError. The embedded default is a test processor with the card networks' test
 * numbers; the hosted adapter hands the shopper to the commerce platform's own checkout
 * (spec §7 `customers/bclogin`), so it takes no card itself.
 */
import type { CommerceContext } from '../context';
import type { CardBrand } from '../../rules/card';

export interface CardDetails {
  number: string;
  exp_month: number;
  exp_year: number;
  cvc: string;
  name: string;
}

export interface ChargeRequest {
  /** Minor units; the server computed it, never the client. */
  amount: number;
  currency: string;
  card: CardDetails;
  /** The order's idempotency scope: a processor never charges the same key twice. */
  reference: string;
}

/** All that is kept of a card: brand and last four digits. */
export interface Payment {
  id: string;
  brand: CardBrand;
  last4: string;
  amount: number;
  currency: string;
}

export type ChargeResult =
  | { ok: true; payment: Payment }
  | { ok: false; code: 'card_declined' | 'insufficient_funds' | 'processing_error'; message: string };

export interface HandOff {
  /** The signed-in customer the platform signs in, or null for a guest. */
  customerId: number | null;
  /** Path on the storefront to land on (e.g. `/checkout`), already checked by safeReturnPath. */
  redirect: string;
  /** This site's origin, for adapters whose checkout is our own page. */
  origin: string;
}

export interface PaymentProvider {
  readonly name: string;
  /** Takes the money, or says why not; nothing is stored for a refusal. */
  charge(px: CommerceContext, request: ChargeRequest): Promise<ChargeResult>;
  /** Gives a charge back in full (the order could not be committed after all). */
  refund(px: CommerceContext, paymentId: string): Promise<void>;
  /** Spec §7 `customers/bclogin`: the URL of the platform's checkout for this shopper. */
  checkoutUrl(px: CommerceContext, handOff: HandOff): Promise<string>;
}
