/**
 * The commerce port's account side on BigCommerce: customers and addresses on
 * Customers v3, sign-in through `validate-credentials` (the platform keeps the passwords: we
 * send `authentication.new_password` and never see a hash), password reset on the store's
 * own storefront (spec §2), orders on Orders v2 (orders.ts).
 *
 *   GET/POST/PUT/DELETE {host}/stores/{hash}/v3/customers        (?id:in= / ?email:in=)
 *   POST                .../v3/customers/validate-credentials
 *   GET/POST/PUT/DELETE .../v3/customers/addresses               (?customer_id:in= / ?id:in=)
 *   GET/POST            .../v3/customers/attributes, PUT/GET .../v3/customers/attribute-values
 *
 * The platform has no default address: the customer attribute `loipe_default_address_id`
 * names it (created on first need); without one, or when it names a deleted address, the
 * oldest address is the default (the embedded rule). The login throttle, the bot check and the
 * session stay ours (worker/account/, worker/edge/).
 */
import * as v from 'valibot';
import type { CommerceRegion } from '../../../rules/regions';
import type { CommerceContext } from '../../context';
import { ProviderError } from '../../errors';
import { MAX_ADDRESSES, type AccountsPort, type AddressFields, type AddressRecord, type CustomerRecord } from '../accounts';
import * as r from './accounts-records';
import { bigcommerceOrders } from './orders';
import { isPasswordRefusal } from './refusals';
import { createRest, refused, type RestStores } from './rest';

export const DEFAULT_ADDRESS_ATTRIBUTE = 'loipe_default_address_id';

const StoreSchema = v.object({ secure_url: v.string(), decimal_places: v.optional(v.number(), 2) });
const AttributeCreated = v.object({ data: v.array(v.object({ id: v.number() })) });

/** Emails go in a comma-separated filter (`email:in=`): one with a comma cannot be an account's. */
const filterable = (email: string) => !email.includes(',');

