/**
 * The checkout hand-off on the platform plane (COMMERCE_PROVIDER=bigcommerce with
 * PAYMENT_PROVIDER=platform): the session's cart is checked out on the platform's own
 * checkout. The platform's cart carries the signed-in customer's id first; a guest goes to
 * the cart's `redirect_urls.checkout_url`, a customer to the storefront's Customer Login
 * `/login/token/{jwt}` whose `redirect_to` is that checkout URL, so they arrive signed in.
 * Used by `GET|POST /{lang}/checkout` (worker/checkout/pages/handoff.ts, a 303) and
 * `POST /api/customers/bclogin` (worker/account/api/bclogin.ts).
 */
import { parseCustomerId } from '../rules/owner';
import type { CommerceContext } from '../ports/context';
import type { PaymentProvider } from '../ports/payment/types';
import { forgettingIfGone, sessionCart } from './session-cart';
import { setCustomer } from './line-changes';
import type { CartDeps, Shopper } from './types';
import type { Outcome } from '../edge/errors';

/** Whether carts are checked out on the platform: the storage keeps them there and the payment adapter hands over to it. */
export const handsOffToPlatform = (deps: CartDeps, payment: PaymentProvider): boolean =>
  deps.storage.checkoutUrl !== undefined && payment.name === 'platform';

/** The URL to send the shopper to; null when there is nothing to check out. */
export async function platformHandOff(
  deps: CartDeps,
  shopper: Shopper,
  payment: PaymentProvider,
  px: CommerceContext,
  origin: string,
): Promise<Outcome<string | null>> {
  const found = await sessionCart(deps, shopper);
  if (!found.ok) return found;
  let cart = found.value;
  if (!cart || cart.lines.length === 0) return { ok: true, value: null };
  // Spec §4: the platform's cart belongs to the signed-in customer before the hand-off.
  if (shopper.customerId !== null && cart.customerId !== shopper.customerId) {
    const owned = await setCustomer(deps, shopper, cart.id, shopper.customerId);
    if (!owned.ok) return owned;
    cart = owned.value;
  }
  const url = await forgettingIfGone(shopper, cart.id, () => deps.storage.checkoutUrl!(cart.id));
  if (!url.ok || !url.value) return url.ok ? { ok: true, value: null } : url;
  const customerId = parseCustomerId(shopper.customerId);
  if (customerId === null) return { ok: true, value: url.value };
  const target = new URL(url.value);
  return {
    ok: true,
    value: await payment.checkoutUrl(px, { customerId, redirect: `${target.pathname}${target.search}`, origin }),
  };
}
