/**
 * The checkout pages: `/{lang}/checkout` as three plain-form steps (contact and
 * address, shipping method, review and pay) that work with JavaScript off, each POST
 * carrying every earlier answer; placing the order goes through the same service as
 * `POST /api/orders`. `/{lang}/checkout/confirmation/{id}` shows the order to the session
 * that placed it, anyone else gets a 404. Only shopping regions check out (spec §4).
 * One module per use case: start.ts (GET), steps.ts (the POST's state machine), place.ts
 * (the order), confirmation.tsx, handoff.ts (the platform's own checkout); the views are
 * worker/checkout/checkout-view.ts and worker/checkout/step.ts. Checkout pages are personal: never cached.
 */
import { Hono } from 'hono';
import type { AppEnv } from '../../edge/app-env';
import { validate } from '../../edge/validate';
import { confirmation } from './confirmation';
import { platformCheckout } from './handoff';
import { CheckoutForm } from './schemas';
import { getCheckout } from './start';
import { postCheckout } from './steps';

/** Mounted at /{lang}/checkout (worker/pages.tsx). */
export const checkoutPages = new Hono<AppEnv>()
  // The platform plane checks out on the platform's own pages (handoff.ts); otherwise the request goes on.
  .on(['GET', 'POST'], '/', platformCheckout)
  .get('/', getCheckout)
  // Each field is optional text, so the form always reads: whether it makes an order is the steps' question.
  .post('/', validate('form', CheckoutForm), (c) => postCheckout(c, c.req.valid('form')))
  .get('/confirmation/:id', confirmation);
