/**
 * The cart forms that work without JavaScript (issue 5): POST /{lang}/cart/add, /update
 * and /remove with `csrf_token` (checked by the csrf middleware) and `return_to`. Each
 * answers 303 back to `return_to` (the cart page by default) with the outcome in the query
 * (cart-notice.ts); bad input comes back as an error message, never as a 500.
 */
import { Hono, type Context } from 'hono';
import * as v from 'valibot';
import type { AppEnv } from '../app-env';
import { localePath } from '../domain/locale';
import { cartDeps, rememberCount, shopperOf } from '../cart/deps';
import { addItems, removeItem, sessionCart, setQuantity, shoppingProblem, type Outcome } from '../cart/service';
import type { CartRecord } from '../domain/cart-lines';
import { itemCount } from '../domain/cart-lines';
import { withOutcome, type CartStatus } from '../view/cart-notice';
import { safeReturnPath } from '../http/return-path';

const digits = (max: number) => v.pipe(v.string(), v.trim(), v.regex(new RegExp(`^\\d{1,${max}}$`)), v.transform(Number));
const AddForm = v.object({
  product_id: digits(10),
  variant_id: v.optional(v.union([v.literal(''), digits(10)])),
  quantity: v.optional(digits(3), '1'),
});
const UpdateForm = v.object({
  item_id: v.pipe(v.string(), v.regex(/^[0-9a-z]{1,8}$/)),
  product_id: digits(10),
  quantity: digits(3),
  step: v.optional(v.picklist(['-1', '1'])),
});
const RemoveForm = v.object({ item_id: v.pipe(v.string(), v.regex(/^[0-9a-z]{1,8}$/)) });

async function form(c: Context<AppEnv>): Promise<Record<string, unknown>> {
  const body = await c.req.parseBody().catch(() => ({}));
  // A repeated field arrives as an array: the last value wins, as with a browser's own handling.
  return Object.fromEntries(Object.entries(body).map(([key, value]) => [key, Array.isArray(value) ? value.at(-1) : value]));
}

function back(c: Context<AppEnv>, fields: Record<string, unknown>, outcome: Parameters<typeof withOutcome>[1]): Response {
  const target = safeReturnPath(fields.return_to, localePath(c.get('locale'), '/cart'));
  c.header('cache-control', 'no-store');
  return c.redirect(withOutcome(target, outcome), 303);
}

async function finish(
  c: Context<AppEnv>,
  fields: Record<string, unknown>,
  outcome: Outcome<CartRecord>,
  status: CartStatus,
): Promise<Response> {
  if (!outcome.ok) {
    const available = outcome.problem.issues.find((issue) => typeof issue.available === 'number')?.available as number | undefined;
    return back(c, fields, { error: outcome.problem.code, available });
  }
  rememberCount(c, c.get('regions').commerce, itemCount(outcome.value));
  return back(c, fields, { status });
}

/** Runs a form in a shopping region with the session's cart; the error code goes back otherwise. */
async function withCart(
  c: Context<AppEnv>,
  fields: Record<string, unknown>,
  status: CartStatus,
  work: (cartId: string) => Promise<Outcome<CartRecord>>,
) {
  const deps = cartDeps(c);
  const found = await sessionCart(deps, shopperOf(c, c.get('regions')));
  if (!found.ok) return back(c, fields, { error: found.problem.code });
  if (!found.value) return back(c, fields, { error: 'cart_not_found' });
  return finish(c, fields, await work(found.value.id), status);
}

export const cartFormRoutes = new Hono<AppEnv>();

cartFormRoutes.use('/cart/*', async function shoppingOnly(c, next) {
  const refused = shoppingProblem(c.get('regions'));
  if (refused) return back(c, await form(c), { error: refused.code });
  return next();
});

cartFormRoutes.post('/cart/add', async (c) => {
  const fields = await form(c);
  const parsed = v.safeParse(AddForm, fields);
  if (!parsed.success) return back(c, fields, { error: 'invalid_quantity' });
  const { product_id, variant_id, quantity } = parsed.output;
  const item = { product_id, variant_id: variant_id === '' || variant_id === undefined ? null : variant_id, quantity };
  const outcome = await addItems(cartDeps(c), shopperOf(c, c.get('regions')), 'session', [item], null);
  return finish(c, fields, outcome.ok ? { ok: true, value: outcome.value.cart } : outcome, 'added');
});

cartFormRoutes.post('/cart/update', async (c) => {
  const fields = await form(c);
  const parsed = v.safeParse(UpdateForm, fields);
  if (!parsed.success) return back(c, fields, { error: 'invalid_quantity' });
  const { item_id, product_id, quantity, step } = parsed.output;
  const wanted = quantity + (step ? Number(step) : 0);
  return withCart(c, fields, 'updated', (cartId) =>
    setQuantity(cartDeps(c), shopperOf(c, c.get('regions')), cartId, item_id, product_id, wanted),
  );
});

cartFormRoutes.post('/cart/remove', async (c) => {
  const fields = await form(c);
  const parsed = v.safeParse(RemoveForm, fields);
  if (!parsed.success) return back(c, fields, { error: 'item_not_found' });
  return withCart(c, fields, 'removed', (cartId) => removeItem(cartDeps(c), shopperOf(c, c.get('regions')), cartId, parsed.output.item_id));
});
