/**
 * Issue 35, personal fill on hits: a shopper with a session gets the shared copy of a page
 * (the same stored bytes as everyone of the price group) with their own parts written in at
 * the edge: the header's cart count and its label, every no-JS form's csrf token. Two shoppers
 * on one copy each see their own; a bad cookie is treated as absent, never a 500.
 */
import { reset } from 'cloudflare:test';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { MiniCartProps } from '../../../client/islands/MiniCart';
import { unpackBuyVariant, type ProductBuyProps } from '../../../client/islands/ProductBuy';
import { hotPages } from '../../../worker/page-cache/middleware';
import { get } from '../support/helpers';
import { islandProps } from '../support/shop-html';
import { migrate, orderBody, placeOrder, setLevel } from '../checkout/order-support';
import { shopperWithCart, variants, type Client, type Pick } from '../cart/cart-support';

beforeEach(migrate);
afterEach(() => {
  hotPages.clear();
  return reset();
});

const PRODUCT = '/en-us/p/aurora-classic';
const cacheStatus = (res: Response) => res.headers.get('cache-status') ?? '';
const tokensIn = (html: string) => [...html.matchAll(/name="csrf_token" value="([^"]*)"/g)].map((m) => m[1]);
const cartLink = (html: string) => /<a class="site-header__tool site-header__cart"[^>]*>.*?<\/a>/s.exec(html)?.[0] ?? '';

async function view(shopper: Client, path = PRODUCT): Promise<{ res: Response; html: string }> {
  const res = await shopper.fetch(path, { headers: { accept: 'text/html' } });
  return { res, html: await res.text() };
}

/** Views until the answer is a hit (the fill is stored in the first answer's waitUntil). */
async function hitFor(shopper: Client, path = PRODUCT): Promise<{ res: Response; html: string }> {
  for (let i = 0; i < 50; i++) {
    const seen = await view(shopper, path);
    if (/; hit\b/.test(cacheStatus(seen.res))) return seen;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`${path} never became a hit`);
}

