/**
 * Account calls of an adapter that does not offer them (a new adapter before its accounts
 * are built; BigCommerce's are in bigcommerce/accounts.ts). Each call rejects
 * with an `unsupported` ProviderError naming the adapter, which /api answers as 501.
 */
import { ProviderError } from '../errors';
import type { AccountsPort } from './accounts';
import type { CheckoutPort } from './checkout';

const METHODS = [
  'createCustomer',
  'getCustomer',
  'findCustomerByEmail',
  'verifyCredentials',
  'updateCustomer',
  'deleteCustomer',
  'listAddresses',
  'createAddress',
  'updateAddress',
  'deleteAddress',
  'listOrders',
  'getOrder',
  'createOrder',
  'passwordResetPage',
  'createPasswordReset',
  'consumePasswordReset',
] as const satisfies readonly (keyof AccountsPort)[];

export function unsupportedAccounts(adapter: string): AccountsPort {
  const refuse = (method: string) => async () => {
    throw new ProviderError('unsupported', `commerce: ${method} is not supported by the ${adapter} adapter`, { service: 'commerce' });
  };
  const calls = Object.fromEntries(METHODS.map((method) => [method, refuse(method)]));
  // No accounts at all: no store shares a customer with another.
  const accountBooks = { us: 'us', ca: 'ca', no: 'no', eu_region_1: 'eu_region_1' };
  return { ...calls, accountBooks } as unknown as AccountsPort;
}

const CHECKOUT_METHODS = ['getTaxTable', 'placeOrder', 'getPlacedOrder'] as const satisfies readonly (keyof CheckoutPort)[];

/** Checkout calls of such an adapter: the hosted platform takes orders on its own checkout (payment/platform.ts). */
export function unsupportedCheckout(adapter: string): CheckoutPort {
  const refuse = (method: string) => async () => {
    throw new ProviderError(
      'unsupported',
      `commerce: ${method} is not supported by the ${adapter} adapter (checkout happens on the platform)`,
      { service: 'commerce' },
    );
  };
  return Object.fromEntries(CHECKOUT_METHODS.map((method) => [method, refuse(method)])) as unknown as CheckoutPort;
}
