// The shoppers of the load test: sessions created up front, what they request, and the
// ledger of cart adds that is checked against the carts afterwards.
import { BROWSER_HEADERS, catalogProducts, discoverPages, purchasable } from '../bench/routes.mjs';

const API_HEADERS = { accept: 'application/json', 'user-agent': BROWSER_HEADERS['user-agent'] };

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

/** Everything the run needs, read from the live shop: pages, API reads, variants, and the shoppers. */
export async function prepare(base, sessions) {
  const { pages } = await discoverPages(base);
  const variants = await addableVariants(base);
  const shoppers = [];
  // A few at a time: 200 sessions up front should not be a load test of their own.
  for (let i = 0; i < sessions; i += 10) {
    const batch = Array.from({ length: Math.min(10, sessions - i) }, (_, j) => createShopper(base, variants[(i + j) % variants.length]));
    shoppers.push(...(await Promise.all(batch)));
  }
  const pagePaths = [pages.home, pages.category, pages.product, ...variants.slice(0, 3).map((v) => `/en-us/p/${v.uid}`), pages.cart];
  const apiPaths = [
    '/api/products?limit=12',
    `/api/products/${variants[0].productId}?include=variants`,
    '/api/categories',
    '/api/category_tree',
    '/api/session',
  ];
  return { pages: pagePaths, api: apiPaths, variants, shoppers, sent: { page: 0, api: 0, add: 0 } };
}

/**
 * The next request of a connection: 70% pages, 20% API reads, 10% cart adds, each by a random
 * shopper with their own cookie (and token for the add). The add is remembered in the
 * connection's context until its answer arrives.
 */
export function nextRequest(plan, context, random = Math.random) {
  const shopper = plan.shoppers[Math.floor(random() * plan.shoppers.length)];
  const roll = random();
  context.pending = null;
  if (roll < 0.7) {
    plan.sent.page += 1;
    return {
      method: 'GET',
      path: plan.pages[Math.floor(random() * plan.pages.length)],
      headers: { ...BROWSER_HEADERS, cookie: shopper.cookie },
      body: undefined,
    };
  }
  if (roll < 0.9) {
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

/** Books the answer to an add on the ledger. */
export function settle(context, status) {
  const pending = context.pending;
  context.pending = null;
  if (!pending) return;
  const e = entry(pending.shopper, pending.variantId);
  if (status >= 200 && status < 300) e.acked += 1;
  else if (status >= 500) e.failed += 1;
  else e.refused += 1;
}

/**
 * Each cart against its ledger. Units in a cart must be at least the acknowledged adds
 * (none lost) and at most those plus adds whose outcome is unknown (the run stopped while
 * they were in flight, or they answered 5xx, itself a failure); any other difference is an
 * extra unit.
 */
export async function audit(base, shoppers) {
  const result = { carts: 0, lost: 0, extra: 0, unanswered: 0, acked: 0, units: 0, problems: [] };
  for (const shopper of shoppers) {
    const res = await fetch(`${base}/api/cart/${shopper.cartId}`, { headers: { ...API_HEADERS, cookie: shopper.cookie } });
    const body = await res.json();
    if (res.status !== 200) {
      result.problems.push(`cart ${shopper.cartId}: GET answered ${res.status} ${JSON.stringify(body).slice(0, 200)}`);
      continue;
    }
    result.carts += 1;
    const units = new Map();
    for (const line of body.data.line_items.physical_items) units.set(line.variant_id, (units.get(line.variant_id) ?? 0) + line.quantity);
    for (const variantId of new Set([...units.keys(), ...shopper.ledger.keys()])) {
      const e = entry(shopper, variantId);
      const have = units.get(variantId) ?? 0;
      const unanswered = e.sent - e.acked - e.refused - e.failed;
      result.acked += e.acked;
      result.units += have;
      result.unanswered += unanswered;
      if (have < e.acked) {
        result.lost += e.acked - have;
        result.problems.push(`cart ${shopper.cartId} variant ${variantId}: ${have} units, ${e.acked} adds acknowledged`);
      } else if (have > e.acked + unanswered + e.failed) {
        result.extra += have - e.acked - unanswered - e.failed;
        result.problems.push(
          `cart ${shopper.cartId} variant ${variantId}: ${have} units, ${e.acked} acknowledged + ${unanswered} unanswered + ${e.failed} 5xx`,
        );
      }
    }
  }
  return result;
}
