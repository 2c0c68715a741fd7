// The shoppers of the load test: sessions created up front, what they request, and the
// ledger of cart adds that is checked against the carts afterwards. Buyers fill a
// cart and check it out, again and again; every order acknowledged with 201 is then looked up
// and the live stock of every variant they bought is checked against the seeded stock.
import { solveChallenge } from 'altcha-lib/v1';
import { BROWSER_HEADERS, catalogProducts, discoverPages, purchasable } from '../bench/routes.mjs';

export const API_HEADERS = { accept: 'application/json', 'user-agent': BROWSER_HEADERS['user-agent'] };

/** Variants to add: the best-stocked variant of each product that sells, so adds rarely hit the stock limit. */
async function addableVariants(base) {
  const products = await catalogProducts(base, 100);
  const found = [];
  for (const product of products) {
    if (!purchasable(product)) continue;
    const best = [...product.variants]
      .filter((v) => v.isPurchasable !== false && v.inventoryLevel > 0)
      .sort((a, b) => b.inventoryLevel - a.inventoryLevel)[0];
    if (best) found.push({ productId: product.id, variantId: best.id, stock: best.inventoryLevel, uid: product.uid });
  }
  found.sort((a, b) => b.stock - a.stock);
  if (!found.length) throw new Error('no product with stock to add to carts');
  return found.slice(0, 8);
}

async function createShopper(base, variant) {
  const res = await fetch(`${base}/api/session`, { headers: API_HEADERS });
  const cookie = /(__Host-session=[^;]+)/.exec(res.headers.get('set-cookie') ?? '')?.[1];
  const body = await res.json();
  if (res.status !== 200 || !cookie) throw new Error(`GET /api/session answered ${res.status} without a session cookie`);
  const shopper = { cookie, token: body.data.csrfToken, cartId: null, ledger: new Map() };
  // The first add creates the cart, as the product page does; it is on the ledger like any other.
  const created = await fetch(`${base}/api/cart/create`, {
    method: 'POST',
    headers: { ...API_HEADERS, 'content-type': 'application/json', cookie, 'csrf-token': shopper.token },
    body: JSON.stringify({ line_items: [{ product_id: variant.productId, variant_id: variant.variantId, quantity: 1 }] }),
  });
  const cart = await created.json();
  if (created.status !== 201 && created.status !== 200)
    throw new Error(`POST /api/cart/create answered ${created.status}: ${JSON.stringify(cart)}`);
  shopper.cartId = cart.data.id;
  entry(shopper, variant.variantId).acked += 1;
  entry(shopper, variant.variantId).sent += 1;
  return shopper;
}

/** Per shopper and variant: adds sent, acknowledged (2xx), refused (4xx), answered 5xx. */
export function entry(shopper, variantId) {
  if (!shopper.ledger.has(variantId)) shopper.ledger.set(variantId, { sent: 0, acked: 0, refused: 0, failed: 0 });
  return shopper.ledger.get(variantId);
}

const ADDRESS = {
  first_name: 'Kari',
  last_name: 'Nordmann',
  address1: '1600 Larimer St',
  city: 'Denver',
  state_or_province: 'CO',
  postal_code: '80202',
  country_code: 'US',
};
const CARD = { number: '4242 4242 4242 4242', exp_month: 12, exp_year: 2034, cvc: '123', name: 'Kari Nordmann' };

/** Variants for the buyers: a few scarce ones (they sell out during the run, so 409s are part of it) and a well-stocked one. */
async function buyableVariants(base, plenty) {
  const products = await catalogProducts(base, 100);
  const scarce = products
    .filter((p) => purchasable(p))
    .flatMap((p) => p.variants.filter((v) => v.isPurchasable !== false && v.inventoryLevel >= 4 && v.inventoryLevel <= 12))
    .slice(0, 4)
    .map((v) => ({ productId: v.product_id, variantId: v.id, stock: v.inventoryLevel }));
  return [...scarce, plenty];
}

/** Live stock per variant of these products (the inventory API reads D1). */
export async function liveStock(base, productIds) {
  const res = await fetch(`${base}/api/category/products/inventory?ids=${[...new Set(productIds)].join(',')}`, { headers: API_HEADERS });
  const body = await res.json();
  if (res.status !== 200) throw new Error(`inventory answered ${res.status}: ${JSON.stringify(body).slice(0, 200)}`);
  return new Map(body.data.flatMap((p) => p.variants.map((v) => [v.id, v.inventory_level])));
}

