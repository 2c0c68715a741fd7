/**
 * Placing an order (issue 11): what `POST /api/orders` and the checkout page's last step
 * share. Amounts come from the catalog, the store's shipping rules and tax table, never
 * from the client. The card is charged first; the order then commits in one D1 batch with
 * the stock it takes; a short line or a racing duplicate refunds the charge and changes
 * nothing. Only after the commit is the cart let go of. Failures come back as Problems.
 */
import { orderTotals } from '../domain/order-totals';
import { checkCard } from '../domain/card';
import { parseHiddenGroups } from '../domain/shipping';
import { shippingQuote, zoneFor, type ShippingQuote } from '../domain/shipping-options';
import type { CatalogLine } from '../domain/cart-lines';
import type { CommerceProvider, PlacedOrder, AddressFields } from '../providers/commerce';
import type { RequestCalls } from '../providers/context';
import type { PaymentProvider } from '../providers/payment';
import { sessionDigest } from '../stores/session-store';
import {
  letGoOfCart,
  ownedCart,
  pricingOf,
  shopperGroupId,
  type CartDeps,
  type Outcome,
  type Problem,
  type Shopper,
} from '../cart/service';
import type { ApiIssue } from '../http/errors';
import type { OrderRequest, StateCodes } from './schemas';
import { orderMail, type OrderMailLanguage } from './mail';
import { formatCurrency } from '../../shared/currency';
import { sha256Hex } from '../domain/digest';
import { parseCustomerId } from '../domain/owner';
import type { StateLists } from '../domain/states';
import { readStateLists } from '../providers/commerce/state-lists';

export interface OrderDeps {
  commerce: CommerceProvider;
  call: RequestCalls;
  payment: PaymentProvider;
  cart: CartDeps;
  now: () => Date;
  /** Told which products an order sold out (a variant's last units), so their cached pages go (issue 26). */
  soldOut?: (productIds: number[]) => void;
}

const problem = (status: Problem['status'], code: string, message: string, issues: ApiIssue[] = []): { ok: false; problem: Problem } => ({
  ok: false,
  problem: { status, code, message, issues },
});

/** The states and provinces per country of the store's country list (US, CA): code and name, in the list's order. */
export function stateLists(deps: Pick<OrderDeps, 'commerce' | 'call'>, shopper: Shopper): Promise<StateLists> {
  return readStateLists(deps.commerce, deps.call.commerce(shopper.regions.commerce));
}

/** State and province codes per country of the store's country list (US, CA), for address checks. */
export function stateCodesOf(lists: StateLists): StateCodes {
  return Object.fromEntries(
    Object.entries(lists).map(([country, states]) => [
      country,
      Object.fromEntries(
        states.flatMap((s) => [[s.code, s.code] as const, ...s.aliases.map((alias) => [alias.toUpperCase(), s.code] as const)]),
      ),
    ]),
  );
}

export async function stateCodes(deps: Pick<OrderDeps, 'commerce' | 'call'>, shopper: Shopper): Promise<StateCodes> {
  return stateCodesOf(await stateLists(deps, shopper));
}

export interface PricedCartLine extends CatalogLine {
  quantity: number;
}

/** Every cart line at today's catalog price and live stock; a line gone from the catalog is a problem. */
async function pricedLines(
  deps: OrderDeps,
  shopper: Shopper,
  lines: readonly { product_id: number; variant_id: number; quantity: number }[],
): Promise<Outcome<PricedCartLine[]>> {
  // Issue 12: a signed-in pro (or any group with discounts) pays the group's price, computed here.
  const pricing = pricingOf(shopper);
  const lookups = await Promise.all(
    lines.map((l) => deps.cart.catalog.line(shopper.regions.commerce, l.product_id, l.variant_id, pricing)),
  );
  const priced: PricedCartLine[] = [];
  for (const [index, lookup] of lookups.entries()) {
    if (!lookup.ok)
      return problem(409, 'line_unavailable', lookup.message, [
        { path: `lines.${index}`, message: lookup.message, variant_id: lines[index]!.variant_id, available: 0 },
      ]);
    priced.push({ ...lookup.line, quantity: lines[index]!.quantity });
  }
  return { ok: true, value: priced };
}

