/**
 * The checkout pages (issue 11): `/{lang}/checkout` as three plain-form steps (contact and
 * address, shipping method, review and pay) that work with JavaScript off, each POST
 * carrying every earlier answer; placing the order goes through the same service as
 * `POST /api/orders`. `/{lang}/checkout/confirmation/{id}` shows the order to the session
 * that placed it, anyone else gets a 404. Only shopping regions check out (spec §4).
 */
import { Hono, type Context } from 'hono';
import * as v from 'valibot';
import type { AppEnv } from '../app-env';
import { localePath, type Locale } from '../domain/locale';
import { baseAmount, type CartRecord } from '../domain/cart-lines';
import { postalExample } from '../domain/postal-code';
import { parseCustomerId } from '../domain/owner';
import { orderTotals, type OrderTotals } from '../domain/order-totals';
import type { ShippingQuote } from '../domain/shipping-options';
import { csrfTokenFor } from '../middleware/csrf';
import { pageTitle } from '../render/head';
import { pageRequest, renderErrorPage, renderPage, type PageRequest } from '../render/render-page';
import { rememberCount, shopperOf } from '../cart/deps';
import { sessionCart, type Shopper } from '../cart/service';
import { orderDeps } from '../orders/deps';
import { confirmationOrder, placeOrder, quoteShipping, stateCodesOf, stateLists, type OrderDeps } from '../orders/service';
import { addressSchema, emailSchema, orderSchema, type StateCodes } from '../orders/schemas';
import { orderView, type OrderView } from '../orders/view';
import { formatCurrency } from '../../shared/currency';
import { toMajor, type DataLayerEvent } from '../../client/lib/analytics';
import { fill } from '../../shared/fill';
import {
  CheckoutConfirmation,
  CheckoutFlow,
  CheckoutMessage,
  type CheckoutField,
  type CheckoutFlowProps,
  type CheckoutStep,
  type SummaryView,
} from '../../client/pages/CheckoutFlow';
import type { DisplayText } from '../../shared/display-text';
import type { CurrencyView } from '../../shared/cart';
import { issuesOf, type ApiIssue } from '../http/errors';
import { fieldMessages } from '../http/field-messages';
import { platformCheckout } from './checkout-handoff';

const PERSONAL = { 'cache-control': 'private, no-store' };
const ADDRESS = [
  'first_name',
  'last_name',
  'company',
  'address1',
  'address2',
  'city',
  'state_or_province',
  'postal_code',
  'country_code',
  'phone',
] as const;
const CARD = ['card_name', 'card_number', 'exp_month', 'exp_year', 'cvc'] as const;
const KEPT = ['email', 'address_id', ...ADDRESS, 'shipping_method_id'] as const;
const STEPS: CheckoutStep[] = ['address', 'shipping', 'payment'];

type Values = Record<string, string>;

interface Checkout {
  c: Context<AppEnv>;
  request: PageRequest;
  t: DisplayText;
  locale: Locale;
  shopper: Shopper;
  deps: OrderDeps;
  cart: CartRecord;
  currency: CurrencyView;
  states: StateCodes;
  /** The state and province choices per country: code and name. */
  stateChoices: Awaited<ReturnType<typeof stateLists>>;
  csrfToken: string;
}

const head = (request: PageRequest, title: string, description: string) => ({
  title: pageTitle(title, request.context.brandName),
  description,
  robots: 'noindex, nofollow',
});

/** The page when there is nothing to check out (no session, no cart, empty) or no shopping here. */
function message(c: Context<AppEnv>, request: PageRequest, text: string, status = 200) {
  const t = request.context.text;
  const link = { href: localePath(request.context.locale, '/cart'), label: t['checkout.backToCart'] };
  return renderPage(c, request, {
    status,
    head: head(request, t['checkout.title'], text),
    body: <CheckoutMessage title={t['checkout.title']} text={text} link={link} />,
    headers: PERSONAL,
  });
}

/** The session's cart and what every step needs; a Response when there is nothing to check out. */
async function begin(c: Context<AppEnv>): Promise<Checkout | Response> {
  const request = await pageRequest(c);
  const { regions, text: t, locale } = request.context;
  if (!regions.shopping) return message(c, request, t['checkout.notShopping'], 403);
  const shopper = shopperOf(c, regions);
  const deps = orderDeps(c);
  const session = c.get('session').current();
  const found = session ? await sessionCart(deps.cart, shopper) : null;
  const cart = found?.ok ? found.value : null;
  request.context.cartCount = cart?.lines.reduce((n, l) => n + l.quantity, 0) ?? 0;
  if (!session || !cart || cart.lines.length === 0) return message(c, request, t['checkout.empty']);
  const [currency, stateChoices] = await Promise.all([deps.cart.catalog.currency(regions.commerce), stateLists(deps, shopper)]);
  const states = stateCodesOf(stateChoices);
  return { c, request, t, locale, shopper, deps, cart, currency, states, stateChoices, csrfToken: await csrfTokenFor(session) };
}

