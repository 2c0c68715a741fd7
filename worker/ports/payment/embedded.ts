/**
 * The embedded test processor: it behaves like a card processor's test mode. Card-network
 * test numbers decide the outcome (4242 4242 4242 4242 succeeds, 4000 0000 0000 0002 is
 * declined, 4000 0000 0000 9995 has insufficient funds, 4000 0000 0000 0119 fails to
 * process); any other valid test-looking card succeeds. It keeps nothing but what it
 * returns (brand and last four), and its checkout hand-off is our own checkout page.
 */
import { cardDigits, cardMark } from '../../rules/card';
import { ProviderError } from '../errors';
import type { ChargeResult, PaymentProvider } from './types';
import { sha256Hex } from '../../rules/digest';

const OUTCOMES: Record<string, Exclude<ChargeResult, { ok: true }>> = {
  '4000000000000002': { ok: false, code: 'card_declined', message: 'The card was declined' },
  '4000000000009995': { ok: false, code: 'insufficient_funds', message: 'The card has insufficient funds' },
  '4000000000000119': { ok: false, code: 'processing_error', message: 'The card could not be processed' },
};

/** The first 12 bytes (24 hex digits) of the SHA-256: enough to name a test charge. */
const digest = async (text: string) => (await sha256Hex(text)).slice(0, 24);

export function createTestProcessor(): PaymentProvider {
  return {
    name: 'test-processor',
    async charge(_px, request) {
      const digits = cardDigits(request.card.number);
      if (!digits) throw new ProviderError('bad_response', 'payment: card number not checked before charging', { service: 'payment' });
      const refused = OUTCOMES[digits];
      if (refused) return refused;
      // Deterministic per reference: a retried charge names the same payment.
      const id = `ch_test_${await digest(`${request.reference}:${request.amount}:${request.currency}`)}`;
      return {
        ok: true,
        payment: { id, ...cardMark(digits)!, amount: request.amount, currency: request.currency },
      };
    },
    async refund() {},
    async checkoutUrl(_px, handOff) {
      return new URL(handOff.redirect, handOff.origin).href;
    },
  };
}
