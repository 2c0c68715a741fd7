/**
 * The cart pages: `/{lang}/cart` and the no-JS cart forms (forms.ts);
 * checkout is worker/checkout/pages/. Cart pages are personal: never cached, and they create the
 * session their forms need. Outside shopping regions they explain that the shop is a
 * catalogue there and create no session.
 */
import { Hono, type Context } from 'hono';
import type { AppEnv } from '../edge/app-env';
import type { CartView, SessionView } from '../../shared/cart';
import { itemCount } from './lines';
import { parseLocalePrefix } from '../rules/locale';
import { localePath } from '../../shared/locale';
import { regionsFor, type Regions } from '../rules/regions';
import { csrfTokenFor } from '../edge/csrf';
import { pageTitle } from '../render/head';
import { pageRequest, renderPage, type PageRequest } from '../render/render-page';
import { CartPage, SessionExpiredPage, type CatalogueView } from '../../client/pages/CartPage';
import { cartDeps, rememberCount, shopperOf } from './deps';
import { handsOffToPlatform } from './handoff';
import { viewOf } from './service';
import { sessionCart } from './session-cart';
import type { Outcome } from '../edge/errors';
import { cartFormRoutes } from './forms';
import { cartNotice, type CartNotice } from './notice';
import { safeReturnPath } from '../edge/return-path';
import { formInput } from '../edge/validate';
import { linesLabels, optionNames } from './labels';
import { cardsFor } from '../render/product-cards';
import { deferCards, gridLabels } from '../render/page-blocks';
import { shopContext } from '../render/shop-context';
import { NO_STORE, PRIVATE_NO_STORE } from '../rules/cache-control';

const PERSONAL = { 'cache-control': PRIVATE_NO_STORE };

interface PageCart {
  view: CartView | null;
  /** Null when there is no session and the page needs none (a cart page without one is empty). */
  session: SessionView | null;
}

/**
 * The session's cart with totals. A page never creates a session: without one the cart is
 * simply empty and the response stays free of personal data.
 */
async function loadPageCart(c: Context<AppEnv>, regions: Regions): Promise<Outcome<PageCart>> {
  if (!c.get('session').current()) return { ok: true, value: { view: null, session: null } };
  const deps = cartDeps(c);
  const shopper = shopperOf(c, regions);
  const found = await sessionCart(deps, shopper);
  if (!found.ok) return found;
  const view = found.value ? await viewOf(deps, shopper, found.value) : null;
  const session = c.get('session').current()!;
  rememberCount(c, regions.commerce, view?.item_count ?? 0, found.value?.lines.map((line) => line.product_id) ?? []);
  return {
    ok: true,
    value: {
      view,
      session: {
        csrfToken: await csrfTokenFor(session),
        cartId: view?.id ?? null,
        cartCount: view?.item_count ?? 0,
        region: regions.content,
        shopping: true,
      },
    },
  };
}

/** What a page with a cart form needs of the session's cart: no view, no totals. */
interface CartSummary {
  csrfToken: string;
  count: number;
  productIds: number[];
}

/**
 * The shopper's cart for a page with a cart form, read alongside the page's other data: the
 * record itself (its count and products), without the view's currency, shipping and group reads.
 */
export async function loadCartForm(
  c: Context<AppEnv>,
  regions: Regions,
): Promise<{ cart: CartSummary | null; params: URLSearchParams; shared: boolean }> {
  const params = new URL(c.req.url).searchParams;
  // A page the page cache keeps for everyone reads no cart: its forms carry an empty token the edge fills per answer.
  if (c.get('sharedPage')) return { cart: null, params, shared: true };
  const session = c.get('session').current();
  if (!session) return { cart: null, params, shared: false };
  const found = await sessionCart(cartDeps(c), shopperOf(c, regions));
  if (!found.ok) return { cart: null, params, shared: false };
  const count = itemCount(found.value);
  const productIds = [...new Set(found.value?.lines.map((line) => line.product_id) ?? [])];
  rememberCount(c, regions.commerce, count, productIds);
  return { cart: { csrfToken: await csrfTokenFor(session), count, productIds }, params, shared: false };
}

/**
 * For any page with a cart form (the product page): the session's csrf token and the header
 * count (set on the page context, so it shows without JavaScript) when the visitor has a
 * session, and the outcome of the last no-JS cart form, if the page is its `return_to`.
 * Without a session the form posts without a token (csrf.ts checks its origin) and the page
 * stays free of personal data: the first add creates the session. A shared page (one the
 * page cache keeps) gets an empty token, the place the edge writes each shopper's own into
 * (worker/page-cache/personal.ts), and the header's count from the cart's cookie there too.
 */
export function cartFormOf(request: PageRequest, loaded: Awaited<ReturnType<typeof loadCartForm>> | null): CartFormContext {
  const notice = loaded ? cartNotice(loaded.params, request.context.text) : null;
  const cart = loaded?.cart;
  if (request.context.regions.shopping && loaded?.shared) return { csrfToken: '', notice, productIds: [] };
  if (!request.context.regions.shopping || !cart) return { csrfToken: null, notice, productIds: [] };
  request.context.cartCount = cart.count;
  return { csrfToken: cart.csrfToken, notice, productIds: cart.productIds };
}