/** The shipping methods to a destination for this amount (spec §5 per method), or null when no zone ships there. */
export async function quoteShipping(
  deps: Pick<OrderDeps, 'commerce' | 'call' | 'cart'>,
  shopper: Shopper,
  destination: { country: string; state?: string | null },
  baseAmount: number,
): Promise<ShippingQuote | null> {
  const region = shopper.regions.commerce;
  const mx = deps.call.commerce(region);
  const zones = await deps.commerce.getShippingZones(mx);
  const zone = zoneFor(zones, destination.country, destination.state);
  if (!zone) return null;
  const [methods, settings, group] = await Promise.all([
    deps.commerce.getShippingMethods(mx, zone.id),
    deps.commerce.getShippingSettings(mx),
    shopperGroupId(deps.cart, shopper, region),
  ]);
  const rules = { is_enabled: settings.is_enabled, hide_free_shipping_groups: parseHiddenGroups(settings.hide_free_shipping_groups) };
  return shippingQuote(zone.id, methods ?? [], rules, group, baseAmount);
}

export interface PlaceOutcome {
  placed: PlacedOrder;
  /** The same key and body again: the order placed the first time. */
  replayed: boolean;
}

function shortProblem(
  lines: { variant_id: number; requested: number; available: number }[],
  names: Map<number, string>,
): { ok: false; problem: Problem } {
  return problem(
    409,
    'insufficient_stock',
    'Some items are no longer available in the quantity ordered. Nothing was charged and nothing changed.',
    lines.map((l) => ({
      path: `lines.${l.variant_id}`,
      message: `${names.get(l.variant_id) ?? `Variant ${l.variant_id}`}: ${l.available} available`,
      variant_id: l.variant_id,
      requested: l.requested,
      available: l.available,
    })),
  );
}

/** The request's identity for idempotency: its fields in schema order (the card number only as part of the hash). */
const fingerprintOf = (request: OrderRequest) => sha256Hex(JSON.stringify(request));