const money = (k: Checkout, minor: number) => formatCurrency(minor, k.currency);

function summary(k: Checkout, totals: Pick<OrderTotals, 'subtotal'> & Partial<OrderTotals>): SummaryView {
  const t = k.t;
  const rows: SummaryView['rows'] = [{ label: t['cart.subtotal'], value: money(k, totals.subtotal) }];
  if (totals.shipping !== undefined)
    rows.push({ label: t['checkout.shipping'], value: totals.shipping === 0 ? t['checkout.free'] : money(k, totals.shipping) });
  if (totals.tax_mode === 'added') rows.push({ label: t['checkout.tax'], value: money(k, totals.tax ?? 0) });
  if (totals.total !== undefined)
    rows.push({
      label: `${t['checkout.total']}${totals.tax_mode === 'included' ? ` (${t['checkout.taxIncluded']})` : ''}`,
      value: money(k, totals.total),
      strong: true,
    });
  return {
    lines: k.cart.lines.map((l) => ({
      key: l.id,
      name: l.name,
      detail: [...l.options.map((o) => `${o.name}: ${o.value}`), fill(t['miniCart.quantity'], { count: l.quantity })].join(' · '),
      total: money(k, l.sale_price * l.quantity),
    })),
    rows,
    note: totals.tax_mode === 'included' ? fill(t['checkout.vatIncluded'], { amount: money(k, totals.tax ?? 0) }) : null,
  };
}

function addressFields(k: Checkout, country: string): CheckoutField[] {
  const t = k.t;
  // Names, sorted for the page's language; the code is what the form sends.
  const collator = new Intl.Collator(k.locale.language);
  const stateOptions = (k.stateChoices[country] ?? [])
    .map((s) => ({ value: s.code, label: s.name }))
    .sort((a, b) => collator.compare(a.label, b.label));
  return [
    { name: 'email', label: t['checkout.email'], type: 'email', autoComplete: 'email', required: true },
    { name: 'first_name', label: t['checkout.firstName'], autoComplete: 'shipping given-name', required: true },
    { name: 'last_name', label: t['checkout.lastName'], autoComplete: 'shipping family-name', required: true },
    { name: 'company', label: t['checkout.company'], autoComplete: 'shipping organization' },
    { name: 'address1', label: t['checkout.address1'], autoComplete: 'shipping address-line1', required: true },
    { name: 'address2', label: t['checkout.address2'], autoComplete: 'shipping address-line2' },
    { name: 'city', label: t['checkout.city'], autoComplete: 'shipping address-level2', required: true },
    ...(stateOptions.length
      ? [
          {
            name: 'state_or_province',
            label: t['checkout.state'],
            type: 'select' as const,
            autoComplete: 'shipping address-level1',
            required: true,
            options: [{ value: '', label: '—' }, ...stateOptions],
          },
        ]
      : []),
    { name: 'postal_code', label: t['checkout.postalCode'], autoComplete: 'shipping postal-code', required: true },
    { name: 'phone', label: t['checkout.phone'], type: 'tel', autoComplete: 'shipping tel' },
  ];
}

function cardFields(t: DisplayText): CheckoutField[] {
  return [
    { name: 'card_name', label: t['checkout.cardName'], autoComplete: 'cc-name', required: true },
    { name: 'card_number', label: t['checkout.cardNumber'], autoComplete: 'cc-number', inputMode: 'numeric', required: true, secret: true },
    { name: 'exp_month', label: t['checkout.expMonth'], autoComplete: 'cc-exp-month', inputMode: 'numeric', required: true },
    { name: 'exp_year', label: t['checkout.expYear'], autoComplete: 'cc-exp-year', inputMode: 'numeric', required: true },
    { name: 'cvc', label: t['checkout.cvc'], autoComplete: 'cc-csc', inputMode: 'numeric', required: true, secret: true },
  ];
}

