/**
 * The checkout form as it is posted (read by `validate('form', …)`):
 * every step posts all earlier answers again, so each field is optional text, kept to 300
 * characters; fields the form does not have are dropped. Whether the answers make an order
 * is the order schema's question (worker/checkout/schemas.ts), asked in the step, because it needs
 * the store's state list and a saved address may fill the address first.
 */
import * as v from 'valibot';
import { IDEMPOTENCY_KEY } from '../../edge/validate';
import { CARD, KEPT } from '../checkout-view';

const answer = v.optional(
  v.pipe(
    v.string(),
    v.transform((text) => text.slice(0, 300)),
  ),
);

export const CHECKOUT_FIELDS = [...KEPT, ...CARD, 'idempotency_key', 'step'] as const;

export const CheckoutForm = v.pipe(
  v.object(Object.fromEntries(CHECKOUT_FIELDS.map((name) => [name, answer])) as Record<(typeof CHECKOUT_FIELDS)[number], typeof answer>),
  // Only the fields sent: how many there are tells an expired session's form from a first visit.
  v.transform((form) => Object.fromEntries(Object.entries(form).filter(([, value]) => value !== undefined)) as Record<string, string>),
);

/** The idempotency key the payment step carries, when it is one the order service takes. */
export const IdempotencyKey = v.pipe(v.string(), v.regex(IDEMPOTENCY_KEY));
