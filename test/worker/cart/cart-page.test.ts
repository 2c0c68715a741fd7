import { env, reset } from 'cloudflare:test';
import { afterEach, describe, expect, it } from 'vitest';
import { Client, shopperWithCart, variants, type CartBody } from './cart-support';
import { islandProps } from '../support/shop-html';

afterEach(() => reset());

const us = variants('us', 5);
const cheap = us.find((v) => v.price < 5000)!;
const dear = us.find((v) => v.price >= 20000)!;
const html = { accept: 'text/html' };

/** A plain HTML form post, as a browser without JavaScript sends it. */
function post(shopper: Client, path: string, fields: Record<string, string | number>, headers: Record<string, string> = {}) {
  const body = new URLSearchParams(Object.entries(fields).map(([k, v]) => [k, String(v)])).toString();
  return shopper.fetch(path, {
    method: 'POST',
    headers: { ...html, 'content-type': 'application/x-www-form-urlencoded', ...headers },
    body,
  });
}

async function cartOf(shopper: Client): Promise<CartBody['data'] | null> {
  const { cartId } = await shopper.session();
  if (!cartId) return null;
  return ((await (await shopper.api('GET', `/cart/${cartId}`)).json()) as CartBody).data;
}

const sessionKeys = async () => (await env.SESSIONS.list({ prefix: 'session:' })).keys.length;

describe('GET /{lang}/cart', () => {
  it('shows an empty cart with suggestions to a new visitor without creating a session', async () => {
    const visitor = new Client();
    const res = await visitor.fetch('/en-us/cart', { headers: html });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    const page = await res.text();
    expect(page).toContain('<h1>Your cart</h1>');
    expect(page).toContain('Your cart is empty.');
    expect(page).toContain('Popular right now');
    // Crawlable (Lighthouse SEO = 100): a crawler sees an empty cart with suggestions.
    expect(page).not.toContain('name="robots"');
    expect(await sessionKeys()).toBe(0);
  });

  it('lists lines with image, name, options, unit and line price, totals, and the spend-more message', async () => {
    const { shopper } = await shopperWithCart(cheap, 2);
    const page = await (await shopper.fetch('/en-us/cart', { headers: html })).text();
    const money = (minor: number) => `$${(minor / 100).toFixed(2).replace(/\B(?=(\d{3})+(?!\d))/g, ',')}`;
    expect(page).toContain('data-island="cart-lines"');
    expect(page).toMatch(/<img src="\/media\/i\/[^"]+"/);
    expect(page).toContain(`Colour: `);
    expect(page).toContain(money(cheap.price));
    expect(page).toContain(money(cheap.price * 2));
    const left = 15000 - cheap.price * 2;
    if (left > 0) expect(page).toContain(`Spend ${money(left)} more for free shipping`);
    expect(page).toContain('href="/en-us/checkout"');
    expect(page).toMatch(/name="csrf_token" value="[A-Za-z0-9_-]{43}"/);
    expect(page).toContain('action="/en-us/cart/update"');
    expect(page).toContain('action="/en-us/cart/remove"');
    // The header shows the count without JavaScript on this personal page.
    expect(page).toMatch(/class="mini-cart__count"[^>]*>2</);
  });

  it('speaks Norwegian and counts in kroner on /no-no/cart', async () => {
    const norway = variants('no', 3)[0]!;
    const { shopper } = await shopperWithCart(norway, 1, { region: 'no' });
    const page = await (await shopper.fetch('/no-no/cart', { headers: html })).text();
    expect(page).toContain('<h1>Handlekurven din</h1>');
    expect(page).toMatch(/\d kr/);
    expect(page).toContain('Delsum');
  });

  it('explains that the shop is a catalogue outside shopping regions and links to the store locator', async () => {
    const visitor = new Client();
    const res = await visitor.fetch('/de-de/cart', { headers: html });
    expect(res.status).toBe(200);
    const page = await res.text();
    expect(page).toContain('Unsere Ausrüstung gibt es hier im Fachhandel');
    expect(page).toContain('href="/de-de/stores"');
    expect(page).not.toContain('data-island="cart-lines"');
    expect(await sessionKeys()).toBe(0);
  });
});