/** The store ships to one country (its zones'); that is the address's country. */
async function shipCountry(k: Checkout): Promise<string> {
  const zones = await k.deps.commerce.getShippingZones(k.deps.call.commerce(k.shopper.regions.commerce));
  return zones[0]?.locations[0]?.country_iso2 ?? 'US';
}

function analyticsItems(k: Checkout) {
  return k.cart.lines.map((l) => ({
    item_id: String(l.product_id),
    item_name: l.name,
    variant_id: String(l.variant_id),
    sku: l.sku,
    price: toMajor(l.sale_price, k.currency.code),
    quantity: l.quantity,
  }));
}

const event = (k: Checkout, name: string, value: number, extra: Record<string, unknown> = {}): DataLayerEvent => ({
  event: name,
  ecommerce: { currency: k.currency.code, value: toMajor(value, k.currency.code), items: analyticsItems(k), ...extra },
});

interface StepRender {
  step: CheckoutStep;
  values: Values;
  errors?: Values;
  notice?: CheckoutFlowProps['notice'];
  status?: number;
  quote?: ShippingQuote | null;
  totals?: OrderTotals;
  events?: DataLayerEvent[];
}

async function renderStep(k: Checkout, r: StepRender): Promise<Response> {
  const t = k.t;
  const country = r.values.country_code || (await shipCountry(k));
  const values: Values = { ...r.values, country_code: country };
  const errors = r.errors ?? {};
  const saved = r.step === 'address' ? await savedAddresses(k) : [];
  const subtotal = baseAmount(k.cart);
  const method = r.quote?.options.find((o) => String(o.id) === values.shipping_method_id);
  const recap =
    r.step === 'address'
      ? []
      : [
          { label: t['checkout.contact'], text: values.email ?? '' },
          {
            label: t['checkout.shipTo'],
            text: [
              `${values.first_name} ${values.last_name}`,
              values.address1,
              values.address2,
              `${values.postal_code} ${values.city}`,
              values.state_or_province,
              values.country_code,
            ]
              .filter(Boolean)
              .join(', '),
          },
          ...(r.step === 'payment' && method
            ? [{ label: t['checkout.method'], text: `${method.name}: ${method.cost === 0 ? t['checkout.free'] : money(k, method.cost)}` }]
            : []),
        ];
  const props: CheckoutFlowProps = {
    title: t['checkout.title'],
    steps: STEPS.map((key) => ({ key, label: t[`checkout.step.${key}`] })),
    step: r.step,
    stepOf: fill(t['checkout.stepOf'], { n: STEPS.indexOf(r.step) + 1, total: STEPS.length }),
    action: localePath(k.locale, '/checkout'),
    csrfToken: k.csrfToken,
    idempotencyKey: r.step === 'payment' ? values.idempotency_key || crypto.randomUUID() : null,
    values: Object.fromEntries(
      Object.entries(values).filter(
        ([name]) => (KEPT as readonly string[]).includes(name) || name === 'card_name' || name === 'exp_month' || name === 'exp_year',
      ),
    ),
    errors,
    notice: r.notice ?? (Object.keys(errors).length ? { kind: 'error', text: t['checkout.fixErrors'] } : null),
    recap,
    fields: r.step === 'address' ? addressFields(k, country) : r.step === 'payment' ? cardFields(t) : [],
    saved: saved.length
      ? { legend: t['checkout.savedAddresses'], options: [...saved, { value: 'new', label: t['checkout.newAddress'] }] }
      : null,
    methods:
      r.step === 'shipping'
        ? {
            legend: t['checkout.step.shipping'],
            options: (r.quote?.options ?? []).map((o) => ({
              value: String(o.id),
              label: o.name,
              cost: o.cost === 0 ? t['checkout.free'] : money(k, o.cost),
            })),
            freeShipping:
              r.quote?.free_shipping_threshold != null
                ? fill(t['checkout.freeFrom'], { amount: money(k, r.quote.free_shipping_threshold) })
                : null,
            none: r.quote?.options.length ? null : t['checkout.noMethods'],
          }
        : null,
    hint: r.step === 'payment' && k.deps.payment.name === 'test-processor' ? t['checkout.testCard'] : null,
    summary: summary(k, r.totals ?? { subtotal, ...(method ? { shipping: method.cost } : {}) }),
    summaryTitle: t['cart.summary'],
    submit: r.step === 'payment' ? t['checkout.place'] : t['checkout.continue'],
    back: { href: localePath(k.locale, '/checkout'), label: t['checkout.change'] },
    events: r.events ?? [],
  };
  return renderPage(k.c, k.request, {
    status: r.status ?? 200,
    head: head(k.request, t['checkout.title'], t[`checkout.step.${r.step}`]),
    body: <CheckoutFlow {...props} />,
    headers: PERSONAL,
  });
}

