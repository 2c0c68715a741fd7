/**
 * `GET|POST /{lang}/checkout` on the platform plane (cart/handoff.ts): the shopper is sent
 * on to the platform's own checkout with a 303, a guest to the cart's checkout URL, a
 * signed-in customer through the storefront's Customer Login token. The cart page's
 * checkout button is a plain form post, so the hand-off works with JavaScript off. On the
 * embedded plane (or with nothing to check out) the request goes on to our own checkout
 * pages (start.ts, steps.ts), which also say when the cart is empty.
 */
import type { Context, Next } from 'hono';
import type { AppEnv } from '../../edge/app-env';
import { pageRequest } from '../../render/render-page';
import { cartDeps, shopperOf } from '../../cart';
import { handsOffToPlatform, platformHandOff } from '../../cart';
import { message, PERSONAL } from './context';

export async function platformCheckout(c: Context<AppEnv>, next: Next): Promise<Response | undefined> {
  const deps = cartDeps(c);
  const regions = c.get('regions');
  if (!regions.shopping || !handsOffToPlatform(deps, c.var.payment) || !c.get('session').current()) {
    await next();
    return undefined;
  }
  const shopper = shopperOf(c, regions);
  const handOff = await platformHandOff(deps, shopper, c.var.payment, c.var.call.commerce(regions.commerce), new URL(c.req.url).origin);
  if (handOff.ok && handOff.value === null) {
    await next();
    return undefined;
  }
  if (handOff.ok) {
    c.header('cache-control', PERSONAL['cache-control']);
    return c.redirect(handOff.value!, 303);
  }
  // The platform down or slow: say so; the session keeps its cart (spec §4), the shopper can try again.
  const request = await pageRequest(c);
  const status = handOff.problem.status === 504 ? 504 : handOff.problem.status === 404 ? 404 : 502;
  return message(c, request, request.context.text['miniCart.failed'], status);
}
