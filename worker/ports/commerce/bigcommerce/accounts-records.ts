/**
 * BigCommerce's customers (v3) and orders (v2) as the platform answers them, and the pure
 * mappings to the commerce port's records. Money: v2 orders speak decimal amount
 * strings ("299.9500"); the port speaks minor units of the store's currency, converted here
 * digit by digit (no float rounding): `toMinorUnits('299.9500', 2)` → 29995. Dates: v2 writes
 * RFC 2822 (`Tue, 20 Nov 2012 00:00:00 +0000`), v3 ISO 8601; the port says ISO 8601.
 */
import * as v from 'valibot';
import type {
  AddressFields,
  AddressRecord,
  CustomerRecord,
  OrderAddress,
  OrderLine,
  OrderStatus,
  OrderSummary,
  Shipment,
} from '../accounts';

const text = v.optional(v.nullable(v.string()), '');
const str = (value: string | null | undefined) => value ?? '';

export const CustomerSchema = v.object({
  id: v.number(),
  email: v.string(),
  first_name: v.string(),
  last_name: v.string(),
  customer_group_id: v.optional(v.nullable(v.number()), 0),
  notes: text,
  date_created: v.string(),
  date_modified: v.string(),
});
export const CustomersSchema = v.object({ data: v.array(CustomerSchema) });

export const AddressSchema = v.object({
  id: v.number(),
  customer_id: v.number(),
  first_name: v.string(),
  last_name: v.string(),
  company: text,
  address1: v.string(),
  address2: text,
  city: v.string(),
  state_or_province: text,
  postal_code: text,
  country_code: v.string(),
  phone: text,
});
export const AddressesSchema = v.object({
  data: v.array(AddressSchema),
  meta: v.optional(v.object({ pagination: v.optional(v.object({ total_pages: v.optional(v.number(), 1) })) })),
});

export const AttributesSchema = v.object({ data: v.array(v.object({ id: v.number(), name: v.string() })) });
export const AttributeValuesSchema = v.object({
  data: v.array(v.object({ attribute_id: v.number(), attribute_value: text, customer_id: v.number() })),
});

export const CredentialsSchema = v.object({ is_valid: v.boolean(), customer_id: v.optional(v.nullable(v.number()), null) });

/** The platform's customer group 0 is "no group": the store's default for new accounts (port: null). */
export function toCustomer(c: v.InferOutput<typeof CustomerSchema>): CustomerRecord {
  return {
    id: c.id,
    email: c.email,
    first_name: c.first_name,
    last_name: c.last_name,
    customer_group_id: c.customer_group_id ? c.customer_group_id : null,
    notes: c.notes ?? '',
    date_created: isoDate(c.date_created),
    date_modified: isoDate(c.date_modified),
  };
}

export function toAddress(a: v.InferOutput<typeof AddressSchema>, isDefault: boolean): AddressRecord {
  return {
    id: a.id,
    customer_id: a.customer_id,
    first_name: a.first_name,
    last_name: a.last_name,
    company: str(a.company),
    address1: a.address1,
    address2: str(a.address2),
    city: a.city,
    state_or_province: str(a.state_or_province),
    postal_code: str(a.postal_code),
    country_code: a.country_code,
    phone: str(a.phone),
    is_default: isDefault,
  };
}

// ---- orders (v2) ----

const amount = v.optional(v.string(), '0');
const V2Address = v.object({
  first_name: text,
  last_name: text,
  company: text,
  street_1: text,
  street_2: text,
  city: text,
  state: text,
  zip: text,
  country_iso2: text,
  phone: text,
  email: text,
});

export const OrderSchema = v.object({
  id: v.number(),
  customer_id: v.optional(v.number(), 0),
  status_id: v.number(),
  date_created: v.string(),
  date_modified: v.string(),
  subtotal_ex_tax: amount,
  shipping_cost_ex_tax: amount,
  total_ex_tax: amount,
  total_inc_tax: amount,
  items_total: v.optional(v.number(), 0),
  currency_code: v.string(),
  billing_address: v.optional(V2Address, {}),
});
export const OrderProductSchema = v.object({
  id: v.number(),
  product_id: v.number(),
  variant_id: v.optional(v.nullable(v.number()), 0),
  name: v.string(),
  sku: text,
  quantity: v.number(),
  price_ex_tax: amount,
  total_ex_tax: amount,
  product_options: v.optional(v.array(v.object({ display_name: text, display_value: text })), []),
});
export const ShipmentSchema = v.object({
  id: v.number(),
  order_id: v.number(),
  tracking_number: text,
  tracking_carrier: text,
  date_created: v.string(),
});
export const ShippingAddressSchema = v.object({ id: v.number(), ...V2Address.entries });

