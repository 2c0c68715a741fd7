import { reset } from 'cloudflare:test';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { Client } from '../cart/cart-support';
import { migrate } from './order-support';

beforeEach(() => migrate());
afterEach(() => reset());

describe('POST /api/customers/bclogin', () => {
  it('hands a guest to the embedded checkout URL; refuses another customer id and foreign redirects', async () => {
    const shopper = new Client();
    await shopper.session();
    const res = await shopper.api('POST', '/customers/bclogin', { id: null, redirect: '/en-us/checkout' });
    expect(res.status).toBe(200);
    expect(((await res.json()) as { data: { url: string } }).data.url).toBe('https://loipe.test/en-us/checkout');
    expect((await shopper.api('POST', '/customers/bclogin', { id: 7, redirect: '/checkout' })).status).toBe(404);
    expect((await shopper.api('POST', '/customers/bclogin', { id: null, redirect: '//evil.test/x' })).status).toBe(400);
  });

  // Harmless as typed, but each parses to `//evil.test`, which the checkout URL would resolve to another host.
  it.each(['/.//evil.test/x', '/%2e//evil.test/x', '/..//evil.test/x'])(
    'refuses the redirect %j with 400 invalid_body',
    async (redirect) => {
      const shopper = new Client();
      await shopper.session();
      const res = await shopper.api('POST', '/customers/bclogin', { id: null, redirect });
      expect(res.status).toBe(400);
      expect(((await res.json()) as { error: { code: string } }).error.code).toBe('invalid_body');
    },
  );
});
