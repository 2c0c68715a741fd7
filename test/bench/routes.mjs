// Finds the pages to measure from the shop's own data, not from guessed paths: a product
// that can be bought (GET /api/products) and the category it is filed under
// (GET /api/categories/{id}); the cart page and a 404 complete the set.

/** Request headers of a desktop Chrome visitor, so the Worker streams as it would for a shopper. */
export const BROWSER_HEADERS = {
  accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8',
  'accept-language': 'en-US,en;q=0.9',
  'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36',
};

async function json(base, path) {
  const res = await fetch(`${base}${path}`, { headers: { accept: 'application/json' } });
  if (!res.ok) throw new Error(`GET ${path} answered ${res.status}; the bench reads its pages from the catalog API`);
  return res.json();
}

const trimSlashes = (url) => url.replace(/^\/+|\/+$/g, '');

/** A product that is sold and in stock, with a variant that can go into a cart. */
export function purchasable(product) {
  const variant = (product.variants ?? []).find((v) => v.isPurchasable !== false && v.isInStock !== false && (v.inventoryLevel ?? 1) > 0);
  const sold = product.is_visible !== false && product.availability !== 'disabled' && product.isInStock !== false;
  return sold && variant ? variant : null;
}

/** The products of the first catalog page (en-us, commerce region us). */
export async function catalogProducts(base, limit = 50) {
  const body = await json(base, `/api/products?limit=${limit}&include=variants`);
  const products = body.data ?? body.items ?? body;
  if (!Array.isArray(products) || products.length === 0) throw new Error('GET /api/products returned no products');
  return products;
}

function productPath(product) {
  const slug = product.uid ?? trimSlashes(product.custom_url?.url ?? '');
  if (!slug) throw new Error(`product ${product.id} has neither a uid nor a custom_url`);
  return `/en-us/p/${slug}`;
}

async function categoryPath(base, product) {
  for (const { id } of product.categories ?? []) {
    const body = await json(base, `/api/categories/${id}`).catch(() => null);
    const category = body?.data ?? body;
    const url = category?.custom_url?.url ?? category?.url;
    if (url) return `/en-us/c/${trimSlashes(url)}`;
  }
  throw new Error(`no category of product ${product.id} has a url (GET /api/categories/{id})`);
}

async function status(base, path) {
  const res = await fetch(`${base}${path}`, { headers: BROWSER_HEADERS, redirect: 'manual' });
  await res.arrayBuffer();
  return res.status;
}

/**
 * The page set of the bench: { home, category, product, cart, notFound } as paths, plus the
 * product record itself. Each page is checked to answer as it should (200, and 404 for the
 * 404 page) so a figure is never taken from an error page by mistake.
 */
export async function discoverPages(base) {
  const products = await catalogProducts(base);
  const product = products.find((p) => purchasable(p)) ?? products[0];
  const pages = {
    home: '/',
    category: await categoryPath(base, product),
    product: productPath(product),
    cart: '/en-us/cart',
    notFound: '/en-us/no-such-page-loipe-bench',
  };
  for (const [name, path] of Object.entries(pages)) {
    const expected = name === 'notFound' ? 404 : 200;
    const got = await status(base, path);
    if (got !== expected) throw new Error(`${name} page ${path} answered ${got}, expected ${expected}`);
  }
  return { pages, product };
}