describe('no-JS cart forms', () => {
  it('adds from a form post and answers 303 back to return_to with the outcome', async () => {
    const shopper = new Client();
    const { csrfToken } = await shopper.session();
    const res = await post(shopper, '/en-us/cart/add', {
      product_id: cheap.product_id,
      variant_id: cheap.variant_id,
      quantity: 2,
      csrf_token: csrfToken,
      return_to: '/en-us/p/some-ski?variant=1',
    });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/en-us/p/some-ski?variant=1&cart_status=added');
    expect((await cartOf(shopper))!.item_count).toBe(2);
    // The count cookie the header reads without a request: `us=2`, URI-encoded.
    expect(shopper.cookies.get('cart_count')).toBe('us%3D2');
  });

  it('refuses a form post without the token with a 403 page and changes nothing', async () => {
    const { shopper } = await shopperWithCart(cheap, 1);
    const res = await post(shopper, '/en-us/cart/add', {
      product_id: cheap.product_id,
      variant_id: cheap.variant_id,
      quantity: 1,
      return_to: '/en-us/cart',
    });
    expect(res.status).toBe(403);
    const page = await res.text();
    expect(page).toContain('Your session has expired');
    expect(page).toContain('href="/en-us/cart"');
    expect((await cartOf(shopper))!.item_count).toBe(1);
  });

  it('refuses a cross-site form post even with the token', async () => {
    const { shopper } = await shopperWithCart(cheap, 1);
    const res = await post(
      shopper,
      '/en-us/cart/add',
      { product_id: cheap.product_id, variant_id: cheap.variant_id, quantity: 1, csrf_token: shopper.token },
      { 'sec-fetch-site': 'cross-site' },
    );
    expect(res.status).toBe(403);
    expect((await cartOf(shopper))!.item_count).toBe(1);
  });

  it('changes a quantity with the stepper buttons and the input', async () => {
    const { shopper, cart } = await shopperWithCart(cheap, 2);
    const item = cart.line_items.physical_items[0]!;
    const base = { item_id: item.id, product_id: cheap.product_id, csrf_token: shopper.token };
    const plus = await post(shopper, '/en-us/cart/update', { ...base, quantity: 2, step: 1 });
    expect(plus.status).toBe(303);
    expect(plus.headers.get('location')).toBe('/en-us/cart?cart_status=updated');
    expect((await cartOf(shopper))!.item_count).toBe(3);
    await post(shopper, '/en-us/cart/update', { ...base, quantity: 3, step: -1 });
    expect((await cartOf(shopper))!.item_count).toBe(2);
    await post(shopper, '/en-us/cart/update', { ...base, quantity: 4 });
    expect((await cartOf(shopper))!.item_count).toBe(4);
  });

  it('removes a line', async () => {
    const { shopper, cart } = await shopperWithCart(cheap, 1);
    const res = await post(shopper, '/en-us/cart/remove', { item_id: cart.line_items.physical_items[0]!.id, csrf_token: shopper.token });
    expect(res.headers.get('location')).toBe('/en-us/cart?cart_status=removed');
    expect((await cartOf(shopper))!.item_count).toBe(0);
    const page = await (await shopper.fetch('/en-us/cart?cart_status=removed', { headers: html })).text();
    expect(page).toContain('The item was removed from your cart.');
    expect(page).toContain('Your cart is empty.');
  });

  it.each([
    ['quantity 0', { quantity: 0 }, 'cart_error=invalid_quantity'],
    ['quantity 100', { quantity: 100 }, 'cart_error=invalid_quantity'],
    ['a quantity that is not a number', { quantity: 'two' }, 'cart_error=invalid_quantity'],
    ['an unknown variant', { variant_id: 1 }, 'cart_error=variant_not_found'],
  ])('sends %s back as an error without changing the cart', async (_name, change, expected) => {
    const { shopper } = await shopperWithCart(cheap, 1);
    const res = await post(shopper, '/en-us/cart/add', {
      product_id: cheap.product_id,
      variant_id: cheap.variant_id,
      quantity: 1,
      csrf_token: shopper.token,
      ...change,
    });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toContain(expected);
    expect((await cartOf(shopper))!.item_count).toBe(1);
  });

  it('says how many are available when a form asks for more than the stock', async () => {
    const scarce = variants('us', 2).find((v) => v.stock < 10)!;
    const shopper = new Client();
    await shopper.session();
    const res = await post(shopper, '/en-us/cart/add', {
      product_id: scarce.product_id,
      variant_id: scarce.variant_id,
      quantity: scarce.stock + 1,
      csrf_token: shopper.token,
    });
    expect(res.headers.get('location')).toBe(`/en-us/cart?cart_error=insufficient_stock&available=${scarce.stock}`);
    const page = await (await shopper.fetch(res.headers.get('location')!, { headers: html })).text();
    expect(page).toContain(`Only ${scarce.stock} of this item can be ordered.`);
    expect(page).toContain('role="alert"');
  });

  it('never redirects to another site, whatever return_to says', async () => {
    const shopper = new Client();
    await shopper.session();
    for (const target of ['https://evil.example/', '//evil.example/x', '/\\evil.example']) {
      const res = await post(shopper, '/en-us/cart/add', {
        product_id: cheap.product_id,
        variant_id: cheap.variant_id,
        quantity: 1,
        csrf_token: shopper.token,
        return_to: target,
      });
      expect(res.headers.get('location')).toBe('/en-us/cart?cart_status=added');
    }
  });

  it('refuses a form over 16 KB with 413', async () => {
    const shopper = new Client();
    await shopper.session();
    const res = await post(shopper, '/en-us/cart/add', {
      product_id: cheap.product_id,
      quantity: 1,
      csrf_token: shopper.token,
      pad: 'x'.repeat(17 * 1024),
    });
    expect(res.status).toBe(413);
  });

  it('sends a form post in a catalogue region back with an explanation', async () => {
    const shopper = new Client({ region: 'eu' });
    await shopper.session();
    const res = await post(shopper, '/de-de/cart/add', {
      product_id: cheap.product_id,
      variant_id: cheap.variant_id,
      quantity: 1,
      csrf_token: shopper.token,
    });
    expect(res.headers.get('location')).toBe('/de-de/cart?cart_error=shopping_unavailable');
  });
});