async function savedAddresses(k: Checkout): Promise<{ value: string; label: string }[]> {
  const id = parseCustomerId(k.shopper.customerId);
  if (id === null) return [];
  const list = await k.deps.commerce.listAddresses(k.deps.call.commerce(k.shopper.regions.commerce), id).catch(() => []);
  return list.map((a) => ({
    value: String(a.id),
    label: [`${a.first_name} ${a.last_name}`, a.address1, `${a.postal_code} ${a.city}`, a.state_or_province, a.country_code]
      .filter(Boolean)
      .join(', '),
  }));
}

/** Field names of the form for the paths of the order schema. */
const FIELD_OF: Record<string, string> = {
  'payment.number': 'card_number',
  'payment.exp_month': 'exp_month',
  'payment.exp_year': 'exp_year',
  'payment.cvc': 'cvc',
  'payment.name': 'card_name',
};
const fieldOf = (path: string) => FIELD_OF[path] ?? path.replace(/^shipping_address\./, '');

/** A localized message per field from the issues (the schema's messages are English). */
function fieldErrors(k: Checkout, issues: readonly ApiIssue[], values: Values): Values {
  const t = k.t;
  return fieldMessages(issues, {
    field: fieldOf,
    message: (issue, field) => {
      const empty = (values[field] ?? '').trim() === '';
      return empty && field !== 'shipping_method_id'
        ? t['checkout.field.required']
        : field === 'email'
          ? t['checkout.field.email']
          : field === 'postal_code'
            ? fill(t['checkout.field.postal'], { example: postalExample(values.country_code ?? '') ?? '' })
            : field === 'state_or_province'
              ? t['checkout.field.state']
              : field === 'country_code'
                ? t['checkout.field.country']
                : field === 'shipping_method_id'
                  ? t['checkout.field.method']
                  : field === 'card_number'
                    ? t['checkout.field.card']
                    : field === 'exp_month' || field === 'exp_year'
                      ? issue.code === 'expired'
                        ? t['checkout.field.expired']
                        : t['checkout.field.expiry']
                      : field === 'cvc'
                        ? t['checkout.field.cvc']
                        : t['checkout.field.invalid'];
    },
  });
}

const addressOf = (values: Values) => Object.fromEntries(ADDRESS.map((name) => [name, values[name] ?? '']));

async function getCheckout(c: Context<AppEnv>): Promise<Response> {
  const k = await begin(c);
  if (k instanceof Response) return k;
  const values: Values = {};
  const customerId = parseCustomerId(k.shopper.customerId);
  const mx = k.deps.call.commerce(k.shopper.regions.commerce);
  if (customerId !== null) {
    const [customer, addresses] = await Promise.all([
      k.deps.commerce.getCustomer(mx, customerId).catch(() => null),
      k.deps.commerce.listAddresses(mx, customerId).catch(() => []),
    ]);
    if (customer) Object.assign(values, { email: customer.email, first_name: customer.first_name, last_name: customer.last_name });
    const preferred = addresses.find((a) => a.is_default) ?? addresses[0];
    if (preferred) values.address_id = String(preferred.id);
  }
  return renderStep(k, { step: 'address', values, events: [event(k, 'begin_checkout', baseAmount(k.cart))] });
}