describe('personal parts filled on shared pages', () => {
  it('a shopper with two items gets a hit that shows "2 items" and carries their own token in every no-JS form', async () => {
    const { shopper } = await shopperWithCart(variants('us', 3)[0]!, 2);
    expect(decodeURIComponent(shopper.cookies.get('cart_count') ?? '')).toBe('us=2');
    const first = await view(shopper);
    expect(cacheStatus(first.res)).toMatch(/^loipe; fwd=(miss; stored|hit)/);
    const second = await hitFor(shopper);
    expect(second.res.status).toBe(200);
    expect(second.res.headers.get('cache-control')).toBe('private, max-age=0');
    expect(second.res.headers.getSetCookie()).toEqual([]);
    // The header without JavaScript: the label and the badge.
    expect(cartLink(second.html)).toContain('aria-label="Open cart, 2 items"');
    expect(cartLink(second.html)).toContain('<span class="mini-cart__count" aria-hidden="true">2</span>');
    expect(cartLink(second.html)).not.toContain('data-count-');
    // The mini-cart's props say the same count, so hydration draws the link it finds.
    expect(islandProps<MiniCartProps>(second.html, 'mini-cart')[0]!.count).toBe(2);
    // Every no-JS form carries the session's token, and the islands' props the same one (hydration matches).
    const tokens = tokensIn(second.html);
    expect(tokens.length).toBeGreaterThan(0);
    expect(new Set(tokens)).toEqual(new Set([shopper.token]));
    expect(islandProps<ProductBuyProps>(second.html, 'product-buy')[0]!.csrfToken).toBe(shopper.token);
    // The miss that filled the copy was filled for its shopper too.
    expect(new Set(tokensIn(first.html))).toEqual(new Set([shopper.token]));
  });

  it('the no-JS add-to-cart form of a hit works: the post with the filled token adds to the cart', async () => {
    const pick = variants('us', 3)[0]!;
    const { shopper } = await shopperWithCart(pick, 2);
    await view(shopper);
    const { html } = await hitFor(shopper);
    const form = /<form[^>]*action="([^"]*\/cart\/add)"[^>]*>(.*?)<\/form>/s.exec(html);
    expect(form).not.toBeNull();
    const fields = new URLSearchParams();
    for (const [, name, value] of form![2]!.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)"/g)) fields.set(name!, value!);
    expect(fields.get('csrf_token')).toBe(shopper.token);
    fields.set('quantity', '1');
    const posted = await shopper.fetch(form![1]!, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'sec-fetch-site': 'same-origin' },
      body: fields.toString(),
    });
    expect(posted.status).toBe(303);
    expect(decodeURIComponent(shopper.cookies.get('cart_count') ?? '')).toBe('us=3');
    const after = await hitFor(shopper);
    expect(cartLink(after.html)).toContain('aria-label="Open cart, 3 items"');
  });

  it('two shoppers on one stored copy each see their own count and token, and the stored copy holds neither', async () => {
    const picks = variants('us', 5);
    const { shopper: ann } = await shopperWithCart(picks[0]!, 2);
    const { shopper: bob } = await shopperWithCart(picks[1]!, 5);
    await view(ann);
    const annHit = await hitFor(ann);
    const bobHit = await hitFor(bob);
    expect(cartLink(annHit.html)).toContain('Open cart, 2 items');
    expect(cartLink(bobHit.html)).toContain('Open cart, 5 items');
    expect(new Set(tokensIn(annHit.html))).toEqual(new Set([ann.token]));
    expect(new Set(tokensIn(bobHit.html))).toEqual(new Set([bob.token]));
    expect(annHit.html).not.toContain(bob.token);
    expect(bobHit.html).not.toContain(ann.token);
    // An anonymous visitor's hit of the same copy: empty tokens, no count.
    const anonymous = await get(PRODUCT);
    expect(cacheStatus(anonymous)).toMatch(/; hit\b/);
    const anonymousHtml = await anonymous.text();
    expect(new Set(tokensIn(anonymousHtml))).toEqual(new Set(['']));
    expect(cartLink(anonymousHtml)).not.toContain('mini-cart__count');
    expect(cartLink(anonymousHtml)).toContain('data-count=');
    expect(islandProps<MiniCartProps>(annHit.html, 'mini-cart')[0]!.count).toBe(2);
    expect(islandProps<MiniCartProps>(bobHit.html, 'mini-cart')[0]!.count).toBe(5);
    expect(islandProps<MiniCartProps>(anonymousHtml, 'mini-cart')[0]!.count).toBeNull();
    expect(anonymousHtml).not.toContain(ann.token);
    expect(anonymousHtml).not.toContain(bob.token);
  });

  it('garbled cookies are treated as absent: a made-up session or count is never a 500 and fills nothing', async () => {
    await (await get(PRODUCT)).text();
    for (const cookie of [
      '__Host-session=not-a-session',
      '__Host-session=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA',
      'cart_count=us%3D%3Cscript%3E',
      'cart_count=us=-4&us=2',
      'cart_count=%E0%A4%A',
      'cart_count=us=99999',
      'cart_count=us=2; cart_items=us=<b>',
      'cart_count=us=2; cart_items=us=1.2.3.4.5.6.7.8.9.10.11.12.13.14.15.16.17.18.19.20.21.22.23.24.25.26.27.28.29.30.31',
    ]) {
      const res = await get(PRODUCT, { cookie });
      expect(res.status, cookie).toBe(200);
      const html = await res.text();
      expect(html, cookie).not.toContain('addon__added');
      // A session cookie naming no record renders past the cache, as before: no token at all.
      expect(
        tokensIn(html).every((token) => token === ''),
        cookie,
      ).toBe(true);
      // (A valid count with garbled products shows the count, and marks no add-on.)
      if (!cookie.startsWith('cart_count=us=2;')) expect(cartLink(html), cookie).not.toContain('mini-cart__count');
    }
  });

  it('a cart count cookie without a session (the session ended) still shows its count on a hit', async () => {
    await (await get(PRODUCT)).text();
    await (await get(PRODUCT)).text();
    const res = await get(PRODUCT, { cookie: 'cart_count=us=4&no=1' });
    expect(cacheStatus(res)).toMatch(/; hit\b/);
    const html = await res.text();
    expect(cartLink(html)).toContain('aria-label="Open cart, 4 items"');
    expect(new Set(tokensIn(html))).toEqual(new Set(['']));
  });

  it("after an order the shopper's next view shows the stock it left: the order purges the pages whose stock line it changed", async () => {
    // Aurora Classic's 186 cm at 2 units: its page says "Only 2 left" (as the low-stock products of the e2e checkout).
    const aurora: Pick = { product_id: 1101, variant_id: 110105, stock: 2, price: 0 };
    await setLevel('us', aurora, 2);
    const stockOf = (html: string) => {
      const props = islandProps<ProductBuyProps>(html, 'product-buy')[0]!;
      return props.variants.map((v) => unpackBuyVariant(v, props.options)).find((v) => v.id === aurora.variant_id)?.stock;
    };
    const { shopper, cart } = await shopperWithCart(aurora, 1);
    await view(shopper);
    // The shopper with a cart is served the shared copy, not a render of their own.
    expect(stockOf((await hitFor(shopper)).html)).toBe(2);
    expect((await placeOrder(shopper, orderBody(cart.id))).status).toBe(201);
    // The purge runs in the order's waitUntil: the isolate's copy goes at once, the Cache API's right after.
    await expect.poll(async () => cacheStatus((await view(shopper)).res), { timeout: 2000 }).toMatch(/fwd=miss/);
    expect(stockOf((await hitFor(shopper)).html)).toBe(1);
  });
});
