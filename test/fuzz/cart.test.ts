import fc from 'fast-check';
import { describe, it } from 'vitest';
import { hostileHeaders, queryString } from './arbitraries';
import { hostileBody } from './bodies';
import { createCart, describeRequest, fuzzSuite, judge, readCart, send, type FuzzRequest } from './client';
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
const idChoice = fc.oneof(
  { weight: 4, arbitrary: fc.constant<typeof REAL>(REAL) },
  { weight: 1, arbitrary: pathSegment.filter((s) => s !== '') },
);

describe('carts under hostile input', () => {
  /** The owner's cart as last read (JSON text), or null when it does not exist (yet, or any more). */
  let cartId: string | null = null;
  let snapshot: string | null = null;
  const suite = fuzzSuite('cart', () => ensureCart());

  /** The cart under test exists and `snapshot` is its current state (read after the previous run). */
  async function ensureCart(): Promise<void> {
    if (cartId && snapshot !== null) return;
    cartId = await createCart(suite.owner, suite.catalog, 2);
    snapshot = await readCart(suite.owner, cartId);
  }

  it('leaves the cart exactly as it was after every rejected request', async () => {
    const route = fc.constantFrom(...MUTATIONS);
    await fc.assert(
      fc.asyncProperty(
        route,
        idChoice,
        idChoice,
        fc.nat(),
        queryString,
        hostileHeaders,
        auth(suite.owner, suite.other),
        hostileBody(shapedBody(suite.catalog)),
        async (r, cart, item, itemIndex, query, headers, who, body) => {
          await ensureCart();
          const items = (JSON.parse(snapshot!) as CartJson).data.line_items.physical_items.map((line) => line.id);
          const path = r.path
            .replace(':id', cart === REAL ? cartId! : cart)
            .replace(':itemId', item === REAL ? (items[itemIndex % Math.max(1, items.length)] ?? '1') : item);
          const req: FuzzRequest = {
            method: r.method,
            path: `${path}${query}`,
            headers: { ...headers, ...who.headers },
            body: r.method === 'DELETE' ? null : body,
          };
          const res = await send(req);
          judge(req, res, suite.consoleErrors.take(), suite.tally);
          const after = await readCart(suite.owner, cartId!);
          if (res.status >= 400 && after !== snapshot) {
            throw new Error(
              `a rejected request (${res.status}) changed the cart\n${describeRequest(req)}\n  answered ${res.text.slice(0, 300)}\n  before ${snapshot}\n  after  ${after}`,
            );
          }
          snapshot = after;
        },
      ),
      fuzzParameters(0.25),
    );
  });
});