/** Our statuses as the platform's status ids (developer.bigcommerce.com, "Order status"). */
export const STATUS_IDS: Record<OrderStatus, number> = {
  pending: 1,
  shipped: 2,
  refunded: 4,
  cancelled: 5,
  awaiting_payment: 7,
  completed: 10,
  awaiting_fulfillment: 11,
};
/** The platform's other statuses, as the nearest of ours: 3 partially shipped, 6 declined, 8 pickup, 9 awaiting shipment, 14 partially refunded. */
const NEAREST: Record<number, OrderStatus> = {
  3: 'shipped',
  6: 'cancelled',
  8: 'awaiting_fulfillment',
  9: 'awaiting_fulfillment',
  14: 'refunded',
};
export function statusOf(id: number): OrderStatus {
  const ours = Object.entries(STATUS_IDS).find(([, n]) => n === id)?.[0] as OrderStatus | undefined;
  return ours ?? NEAREST[id] ?? 'pending';
}

/** A decimal amount string in minor units: `('299.9500', 2)` → 29995, `('-1.005', 2)` → -101 (half away from zero). */
export function toMinorUnits(amountText: string, places: number): number {
  const found = /^(-?)(\d*)(?:\.(\d*))?$/.exec(amountText.trim());
  if (!found || (found[2] === '' && !found[3])) return 0;
  const [, sign, whole = '', fraction = ''] = found;
  const digits = fraction.padEnd(places + 1, '0');
  let minor = Number(whole || '0') * 10 ** places + Number(digits.slice(0, places) || '0');
  if (Number(digits[places]) >= 5) minor += 1;
  return sign === '-' && minor !== 0 ? -minor : minor;
}

/** Minor units as the decimal string the platform takes: `(29995, 2)` → '299.95', `(5000, 0)` → '5000'. */
export function toAmount(minor: number, places: number): string {
  const negative = minor < 0;
  const digits = String(Math.abs(Math.round(minor))).padStart(places + 1, '0');
  const decimal = places > 0 ? `${digits.slice(0, -places)}.${digits.slice(-places)}` : digits;
  return negative ? `-${decimal}` : decimal;
}

/** RFC 2822 (v2) or ISO 8601 (v3) as ISO 8601; an unreadable date is the epoch, never a throw. */
export function isoDate(value: string): string {
  const ms = Date.parse(value);
  return new Date(Number.isNaN(ms) ? 0 : ms).toISOString();
}

/** A v2 address as the port's order address; an emptied one (an anonymised order) is `{}`. */
export function toOrderAddress(a: v.InferOutput<typeof V2Address>): OrderAddress {
  const fields: AddressFields = {
    first_name: str(a.first_name),
    last_name: str(a.last_name),
    company: str(a.company),
    address1: str(a.street_1),
    address2: str(a.street_2),
    city: str(a.city),
    state_or_province: str(a.state),
    postal_code: str(a.zip),
    country_code: str(a.country_iso2),
    phone: str(a.phone),
  };
  return Object.values(fields).every((value) => value === '') ? {} : fields;
}

/** The port's order address as v2 writes it (the platform names the country by ISO code too). */
export function toV2Address(a: OrderAddress, email: string) {
  return {
    first_name: a.first_name ?? '',
    last_name: a.last_name ?? '',
    company: a.company ?? '',
    street_1: a.address1 ?? '',
    street_2: a.address2 ?? '',
    city: a.city ?? '',
    state: a.state_or_province ?? '',
    zip: a.postal_code ?? '',
    country_iso2: a.country_code ?? '',
    phone: a.phone ?? '',
    email,
  };
}

export function toSummary(o: v.InferOutput<typeof OrderSchema>, region: string, places: number): OrderSummary {
  const minor = (value: string) => toMinorUnits(value, places);
  return {
    id: o.id,
    customer_id: o.customer_id ? o.customer_id : null,
    status: statusOf(o.status_id),
    region,
    currency_code: o.currency_code,
    subtotal: minor(o.subtotal_ex_tax),
    shipping_cost: minor(o.shipping_cost_ex_tax),
    tax: minor(o.total_inc_tax) - minor(o.total_ex_tax),
    total: minor(o.total_inc_tax),
    items_total: o.items_total,
    date_created: isoDate(o.date_created),
    date_modified: isoDate(o.date_modified),
  };
}

export function toLine(p: v.InferOutput<typeof OrderProductSchema>, places: number): OrderLine {
  return {
    id: p.id,
    product_id: p.product_id,
    variant_id: p.variant_id ?? 0,
    sku: p.sku ?? '',
    name: p.name,
    options: p.product_options.map((o) => ({ name: o.display_name ?? '', value: o.display_value ?? '' })),
    quantity: p.quantity,
    unit_price: toMinorUnits(p.price_ex_tax, places),
    total: toMinorUnits(p.total_ex_tax, places),
  };
}

export function toShipment(s: v.InferOutput<typeof ShipmentSchema>): Shipment {
  return {
    id: s.id,
    order_id: s.order_id,
    carrier: s.tracking_carrier ?? '',
    tracking_number: s.tracking_number ?? '',
    date_shipped: isoDate(s.date_created),
  };
}