async function postCheckout(c: Context<AppEnv>): Promise<Response> {
  const form = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>);
  const values: Values = {};
  for (const name of [...KEPT, ...CARD, 'idempotency_key', 'step']) {
    const value = form[name];
    if (typeof value === 'string') values[name] = value.slice(0, 300);
  }
  const k = await begin(c);
  if (k instanceof Response) {
    // An expired session has no cart: say so and keep what was typed (the card excepted).
    if (k.status === 200 && Object.keys(values).length > 2) return expired(c, values);
    return k;
  }
  const step = (STEPS as string[]).includes(values.step ?? '') || values.step === 'place' ? values.step! : 'address';
  const mx = k.deps.call.commerce(k.shopper.regions.commerce);

  // A saved address fills the address fields (signed-in customers only, their own addresses).
  const customerId = parseCustomerId(k.shopper.customerId);
  if (customerId !== null && values.address_id && values.address_id !== 'new') {
    const own = (await k.deps.commerce.listAddresses(mx, customerId)).find((a) => String(a.id) === values.address_id);
    if (own) for (const name of ADDRESS) values[name] = own[name] ?? '';
  }
  values.country_code ||= await shipCountry(k);

  const contact = v.safeParse(v.object({ email: emailSchema, shipping_address: addressSchema(k.states) }), {
    email: values.email ?? '',
    shipping_address: addressOf(values),
  });
  if (!contact.success) {
    const issues = issuesOf(contact.issues);
    return renderStep(k, {
      step: 'address',
      values: { ...values, address_id: 'new' },
      errors: fieldErrors(k, issues, values),
      status: 400,
    });
  }
  const destination = { country: contact.output.shipping_address.country_code, state: contact.output.shipping_address.state_or_province };
  const quote = await quoteShipping(k.deps, k.shopper, destination, baseAmount(k.cart));
  if (!quote) return renderStep(k, { step: 'address', values, errors: { country_code: k.t['checkout.field.country'] }, status: 400 });
  if (step === 'address') return renderStep(k, { step: 'shipping', values, quote });

  const method = quote.options.find((o) => String(o.id) === values.shipping_method_id);
  if (!method)
    return renderStep(k, { step: 'shipping', values, quote, errors: { shipping_method_id: k.t['checkout.field.method'] }, status: 400 });
  const table = await k.deps.commerce.getTaxTable(mx);
  const totals = orderTotals(
    k.cart.lines.map((l) => ({ variant_id: l.variant_id, unit_price: l.sale_price, quantity: l.quantity })),
    method.cost,
    table,
    destination,
  );
  const shippingInfo = event(k, 'add_shipping_info', totals.total, { shipping_tier: method.name });
  if (step === 'shipping') return renderStep(k, { step: 'payment', values, quote, totals, events: [shippingInfo] });

  // Place the order.
  const request = {
    cart_id: k.cart.id,
    email: values.email ?? '',
    shipping_address: addressOf(values),
    shipping_method_id: Number(values.shipping_method_id),
    payment: {
      number: values.card_number ?? '',
      exp_month: Number(values.exp_month || NaN),
      exp_year: Number(values.exp_year || NaN),
      cvc: (values.cvc ?? '').trim(),
      name: values.card_name ?? '',
    },
  };
  const parsed = v.safeParse(orderSchema(k.states), request);
  if (!parsed.success) {
    const issues = issuesOf(parsed.issues);
    return renderStep(k, { step: 'payment', values, quote, totals, errors: fieldErrors(k, issues, values), status: 400 });
  }
  const key = /^[\x21-\x7e]{1,255}$/.test(values.idempotency_key ?? '') ? values.idempotency_key! : crypto.randomUUID();
  const outcome = await placeOrder(k.deps, k.shopper, parsed.output, key, {
    text: k.t,
    statusUrl: `${new URL(c.req.url).origin}${localePath(k.locale, '/account/order-status')}`,
  });
  if (outcome.ok) {
    // The cart is gone: the header's count (read from the cookie on shared pages) goes with it.
    rememberCount(c, k.shopper.regions.commerce, 0);
    return c.redirect(localePath(k.locale, `/checkout/confirmation/${outcome.value.placed.order.id}`), 303);
  }

  const problem = outcome.problem;
  const cardAgain = { kind: 'error' as const, text: k.t['checkout.error.failed'], lines: [k.t['checkout.error.cardAgain']] };
  const fresh = { ...values, idempotency_key: '' };
  switch (problem.code) {
    case 'invalid_card':
      return renderStep(k, { step: 'payment', values, quote, totals, errors: fieldErrors(k, problem.issues, values), status: 400 });
    case 'card_declined':
    case 'insufficient_funds':
    case 'processing_error':
      return renderStep(k, {
        step: 'payment',
        values: fresh,
        quote,
        totals,
        status: 402,
        notice: { kind: 'error', text: k.t['checkout.error.declined'], lines: [k.t['checkout.error.cardAgain']] },
      });
    case 'insufficient_stock':
    case 'line_unavailable': {
      const names = new Map(k.cart.lines.map((l) => [l.variant_id, l.name]));
      const lines = problem.issues.map((i) =>
        fill(k.t['checkout.error.available'], { name: names.get(Number(i.variant_id)) ?? '', count: Number(i.available ?? 0) }),
      );
      return renderStep(k, {
        step: 'payment',
        values: fresh,
        quote,
        totals,
        status: 409,
        notice: { kind: 'error', text: k.t['checkout.error.soldOut'], lines },
      });
    }
    case 'cart_not_found':
      return expired(c, values);
    default:
      return renderStep(k, { step: 'payment', values: fresh, quote, totals, status: problem.status, notice: cardAgain });
  }
}

