/**
 * The commerce port's contract, account side (worker/ports/commerce/accounts.ts):
 * customers with unique emails, owner-scoped addresses with one default, orders with lines,
 * shipments and totals, single-use reset tokens, and deleted accounts whose orders stay
 * anonymised. An adapter that does not offer accounts yet is listed with the reason.
 */
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { CommerceContext } from '../../worker/ports/context';
import type { AccountsPort, AddressFields, CommerceProvider, NewOrder } from '../../worker/ports/commerce/types';
import { everyMethodHonoursAbort, mx, type AdapterFactory, type MethodCalls } from './support';

let serial = 0;
const email = (name: string) => `${name}.${Date.now().toString(36)}.${serial++}@example.test`;
const PASSWORD = 'Correct-horse-9';
const NEW_PASSWORD = 'Battery-staple-7';

export const ADDRESS: AddressFields = {
  first_name: 'Ingrid',
  last_name: 'Berg',
  company: '',
  address1: 'Storgata 1',
  address2: '',
  city: 'Oslo',
  state_or_province: '',
  postal_code: '0155',
  country_code: 'NO',
  phone: '+47 22 00 00 00',
};

export function order(customerId: number | null, to: string): NewOrder {
  return {
    customer_id: customerId,
    email: to,
    status: 'shipped',
    region: 'us',
    currency_code: 'USD',
    shipping_cost: 1500,
    tax: 0,
    billing_address: ADDRESS,
    shipping_address: ADDRESS,
    // Seed catalog variants (a hosted platform fills sku and options in from its catalog).
    lines: [
      {
        product_id: 1101,
        variant_id: 110103,
        sku: 'LP-1101-RED-195',
        name: 'Aurora Classic Ski',
        options: [
          { name: 'Color', value: 'Red' },
          { name: 'Length', value: '195 cm' },
        ],
        quantity: 2,
        unit_price: 29_900,
      },
      {
        product_id: 1506,
        variant_id: 150601,
        sku: 'LP-1506-BLACK',
        name: 'Loipe Tuning Wax Tool Kit',
        options: [{ name: 'Color', value: 'Black' }],
        quantity: 1,
        unit_price: 1_900,
      },
    ],
    shipments: [{ carrier: 'UPS', tracking_number: '1Z999AA10123456784', shipped_at: Date.now() }],
  };
}

export const ACCOUNT_CALLS: MethodCalls<AccountsPort, CommerceContext> = {
  createCustomer: (p, c) => p.createCustomer(c, { email: email('abort'), first_name: 'A', last_name: 'B', password: PASSWORD }),
  getCustomer: (p, c) => p.getCustomer(c, 1),
  findCustomerByEmail: (p, c) => p.findCustomerByEmail(c, 'nobody@example.test'),
  verifyCredentials: (p, c) => p.verifyCredentials(c, { email: 'nobody@example.test' }, PASSWORD),
  updateCustomer: (p, c) => p.updateCustomer(c, 1, { first_name: 'A' }),
  deleteCustomer: (p, c) => p.deleteCustomer(c, 999_999),
  listAddresses: (p, c) => p.listAddresses(c, 1),
  createAddress: (p, c) => p.createAddress(c, 999_999, ADDRESS),
  updateAddress: (p, c) => p.updateAddress(c, 1, 1, ADDRESS),
  deleteAddress: (p, c) => p.deleteAddress(c, 999_999, 1),
  listOrders: (p, c) => p.listOrders(c, 1, { page: 1, limit: 5 }),
  getOrder: (p, c) => p.getOrder(c, 1),
  createOrder: (p, c) => p.createOrder(c, order(null, 'guest@example.test')),
  passwordResetPage: (p, c) => p.passwordResetPage(c),
  createPasswordReset: (p, c) => p.createPasswordReset(c, 999_999, 'f'.repeat(64), Date.now()),
  consumePasswordReset: (p, c) => p.consumePasswordReset(c, 'e'.repeat(64), Date.now()),
};

