/** GET /{lang}/checkout: the first step, filled from a signed-in customer's account and default address. */
import type { Context } from 'hono';
import type { AppEnv } from '../../app-env';
import { baseAmount } from '../../domain/cart-lines';
import { parseCustomerId } from '../../domain/owner';
import type { Values } from '../../view/checkout-view';
import { cartEvent } from '../../view/checkout-step';
import { begin, renderStep } from './context';

export async function getCheckout(c: Context<AppEnv>): Promise<Response> {
  const k = await begin(c);
  if (k instanceof Response) return k;
  const values: Values = {};
  const customerId = parseCustomerId(k.shopper.customerId);
  const mx = k.deps.call.commerce(k.shopper.regions.commerce);
  if (customerId !== null) {
    const [customer, addresses] = await Promise.all([
      k.deps.commerce.getCustomer(mx, customerId).catch(() => null),
      k.deps.commerce.listAddresses(mx, customerId).catch(() => []),
    ]);
    if (customer) Object.assign(values, { email: customer.email, first_name: customer.first_name, last_name: customer.last_name });
    const preferred = addresses.find((a) => a.is_default) ?? addresses[0];
    if (preferred) values.address_id = String(preferred.id);
  }
  return renderStep(k, { step: 'address', values, events: [cartEvent(k, 'begin_checkout', baseAmount(k.cart))] });
}