async function createBuyer(base, index) {
  const res = await fetch(`${base}/api/session`, { headers: API_HEADERS });
  const cookie = /(__Host-session=[^;]+)/.exec(res.headers.get('set-cookie') ?? '')?.[1];
  const body = await res.json();
  if (res.status !== 200 || !cookie) throw new Error(`GET /api/session answered ${res.status} without a session cookie`);
  return { cookie, token: body.data.csrfToken, email: `buyer${index}@load.example`, cartId: null, clearId: null, busy: false, round: 0 };
}

/** The pro code the embedded store's demo data accepts (a pro in the `pro` region, group 3). */
const PRO_CODE = 'LOIPE-PRO-US-DEMO';

/**
 * A signed-in customer (a pro with `pro`), made as the account form makes one: a session, an
 * ALTCHA answer, POST /api/customers/create. Answers the session cookie the sign-up rotated to.
 */
async function createCustomer(base, index, pro) {
  const res = await fetch(`${base}/api/session`, { headers: API_HEADERS });
  const cookie = /(__Host-session=[^;]+)/.exec(res.headers.get('set-cookie') ?? '')?.[1];
  const body = await res.json();
  if (res.status !== 200 || !cookie) throw new Error(`GET /api/session answered ${res.status} without a session cookie`);
  const challenge = await (await fetch(`${base}/api/botcheck/challenge`, { headers: API_HEADERS })).json();
  const solution = await solveChallenge(challenge.challenge, challenge.salt, challenge.algorithm, challenge.maxnumber).promise;
  if (!solution) throw new Error('load: the bot check challenge was not solved');
  const { algorithm, salt, signature } = challenge;
  const altcha = btoa(JSON.stringify({ algorithm, challenge: challenge.challenge, number: solution.number, salt, signature }));
  const created = await fetch(`${base}/api/customers/create`, {
    method: 'POST',
    headers: { ...API_HEADERS, 'content-type': 'application/json', cookie, 'csrf-token': body.data.csrfToken, origin: base },
    body: JSON.stringify({
      email: `${pro ? 'pro' : 'customer'}${index}-${Date.now()}@load.example`,
      password: 'load-test-Password-1',
      firstName: pro ? `Pia${index}` : `Ingrid${index}`,
      lastName: 'Load',
      altcha,
      ...(pro ? { proCode: PRO_CODE, organisation: 'Load Nordic Club', role: 'coach' } : {}),
    }),
  });
  const signedIn = /(__Host-session=[^;]+)/.exec(created.headers.get('set-cookie') ?? '')?.[1];
  if (created.status !== 201 || !signedIn)
    throw new Error(`POST /api/customers/create answered ${created.status}: ${(await created.text()).slice(0, 200)}`);
  return { cookie: signedIn, pro };
}

/** Everything the run needs, read from the live shop: pages, API reads, variants, and the shoppers. */
export async function prepare(base, sessions) {
  const { pages } = await discoverPages(base);
  const variants = await addableVariants(base);
  const buyable = await buyableVariants(base, variants[variants.length - 1]);
  const seeded = await liveStock(
    base,
    buyable.map((v) => v.productId),
  );
  const buyers = await Promise.all(Array.from({ length: Math.max(4, Math.round(sessions / 5)) }, (_, i) => createBuyer(base, i)));
  const shoppers = [];
  // A few at a time: 200 sessions up front should not be a load test of their own.
  for (let i = 0; i < sessions; i += 10) {
    const batch = Array.from({ length: Math.min(10, sessions - i) }, (_, j) => createShopper(base, variants[(i + j) % variants.length]));
    shoppers.push(...(await Promise.all(batch)));
  }
  const customers = [];
  for (let i = 0; i < CUSTOMERS; i += 5) {
    const batch = Array.from({ length: Math.min(5, CUSTOMERS - i) }, (_, j) => createCustomer(base, i + j, false));
    customers.push(...(await Promise.all(batch)));
  }
  const pros = [];
  for (let i = 0; i < PROS; i += 5) {
    const batch = Array.from({ length: Math.min(5, PROS - i) }, (_, j) => createCustomer(base, i + j, true));
    pros.push(...(await Promise.all(batch)));
  }
  // Catalogue pages; the cart page (personal, never cached) is CART_PAGE_SHARE of the page views.
  const pagePaths = [pages.home, pages.category, pages.product, ...variants.slice(0, 3).map((v) => `/en-us/p/${v.uid}`)];
  const apiPaths = [
    '/api/products?limit=12',
    `/api/products/${variants[0].productId}?include=variants`,
    '/api/categories',
    '/api/category_tree',
    '/api/session',
  ];
  return {
    pages: pagePaths,
    cartPage: pages.cart,
    api: apiPaths,
    variants,
    shoppers,
    customers,
    pros,
    views: {},
    buyers,
    buyable,
    seeded,
    orders: [],
    checkout: { fills: 0, filled: 0, refusedFills: 0, sent: 0, placed: 0, soldOut: 0, declined: 0, otherRefused: 0, failed: 0 },
    sent: { page: 0, api: 0, add: 0, checkout: 0 },
  };
}