/** `skip`: why this adapter does not run the account cases yet (shown as skipped, with the reason). */
export function accountsContract(name: string, factory: AdapterFactory<CommerceProvider>, options: { skip?: string } = {}) {
  const suite = options.skip ? describe.skip : describe;
  suite(`commerce port contract, accounts: ${name}${options.skip ? ` (skipped: ${options.skip})` : ''}`, () => {
    let port: CommerceProvider;
    // A fresh context per case: its 30 s deadline starts with the case, not when the suite is collected.
    let us: CommerceContext;
    beforeEach(() => {
      us = mx('us');
    });
    beforeAll(async () => {
      port = await factory();
    });

    it('creates a customer once per email, case-insensitively, checks its password and never returns a hash', async () => {
      const address = email('ingrid');
      const created = await port.createCustomer(us, { email: address, first_name: 'Ingrid', last_name: 'Berg', password: PASSWORD });
      expect(created).toMatchObject({ email: address, first_name: 'Ingrid', last_name: 'Berg', customer_group_id: null });
      expect(JSON.stringify(created)).not.toContain('pbkdf2');
      expect(await port.createCustomer(us, { email: address.toUpperCase(), first_name: 'X', last_name: 'Y', password: PASSWORD })).toBe(
        'email_taken',
      );
      const id = (created as { id: number }).id;
      expect(await port.getCustomer(us, id)).toEqual(created);
      expect(await port.findCustomerByEmail(us, address.toUpperCase())).toEqual(created);
      expect(await port.verifyCredentials(us, { email: address.toUpperCase() }, PASSWORD)).toEqual(created);
      expect(await port.verifyCredentials(us, { id }, PASSWORD)).toEqual(created);
      expect(await port.verifyCredentials(us, { email: address }, `${PASSWORD}x`)).toBeNull();
      expect(await port.verifyCredentials(us, { id }, PASSWORD.toLowerCase())).toBeNull();
      expect(await port.verifyCredentials(us, { email: email('nobody') }, PASSWORD)).toBeNull();
      expect(await port.verifyCredentials(us, { id: 987_654_321 }, PASSWORD)).toBeNull();
      expect(await port.findCustomerByEmail(us, email('nobody'))).toBeNull();
      expect(await port.getCustomer(us, 987_654_321)).toBeNull();
    });

    it('keeps the group and notes a new account is created with (a pro code line)', async () => {
      const notes = 'Pro Code: LOIPE-PRO-CA-DEMO; region=pro_ca; expires=2030-06-30; employee=no\nOrganisation: Whistler Nordic';
      const created = await port.createCustomer(us, {
        email: email('pro'),
        first_name: 'Pia',
        last_name: 'Pro',
        password: PASSWORD,
        customer_group_id: 3,
        notes,
      });
      expect(created).toMatchObject({ customer_group_id: 3, notes });
      expect(await port.getCustomer(us, (created as { id: number }).id)).toMatchObject({ customer_group_id: 3, notes });
    });

    it("updates names, email and password; another account's email is taken", async () => {
      const a = await port.createCustomer(us, { email: email('a'), first_name: 'A', last_name: 'A', password: PASSWORD });
      const b = await port.createCustomer(us, { email: email('b'), first_name: 'B', last_name: 'B', password: PASSWORD });
      if (typeof a === 'string' || typeof b === 'string') throw new Error('fresh emails');
      const renamed = await port.updateCustomer(us, a.id, { first_name: 'Astrid', password: NEW_PASSWORD });
      expect(renamed).toMatchObject({ id: a.id, first_name: 'Astrid', last_name: 'A', email: a.email });
      expect(await port.verifyCredentials(us, { id: a.id }, NEW_PASSWORD)).toMatchObject({ id: a.id, first_name: 'Astrid' });
      expect(await port.verifyCredentials(us, { email: a.email }, PASSWORD)).toBeNull();
      expect(await port.updateCustomer(us, a.id, { email: b.email })).toBe('email_taken');
      expect(await port.updateCustomer(us, 987_654_321, { first_name: 'Z' })).toBeNull();
    });

    it("keeps addresses per customer with exactly one default; another customer's address is not found", async () => {
      const owner = await port.createCustomer(us, { email: email('owner'), first_name: 'O', last_name: 'W', password: PASSWORD });
      const other = await port.createCustomer(us, { email: email('other'), first_name: 'O', last_name: 'T', password: PASSWORD });
      if (typeof owner === 'string' || typeof other === 'string') throw new Error('fresh emails');
      const home = await port.createAddress(us, owner.id, ADDRESS);
      const cabin = await port.createAddress(
        us,
        owner.id,
        { ...ADDRESS, address1: 'Fjellveien 9', city: 'Lillehammer', postal_code: '2609' },
        true,
      );
      if (home === 'too_many' || cabin === 'too_many') throw new Error('room for two');
      expect(home).toMatchObject({ customer_id: owner.id, is_default: true, address1: 'Storgata 1' });
      const list = await port.listAddresses(us, owner.id);
      expect(list.map((a) => [a.id, a.is_default])).toEqual([
        [cabin.id, true],
        [home.id, false],
      ]);
      expect(await port.listAddresses(us, other.id)).toEqual([]);

      expect(await port.updateAddress(us, other.id, home.id, { ...ADDRESS, city: 'Bergen' })).toBeNull();
      expect(await port.deleteAddress(us, other.id, home.id)).toBe(false);
      const moved = await port.updateAddress(us, owner.id, home.id, { ...ADDRESS, city: 'Bergen', postal_code: '5003' }, true);
      expect(moved).toMatchObject({ id: home.id, city: 'Bergen', is_default: true });
      expect((await port.listAddresses(us, owner.id)).filter((a) => a.is_default).map((a) => a.id)).toEqual([home.id]);

      expect(await port.deleteAddress(us, owner.id, home.id)).toBe(true);
      expect(await port.listAddresses(us, owner.id)).toMatchObject([{ id: cabin.id, is_default: true }]);
    });

    it("stores orders with lines, totals and shipments, lists a customer's newest first, and keeps them anonymised when the account goes", async () => {
      const buyer = await port.createCustomer(us, { email: email('buyer'), first_name: 'B', last_name: 'U', password: PASSWORD });
      if (typeof buyer === 'string') throw new Error('fresh email');
      // A platform dates a shipment when it is recorded (seconds), the embedded store when it is told: now, either way.
      const before = Math.floor(Date.now() / 1000) * 1000;
      const first = await port.createOrder(us, order(buyer.id, buyer.email));
      const after = Date.now();
      const second = await port.createOrder(us, { ...order(buyer.id, buyer.email), status: 'awaiting_fulfillment', shipments: [] });
      expect(first).toMatchObject({
        customer_id: buyer.id,
        email: buyer.email,
        status: 'shipped',
        currency_code: 'USD',
        subtotal: 61_700,
        shipping_cost: 1500,
        tax: 0,
        total: 63_200,
        items_total: 3,
        shipping_address: { city: 'Oslo', postal_code: '0155' },
      });
      expect(first.lines.map((l) => [l.sku, l.quantity, l.total])).toEqual([
        ['LP-1101-RED-195', 2, 59_800],
        ['LP-1506-BLACK', 1, 1_900],
      ]);
      expect(first.lines[0]!.options).toEqual([
        { name: 'Color', value: 'Red' },
        { name: 'Length', value: '195 cm' },
      ]);
      expect(first.lines.map((l) => [l.product_id, l.variant_id, l.name, l.unit_price])).toEqual([
        [1101, 110103, 'Aurora Classic Ski', 29_900],
        [1506, 150601, 'Loipe Tuning Wax Tool Kit', 1_900],
      ]);
      expect(first.shipments).toMatchObject([{ carrier: 'UPS', tracking_number: '1Z999AA10123456784' }]);
      expect(first.shipments[0]!.date_shipped).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
      expect(Date.parse(first.shipments[0]!.date_shipped)).toBeGreaterThanOrEqual(before);
      expect(Date.parse(first.shipments[0]!.date_shipped)).toBeLessThanOrEqual(after);
      expect(await port.getOrder(us, first.id)).toEqual(first);

      const listed = await port.listOrders(us, buyer.id, { page: 1, limit: 1 });
      expect(listed.pagination).toMatchObject({ total: 2, count: 1, per_page: 1, current_page: 1, total_pages: 2 });
      expect(listed.items[0]!.id).toBe(second.id);
      expect(await port.getOrder(us, 987_654_321)).toBeNull();

      expect(await port.createAddress(us, buyer.id, ADDRESS)).toMatchObject({ customer_id: buyer.id });
      expect(await port.deleteCustomer(us, buyer.id)).toBe(true);
      expect(await port.getCustomer(us, buyer.id)).toBeNull();
      expect(await port.listAddresses(us, buyer.id)).toEqual([]);
      expect(await port.getOrder(us, first.id)).toMatchObject({
        id: first.id,
        customer_id: null,
        email: '',
        shipping_address: {},
        total: 63_200,
      });
      expect(await port.deleteCustomer(us, buyer.id)).toBe(false);
    });

    it('resets passwords on the platform (its storefront page) or with single-use tokens, before they expire', async () => {
      const page = await port.passwordResetPage(us);
      if (page !== null) {
        // The platform keeps the passwords and resets them on its regional storefront (spec §2); no tokens of ours.
        expect(page).toMatch(/^https:\/\/[^/]+\/login\.php\?action=reset_password$/);
        await expect(port.createPasswordReset(us, 1, 'f'.repeat(64), Date.now() + 60_000)).rejects.toMatchObject({
          name: 'ProviderError',
          kind: 'unsupported',
        });
        return;
      }
      const who = await port.createCustomer(us, { email: email('reset'), first_name: 'R', last_name: 'S', password: PASSWORD });
      if (typeof who === 'string') throw new Error('fresh email');
      const now = Date.now();
      const older = `${serial++}`.padStart(64, 'a');
      const token = `${serial++}`.padStart(64, 'b');
      await port.createPasswordReset(us, who.id, older, now + 3_600_000);
      await port.createPasswordReset(us, who.id, token, now + 3_600_000);
      expect(await port.consumePasswordReset(us, older, now)).toBeNull();
      expect(await port.consumePasswordReset(us, token, now + 3_600_000)).toBeNull();
      expect(await port.consumePasswordReset(us, token, now)).toBe(who.id);
      expect(await port.consumePasswordReset(us, token, now)).toBeNull();
    });

    describe('call context', () => {
      everyMethodHonoursAbort(
        () => port,
        ACCOUNT_CALLS,
        (base) => ({ ...base, region: 'us' as const }),
      );
    });
  });
}
