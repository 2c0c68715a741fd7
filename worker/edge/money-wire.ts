/**
 * Money at the `/api` edge (spec §7 and §9): the commerce port, the domain and the
 * pages speak integer minor units; every `/api` answer (REST and GraphQL) speaks the
 * platform's decimal amounts, as BigCommerce's own APIs do (`calculated_price: 399.95`).
 * The mappers here are the only place that converts; route files call them and never
 * touch a field. The scale is the store currency's `decimal_places` (JPY 0), the same
 * one the adapters used to make the minor units.
 */
import type {
  CommerceProduct,
  CommerceProvider,
  Money,
  OrderLine,
  OrderSummary,
  ShippingMethod,
  ShippingZone,
  Variant,
} from '../ports/commerce';
import type { CommerceContext } from '../ports/context';
import * as v from 'valibot';
import { minorToDecimal } from '../../shared/currency';
import { currencyDigits } from '../../shared/intl';

/** What the OpenAPI document says of every amount in these answers. */
export const DECIMAL_AMOUNTS =
  "amounts are the platform's decimal amounts in the currency's units (399.95 USD, 4299 NOK, 69700 JPY), never minor units";

/** A response description with the amounts note: `` decimals('`{ data: Cart }`') ``. */
export const decimals = (answer: string) => `${answer}; ${DECIMAL_AMOUNTS}`;

/** The Money object of catalog answers (BigCommerce's `Money`), as the OpenAPI document shows it. */
export const MoneySchema = v.pipe(
  v.object({
    value: v.pipe(v.number(), v.description('Decimal amount in the currency: 399.95 for $399.95, 69700 for ¥69,700')),
    currencyCode: v.pipe(v.string(), v.description('ISO 4217 code, e.g. USD, NOK')),
  }),
  v.description('A price: calculatedPrice, retailPrice, priceRange.min/max, prices.price/salePrice/retailPrice'),
);

/** Decimal places by currency code; a code the store does not list falls back to ISO 4217's digits. */
export type PlacesOf = (currencyCode: string) => number;

/** The store's currencies as a `PlacesOf` (one settings read, cached like every catalog read). */
export async function placesOf(commerce: CommerceProvider, mx: CommerceContext): Promise<PlacesOf> {
  const currencies = await commerce.getCurrencies(mx);
  const byCode = new Map(currencies.map((c) => [c.currency_code, c.decimal_places]));
  return (code) => byCode.get(code) ?? currencyDigits(code);
}

/** The places of the store's active currency (the first listed), for amounts that carry no code. */
export async function storePlaces(commerce: CommerceProvider, mx: CommerceContext): Promise<number> {
  const [active] = await commerce.getCurrencies(mx);
  return active ? active.decimal_places : 2;
}

export const moneyWire = (money: Money, places: PlacesOf): Money => ({
  ...money,
  value: minorToDecimal(money.value, places(money.currencyCode)),
});

const nullableMoney = <M extends Money | null>(money: M, places: PlacesOf): M => (money ? moneyWire(money, places) : money) as M;

export function variantWire<V extends Partial<Variant>>(variant: V, places: PlacesOf): V {
  const out: Partial<Variant> = { ...variant };
  if (variant.calculatedPrice) out.calculatedPrice = moneyWire(variant.calculatedPrice, places);
  // GraphQL may have blanked retailPrice (includeVariantRetailPrice: false).
  if (variant.retailPrice) out.retailPrice = moneyWire(variant.retailPrice, places);
  if (variant.prices) {
    const { price, salePrice, retailPrice } = variant.prices;
    out.prices = {
      price: moneyWire(price, places),
      salePrice: nullableMoney(salePrice, places),
      retailPrice: moneyWire(retailPrice, places),
    };
  }
  return out as V;
}

/** A product, whole or trimmed by include_fields, with its variants if they came along. */
export function productWire<P extends Partial<CommerceProduct>>(product: P, places: PlacesOf): P {
  const out: Partial<CommerceProduct> = { ...product };
  if (product.calculatedPrice) out.calculatedPrice = moneyWire(product.calculatedPrice, places);
  if (product.retailPrice) out.retailPrice = moneyWire(product.retailPrice, places);
  if (product.priceRange)
    out.priceRange = { min: moneyWire(product.priceRange.min, places), max: moneyWire(product.priceRange.max, places) };
  if (product.variants) out.variants = product.variants.map((variant) => variantWire(variant, places));
  return out as P;
}

/** A zone's fixed handling fee is money; its percentage surcharge is not. */
export function zoneWire(zone: ShippingZone, places: number): ShippingZone {
  return { ...zone, handling_fees: { ...zone.handling_fees, fixed_surcharge: minorToDecimal(zone.handling_fees.fixed_surcharge, places) } };
}

export function methodWire(method: ShippingMethod, places: number): ShippingMethod {
  const amount = (minor: number) => minorToDecimal(minor, places);
  const { carrier_options, range } = method.settings;
  const settings: ShippingMethod['settings'] = { ...method.settings };
  if (carrier_options) settings.carrier_options = { ...carrier_options, minimum_sub_total: amount(carrier_options.minimum_sub_total) };
  if (range) {
    settings.range = range.map((r) => ({
      ...r,
      lower_limit: amount(r.lower_limit),
      upper_limit: amount(r.upper_limit),
      shipping_cost: amount(r.shipping_cost),
    }));
  }
  return { ...method, settings };
}

// Orders (`POST /api/orders`, `/api/orders/{id}`, `/api/order-status/{id}`) and the customer's pro spend: an
// order carries its own currency code, so the scale is that currency's ISO 4217 digits.

/** Minor units of `currencyCode` as its decimal amount: `decimalIn('USD')(14985)` → 149.85, `decimalIn('JPY')(5000)` → 5000. */
export function decimalIn(currencyCode: string): (minor: number) => number {
  const places = currencyDigits(currencyCode);
  return (minor) => minorToDecimal(minor, places);
}

export const decimalLines = <L extends Pick<OrderLine, 'unit_price' | 'total'>>(
  lines: readonly L[],
  decimal: (minor: number) => number,
): L[] => lines.map((l) => ({ ...l, unit_price: decimal(l.unit_price), total: decimal(l.total) }));

/** A customer's order record (`/api/orders/{id}`, `/api/order-status/{id}`). */
export function decimalOrder<O extends OrderSummary & { lines: Pick<OrderLine, 'unit_price' | 'total'>[] }>(order: O): O {
  const decimal = decimalIn(order.currency_code);
  return {
    ...order,
    lines: decimalLines(order.lines, decimal),
    subtotal: decimal(order.subtotal),
    shipping_cost: decimal(order.shipping_cost),
    tax: decimal(order.tax),
    total: decimal(order.total),
  };
}
