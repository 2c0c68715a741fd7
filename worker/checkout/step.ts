/**
 * The view of one checkout step: the form's props for CheckoutFlow from the
 * step's answers, errors and quote, and the analytics events of the checkout (GA4 names).
 */
import { localePath } from '../../shared/locale';
import type { CartLine } from '../cart';
import type { OrderTotals } from './order-totals';
import type { ShippingQuote } from './shipping-options';
import type { StateChoice } from '../rules/states';
import type { OrderView } from './order-view';
import type { DataLayerEvent } from '../../shared/analytics';
import { toMajor } from '../../shared/currency';
import { fill } from '../../shared/fill';
import type { CheckoutFlowProps, CheckoutStep } from '../../client/pages/CheckoutFlow';
import {
  addressCountry,
  addressParts,
  cardFields,
  contactFields,
  KEPT,
  money,
  STEPS,
  summary,
  type CheckoutBasics,
  type Values,
} from './checkout-view';

/** What a route hands to render one step. */
export interface StepRender {
  step: CheckoutStep;
  values: Values;
  errors?: Values;
  notice?: CheckoutFlowProps['notice'];
  status?: number;
  quote?: ShippingQuote | null;
  totals?: OrderTotals;
  events?: DataLayerEvent[];
}

/** What the route read for the step besides the answers. */
export interface StepData {
  csrfToken: string;
  subtotal: number;
  /** The shopper's saved addresses (address step, signed in). */
  saved: { value: string; label: string }[];
  /** The states of the address's country, when it has them. */
  states: readonly StateChoice[] | undefined;
  /** The test payment processor says which card numbers it takes. */
  testCard: boolean;
}

const KEPT_ON_PAGE = new Set<string>([...KEPT, 'card_name', 'exp_month', 'exp_year']);

export function stepProps(k: CheckoutBasics, r: StepRender & { values: Values }, data: StepData): CheckoutFlowProps {
  const t = k.t;
  const values = r.values;
  const errors = r.errors ?? {};
  const method = r.quote?.options.find((o) => String(o.id) === values.shipping_method_id);
  const cost = (minor: number) => (minor === 0 ? t['checkout.free'] : money(k, minor));
  const recap =
    r.step === 'address'
      ? []
      : [
          { label: t['checkout.contact'], text: values.email ?? '' },
          { label: t['checkout.shipTo'], text: addressParts(values).join(', ') },
          ...(r.step === 'payment' && method ? [{ label: t['checkout.method'], text: `${method.name}: ${cost(method.cost)}` }] : []),
        ];
  return {
    title: t['checkout.title'],
    steps: STEPS.map((key) => ({ key, label: t[`checkout.step.${key}`] })),
    step: r.step,
    stepOf: fill(t['checkout.stepOf'], { n: STEPS.indexOf(r.step) + 1, total: STEPS.length }),
    action: localePath(k.locale, '/checkout'),
    csrfToken: data.csrfToken,
    idempotencyKey: r.step === 'payment' ? values.idempotency_key || crypto.randomUUID() : null,
    values: Object.fromEntries(Object.entries(values).filter(([name]) => KEPT_ON_PAGE.has(name))),
    errors,
    notice: r.notice ?? (Object.keys(errors).length ? { kind: 'error', text: t['checkout.fixErrors'] } : null),
    recap,
    fields: r.step === 'address' ? contactFields(t) : r.step === 'payment' ? cardFields(t) : [],
    address: r.step === 'address' ? addressCountry(k, values.country_code ?? '', data.states) : null,
    saved: data.saved.length
      ? { legend: t['checkout.savedAddresses'], options: [...data.saved, { value: 'new', label: t['checkout.newAddress'] }] }
      : null,
    methods:
      r.step === 'shipping'
        ? {
            legend: t['checkout.step.shipping'],
            options: (r.quote?.options ?? []).map((o) => ({ value: String(o.id), label: o.name, cost: cost(o.cost) })),
            freeShipping:
              r.quote?.free_shipping_threshold != null
                ? fill(t['checkout.freeFrom'], { amount: money(k, r.quote.free_shipping_threshold) })
                : null,
            none: r.quote?.options.length ? null : t['checkout.noMethods'],
          }
        : null,
    hint: r.step === 'payment' && data.testCard ? t['checkout.testCard'] : null,
    summary: summary(k, r.totals ?? { subtotal: data.subtotal, ...(method ? { shipping: method.cost } : {}) }),
    summaryTitle: t['cart.summary'],
    submit: r.step === 'payment' ? t['checkout.place'] : t['checkout.continue'],
    back: { href: localePath(k.locale, '/checkout'), label: t['checkout.change'] },
    events: r.events ?? [],
  };
}

type AnalyticsLine = Pick<CartLine, 'product_id' | 'name' | 'variant_id' | 'sku' | 'quantity'> & { unit: number };

const items = (lines: readonly AnalyticsLine[], currency: string) =>
  lines.map((l) => ({
    item_id: String(l.product_id),
    item_name: l.name,
    variant_id: String(l.variant_id),
    sku: l.sku,
    price: toMajor(l.unit, currency),
    quantity: l.quantity,
  }));

/** A checkout event over the cart's lines (begin_checkout, add_shipping_info). */
export const cartEvent = (
  k: Pick<CheckoutBasics, 'currency'> & { cart: { lines: readonly CartLine[] } },
  name: string,
  value: number,
  extra: Record<string, unknown> = {},
): DataLayerEvent => ({
  event: name,
  ecommerce: {
    currency: k.currency.code,
    value: toMajor(value, k.currency.code),
    items: items(
      k.cart.lines.map((l) => ({ ...l, unit: l.sale_price })),
      k.currency.code,
    ),
    ...extra,
  },
});

/** The confirmation page's events: the payment and the purchase, from the placed order. */
export function orderEvents(order: OrderView): DataLayerEvent[] {
  // GA4's `value` is the items' worth (price × quantity), without shipping or tax (those go in their own fields).
  const worth = order.lines.reduce((sum, l) => sum + l.unit_price * l.quantity, 0);
  const common = {
    currency: order.currency,
    value: toMajor(worth, order.currency),
    items: items(
      order.lines.map((l) => ({ ...l, unit: l.unit_price })),
      order.currency,
    ),
  };
  return [
    { event: 'add_payment_info', ecommerce: { ...common, payment_type: order.payment.brand } },
    {
      event: 'purchase',
      ecommerce: {
        ...common,
        transaction_id: String(order.id),
        tax: toMajor(order.tax, order.currency),
        shipping: toMajor(order.shipping, order.currency),
      },
    },
  ];
}
