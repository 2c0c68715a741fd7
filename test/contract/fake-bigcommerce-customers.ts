/**
 * The BigCommerce fake's Customers v3 routes, with state per store: customers (the
 * password kept as the platform keeps it, out of every answer), their addresses, customer
 * attributes and attribute values, and `validate-credentials`. Requests and answers are held to
 * customers.v3.yml by fake-bigcommerce.ts like every other route. Modelled behaviour: emails
 * are unique case-insensitively (422 otherwise), a new password follows the store's default
 * rule (letters and digits, 422 on `authentication.new_password` otherwise), a customer's addresses and attribute values go
 * with it, filters are the declared `id:in`, `email:in`, `customer_id:in`, `attribute_id:in`, `name`.
 * Each store starts with the demo customer of DEMO_CUSTOMER (whose orders fake-bigcommerce-orders.ts seeds).
 */
import { countries } from '../../worker/data/catalog/index';
import type { FakeAnswer, FakeRequest, FakeRoute } from './fake-service';
import notFoundV3 from './fixtures/bigcommerce/not-found-v3.json';

export type StoreHandler = (store: { region: string; hash: string }, request: FakeRequest) => FakeAnswer;
export type RouteOf = (path: string, handler: StoreHandler) => FakeRoute;

/** The seeded account of every store (sign in with it against `npm run fake:bigcommerce`). */
export const DEMO_CUSTOMER = { id: 1, email: 'demo@loipe.test', password: 'Demo-skier-2026', first_name: 'Dana', last_name: 'Demo' };

type Json = Record<string, unknown>;
interface Customer extends Json {
  id: number;
  email: string;
}
interface StoreState {
  customers: Map<number, Customer>;
  passwords: Map<number, string>;
  addresses: Map<number, Json & { id: number; customer_id: number }>;
  attributes: Map<number, Json & { id: number; name: string }>;
  values: (Json & { id: number; attribute_id: number; customer_id: number })[];
  next: number;
}

/** The store's default password rule (its control panel can make it stricter): 7 or more characters, letters and digits. */
const PASSWORD_RULE = /^(?=.*\p{L})(?=.*\d).{7,}$/u;
const PASSWORD_RULE_TEXT = 'Passwords must be at least 7 characters and contain both alphabetic and numeric characters.';

const now = () => new Date().toISOString().replace(/\.\d{3}Z$/, 'Z');
const unprocessable = (title: string, errors: Json = {}): FakeAnswer => ({
  status: 422,
  json: { status: 422, title, type: notFoundV3.type, errors },
});
const ids = (q: URLSearchParams, name: string) => q.get(name)?.split(',').map(Number);
const list = (value: unknown): Json[] => (Array.isArray(value) ? (value as Json[]) : []);

function page(all: readonly unknown[], q: URLSearchParams): FakeAnswer {
  const limit = Math.min(Number(q.get('limit') ?? 50), 250);
  const current = Number(q.get('page') ?? 1);
  const data = all.slice((current - 1) * limit, current * limit);
  const pagination = {
    total: all.length,
    count: data.length,
    per_page: limit,
    current_page: current,
    total_pages: Math.max(1, Math.ceil(all.length / limit)),
    links: { current: `?page=${current}&limit=${limit}` },
  };
  return { json: { data, meta: { pagination } } };
}

function seeded(): StoreState {
  const at = now();
  const { password, ...demo } = DEMO_CUSTOMER;
  const state: StoreState = {
    customers: new Map(),
    passwords: new Map(),
    addresses: new Map(),
    attributes: new Map(),
    values: [],
    next: 100,
  };
  state.customers.set(demo.id, { ...demo, customer_group_id: 0, notes: '', date_created: at, date_modified: at });
  state.passwords.set(demo.id, password);
  return state;
}