/** A buyer's next step: fill an empty cart (cart/create with 1-2 lines), or check the full one out. */
function checkoutRequest(plan, context, random) {
  const idle = plan.buyers.filter((b) => !b.busy);
  if (!idle.length) return null;
  const buyer = idle[Math.floor(random() * idle.length)];
  buyer.busy = true;
  plan.sent.checkout += 1;
  const headers = { ...API_HEADERS, 'content-type': 'application/json', cookie: buyer.cookie, 'csrf-token': buyer.token };
  if (buyer.clearId) {
    // A refused order leaves its cart: empty it before filling a new one.
    context.pending = { kind: 'clear', buyer };
    const { 'content-type': _json, ...plain } = headers;
    return { method: 'DELETE', path: `/api/cart/${buyer.clearId}`, headers: plain, body: undefined };
  }
  if (!buyer.cartId) {
    const scarce = plan.buyable[Math.floor(random() * (plan.buyable.length - 1))];
    const plenty = plan.buyable[plan.buyable.length - 1];
    const lines = [{ product_id: scarce.productId, variant_id: scarce.variantId, quantity: 1 + Math.floor(random() * 2) }];
    if (random() < 0.5 && plenty.variantId !== scarce.variantId)
      lines.push({ product_id: plenty.productId, variant_id: plenty.variantId, quantity: 1 });
    plan.checkout.fills += 1;
    context.pending = { kind: 'fill', buyer };
    return { method: 'POST', path: '/api/cart/create', headers, body: JSON.stringify({ line_items: lines }) };
  }
  buyer.round += 1;
  plan.checkout.sent += 1;
  context.pending = { kind: 'order', buyer, cartId: buyer.cartId };
  return {
    method: 'POST',
    path: '/api/orders',
    headers: { ...headers, 'idempotency-key': `load-${buyer.email}-${buyer.round}` },
    body: JSON.stringify({ cart_id: buyer.cartId, email: buyer.email, shipping_address: ADDRESS, shipping_method_id: 102, payment: CARD }),
  };
}

/**
 * The next request of a connection: 70% pages, 17% API reads, 8% cart adds, each by a random
 * shopper with their own cookie (and token for the add), and 5% checkout steps by a buyer
 * (fill a cart, place the order). Adds and checkout steps are remembered in the connection's
 * context until their answer arrives.
 */
const ANONYMOUS_PAGES = Number(process.env.LOAD_ANONYMOUS_PAGES ?? 0.6);
/** Of the page views: shoppers with a cart (their session's cookie) and signed-in customers and pros. */
const CART_PAGES = Number(process.env.LOAD_CART_PAGES ?? 0.2);
const CUSTOMER_PAGES = Number(process.env.LOAD_CUSTOMER_PAGES ?? 0.1);
/** The cart page's share of page views (the rest are catalogue pages: home, category, products). */
const CART_PAGE_SHARE = Number(process.env.LOAD_CART_PAGE_SHARE ?? 0.05);
/** How many signed-in customers and pros view pages (LOAD_CUSTOMERS, LOAD_PROS). */
const CUSTOMERS = Number(process.env.LOAD_CUSTOMERS ?? 20);
const PROS = Number(process.env.LOAD_PROS ?? 10);

