/**
 * Placing an order: what `POST /api/orders` and the checkout page's last step
 * share. Amounts come from the catalog, the store's shipping rules and tax table, never
 * from the client. The card is charged first; the order then commits in one D1 batch with
 * the stock it takes; a short line or a racing duplicate refunds the charge and changes
 * nothing. Only after the commit is the cart let go of. Failures come back as Problems.
 *
 * `placeOrder` reads as its steps: key → cart → price → ship → card → totals → reserve →
 * charge → record → settle. The pure rules are in rules.ts and placement.ts.
 */
import { orderTotals } from './order-totals';
import { checkCard } from '../rules/card';
import type { ShippingOption } from './shipping-options';
import type { CartRecord } from '../cart';
import type { PlacedOrder } from '../ports/commerce';
import type { RequestCalls } from '../ports/context';
import { sessionDigest } from '../edge/session-records';
import { letGoOfCart, ownedCart, pricingOf, type Shopper } from '../cart';
import type { Outcome, Problem } from '../edge/errors';
import { parseCustomerId } from '../rules/owner';
import type { OrderMailLanguage } from './mail';
import type { OrderRequest } from './schemas';
import { orderFingerprint } from './fingerprint';
import { quoteShipping } from './shipping';
import { placementOf } from './placement';
import {
  alreadyOrdered,
  cardProblem,
  cartEmpty,
  cartUnreachable,
  declined,
  idempotencyMismatch,
  lineUnavailable,
  methodNotOffered,
  noShippingZone,
  restatedProducts,
  shortLinesOf,
  shortProblem,
  subtotalOfLines,
} from './rules';
import type { OrderDeps, PlaceOutcome, PricedCartLine } from './types';
import { checkoutClosed } from './checkout-open';

type Mx = ReturnType<RequestCalls['commerce']>;
type Failed = { ok: false; problem: Problem };

/** The request's identity for idempotency, and the order its scope already placed, if any. */
interface OrderKey {
  scope: string;
  fingerprint: string;
  placedBy: string;
  /** An order this scope already has: the same fingerprint is a replay, another a 422; none: null. */
  earlier(): Promise<Outcome<PlaceOutcome> | null>;
}

async function keyOf(deps: OrderDeps, mx: Mx, shopper: Shopper, request: OrderRequest, idempotencyKey: string): Promise<OrderKey> {
  const session = await shopper.session.ensure();
  const placedBy = await sessionDigest(session.id);
  const scope = `${placedBy}:${idempotencyKey}`;
  const fingerprint = await orderFingerprint(request);
  const earlier = async (): Promise<Outcome<PlaceOutcome> | null> => {
    const existing: PlacedOrder | null = await deps.commerce.getPlacedOrder(mx, { scope });
    if (!existing) return null;
    if (existing.checkout.fingerprint !== fingerprint) return idempotencyMismatch();
    return { ok: true, value: { placed: existing, replayed: true } };
  };
  return { scope, fingerprint, placedBy, earlier };
}

/** A cart gone (404) may be gone because a racing request with this very key just ordered it: answer that order. */
async function replayOrFail(key: OrderKey, failed: Failed): Promise<Outcome<PlaceOutcome>> {
  return (failed.problem.status === 404 && (await key.earlier())) || failed;
}

/** Every cart line at today's catalog price (the shopper's group's) and live stock; a short line is refused before any charge. */
async function priceLines(deps: OrderDeps, shopper: Shopper, cart: CartRecord): Promise<Outcome<PricedCartLine[]>> {
  const pricing = pricingOf(shopper);
  const lookups = await Promise.all(
    cart.lines.map((l) => deps.cart.catalog.line(shopper.regions.commerce, l.product_id, l.variant_id, pricing)),
  );
  const lines: PricedCartLine[] = [];
  for (const [index, lookup] of lookups.entries()) {
    if (!lookup.ok) return lineUnavailable(index, cart.lines[index]!.variant_id, lookup.message);
    lines.push({ ...lookup.line, quantity: cart.lines[index]!.quantity });
  }
  const short = shortLinesOf(lines);
  if (short.length) return shortProblem(short, namesOf(lines));
  return { ok: true, value: lines };
}

const namesOf = (lines: readonly PricedCartLine[]) => new Map(lines.map((l) => [l.variant_id, l.name]));

/** The shipping method the request names, among those offered to its address for this subtotal. */
async function chooseShipping(
  deps: OrderDeps,
  shopper: Shopper,
  request: OrderRequest,
  subtotal: number,
): Promise<Outcome<ShippingOption>> {
  const destination = { country: request.shipping_address.country_code, state: request.shipping_address.state_or_province };
  const quote = await quoteShipping(deps, shopper, destination, subtotal);
  if (!quote) return noShippingZone();
  const method = quote.options.find((o) => o.id === request.shipping_method_id);
  return method ? { ok: true, value: method } : methodNotOffered();
}

