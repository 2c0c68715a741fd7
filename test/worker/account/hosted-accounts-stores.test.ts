/**
 * One customer per store on the hosted plane: BigCommerce keeps each store's customers apart, so
 * the Norway store's customer N and the US store's customer N are two people. A session signed in
 * at one store never reads, changes or hands over the other's customer, whatever store the
 * request's `region` header or page names; it gets that store's anonymous view, and 404 for its
 * own resources there.
 */
import { afterEach, describe, expect, it } from 'vitest';
import type { CommerceRegion } from '../../../worker/rules/regions';
import { ADDRESS_US } from '../checkout/order-support';
import { HostedClient, vars, violations } from '../support/hosted-client';

afterEach(async () => expect(await violations()).toEqual([]));

const perRegion = (text: string) => Object.fromEntries(text.split(',').map((pair) => pair.trim().split('=') as [string, string]));
const hashes = perRegion(vars.BIGCOMMERCE_STORE_HASHES!);
const tokens = perRegion(vars.BIGCOMMERCE_ACCESS_TOKENS!);
const PASSWORD = 'Klister-and-wax-2026';
let serial = 0;

/** A customer made on the store itself (as the platform's admin would), answering its id. */
async function createAt(store: CommerceRegion, email: string, firstName: string): Promise<number> {
  const res = await fetch(`${vars.BIGCOMMERCE_API_HOST}/stores/${hashes[store]}/v3/customers`, {
    method: 'POST',
    headers: { 'x-auth-token': tokens[store]!, 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify([{ email, first_name: firstName, last_name: 'Nordmann', authentication: { new_password: PASSWORD } }]),
  });
  expect(res.status).toBe(200);
  return ((await res.json()) as { data: { id: number }[] }).data[0]!.id;
}

/** The store's own record of customer `id`. */
async function recordAt(store: CommerceRegion, id: number): Promise<{ first_name: string; email: string } | undefined> {
  const res = await fetch(`${vars.BIGCOMMERCE_API_HOST}/stores/${hashes[store]}/v3/customers?id:in=${id}`, {
    headers: { 'x-auth-token': tokens[store]!, accept: 'application/json' },
  });
  return ((await res.json()) as { data: { first_name: string; email: string }[] }).data[0];
}

/** Two customers, one per store, with the same id: the store whose counter is behind makes more until they meet. */
async function sameIdTwice(): Promise<{ id: number; no: string; us: string }> {
  const tag = `${Date.now().toString(36)}.${serial++}`;
  let no = `nora.${tag}@example.test`;
  let us = `sam.${tag}@example.test`;
  let noId = await createAt('no', no, 'Nora');
  let usId = await createAt('us', us, 'Sam');
  for (let more = 1; noId !== usId; more++) {
    expect(more).toBeLessThan(500);
    if (noId < usId) {
      no = `nora.${tag}.${more}@example.test`;
      noId = await createAt('no', no, 'Nora');
    } else {
      us = `sam.${tag}.${more}@example.test`;
      usId = await createAt('us', us, 'Sam');
    }
  }
  return { id: noId, no, us };
}

/** A client whose /api calls name a store with the `region` header. */
class StoreClient extends HostedClient {
  at(region: string, method: string, path: string, body?: unknown): Promise<Response> {
    const headers: Record<string, string> = { region };
    if (this.token) headers['csrf-token'] = this.token;
    if (body !== undefined) headers['content-type'] = 'application/json';
    return this.fetch(`/api${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  }

  async signInAt(region: string, email: string): Promise<void> {
    const res = await this.at(region, 'POST', '/customers/login', { email, pw: PASSWORD });
    expect(res.status).toBe(200);
    this.token = ((await res.json()) as { data: { csrfToken: string } }).data.csrfToken;
  }
}

describe('a customer is their store and their id, on the hosted plane', { timeout: 120_000 }, () => {
  it("never answers as, or changes, another store's customer with the same id", async () => {
    const { id, no, us } = await sameIdTwice();
    const nora = await new StoreClient().start();
    await nora.signInAt('no', no);

    // At her own store she is herself.
    const own = await nora.at('no', 'GET', `/customers/${id}/addresses`);
    expect(own.status).toBe(200);
    expect(await (await nora.at('no', 'GET', `/customers?email:in=${encodeURIComponent(no)}`)).json()).toMatchObject({
      data: [{ id, email: no, firstName: 'Nora' }],
    });
    expect(await (await nora.at('no', 'GET', '/customer')).json()).toMatchObject({ data: { customer: { id, email: no } } });

    // Naming the US store, where id is Sam: the anonymous view, and 404 for "her" resources.
    expect(await (await nora.at('us', 'GET', '/customer')).json()).toEqual({ data: null });
    expect(await (await nora.at('us', 'GET', `/customers?email:in=${encodeURIComponent(us)}`)).json()).toEqual({ data: [] });
    for (const path of [`/customers/${id}/addresses`, '/orders/100', '/order/100']) {
      const res = await nora.at('us', 'GET', path);
      expect(res.status, path).toBe(404);
      expect(JSON.stringify(await res.json()), path).not.toContain(us);
    }
    const writes: [string, string, unknown][] = [
      ['PUT', `/customers/${id}`, { firstName: 'Mallory' }],
      ['POST', `/customers/${id}/addresses`, { ...ADDRESS_US, state_or_province: 'CO' }],
      ['PUT', `/customers/${id}/addresses/1`, { ...ADDRESS_US, state_or_province: 'CO' }],
      ['DELETE', `/customers/${id}/addresses/1`, undefined],
      ['DELETE', `/customers/${id}`, { password: PASSWORD }],
    ];
    for (const [method, path, body] of writes) expect((await nora.at('us', method, path, body)).status, `${method} ${path}`).toBe(404);
    expect((await nora.at('us', 'GET', '/orders/100/shipments')).status).toBe(404);
    const validated = await nora.at('us', 'POST', '/customers/validate-session');
    expect(await validated.json()).toMatchObject({ data: { valid: false } });
    // No storefront login is signed for the US store's customer.
    const handOff = await nora.at('us', 'POST', '/customers/bclogin', { id, redirect: '/account.php' });
    expect(handOff.status).toBe(404);
    const pro = await nora.at('us', 'GET', `/pro/order_total?customer_id=${id}&brand_id=us`);
    expect(pro.status).toBe(404);

    // Sam's record at the US store is untouched, and has no address of hers.
    expect(await recordAt('us', id)).toMatchObject({ first_name: 'Sam', email: us });
    const sam = await new StoreClient().start();
    await sam.signInAt('us', us);
    expect(await (await sam.at('us', 'GET', `/customers/${id}/addresses`)).json()).toEqual({ data: [] });
    // And Sam naming the Norway store is no one there either.
    expect(await (await sam.at('no', 'GET', '/customer')).json()).toEqual({ data: null });
    expect((await sam.at('no', 'GET', `/customers/${id}/addresses`)).status).toBe(404);
  });

  it("shows another store's pages signed out, and her own store's pages signed in", async () => {
    const { no } = await sameIdTwice();
    const nora = await new StoreClient().start();
    await nora.signInAt('no', no);
    const home = await nora.fetch('/no-no/account');
    expect(home.status).toBe(200);
    expect(await home.text()).toContain('Nora');
    // The US store's account page sends her to sign in there; its header names no one.
    for (const path of ['/en-us/account/profile', '/en-us/account/addresses', '/en-us/account/orders', '/en-us/account/orders/100']) {
      const elsewhere = await nora.fetch(path);
      expect(elsewhere.status, path).toBe(302);
      expect(elsewhere.headers.get('location'), path).toMatch(/^\/en-us\/account\?return=/);
    }
    const signInPage = await (await nora.fetch('/en-us/account')).text();
    expect(signInPage).not.toContain('Nora');
    expect(signInPage).not.toContain('Sam');
    const page = await (await nora.fetch('/en-us/c/skis')).text();
    expect(page).not.toContain('Sam');
    expect(page).not.toContain('Nora');
  });

  it("a password change at one store ends that customer's other sessions only, never the other store's same id", async () => {
    const { id, no, us } = await sameIdTwice();
    const nora = await new StoreClient().start();
    await nora.signInAt('no', no);
    const noraPhone = await new StoreClient().start();
    await noraPhone.signInAt('no', no);
    const sam = await new StoreClient().start();
    await sam.signInAt('us', us);

    const changed = await nora.at('no', 'PUT', `/customers/${id}`, { password: 'New-klister-2027', currentPassword: PASSWORD });
    expect(changed.status).toBe(200);
    expect(await (await noraPhone.at('no', 'GET', '/customer')).json()).toEqual({ data: null });
    expect(await (await sam.at('us', 'GET', '/customer')).json()).toMatchObject({ data: { customer: { id, email: us } } });
  });
});
