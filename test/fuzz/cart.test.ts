import fc from 'fast-check';
import { afterAll, afterEach, beforeAll, describe, it } from 'vitest';
import { hostileBody, hostileHeaders, queryString } from './arbitraries';
import { StatusTally, describeRequest, judge, newShopper, readCart, readCatalog, send, watchConsole, type Catalog, type FuzzRequest, type Shopper } from './client';
import { auth, fuzzParameters, shapedBody } from './inputs';
import { pathSegment } from './arbitraries';

type CartJson = { data: { id: string; line_items: { physical_items: { id: string }[] } } };

/** The state-changing cart routes of spec §7. */
const MUTATIONS = [
  { method: 'POST', path: '/api/cart/create' },
  { method: 'POST', path: '/api/cart/:id/items' },
  { method: 'PUT', path: '/api/cart/:id/items/:itemId' },
  { method: 'PUT', path: '/api/cart/:id' },
  { method: 'DELETE', path: '/api/cart/:id/items/:itemId' },
  { method: 'DELETE', path: '/api/cart/:id' },
];

/** Stands for "the real cart id / an item id of the cart" until the run knows them. */
const REAL = Symbol('real');
const idChoice = fc.oneof({ weight: 4, arbitrary: fc.constant<typeof REAL>(REAL) }, { weight: 1, arbitrary: pathSegment.filter((s) => s !== '') });

describe('carts under hostile input', () => {
  let catalog: Catalog;
  let owner: Shopper;
  let other: Shopper;
  const consoleErrors = watchConsole();
  const tally = new StatusTally();
  /** The owner's cart as last read (JSON text), or null when it does not exist (yet, or any more). */
  let cartId: string | null = null;
  let snapshot: string | null = null;

  /** The cart under test exists and `snapshot` is its current state (read after the previous run). */
  async function ensureCart(): Promise<void> {
    if (cartId && snapshot !== null) return;
    const [productId, variantId] = [...catalog.variants.entries()][0]!;
    const res = await send({
      method: 'POST', path: '/api/cart/create', headers: { cookie: owner.cookie, 'csrf-token': owner.token },
      body: { kind: 'valid', contentType: 'application/json', body: JSON.stringify({ line_items: [{ product_id: productId, variant_id: variantId, quantity: 2 }] }) },
    });
    if (res.status !== 200 && res.status !== 201) throw new Error(`could not create the cart under test: ${res.status} ${res.text}`);
    cartId = (JSON.parse(res.text) as CartJson).data.id;
    snapshot = await readCart(owner, cartId);
  }

  beforeAll(async () => {
    catalog = await readCatalog();
    owner = await newShopper();
    other = await newShopper();
    await ensureCart();
  });
  afterEach(() => consoleErrors.spy.mockClear());
  afterAll(() => {
    consoleErrors.spy.mockRestore();
    console.log(`fuzz cart: statuses ${tally}`);
  });

  it('leaves the cart exactly as it was after every rejected request', async () => {
    const route = fc.constantFrom(...MUTATIONS);
    await fc.assert(
      fc.asyncProperty(route, idChoice, idChoice, fc.nat(), queryString, hostileHeaders, auth(owner, other), hostileBody(shapedBody(catalog)), async (r, cart, item, itemIndex, query, headers, who, body) => {
        await ensureCart();
        const items = (JSON.parse(snapshot!) as CartJson).data.line_items.physical_items.map((line) => line.id);
        const path = r.path
          .replace(':id', cart === REAL ? cartId! : cart)
          .replace(':itemId', item === REAL ? (items[itemIndex % Math.max(1, items.length)] ?? '1') : item);
        const req: FuzzRequest = { method: r.method, path: `${path}${query}`, headers: { ...headers, ...who.headers }, body: r.method === 'DELETE' ? null : body };
        const res = await send(req);
        judge(req, res, consoleErrors.take(), tally);
        const after = await readCart(owner, cartId!);
        if (res.status >= 400 && after !== snapshot) {
          throw new Error(`a rejected request (${res.status}) changed the cart\n${describeRequest(req)}\n  answered ${res.text.slice(0, 300)}\n  before ${snapshot}\n  after  ${after}`);
        }
        snapshot = after;
      }),
      fuzzParameters(0.25),
    );
  });
});
