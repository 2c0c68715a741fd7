/** GET /{lang}/checkout: the first step, filled from a signed-in customer's account and default address. */
import type { Context } from 'hono';
import type { AppEnv } from '../../edge/app-env';
import { baseAmount } from '../../cart';
import type { Values } from '../checkout-view';
import { cartEvent } from '../step';
import { begin, checkoutCustomer, renderStep } from './context';

export async function getCheckout(c: Context<AppEnv>): Promise<Response> {
  const k = await begin(c);
  if (k instanceof Response) return k;
  const values: Values = {};
  const signedIn = checkoutCustomer(k);
  if (signedIn !== null) {
    const [customer, addresses] = await Promise.all([
      k.deps.commerce.getCustomer(signedIn.mx, signedIn.id).catch(() => null),
      k.deps.commerce.listAddresses(signedIn.mx, signedIn.id).catch(() => []),
    ]);
    if (customer) Object.assign(values, { email: customer.email, first_name: customer.first_name, last_name: customer.last_name });
    const preferred = addresses.find((a) => a.is_default) ?? addresses[0];
    if (preferred) values.address_id = String(preferred.id);
  }
  return renderStep(k, { step: 'address', values, events: [cartEvent(k, 'begin_checkout', baseAmount(k.cart))] });
}
