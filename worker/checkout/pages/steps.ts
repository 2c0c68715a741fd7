/**
 * POST /{lang}/checkout: the three steps as one state machine over the posted answers.
 * `step` names the step the shopper answered: `address` → the shipping methods,
 * `shipping` → review and pay, `payment` (or `place`) → the order (place.ts). Every step
 * checks all earlier answers again, so a changed or forged earlier answer is caught where
 * it belongs: an address problem answers the address step, a method problem the method step.
 */
import type { Context } from 'hono';
import * as v from 'valibot';
import type { AppEnv } from '../../edge/app-env';
import { baseAmount } from '../../cart';
import { orderTotals } from '../order-totals';
import { quoteShipping } from '../shipping';
import { addressSchema, emailSchema } from '../schemas';
import { ADDRESS, STEPS, type Values } from '../checkout-view';
import { cartEvent } from '../step';
import { addressOf, begin, check, checkoutCustomer, expired, renderStep, shipCountry, type Checkout } from './context';
import { placeFromForm } from './place';

type Step = 'address' | 'shipping' | 'payment' | 'place';

/** A saved address fills the address fields (signed-in customers only, their own addresses). */
async function fillSavedAddress(k: Checkout, values: Values): Promise<void> {
  const customer = checkoutCustomer(k);
  if (customer === null || !values.address_id || values.address_id === 'new') return;
  const own = (await k.deps.commerce.listAddresses(customer.mx, customer.id)).find((a) => String(a.id) === values.address_id);
  if (own) for (const name of ADDRESS) values[name] = own[name] ?? '';
}

/** The posted answers (validated as text by the route's CheckoutForm) through the steps. */
export async function postCheckout(c: Context<AppEnv>, posted: Values): Promise<Response> {
  const values: Values = { ...posted };
  const k = await begin(c);
  if (k instanceof Response) {
    // An expired session has no cart: say so and keep what was typed (the card excepted).
    if (k.status === 200 && Object.keys(values).length > 2) return expired(c, values);
    return k;
  }
  const step: Step = (STEPS as string[]).includes(values.step ?? '') || values.step === 'place' ? (values.step as Step) : 'address';

  await fillSavedAddress(k, values);
  values.country_code ||= await shipCountry(k);

  const contact = check(
    k,
    v.object({ email: emailSchema, shipping_address: addressSchema(k.stateChoices) }),
    {
      email: values.email ?? '',
      shipping_address: addressOf(values),
    },
    values,
  );
  if (!contact.ok) return renderStep(k, { step: 'address', values: { ...values, address_id: 'new' }, errors: contact.errors, status: 400 });
  const { country_code: country, state_or_province: state } = contact.value.shipping_address;
  const destination = { country, state };
  const quote = await quoteShipping(k.deps, k.shopper, destination, baseAmount(k.cart));
  if (!quote) return renderStep(k, { step: 'address', values, errors: { country_code: k.t['checkout.field.country'] }, status: 400 });
  if (step === 'address') return renderStep(k, { step: 'shipping', values, quote });

  const method = quote.options.find((o) => String(o.id) === values.shipping_method_id);
  if (!method)
    return renderStep(k, { step: 'shipping', values, quote, errors: { shipping_method_id: k.t['checkout.field.method'] }, status: 400 });
  const table = await k.deps.commerce.getTaxTable(k.deps.call.commerce(k.shopper.regions.commerce));
  const totals = orderTotals(
    k.cart.lines.map((l) => ({ variant_id: l.variant_id, unit_price: l.sale_price, quantity: l.quantity })),
    method.cost,
    table,
    destination,
  );
  if (step === 'shipping') {
    // GA4's `value` is the items' worth (price × quantity), without shipping or tax.
    const shippingInfo = cartEvent(k, 'add_shipping_info', baseAmount(k.cart), { shipping_tier: method.name });
    return renderStep(k, { step: 'payment', values, quote, totals, events: [shippingInfo] });
  }
  return placeFromForm(k, values, quote, totals);
}