export function bigcommerceAccounts(config: RestStores): AccountsPort {
  const rest = createRest(config);

  // Settled values only (a promise kept across requests would tie one request's I/O to another's).
  const stores = new Map<CommerceRegion, v.InferOutput<typeof StoreSchema>>();
  async function store(mx: CommerceContext) {
    const known = stores.get(mx.region);
    if (known) return known;
    const found = await rest.get(mx, '/v2/store', StoreSchema);
    stores.set(mx.region, found);
    return found;
  }
  const attributes = new Map<CommerceRegion, number>();
  async function defaultAttribute(mx: CommerceContext): Promise<number> {
    const known = attributes.get(mx.region);
    if (known !== undefined) return known;
    const listed = await rest.get(mx, '/v3/customers/attributes', r.AttributesSchema, { name: DEFAULT_ADDRESS_ATTRIBUTE });
    let id = listed.data.find((a) => a.name === DEFAULT_ADDRESS_ATTRIBUTE)?.id;
    if (id === undefined) {
      const made = await rest.send(mx, 'POST', '/v3/customers/attributes', AttributeCreated, {
        body: [{ name: DEFAULT_ADDRESS_ATTRIBUTE, type: 'number' }],
      });
      if (!made.ok) throw refused('commerce: creating the default-address attribute', made);
      id = made.value.data[0]!.id;
    }
    attributes.set(mx.region, id);
    return id;
  }

  async function customer(mx: CommerceContext, id: number): Promise<CustomerRecord | null> {
    const found = await rest.get(mx, '/v3/customers', r.CustomersSchema, { 'id:in': [id] });
    const first = found.data.find((c) => c.id === id);
    return first ? r.toCustomer(first) : null;
  }
  async function byEmail(mx: CommerceContext, email: string): Promise<CustomerRecord | null> {
    if (!filterable(email)) return null;
    const found = await rest.get(mx, '/v3/customers', r.CustomersSchema, { 'email:in': [email] });
    const first = found.data.find((c) => c.email.toLowerCase() === email.toLowerCase());
    return first ? r.toCustomer(first) : null;
  }
  async function valid(mx: CommerceContext, email: string, password: string): Promise<number | null> {
    const checked = await rest.send(mx, 'POST', '/v3/customers/validate-credentials', r.CredentialsSchema, { body: { email, password } });
    if (!checked.ok) {
      // 422: a field the platform refuses (an email it cannot read): not an account, not an outage.
      if (checked.status === 422) return null;
      throw refused('commerce: validate-credentials', checked);
    }
    return checked.value.is_valid ? (checked.value.customer_id ?? null) : null;
  }

  async function addresses(mx: CommerceContext, customerId: number): Promise<AddressRecord[]> {
    const [list, attribute] = await Promise.all([
      rest.get(mx, '/v3/customers/addresses', r.AddressesSchema, { 'customer_id:in': [customerId], limit: 250 }),
      defaultAttribute(mx),
    ]);
    const own = list.data.filter((a) => a.customer_id === customerId);
    if (own.length === 0) return [];
    const values = await rest.get(mx, '/v3/customers/attribute-values', r.AttributeValuesSchema, {
      'customer_id:in': [customerId],
      'attribute_id:in': [attribute],
    });
    const named = Number(values.data.find((x) => x.attribute_id === attribute && x.customer_id === customerId)?.attribute_value);
    const defaultId = own.some((a) => a.id === named) ? named : Math.min(...own.map((a) => a.id));
    return own.map((a) => r.toAddress(a, a.id === defaultId)).sort((a, b) => Number(b.is_default) - Number(a.is_default) || a.id - b.id);
  }
  /** The customer's own address, or null (another customer's address is not found). */
  const addressOf = async (mx: CommerceContext, customerId: number, addressId: number) =>
    (await addresses(mx, customerId)).find((a) => a.id === addressId) ?? null;
  async function makeDefault(mx: CommerceContext, customerId: number, addressId: number) {
    const attribute = await defaultAttribute(mx);
    const put = await rest.send(mx, 'PUT', '/v3/customers/attribute-values', v.unknown(), {
      body: [{ attribute_id: attribute, value: String(addressId), customer_id: customerId }],
    });
    if (!put.ok) throw refused('commerce: setting the default address', put);
  }
  const platformFields = (fields: AddressFields) => ({ ...fields });

  const orders = bigcommerceOrders(rest, async (mx) => (await store(mx)).decimal_places);

  return {
    ...orders,
    // Each store hash keeps its own customers: customer 7 of one store is not customer 7 of another.
    accountBooks: {
      us: config.stores.us.hash,
      ca: config.stores.ca.hash,
      no: config.stores.no.hash,
      eu_region_1: config.stores.eu_region_1.hash,
    },

    async createCustomer(mx, input) {
      const created = await rest.send(mx, 'POST', '/v3/customers', r.CustomersSchema, {
        body: [
          {
            email: input.email,
            first_name: input.first_name,
            last_name: input.last_name,
            ...(input.customer_group_id ? { customer_group_id: input.customer_group_id } : {}),
            notes: input.notes ?? '',
            authentication: { new_password: input.password },
          },
        ],
      });
      if (!created.ok) {
        if (isPasswordRefusal(created)) return 'password_refused';
        if (created.status === 422 && (await byEmail(mx, input.email))) return 'email_taken';
        throw refused('commerce: creating a customer', created);
      }
      return r.toCustomer(created.value.data[0]!);
    },

    getCustomer: (mx, id) => customer(mx, id),
    findCustomerByEmail: (mx, email) => byEmail(mx, email),

    async verifyCredentials(mx, by, password) {
      if ('email' in by) {
        const id = await valid(mx, by.email, password);
        return id === null ? null : customer(mx, id);
      }
      const self = await customer(mx, by.id);
      if (!self) return null;
      return (await valid(mx, self.email, password)) === self.id ? self : null;
    },

    async updateCustomer(mx, id, changes) {
      if (!(await customer(mx, id))) return null;
      const body: Record<string, unknown> = { id };
      for (const key of ['email', 'first_name', 'last_name'] as const) if (changes[key] !== undefined) body[key] = changes[key];
      if (changes.password !== undefined) body.authentication = { new_password: changes.password };
      const updated = await rest.send(mx, 'PUT', '/v3/customers', r.CustomersSchema, { body: [body] });
      if (!updated.ok) {
        if (changes.password !== undefined && isPasswordRefusal(updated)) return 'password_refused';
        const holder = updated.status === 422 && changes.email !== undefined ? await byEmail(mx, changes.email) : null;
        if (holder && holder.id !== id) return 'email_taken';
        throw refused('commerce: updating a customer', updated);
      }
      const found = updated.value.data.find((c) => c.id === id);
      return found ? r.toCustomer(found) : customer(mx, id);
    },

    async deleteCustomer(mx, id) {
      if (!(await customer(mx, id))) return false;
      // Orders stay for the shop's books, without the person (as the embedded adapter keeps them).
      await orders.anonymiseOrders(mx, id);
      const gone = await rest.send(mx, 'DELETE', '/v3/customers', v.unknown(), { query: { 'id:in': [id] } });
      if (!gone.ok) throw refused('commerce: deleting a customer', gone);
      return true;
    },

    listAddresses: (mx, customerId) => addresses(mx, customerId),

    async createAddress(mx, customerId, fields, isDefault = false) {
      const existing = await addresses(mx, customerId);
      if (existing.length >= MAX_ADDRESSES) return 'too_many';
      const created = await rest.send(mx, 'POST', '/v3/customers/addresses', r.AddressesSchema, {
        body: [{ ...platformFields(fields), customer_id: customerId }],
      });
      if (!created.ok) throw refused('commerce: adding an address', created);
      // The platform answers an empty list for an address the customer already has, word for word.
      const address = created.value.data[0];
      if (!address)
        throw new ProviderError('bad_response', 'commerce: the platform kept no new address (a duplicate?)', { service: 'commerce' });
      if (isDefault && existing.length > 0) await makeDefault(mx, customerId, address.id);
      return r.toAddress(address, isDefault || existing.length === 0);
    },

    async updateAddress(mx, customerId, addressId, fields, isDefault) {
      if (!(await addressOf(mx, customerId, addressId))) return null;
      const updated = await rest.send(mx, 'PUT', '/v3/customers/addresses', r.AddressesSchema, {
        body: [{ ...platformFields(fields), id: addressId }],
      });
      if (!updated.ok) throw refused('commerce: changing an address', updated);
      if (isDefault) await makeDefault(mx, customerId, addressId);
      return addressOf(mx, customerId, addressId);
    },

    async deleteAddress(mx, customerId, addressId) {
      if (!(await addressOf(mx, customerId, addressId))) return false;
      const gone = await rest.send(mx, 'DELETE', '/v3/customers/addresses', v.unknown(), { query: { 'id:in': [addressId] } });
      if (!gone.ok) throw refused('commerce: deleting an address', gone);
      return true;
    },

    async passwordResetPage(mx) {
      const origin = (await store(mx)).secure_url.replace(/\/+$/, '');
      return `${origin}/login.php?action=reset_password`;
    },
    createPasswordReset: async () => {
      throw unsupportedReset();
    },
    consumePasswordReset: async () => {
      throw unsupportedReset();
    },
  };
}

const unsupportedReset = () =>
  new ProviderError(
    'unsupported',
    'commerce: the bigcommerce adapter resets passwords on the storefront (passwordResetPage), not with our tokens',
    {
      service: 'commerce',
    },
  );
