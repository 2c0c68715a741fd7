/**
 * A password the platform's own rules refuse: BigCommerce answers
 * Customers v3 writes with 422 on `authentication.new_password` (the BigCommerce double keeps
 * the store's default rule: letters and digits). Our rule (8 to 128 characters) lets such a
 * password through, so the platform's "no" must reach the shopper as our own rule does: 400
 * `invalid_body` with the message on the password field. Before: 502.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { DEMO, HostedClient, violations } from '../support/hosted-client';

afterEach(async () => expect(await violations()).toEqual([]));

const LETTERS_ONLY = 'waxtheskisnow';
const fieldMessage = { error: { code: 'invalid_body', issues: [{ path: 'password', message: 'password_rejected' }] } };

describe('passwords the platform refuses, with COMMERCE_PROVIDER=bigcommerce', { timeout: 60_000 }, () => {
  it('answers a new account whose password the platform refuses with 400 on the password field, and makes none', async () => {
    const visitor = await new HostedClient().start();
    const email = `letters.${Date.now().toString(36)}@example.test`;
    const res = await visitor.api('POST', '/customers/create', {
      email,
      password: LETTERS_ONLY,
      firstName: 'Liv',
      lastName: 'Letters',
      altcha: await visitor.botcheck(),
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject(fieldMessage);
    expect((await new HostedClient().start().then((c) => c.signIn(email, LETTERS_ONLY))).status).toBe(401);
  });

  it('answers a profile password change the platform refuses with 400 on the password field; the old password stays', async () => {
    const shopper = await new HostedClient().start();
    expect((await shopper.signIn(DEMO.email, DEMO.password)).status).toBe(200);
    const res = await shopper.api('PUT', `/customers/${DEMO.id}`, { password: LETTERS_ONLY, currentPassword: DEMO.password });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject(fieldMessage);
    expect((await new HostedClient().start().then((c) => c.signIn(DEMO.email, DEMO.password))).status).toBe(200);
  });
});