/**
 * The cart's reads look for an order only once one was begun from it: marked
 * before the payment, so an order the cart's deletion missed is always found.
 */
function markOrdering(deps: OrderDeps, cartId: string): Promise<'marked' | 'gone' | 'failed'> {
  return deps.cart.storage.update(cartId, { type: 'ordering' }).then(
    (result) => (result === null ? 'gone' : result.ok ? 'marked' : 'failed'),
    (error: unknown) => {
      console.error(`cart ${cartId}: could not be marked as ordering`, error);
      return 'failed' as const;
    },
  );
}

async function refund(deps: OrderDeps, mx: Mx, paymentId: string) {
  try {
    await deps.payment.refund(mx, paymentId);
  } catch (error) {
    console.error(`payment ${paymentId}: refund after a failed order did not go through`, error);
  }
}

export async function placeOrder(
  deps: OrderDeps,
  shopper: Shopper,
  request: OrderRequest,
  idempotencyKey: string,
  /** The language the order is placed in: its mail is written in it. */
  language: OrderMailLanguage,
): Promise<Outcome<PlaceOutcome>> {
  // closed: nothing is read, reserved or charged (the routes ask first; this keeps every caller to it).
  const closed = checkoutClosed(deps.payment);
  if (closed) return { ok: false, problem: closed };
  const region = shopper.regions.commerce;
  const mx = deps.call.commerce(region, 'network-only');

  // key: the same key and body again answers the order placed the first time.
  const key = await keyOf(deps, mx, shopper, request, idempotencyKey);
  const earlier = await key.earlier();
  if (earlier) return earlier;

  // cart: the session's own, with something in it.
  const owned = await ownedCart(deps.cart, shopper, request.cart_id);
  if (!owned.ok) return replayOrFail(key, owned);
  const cart = owned.value;
  if (cart.lines.length === 0) return cartEmpty();

  // price, ship, card: every refusal before anything is charged or changed.
  const priced = await priceLines(deps, shopper, cart);
  if (!priced.ok) return priced;
  const lines = priced.value;
  const method = await chooseShipping(deps, shopper, request, subtotalOfLines(lines));
  if (!method.ok) return method;
  const cardIssues = checkCard(request.payment, deps.now());
  if (cardIssues.length) return cardProblem(cardIssues);

  // totals: the store's tax table for the destination, in the region's currency.
  const [table, currency] = await Promise.all([deps.commerce.getTaxTable(mx), deps.cart.catalog.currency(region)]);
  const destination = { country: request.shipping_address.country_code, state: request.shipping_address.state_or_province };
  const totals = orderTotals(
    lines.map((l) => ({ variant_id: l.variant_id, unit_price: l.sale_price, quantity: l.quantity })),
    method.value.cost,
    table,
    destination,
  );

  // reserve: the cart is marked as ordering; gone since it was read may again be this key's racing twin.
  const marked = await markOrdering(deps, cart.id);
  if (marked === 'gone') {
    const again = await ownedCart(deps.cart, shopper, cart.id);
    if (!again.ok) return replayOrFail(key, again);
  }
  if (marked !== 'marked') return cartUnreachable();

  // charge
  const charge = await deps.payment.charge(mx, {
    amount: totals.total,
    currency: currency.code,
    card: request.payment,
    reference: key.scope,
  });
  if (!charge.ok) return declined(charge.code, charge.message);

  // record: one batch with the stock it takes and the mail; any failure refunds the charge.
  const placement = placementOf({
    request,
    region,
    customerId: parseCustomerId(shopper.customerId),
    currency,
    lines,
    totals,
    method: method.value,
    payment: charge.payment,
    key,
    cartId: cart.id,
    language,
  });
  const result = await deps.commerce.placeOrder(mx, placement).catch(async (error: unknown) => {
    await refund(deps, mx, charge.payment.id);
    throw error;
  });
  if (!result.ok) {
    await refund(deps, mx, charge.payment.id);
    if (result.reason === 'short_stock') return shortProblem(result.lines, namesOf(lines));
    // A racing request with this key won: answer its order. Else another key ordered this cart.
    return (await key.earlier()) ?? alreadyOrdered(cart.id);
  }

  // settle: pages whose stock line changed go; the order stands, so letting go of the cart may fail (redone on its next read).
  const restated = restatedProducts(lines);
  if (restated.length) deps.stockShown?.(restated);
  await letGoOfCart(deps.cart, shopper, cart.id);
  return { ok: true, value: { placed: result.placed, replayed: false } };
}