/** Who views a page: a visitor, a shopper with a cart, a signed-in customer, a pro (the mix above; the rest are pros). */
function viewer(plan, shopper, random) {
  const roll = random();
  const pick = (list) => list[Math.floor(random() * list.length)];
  if (roll < ANONYMOUS_PAGES) return { kind: 'anonymous', cookie: null };
  if (roll < ANONYMOUS_PAGES + CART_PAGES || (!plan.customers.length && !plan.pros.length)) return { kind: 'cart', cookie: shopper.cookie };
  if ((roll < ANONYMOUS_PAGES + CART_PAGES + CUSTOMER_PAGES && plan.customers.length) || !plan.pros.length)
    return { kind: 'customer', cookie: pick(plan.customers).cookie };
  return { kind: 'pro', cookie: pick(plan.pros).cookie };
}

export function nextRequest(plan, context, random = Math.random) {
  const shopper = plan.shoppers[Math.floor(random() * plan.shoppers.length)];
  const roll = random();
  context.pending = null;
  context.view = null;
  if (roll >= 0.95) {
    const step = checkoutRequest(plan, context, random);
    if (step) return step;
  }
  if (roll < 0.7 || roll >= 0.95) {
    plan.sent.page += 1;
    // Visitors (LOAD_ANONYMOUS_PAGES, default 0.6 of page views), shoppers with a cart (0.2),
    // signed-in customers (0.1) and pros (the rest): each page view is counted by who viewed it.
    const who = viewer(plan, shopper, random);
    context.view = who.kind;
    return {
      method: 'GET',
      path: random() < CART_PAGE_SHARE ? plan.cartPage : plan.pages[Math.floor(random() * plan.pages.length)],
      headers: who.cookie ? { ...BROWSER_HEADERS, cookie: who.cookie } : { ...BROWSER_HEADERS },
      body: undefined,
    };
  }
  if (roll < 0.87) {
    plan.sent.api += 1;
    const path = random() < 0.2 ? `/api/cart/${shopper.cartId}` : plan.api[Math.floor(random() * plan.api.length)];
    return { method: 'GET', path, headers: { ...API_HEADERS, cookie: shopper.cookie }, body: undefined };
  }
  const variant = plan.variants[Math.floor(random() * plan.variants.length)];
  plan.sent.add += 1;
  entry(shopper, variant.variantId).sent += 1;
  context.pending = { shopper, variantId: variant.variantId };
  return {
    method: 'POST',
    path: `/api/cart/${shopper.cartId}/items`,
    headers: { ...API_HEADERS, 'content-type': 'application/json', cookie: shopper.cookie, 'csrf-token': shopper.token },
    body: JSON.stringify({ line_items: [{ product_id: variant.productId, variant_id: variant.variantId, quantity: 1 }] }),
  };
}

/** Books the answer to an add on the ledger, and a buyer's step on the checkout tally. */
export function settle(context, status, body, plan) {
  const pending = context.pending;
  context.pending = null;
  if (!pending) return;
  if (pending.kind === 'fill' || pending.kind === 'order' || pending.kind === 'clear') return settleCheckout(plan, pending, status, body);
  const e = entry(pending.shopper, pending.variantId);
  if (status >= 200 && status < 300) e.acked += 1;
  else if (status >= 500) e.failed += 1;
  else e.refused += 1;
}

function parse(body) {
  try {
    return JSON.parse(body);
  } catch {
    return null;
  }
}

function settleCheckout(plan, pending, status, body) {
  const { buyer } = pending;
  buyer.busy = false;
  const tally = plan.checkout;
  const answer = parse(body);
  if (pending.kind === 'clear') {
    if (status < 500) buyer.clearId = null;
    else tally.failed += 1;
    return;
  }
  if (pending.kind === 'fill') {
    if (status === 201 || status === 200) {
      tally.filled += 1;
      buyer.cartId = answer?.data?.id ?? null;
    } else if (status >= 500) tally.failed += 1;
    else tally.refusedFills += 1;
    return;
  }
  if (status === 201) {
    tally.placed += 1;
    plan.orders.push({ email: buyer.email, order: answer.data.order });
    buyer.cartId = null;
  } else if (status >= 500) tally.failed += 1;
  else {
    const code = answer?.error?.code;
    if (code === 'insufficient_stock' || code === 'line_unavailable') tally.soldOut += 1;
    else tally.otherRefused += 1;
    // A sold-out cart is emptied, then filled again with what is left.
    buyer.clearId = buyer.cartId;
    buyer.cartId = null;
  }
}

/** Checkout steps still in flight when the clock stopped: their outcome is unknown. */
export function unansweredCheckouts(plan) {
  return plan.buyers.filter((b) => b.busy).length;
}