describe('GET /{lang}/checkout', () => {
  // The checkout steps, not a read-only review ("payment is not taken online yet").
  it('starts checkout with the cart summary and the first step’s form', async () => {
    const { shopper } = await shopperWithCart(dear, 1);
    const page = await (await shopper.fetch('/en-us/checkout', { headers: html })).text();
    expect(page).toContain('<h1>Checkout</h1>');
    expect(page).toContain('Contact and address');
    expect(page).toMatch(/<form[^>]*action="\/en-us\/checkout"/);
    expect(page).toContain('Order summary');
    expect(page).not.toContain('Online payment opens soon');
  });

  it('says there is nothing to check out when the cart is empty', async () => {
    const page = await (await new Client().fetch('/en-us/checkout', { headers: html })).text();
    expect(page).toContain('There is nothing to check out: your cart is empty.');
  });
});

describe('the header count', () => {
  it('is not rendered into shared pages, which stay cacheable: the edge fills it into every answer for its shopper', async () => {
    const { shopper } = await shopperWithCart(cheap, 1);
    const res = await shopper.fetch('/en-us/team', { headers: html });
    expect(res.headers.get('cache-status')).toMatch(/^loipe; (hit|fwd=miss; stored)/);
    const page = await res.text();
    expect(page).toContain('data-island="mini-cart"');
    expect(page).toContain('<span class="mini-cart__count" aria-hidden="true">1</span>');
    // The stored copy, as a visitor gets it: no count.
    const stored = await (await new Client().fetch('/en-us/team', { headers: html })).text();
    expect(stored).toContain('data-island="mini-cart"');
    expect(stored).not.toContain('mini-cart__count');
  });
});

describe('product page add-ons and the cart', () => {
  it('marks an add-on already in the cart as added, in the HTML and in the add-ons island props', async () => {
    type AddOns = { items: { productId: number; variantId: number }[]; inCart: number[] };
    const shopper = new Client();
    const before = await (await shopper.fetch('/en-us/p/aurora-classic', { headers: html })).text();
    const [addOns] = islandProps<AddOns>(before, 'product-add-ons');
    expect(addOns!.inCart).toEqual([]);
    expect(before).not.toContain('addon__added');
    const addOn = addOns!.items[0]!;
    await shopper.session();
    const res = await shopper.api('POST', '/cart/create', {
      line_items: [{ product_id: addOn.productId, variant_id: addOn.variantId, quantity: 1 }],
    });
    expect(res.status).toBe(201);
    const after = await (await shopper.fetch('/en-us/p/aurora-classic', { headers: html })).text();
    expect(islandProps<AddOns>(after, 'product-add-ons')[0]!.inCart).toEqual([addOn.productId]);
    expect(after.match(/class="addon__added"/g)).toHaveLength(1);
  });
});
