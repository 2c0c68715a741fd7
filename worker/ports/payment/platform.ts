/**
 * The hosted payment adapter: the commerce platform takes the payment on its own checkout
 * (spec §7 `customers/bclogin`). A signed-in customer is handed over with BigCommerce's
 * Customer Login API: a JWT (HS256, the app's client secret) at `{storefront}/login/token/{jwt}`
 * that signs the customer in and redirects; a guest goes straight to the redirect path.
 */
import { ProviderError } from '../errors';
import type { CommerceRegion } from '../../rules/regions';
import type { PaymentProvider } from './types';

export interface PlatformPaymentConfig {
  /** Storefront origin per commerce region, e.g. `https://store-abc.mybigcommerce.com`. */
  storefronts: Partial<Record<CommerceRegion, string>>;
  storeHashes: Partial<Record<CommerceRegion, string>>;
  clientId: string;
  clientSecret: string;
  now?: () => number;
}

const encoder = new TextEncoder();
const base64url = (bytes: Uint8Array) =>
  btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
const json64 = (value: unknown) => base64url(encoder.encode(JSON.stringify(value)));

export async function signJwt(payload: Record<string, unknown>, secret: string): Promise<string> {
  const head = `${json64({ alg: 'HS256', typ: 'JWT' })}.${json64(payload)}`;
  const key = await crypto.subtle.importKey('raw', encoder.encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
  return `${head}.${base64url(new Uint8Array(await crypto.subtle.sign('HMAC', key, encoder.encode(head))))}`;
}

export function createPlatformPayment(config: PlatformPaymentConfig): PaymentProvider {
  const now = config.now ?? Date.now;
  const refuse = (what: string) => {
    throw new ProviderError('unsupported', `payment: ${what} happens on the commerce platform's checkout`, { service: 'payment' });
  };
  return {
    name: 'platform',
    async charge() {
      return refuse('charging a card');
    },
    async refund() {
      return refuse('refunding');
    },
    async checkoutUrl(px, handOff) {
      const storefront = config.storefronts[px.region];
      const storeHash = config.storeHashes[px.region];
      if (!storefront || !storeHash)
        throw new ProviderError('unsupported', `payment: no storefront configured for ${px.region}`, { service: 'payment' });
      if (handOff.customerId === null) return new URL(handOff.redirect, storefront).href;
      const iat = Math.floor(now() / 1000);
      const token = await signJwt(
        {
          iss: config.clientId,
          iat,
          jti: crypto.randomUUID(),
          operation: 'customer_login',
          store_hash: storeHash,
          customer_id: handOff.customerId,
          redirect_to: handOff.redirect,
        },
        config.clientSecret,
      );
      return new URL(`/login/token/${token}`, storefront).href;
    },
  };
}
