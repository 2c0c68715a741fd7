/**
 * The cart forms that work without JavaScript: POST /{lang}/cart/add, /update
 * and /remove with `csrf_token` (checked by the csrf middleware) and `return_to`. Each
 * answers 303 back to `return_to` (the cart page by default) with the outcome in the query
 * (notice.ts); each form is read by `validate('form', Schema)`, and bad input comes back
 * as an error message, never as a 500.
 */
import { Hono, type Context } from 'hono';
import * as v from 'valibot';
import type { AppEnv } from '../edge/app-env';
import { localePath } from '../../shared/locale';
import { cartDeps, rememberCount, shopperOf } from './deps';
import { addItems } from './service';
import { removeItem, setQuantity } from './line-changes';
import { sessionCart } from './session-cart';
import { shoppingProblem } from './problems';
import type { Outcome } from '../edge/errors';
import type { CartRecord } from './lines';
import { itemCount } from './lines';
import { withOutcome, type CartStatus } from './notice';
import { safeReturnPath } from '../edge/return-path';
import { formInput, validate, type Invalid } from '../edge/validate';
import { NO_STORE } from '../rules/cache-control';

const digits = (max: number) => v.pipe(v.string(), v.trim(), v.regex(new RegExp(`^\\d{1,${max}}$`)), v.transform(Number));
const itemId = v.pipe(v.string(), v.regex(/^[0-9a-z]{1,8}$/));
/** Where the 303 goes back to; checked by safeReturnPath, never trusted as sent. */
const returnTo = { return_to: v.optional(v.string()) };
const AddForm = v.object({
  product_id: digits(10),
  variant_id: v.optional(v.union([v.literal(''), digits(10)])),
  quantity: v.optional(digits(3), '1'),
  ...returnTo,
});
const UpdateForm = v.object({
  item_id: itemId,
  product_id: digits(10),
  quantity: digits(3),
  step: v.optional(v.picklist(['-1', '1'])),
  ...returnTo,
});
const RemoveForm = v.object({ item_id: itemId, ...returnTo });

/** A form that does not read answers 303 back with the error the notice shows (the fields are the page's own, not typed). */
const refuse =
  (error: 'invalid_quantity' | 'item_not_found') =>
  (c: Context<AppEnv>, { values }: Invalid) =>
    back(c, values, { error });

function back(c: Context<AppEnv>, fields: Record<string, unknown>, outcome: Parameters<typeof withOutcome>[1]): Response {
  const target = safeReturnPath(fields.return_to, localePath(c.get('locale'), '/cart'));
  c.header('cache-control', NO_STORE);
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
  rememberCount(
    c,
    c.get('regions').commerce,
    itemCount(outcome.value),
    outcome.value.lines.map((line) => line.product_id),
  );
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
  if (refused) return back(c, await formInput(c), { error: refused.code });
  return next();
});

cartFormRoutes.post('/cart/add', validate('form', AddForm, refuse('invalid_quantity')), async (c) => {
  const fields = c.req.valid('form');
  const { product_id, variant_id, quantity } = fields;
  const item = { product_id, variant_id: variant_id === '' || variant_id === undefined ? null : variant_id, quantity };
  const outcome = await addItems(cartDeps(c), shopperOf(c, c.get('regions')), 'session', [item], null);
  return finish(c, fields, outcome.ok ? { ok: true, value: outcome.value.cart } : outcome, 'added');
});

cartFormRoutes.post('/cart/update', validate('form', UpdateForm, refuse('invalid_quantity')), async (c) => {
  const fields = c.req.valid('form');
  const { item_id, product_id, quantity, step } = fields;
  const wanted = quantity + (step ? Number(step) : 0);
  return withCart(c, fields, 'updated', (cartId) =>
    setQuantity(cartDeps(c), shopperOf(c, c.get('regions')), cartId, item_id, product_id, wanted),
  );
});

cartFormRoutes.post('/cart/remove', validate('form', RemoveForm, refuse('item_not_found')), async (c) => {
  const fields = c.req.valid('form');
  return withCart(c, fields, 'removed', (cartId) => removeItem(cartDeps(c), shopperOf(c, c.get('regions')), cartId, fields.item_id));
});
