import { describe, expect, it } from 'vitest';
import { createPaymentProvider, paymentProviderName, takesPayments } from '../../../worker/ports/payment/index';
import { mx } from '../../support/calls';

describe('paymentProviderName: the test processor never runs in production unless named', () => {
  it.each([
    // ENVIRONMENT, PAYMENT_PROVIDER, adapter
    ['production', undefined, null],
    ['production', '', null],
    ['production', '  ', null],
    ['production', 'embedded', 'embedded'],
    ['production', 'platform', 'platform'],
    ['development', undefined, 'embedded'],
    ['test', undefined, 'embedded'],
    ['test', '', 'embedded'],
    [undefined, undefined, null],
    ['staging', undefined, null],
    ['', undefined, null],
    ['staging', 'embedded', 'embedded'],
    ['development', 'platform', 'platform'],
  ])('ENVIRONMENT=%j PAYMENT_PROVIDER=%j → %j', (ENVIRONMENT, PAYMENT_PROVIDER, name) => {
    expect(paymentProviderName({ ENVIRONMENT, PAYMENT_PROVIDER })).toBe(name);
  });
});

describe('createPaymentProvider', () => {
  it('closes checkout in production when PAYMENT_PROVIDER is unset: no payment is taken, the hand-off is our own page', async () => {
    const closed = createPaymentProvider({ ENVIRONMENT: 'production' });
    expect(takesPayments(closed)).toBe(false);
    const card = { number: '4242424242424242', exp_month: 12, exp_year: 2034, cvc: '123', name: 'Kari' };
    await expect(closed.charge(mx('us'), { amount: 100, currency: 'USD', card, reference: 'r' })).rejects.toThrow(/checkout is closed/);
    const url = await closed.checkoutUrl(mx('us'), { customerId: null, redirect: '/checkout', origin: 'https://loipe.test' });
    expect(url).toBe('https://loipe.test/checkout');
  });

  it.each([{ ENVIRONMENT: 'production', PAYMENT_PROVIDER: 'embedded' }, { ENVIRONMENT: 'development' }])(
    'runs the test processor for %j',
    (env) => {
      const provider = createPaymentProvider(env);
      expect(provider.name).toBe('test-processor');
      expect(takesPayments(provider)).toBe(true);
    },
  );

  it.each([
    { BIGCOMMERCE_CLIENT_ID: 'app' },
    { BIGCOMMERCE_CLIENT_SECRET: 'secret' },
    { BIGCOMMERCE_CLIENT_ID: 'app', BIGCOMMERCE_CLIENT_SECRET: ' ' },
  ])('closes checkout for PAYMENT_PROVIDER=platform missing its credentials: %j', (credentials) => {
    const provider = createPaymentProvider({ ENVIRONMENT: 'production', PAYMENT_PROVIDER: 'platform', ...credentials });
    expect(takesPayments(provider)).toBe(false);
  });

  it('hands off to the platform with its credentials', () => {
    const provider = createPaymentProvider({
      ENVIRONMENT: 'production',
      PAYMENT_PROVIDER: 'platform',
      BIGCOMMERCE_CLIENT_ID: 'app',
      BIGCOMMERCE_CLIENT_SECRET: 'secret',
    });
    expect(provider.name).toBe('platform');
  });

  it('closes checkout, not the shop, for an unknown PAYMENT_PROVIDER', async () => {
    const provider = createPaymentProvider({ ENVIRONMENT: 'production', PAYMENT_PROVIDER: 'stripe' });
    expect(takesPayments(provider)).toBe(false);
  });
});