function catalogue(request: PageRequest): CatalogueView {
  const t = request.context.text;
  return {
    title: t['cart.catalogueTitle'],
    text: t['cart.notInRegion'],
    storesHref: localePath(request.context.locale, '/stores'),
    storesLabel: t['cart.storeLocator'],
  };
}

/** What a page with cart forms needs: the session's token, the last form's outcome, what is in the cart. */
export interface CartFormContext {
  csrfToken: string | null;
  notice: CartNotice | null;
  /** Product ids of the cart's lines (add-ons mark the ones already added). */
  productIds: number[];
}

/**
 * robots.txt keeps crawlers off the cart page (worker/content/sitemap.tsx disallows each
 * locale's `/cart` and its form endpoints), so the page carries no `noindex` of its own: a
 * crawler that came anyway would see an empty cart and suggestions. Checkout and the session
 * page are personal steps and stay out of search results by their `noindex`.
 */
function head(request: PageRequest, title: string, description: string, options: { index?: boolean } = {}) {
  return { title: pageTitle(title, request.context.brandName), description, ...(options.index ? {} : { robots: 'noindex, nofollow' }) };
}

/** Newest products first: what an empty cart suggests. */
async function suggestions(c: Context<AppEnv>, request: PageRequest) {
  const shop = await shopContext(c, request);
  const products = await shop.content.getProducts(shop.cx, { region: shop.regions.content });
  const ordered = [...products.filter((p) => p.is_new.value), ...products.filter((p) => !p.is_new.value)];
  return { cards: deferCards(cardsFor(shop, ordered, { limit: 4 }), 'cart suggestions'), labels: gridLabels(shop) };
}

async function cartPage(c: Context<AppEnv>): Promise<Response> {
  const request = await pageRequest(c);
  const { locale, regions, text: t } = request.context;
  const notice = cartNotice(new URL(c.req.url).searchParams, t);
  const page = { title: t['route.cart.title'], notice };
  const meta = head(request, t['route.cart.title'], t['route.cart.description'], { index: true });
  if (!regions.shopping)
    return renderPage(c, request, { head: meta, body: <CartPage {...page} catalogue={catalogue(request)} />, headers: PERSONAL });

  const loaded = await loadPageCart(c, regions);
  const view = loaded.ok ? loaded.value.view : null;
  request.context.cartCount = view?.item_count ?? 0;
  const failure = loaded.ok ? null : { kind: 'error' as const, text: t['miniCart.failed'] };
  if (!loaded.ok || !loaded.value.session || !view || view.line_items.physical_items.length === 0) {
    const empty = {
      text: t['cart.empty'],
      shopHref: localePath(locale),
      shopLabel: t['cart.startShopping'],
      suggestions: { title: t['cart.suggestions'], ...(await suggestions(c, request)) },
    };
    return renderPage(c, request, {
      head: meta,
      body: <CartPage {...page} notice={failure ?? notice} empty={empty} />,
      headers: PERSONAL,
      status: loaded.ok ? 200 : 503,
    });
  }
  const lines = {
    cart: view,
    session: loaded.value.session,
    region: regions.content,
    localePrefix: `/${locale.prefix}`,
    shopHref: localePath(locale),
    checkout: { href: localePath(locale, '/checkout'), label: t['cart.checkout'], post: handsOffToPlatform(cartDeps(c), c.var.payment) },
    actions: { update: localePath(locale, '/cart/update'), remove: localePath(locale, '/cart/remove') },
    returnTo: localePath(locale, '/cart'),
    optionNames: optionNames(t),
    labels: linesLabels(t),
  };
  return renderPage(c, request, { head: meta, body: <CartPage {...page} lines={lines} />, headers: PERSONAL });
}

/**
 * The answer to a page form whose token was missing or wrong (csrf middleware, which runs
 * before the locale middleware: the locale comes from the path here). 403, with a way back.
 */
export async function sessionExpiredPage(c: Context<AppEnv>, reason: 'csrf' | 'too-large'): Promise<Response> {
  const prefix = new URL(c.req.url).pathname.split('/')[1] ?? '';
  const locale = parseLocalePrefix(prefix);
  if (locale) {
    c.set('locale', locale);
    c.set('regions', regionsFor(locale.country));
  }
  const request = await pageRequest(c);
  const t = request.context.text;
  // A post over the size limit is never parsed: it has no return_to to go back to.
  const form = reason === 'csrf' ? await formInput(c) : {};
  const back = safeReturnPath(form.return_to, localePath(request.context.locale, '/cart'));
  return renderPage(c, request, {
    status: reason === 'csrf' ? 403 : 413,
    head: head(request, t['cart.session.title'], t['cart.session.text']),
    body: (
      <SessionExpiredPage
        title={t['cart.session.title']}
        text={t['cart.session.text']}
        back={{ href: back, label: t['cart.session.back'] }}
      />
    ),
    headers: { 'cache-control': NO_STORE },
  });
}

/** Mounted on the locale's page routes (worker/pages.tsx). */
export const cartPages = new Hono<AppEnv>();
cartPages.get('/cart', cartPage);
cartPages.route('/', cartFormRoutes);