export async function placeOrder(
  deps: OrderDeps,
  shopper: Shopper,
  request: OrderRequest,
  idempotencyKey: string,
  /** The language the order is placed in: its mail is written in it. */
  language: OrderMailLanguage,
): Promise<Outcome<PlaceOutcome>> {
  const region = shopper.regions.commerce;
  const mx = deps.call.commerce(region, 'network-only');
  const session = await shopper.session.ensure();
  const placedBy = await sessionDigest(session.id);
  const scope = `${placedBy}:${idempotencyKey}`;
  const fingerprint = await fingerprintOf(request);

  /** An order this scope already has: the same body is a replay, another body a 422. */
  const replay = (existing: PlacedOrder | null): Outcome<PlaceOutcome> | null => {
    if (!existing) return null;
    if (existing.checkout.fingerprint !== fingerprint) {
      return problem(422, 'idempotency_mismatch', 'This Idempotency-Key was used with another request body', [
        { path: 'Idempotency-Key', message: 'Used before with another body' },
      ]);
    }
    return { ok: true, value: { placed: existing, replayed: true } };
  };
  const earlier = replay(await deps.commerce.getPlacedOrder(mx, { scope }));
  if (earlier) return earlier;

  const owned = await ownedCart(deps.cart, shopper, request.cart_id);
  // The cart may be gone because a racing request with this very key just ordered it.
  if (!owned.ok) return (owned.problem.status === 404 && replay(await deps.commerce.getPlacedOrder(mx, { scope }))) || owned;
  const cart = owned.value;
  if (cart.lines.length === 0) return problem(409, 'cart_empty', 'The cart is empty: add something before checking out');

  const priced = await pricedLines(deps, shopper, cart.lines);
  if (!priced.ok) return priced;
  const lines = priced.value;
  const names = new Map(lines.map((l) => [l.variant_id, l.name]));
  // A line already short is answered before any charge.
  const short = lines
    .filter((l) => l.quantity > l.stock)
    .map((l) => ({ variant_id: l.variant_id, requested: l.quantity, available: l.stock }));
  if (short.length) return shortProblem(short, names);

  const destination = { country: request.shipping_address.country_code, state: request.shipping_address.state_or_province };
  const subtotal = lines.reduce((sum, l) => sum + l.sale_price * l.quantity, 0);
  const quote = await quoteShipping(deps, shopper, destination, subtotal);
  if (!quote)
    return problem(400, 'invalid_body', 'This store does not ship to that country', [
      { path: 'shipping_address.country_code', message: 'We do not ship there from this store' },
    ]);
  const method = quote.options.find((o) => o.id === request.shipping_method_id);
  if (!method)
    return problem(400, 'invalid_body', 'That shipping method is not offered for this address', [
      { path: 'shipping_method_id', message: 'Choose one of the shipping methods offered for this address' },
    ]);

  const cardIssues = checkCard(request.payment, deps.now());
  if (cardIssues.length)
    return problem(
      400,
      'invalid_card',
      cardIssues[0]!.message,
      cardIssues.map((i) => ({ path: `payment.${i.path}`, message: i.message, code: i.code })),
    );

  const [table, currency] = await Promise.all([deps.commerce.getTaxTable(mx), deps.cart.catalog.currency(region)]);
  const totals = orderTotals(
    lines.map((l) => ({ variant_id: l.variant_id, unit_price: l.sale_price, quantity: l.quantity })),
    method.cost,
    table,
    destination,
  );

  // The cart's reads look for an order only once one was begun from it (issue 15): marked
  // before the payment, so an order the cart's deletion missed is always found.
  const marked = await deps.cart.store.update(cart.id, { type: 'ordering' }).then(
    (result) => (result === null ? 'gone' : result.ok ? 'marked' : 'failed'),
    (error: unknown) => {
      console.error(`cart ${cart.id}: could not be marked as ordering`, error);
      return 'failed' as const;
    },
  );
  if (marked === 'gone') {
    // Gone since it was read: as above, a racing request with this key may have ordered it.
    const again = await ownedCart(deps.cart, shopper, cart.id);
    if (!again.ok) return (again.problem.status === 404 && replay(await deps.commerce.getPlacedOrder(mx, { scope }))) || again;
  }
  if (marked !== 'marked') return problem(503, 'cart_unavailable', 'The cart could not be reached. Please try again. Nothing was charged.');

  const charge = await deps.payment.charge(mx, { amount: totals.total, currency: currency.code, card: request.payment, reference: scope });
  if (!charge.ok) {
    return problem(402, charge.code, `${charge.message}. Nothing was charged and your order was not placed.`, [
      { path: 'payment.number', message: charge.message },
    ]);
  }

  const customerId = parseCustomerId(shopper.customerId);
  const orderLines = lines.map((l) => ({
    product_id: l.product_id,
    variant_id: l.variant_id,
    sku: l.sku,
    name: l.name,
    options: l.options,
    quantity: l.quantity,
    unit_price: l.sale_price,
  }));
  const billing: AddressFields = request.billing_address ?? request.shipping_address;
  const result = await deps.commerce
    .placeOrder(mx, {
      customer_id: customerId,
      email: request.email,
      region,
      currency_code: currency.code,
      shipping_cost: totals.shipping,
      tax: totals.tax,
      total: totals.total,
      tax_included: totals.tax_mode === 'included',
      billing_address: billing,
      shipping_address: request.shipping_address,
      lines: orderLines,
      scope,
      fingerprint,
      placed_by: placedBy,
      cart_id: cart.id,
      shipping_method_id: method.id,
      shipping_method_name: method.name,
      payment: { id: charge.payment.id, brand: charge.payment.brand, last4: charge.payment.last4 },
      stock: lines.map((l) => ({ product_id: l.product_id, variant_id: l.variant_id, quantity: l.quantity, catalog_level: l.stock })),
      mail: orderMail({
        lines: orderLines,
        totals,
        email: request.email,
        address: request.shipping_address,
        method: method.name,
        card: charge.payment,
        format: (n) => formatCurrency(n, currency),
        ...language,
      }),
    })
    .catch(async (error: unknown) => {
      await refund(deps, mx, charge.payment.id);
      throw error;
    });

  if (!result.ok) {
    await refund(deps, mx, charge.payment.id);
    if (result.reason === 'short_stock') return shortProblem(result.lines, names);
    // A racing request with this key won: answer its order. Else another key ordered this cart.
    const again = replay(await deps.commerce.getPlacedOrder(mx, { scope }));
    if (again) return again;
    return problem(409, 'cart_already_ordered', `Cart ${cart.id} was already ordered; nothing was charged`);
  }
  // Stock crossing 0: the pages showing these products must not offer them any more.
  const drained = [...new Set(lines.filter((l) => l.stock - l.quantity <= 0).map((l) => l.product_id))];
  if (drained.length) deps.soldOut?.(drained);
  // The order stands from here on; letting go of the cart may fail and is redone on its next read.
  await letGoOfCart(deps.cart, shopper, cart.id);
  return { ok: true, value: { placed: result.placed, replayed: false } };
}

async function refund(deps: OrderDeps, mx: ReturnType<RequestCalls['commerce']>, paymentId: string) {
  try {
    await deps.payment.refund(mx, paymentId);
  } catch (error) {
    console.error(`payment ${paymentId}: refund after a failed order did not go through`, error);
  }
}

/** The order for its confirmation page: only the session that placed it sees it. */
export async function confirmationOrder(
  deps: Pick<OrderDeps, 'commerce' | 'call'>,
  shopper: Shopper,
  id: number,
): Promise<PlacedOrder | null> {
  const session = shopper.session.current();
  if (!session) return null;
  const placed = await deps.commerce.getPlacedOrder(deps.call.commerce(shopper.regions.commerce), { id });
  if (!placed || placed.checkout.placed_by !== (await sessionDigest(session.id))) return null;
  return placed;
}
