/**
 * What every checkout step shares: the session's cart with the store's currency
 * and state lists (`begin`), the message pages (nothing to check out, cart gone), and the
 * step page itself. The view models are worker/checkout/checkout-view.ts and worker/checkout/step.ts.
 */
import type { Context } from 'hono';
import * as v from 'valibot';
import type { AppEnv } from '../../edge/app-env';
import type { Locale } from '../../rules/locale';
import { localePath } from '../../../shared/locale';
import { baseAmount, type CartRecord } from '../../cart';
import { csrfTokenFor } from '../../edge/csrf';
import { pageTitle } from '../../render/head';
import { pageRequest, renderPage, type PageRequest } from '../../render/render-page';
import { shopperOf } from '../../cart';
import { sessionCart, type Shopper } from '../../cart';
import { orderDeps } from '../deps';
import { checkoutClosed } from '../checkout-open';
import { stateLists } from '../states';
import type { OrderDeps } from '../types';
import type { StateLists } from '../../rules/states';
import type { DisplayText } from '../../../shared/display-text';
import type { CurrencyView } from '../../../shared/cart';
import { CheckoutFlow } from '../../../client/pages/CheckoutFlow';
import { CheckoutMessage } from '../../../client/pages/CheckoutConfirmation';
import { issuesOf } from '../../edge/errors';
import { ADDRESS, addressParts, checkoutFieldErrors, type Values } from '../checkout-view';
import { stepProps, type StepRender } from '../step';
import { PRIVATE_NO_STORE } from '../../rules/cache-control';

export const PERSONAL = { 'cache-control': PRIVATE_NO_STORE };

export interface Checkout {
  c: Context<AppEnv>;
  request: PageRequest;
  t: DisplayText;
  locale: Locale;
  shopper: Shopper;
  deps: OrderDeps;
  cart: CartRecord;
  /** The cart's lines, as the views show them. */
  lines: CartRecord['lines'];
  currency: CurrencyView;
  /** The state and province choices per country (code, name, slug): what the address form offers and the order schema checks. */
  stateChoices: StateLists;
  csrfToken: string;
}

export const head = (request: PageRequest, title: string, description: string) => ({
  title: pageTitle(title, request.context.brandName),
  description,
  robots: 'noindex, nofollow',
});

/** A checkout page with a sentence and the way back to the cart (nothing to check out, no shopping here, the cart gone). */
export function message(c: Context<AppEnv>, request: PageRequest, text: string, status = 200, description = text) {
  const t = request.context.text;
  const link = { href: localePath(request.context.locale, '/cart'), label: t['checkout.backToCart'] };
  return renderPage(c, request, {
    status,
    head: head(request, t['checkout.title'], description),
    body: <CheckoutMessage title={t['checkout.title']} text={text} link={link} />,
    headers: PERSONAL,
  });
}

/** The session's cart and what every step needs; a Response when there is nothing to check out. */
export async function begin(c: Context<AppEnv>): Promise<Checkout | Response> {
  const request = await pageRequest(c);
  const { regions, text: t, locale } = request.context;
  if (!regions.shopping) return message(c, request, t['checkout.notShopping'], 403);
  // No payment adapter: the page says so and offers no form whose pay button could only fail.
  if (checkoutClosed(c.var.payment)) return message(c, request, t['checkout.closed'], 503);
  const shopper = shopperOf(c, regions);
  const deps = orderDeps(c);
  const session = c.get('session').current();
  const found = session ? await sessionCart(deps.cart, shopper) : null;
  const cart = found?.ok ? found.value : null;
  request.context.cartCount = cart?.lines.reduce((n, l) => n + l.quantity, 0) ?? 0;
  if (!session || !cart || cart.lines.length === 0) return message(c, request, t['checkout.empty']);
  const [currency, stateChoices] = await Promise.all([deps.cart.catalog.currency(regions.commerce), stateLists(deps, shopper)]);
  const csrfToken = await csrfTokenFor(session);
  return { c, request, t, locale, shopper, deps, cart, lines: cart.lines, currency, stateChoices, csrfToken };
}

/** No cart behind the form any more: explain, keep the typed answers (never the card), and lead back to the cart. */
export async function expired(c: Context<AppEnv>, values: Values): Promise<Response> {
  const request = await pageRequest(c);
  const t = request.context.text;
  const kept = [values.email?.trim() ?? '', ...addressParts(values)].filter(Boolean);
  const text = `${t['checkout.error.expired']}${kept.length ? `\n${kept.join(', ')}` : ''}`;
  return message(c, request, text, 409, t['checkout.error.expired']);
}

/** The store ships to one country (its zones'); that is the address's country. */
export async function shipCountry(k: Checkout): Promise<string> {
  const zones = await k.deps.commerce.getShippingZones(k.deps.call.commerce(k.shopper.regions.commerce));
  return zones[0]?.locations[0]?.country_iso2 ?? 'US';
}

/** The signed-in customer checking out, with the store they signed in at (their account's reads go there); null for a guest. */
export function checkoutCustomer(k: Checkout): { id: number; mx: ReturnType<Checkout['deps']['call']['commerce']> } | null {
  const identity = k.c.var.shopper.customer;
  return identity && { id: identity.id, mx: k.deps.call.commerce(identity.store) };
}

/** The signed-in shopper's saved addresses as choices; none for a guest or when the platform does not answer. */
async function savedAddresses(k: Checkout): Promise<{ value: string; label: string }[]> {
  const customer = checkoutCustomer(k);
  if (customer === null) return [];
  const list = await k.deps.commerce.listAddresses(customer.mx, customer.id).catch(() => []);
  return list.map((a) => ({ value: String(a.id), label: addressParts(a, { company: false, address2: false }).join(', ') }));
}

/** One step of the form, its answers written back. */
export async function renderStep(k: Checkout, r: StepRender): Promise<Response> {
  const country = r.values.country_code || (await shipCountry(k));
  const values: Values = { ...r.values, country_code: country };
  const props = stepProps(
    k,
    { ...r, values },
    {
      csrfToken: k.csrfToken,
      subtotal: baseAmount(k.cart),
      saved: r.step === 'address' ? await savedAddresses(k) : [],
      states: k.stateChoices[country],
      testCard: k.deps.payment.name === 'test-processor',
    },
  );
  return renderPage(k.c, k.request, {
    status: r.status ?? 200,
    head: head(k.request, k.t['checkout.title'], k.t[`checkout.step.${r.step}`]),
    body: <CheckoutFlow {...props} />,
    headers: PERSONAL,
  });
}

export const addressOf = (values: Values) => Object.fromEntries(ADDRESS.map((name) => [name, values[name] ?? '']));

/** Checks a step's answers with its schema: the output, or the page's field messages. */
export function check<S extends v.GenericSchema>(k: Checkout, schema: S, input: unknown, values: Values) {
  const parsed = v.safeParse(schema, input);
  return parsed.success
    ? { ok: true as const, value: parsed.output as v.InferOutput<S> }
    : { ok: false as const, errors: checkoutFieldErrors(k.t, issuesOf(parsed.issues), values) };
}