export function customerRoutes(route: RouteOf): FakeRoute[] {
  const states = new Map<string, StoreState>();
  const state = (hash: string) => states.get(hash) ?? states.set(hash, seeded()).get(hash)!;
  const any = (path: string, handler: StoreHandler): FakeRoute => ({ ...route(path, handler), method: '*' });
  const view = (s: StoreState, c: Customer) => ({
    ...c,
    address_count: [...s.addresses.values()].filter((a) => a.customer_id === c.id).length,
    attribute_count: s.values.filter((x) => x.customer_id === c.id).length,
  });
  const byEmail = (s: StoreState, email: unknown) =>
    [...s.customers.values()].find((c) => c.email.toLowerCase() === String(email).toLowerCase());

  function customers({ hash }: { hash: string }, r: FakeRequest): FakeAnswer {
    const s = state(hash);
    if (r.method === 'GET') {
      const wanted = { ids: ids(r.query, 'id:in'), emails: r.query.get('email:in')?.toLowerCase().split(',') };
      const found = [...s.customers.values()].filter(
        (c) => (!wanted.ids || wanted.ids.includes(c.id)) && (!wanted.emails || wanted.emails.includes(c.email.toLowerCase())),
      );
      return page(
        found.map((c) => view(s, c)),
        r.query,
      );
    }
    if (r.method === 'DELETE') {
      for (const id of ids(r.query, 'id:in') ?? []) {
        s.customers.delete(id);
        s.passwords.delete(id);
        for (const [key, a] of s.addresses) if (a.customer_id === id) s.addresses.delete(key);
        s.values = s.values.filter((x) => x.customer_id !== id);
      }
      return { status: 204 };
    }
    const items = list(r.body);
    const out: Json[] = [];
    for (const item of items) {
      const existing = r.method === 'PUT' ? s.customers.get(Number(item.id)) : undefined;
      if (r.method === 'PUT' && !existing) return unprocessable('Customer not found', { id: `customer ${String(item.id)} does not exist` });
      const holder = item.email === undefined ? undefined : byEmail(s, item.email);
      if (holder && holder.id !== existing?.id)
        return unprocessable('Error creating or updating customers', {
          '.customer_create': `The email "${String(item.email)}" is in use.`,
        });
      const { authentication, ...fields } = item as Json & { authentication?: { new_password?: string } };
      const password = authentication?.new_password;
      if (password !== undefined && !PASSWORD_RULE.test(password))
        return unprocessable('Error creating or updating customers', { 'authentication.new_password': PASSWORD_RULE_TEXT });
      const at = now();
      const customer: Customer = existing
        ? { ...existing, ...fields, id: existing.id, date_modified: at }
        : { customer_group_id: 0, notes: '', ...fields, id: s.next++, email: String(item.email), date_created: at, date_modified: at };
      s.customers.set(customer.id, customer);
      if (authentication?.new_password !== undefined) s.passwords.set(customer.id, authentication.new_password);
      out.push(view(s, customer));
    }
    return { json: { data: out, meta: {} } };
  }

  function validate({ hash }: { hash: string }, r: FakeRequest): FakeAnswer {
    const s = state(hash);
    const body = (r.body ?? {}) as Json;
    const found = byEmail(s, body.email);
    const ok = found !== undefined && s.passwords.get(found.id) === body.password;
    return { json: { is_valid: ok, customer_id: ok ? found.id : null } };
  }

  function addresses({ hash }: { hash: string }, r: FakeRequest): FakeAnswer {
    const s = state(hash);
    if (r.method === 'GET') {
      const wanted = { ids: ids(r.query, 'id:in'), customers: ids(r.query, 'customer_id:in') };
      return page(
        [...s.addresses.values()].filter(
          (a) => (!wanted.ids || wanted.ids.includes(a.id)) && (!wanted.customers || wanted.customers.includes(a.customer_id)),
        ),
        r.query,
      );
    }
    if (r.method === 'DELETE') {
      for (const id of ids(r.query, 'id:in') ?? []) s.addresses.delete(id);
      return { status: 204 };
    }
    const out: Json[] = [];
    for (const item of list(r.body)) {
      const existing = r.method === 'PUT' ? s.addresses.get(Number(item.id)) : undefined;
      if (r.method === 'PUT' && !existing) return unprocessable('Address not found');
      if (r.method === 'POST' && !s.customers.has(Number(item.customer_id))) return unprocessable('Customer not found');
      const merged = { address_type: 'residential', ...existing, ...item } as Json & { customer_id: number };
      const country = countries.find((c) => c.country_iso2 === merged.country_code)?.country ?? '';
      const address = { ...merged, country, id: existing?.id ?? s.next++, customer_id: Number(merged.customer_id) };
      s.addresses.set(address.id, address);
      out.push(address);
    }
    return { json: { data: out, meta: {} } };
  }

  function attributes({ hash }: { hash: string }, r: FakeRequest): FakeAnswer {
    const s = state(hash);
    if (r.method === 'GET') {
      const name = r.query.get('name');
      return { json: { data: [...s.attributes.values()].filter((a) => name === null || a.name === name), meta: {} } };
    }
    if (r.method !== 'POST') return unprocessable('The fake keeps attributes once created');
    const out = list(r.body).map((item) => {
      const at = now();
      const attribute = { name: String(item.name), type: item.type, id: s.next++, date_created: at, date_modified: at };
      s.attributes.set(attribute.id, attribute);
      return attribute;
    });
    return { json: { data: out, meta: {} } };
  }

  function values({ hash }: { hash: string }, r: FakeRequest): FakeAnswer {
    const s = state(hash);
    if (r.method === 'GET') {
      const wanted = { customers: ids(r.query, 'customer_id:in'), attributes: ids(r.query, 'attribute_id:in') };
      return page(
        s.values.filter(
          (x) =>
            (!wanted.customers || wanted.customers.includes(x.customer_id)) &&
            (!wanted.attributes || wanted.attributes.includes(x.attribute_id)),
        ),
        r.query,
      );
    }
    if (r.method !== 'PUT') return unprocessable('The fake upserts attribute values only');
    const out: Json[] = [];
    for (const item of list(r.body)) {
      const customer = Number(item.customer_id);
      const attribute = Number(item.attribute_id);
      if (!s.customers.has(customer) || !s.attributes.has(attribute)) return unprocessable('Customer or attribute not found');
      const at = now();
      const existing = s.values.find((x) => x.customer_id === customer && x.attribute_id === attribute);
      const value = {
        id: existing?.id ?? s.next++,
        attribute_id: attribute,
        customer_id: customer,
        attribute_value: String(item.value),
        date_created: at,
        date_modified: at,
      };
      s.values = [...s.values.filter((x) => x !== existing), value];
      out.push(value);
    }
    return { json: { data: out, meta: {} } };
  }

  return [
    any('/v3/customers', customers),
    { ...route('/v3/customers/validate-credentials', validate), method: 'POST' },
    any('/v3/customers/addresses', addresses),
    any('/v3/customers/attributes', attributes),
    any('/v3/customers/attribute-values', values),
  ];
}