/** No cart behind the form any more: explain, keep the typed answers (never the card), and lead back to the cart. */
async function expired(c: Context<AppEnv>, values: Values): Promise<Response> {
  const request = await pageRequest(c);
  const t = request.context.text;
  const kept = [
    values.email,
    `${values.first_name ?? ''} ${values.last_name ?? ''}`.trim(),
    values.address1,
    values.address2,
    `${values.postal_code ?? ''} ${values.city ?? ''}`.trim(),
    values.state_or_province,
    values.country_code,
  ].filter((part): part is string => Boolean(part?.trim()));
  const text = `${t['checkout.error.expired']}${kept.length ? `\n${kept.join(', ')}` : ''}`;
  return renderPage(c, request, {
    status: 409,
    head: head(request, t['checkout.title'], t['checkout.error.expired']),
    body: (
      <CheckoutMessage
        title={t['checkout.title']}
        text={text}
        link={{ href: localePath(request.context.locale, '/cart'), label: t['checkout.backToCart'] }}
      />
    ),
    headers: PERSONAL,
  });
}

async function confirmation(c: Context<AppEnv>): Promise<Response> {
  const request = await pageRequest(c);
  const { text: t, locale, regions } = request.context;
  const id = c.req.param('id') ?? '';
  const shopper = shopperOf(c, regions);
  const deps = orderDeps(c);
  const placed = /^[1-9]\d{0,9}$/.test(id) && regions.shopping ? await confirmationOrder(deps, shopper, Number(id)) : null;
  if (!placed) return renderErrorPage(c, request, 404);
  const order: OrderView = orderView(placed);
  const currency = await deps.cart.catalog.currency(regions.commerce);
  const k = {
    t,
    currency,
    cart: { lines: order.lines.map((l, i) => ({ ...l, id: String(i), sale_price: l.unit_price })) },
  } as unknown as Checkout;
  const totals: OrderTotals = {
    subtotal: order.subtotal,
    shipping: order.shipping,
    tax: order.tax,
    tax_mode: order.tax_included ? 'included' : 'added',
    total: order.total,
  };
  const a = order.shipping_address;
  const items = order.lines.map((l) => ({
    item_id: String(l.product_id),
    item_name: l.name,
    variant_id: String(l.variant_id),
    sku: l.sku,
    price: toMajor(l.unit_price, order.currency),
    quantity: l.quantity,
  }));
  const common = { currency: order.currency, value: toMajor(order.total, order.currency), items };
  return renderPage(c, request, {
    head: head(request, t['checkout.confirmation.title'], t['checkout.confirmation.description']),
    headers: PERSONAL,
    body: (
      <CheckoutConfirmation
        title={t['checkout.confirmation.title']}
        number={fill(t['checkout.confirmation.number'], { id: order.id })}
        mail={fill(t['checkout.confirmation.mail'], { email: order.email })}
        paid={fill(t['checkout.confirmation.paid'], { brand: order.payment.brand.toUpperCase(), last4: order.payment.last4 })}
        shipTo={{
          label: t['checkout.shipTo'],
          lines: [
            `${a.first_name ?? ''} ${a.last_name ?? ''}`,
            a.company,
            a.address1,
            a.address2,
            `${a.postal_code ?? ''} ${a.city ?? ''}`,
            a.state_or_province,
            a.country_code,
          ].filter((l): l is string => Boolean(l?.trim())),
        }}
        summary={summary(k, totals)}
        summaryTitle={t['cart.summary']}
        links={[
          { href: localePath(locale, '/account/order-status'), label: t['checkout.confirmation.status'] },
          { href: localePath(locale), label: t['cart.startShopping'] },
        ]}
        events={[
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
        ]}
      />
    ),
  });
}

/** Mounted on the locale's page routes (worker/pages.tsx). */
export const checkoutPages = new Hono<AppEnv>();
// The platform plane checks out on the platform's own pages (routes/checkout-handoff.tsx).
checkoutPages.on(['GET', 'POST'], '/checkout', platformCheckout);
checkoutPages.get('/checkout', getCheckout);
checkoutPages.post('/checkout', postCheckout);
checkoutPages.get('/checkout/confirmation/:id', confirmation);
