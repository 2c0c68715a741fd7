/**
 * The payment adapter of a production deploy that names none (PAYMENT_PROVIDER unset): it
 * takes no card, so checkout is closed rather than run the test processor on real shoppers.
 * Routes ask `takesPayments` before anything is reserved; its charge refuses all the same.
 */
import { ProviderError } from '../errors';
import type { PaymentProvider } from './types';

export const PAYMENT_NOT_CONFIGURED = 'not-configured';

export function createClosedPayment(): PaymentProvider {
  const closed = (): never => {
    throw new ProviderError('unsupported', 'payment: no PAYMENT_PROVIDER is configured, so checkout is closed', { service: 'payment' });
  };
  return {
    name: PAYMENT_NOT_CONFIGURED,
    charge: async () => closed(),
    refund: async () => closed(),
    // Our own checkout page, which says that checkout is closed.
    checkoutUrl: async (_px, handOff) => new URL(handOff.redirect, handOff.origin).href,
  };
}

/** Whether the configured adapter can take a payment at all. */
export const takesPayments = (payment: Pick<PaymentProvider, 'name'>): boolean => payment.name !== PAYMENT_NOT_CONFIGURED;
