/**
 * Chooses the payment adapter named by the PAYMENT_PROVIDER var (wrangler.toml). Unset, `npm start`
 * and the tests use the embedded test processor; production closes checkout instead (closed.ts).
 */
import { isTestMachine, type Env } from '../../env';
import { guardPort } from '../guard';
import type { CommerceRegion } from '../../rules/regions';
import { createTestProcessor } from './embedded';
import { createPlatformPayment } from './platform';
import { createClosedPayment } from './closed';
import type { PaymentProvider } from './types';

export type * from './types';
export { createTestProcessor } from './embedded';
export { takesPayments } from './closed';

type PaymentEnv = Partial<
  Pick<
    Env,
    | 'ENVIRONMENT'
    | 'PAYMENT_PROVIDER'
    | 'BIGCOMMERCE_STORE_HASHES'
    | 'BIGCOMMERCE_STOREFRONTS'
    | 'BIGCOMMERCE_CLIENT_ID'
    | 'BIGCOMMERCE_CLIENT_SECRET'
  >
>;

/** `us=abc,ca=def` → { us: 'abc', ca: 'def' }. */
function perRegion(list: string | undefined): Partial<Record<CommerceRegion, string>> {
  return Object.fromEntries(
    (list ?? '')
      .split(',')
      .map((pair) => pair.split('=').map((s) => s.trim()))
      .filter((p) => p.length === 2 && p[0] && p[1]),
  );
}

/**
 * The origins a checkout hand-off may redirect a form post to (the CSP's form-action): the
 * storefronts of PAYMENT_PROVIDER=platform, none otherwise. Only settled values are kept.
 */
const origins = new Map<string, string[]>();
export function checkoutOrigins(env: Pick<PaymentEnv, 'PAYMENT_PROVIDER' | 'BIGCOMMERCE_STOREFRONTS'>): string[] {
  if (env.PAYMENT_PROVIDER !== 'platform' || !env.BIGCOMMERCE_STOREFRONTS) return [];
  const known = origins.get(env.BIGCOMMERCE_STOREFRONTS);
  if (known) return known;
  const found = [
    ...new Set(
      Object.values(perRegion(env.BIGCOMMERCE_STOREFRONTS)).flatMap((url) => {
        try {
          const origin = new URL(url!).origin;
          return origin === 'null' ? [] : [origin];
        } catch {
          return [];
        }
      }),
    ),
  ];
  origins.set(env.BIGCOMMERCE_STOREFRONTS, found);
  return found;
}

let embedded: PaymentProvider | undefined;

/**
 * The adapter's name; null when none is configured. The test processor accepts any valid test
 * card, so production runs it only when PAYMENT_PROVIDER names it.
 */
export function paymentProviderName(env: Pick<PaymentEnv, 'ENVIRONMENT' | 'PAYMENT_PROVIDER'>): string | null {
  const named = env.PAYMENT_PROVIDER?.trim();
  if (named) return named;
  return isTestMachine(env.ENVIRONMENT) ? 'embedded' : null;
}

export function createPaymentProvider(env: PaymentEnv): PaymentProvider {
  const name = paymentProviderName(env);
  switch (name) {
    case null:
      return createClosedPayment();
    case 'embedded':
      embedded ??= guardPort(createTestProcessor(), 'payment');
      return embedded;
    case 'platform':
      // The hand-off signs customers in with the app's credentials: without them checkout closes, the rest of the shop does not.
      if (!env.BIGCOMMERCE_CLIENT_ID?.trim() || !env.BIGCOMMERCE_CLIENT_SECRET?.trim()) {
        console.warn(
          'payment not configured: PAYMENT_PROVIDER "platform" needs BIGCOMMERCE_CLIENT_ID and the BIGCOMMERCE_CLIENT_SECRET secret; checkout answers 503',
        );
        return createClosedPayment();
      }
      return guardPort(
        createPlatformPayment({
          storefronts: perRegion(env.BIGCOMMERCE_STOREFRONTS),
          storeHashes: perRegion(env.BIGCOMMERCE_STORE_HASHES),
          clientId: env.BIGCOMMERCE_CLIENT_ID ?? '',
          clientSecret: env.BIGCOMMERCE_CLIENT_SECRET ?? '',
        }),
        'payment',
      );
    default:
      // A typo closes checkout, not the shop.
      console.warn(`payment not configured: unknown PAYMENT_PROVIDER "${name}" (expected "embedded" or "platform"); checkout answers 503`);
      return createClosedPayment();
  }
}
