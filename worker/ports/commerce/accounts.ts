/**
 * The commerce port's account side: customers, their addresses, orders and
 * password-reset tokens, as the commerce platform keeps them (field names as BigCommerce's
 * customers API spells them). The embedded adapter keeps them in D1 (COMMERCE_DB,
 * migrations/); a hosted adapter maps the platform's customers and orders APIs.
 *
 * Ownership is the caller's rule (worker/rules/owner.ts): reads by id answer the record with
 * its owner, and every address call names the customer it must belong to. Passwords go in
 * (creation, change) and are checked by the adapter (verifyCredentials): a hosted platform
 * never hands out a hash, so none ever leaves the port. The login throttle and the bot check
 * stay the caller's (worker/account/throttle.ts, worker/edge/).
 */
import type { CommerceContext } from '../context';
import type { Page, PageQuery } from './page';
import type { AccountBooks } from '../../rules/customer-identity';

export interface CustomerRecord {
  id: number;
  email: string;
  first_name: string;
  last_name: string;
  /** Null: the store's default group for new accounts. */
  customer_group_id: number | null;
  notes: string;
  /** ISO 8601. */
  date_created: string;
  date_modified: string;
}

export interface NewCustomer {
  email: string;
  first_name: string;
  last_name: string;
  /** In clear: the embedded adapter hashes it (worker/rules/password-hash.ts), a hosted one sends it to the platform. */
  password: string;
  customer_group_id?: number | null;
  /** Free text kept with the account (the `Pro Code:` line, organisation and role of a pro). */
  notes?: string;
}

export interface CustomerChanges {
  email?: string;
  first_name?: string;
  last_name?: string;
  /** A new password, in clear (as NewCustomer's). */
  password?: string;
}

/** Spec §7 address fields, as the commerce platform names them. */
export interface AddressFields {
  first_name: string;
  last_name: string;
  company: string;
  address1: string;
  address2: string;
  city: string;
  state_or_province: string;
  postal_code: string;
  /** ISO 3166-1 alpha-2, upper case. */
  country_code: string;
  phone: string;
}

export interface AddressRecord extends AddressFields {
  id: number;
  customer_id: number;
  /** The address checkout proposes first; at most one per customer. */
  is_default: boolean;
}

export const ORDER_STATUSES = [
  'pending',
  'awaiting_payment',
  'awaiting_fulfillment',
  'shipped',
  'completed',
  'cancelled',
  'refunded',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export interface OrderLine {
  id: number;
  product_id: number;
  variant_id: number;
  sku: string;
  name: string;
  options: { name: string; value: string }[];
  quantity: number;
  /** Minor units, in the order's currency. */
  unit_price: number;
  total: number;
}

export interface Shipment {
  id: number;
  order_id: number;
  carrier: string;
  tracking_number: string;
  date_shipped: string;
}

export interface OrderAddress extends Partial<AddressFields> {}

export interface OrderSummary {
  id: number;
  /** Null for a guest order or a deleted account's order. */
  customer_id: number | null;
  status: OrderStatus;
  region: string;
  currency_code: string;
  subtotal: number;
  shipping_cost: number;
  tax: number;
  total: number;
  items_total: number;
  date_created: string;
  date_modified: string;
}

export interface OrderRecord extends OrderSummary {
  email: string;
  billing_address: OrderAddress;
  shipping_address: OrderAddress;
  lines: OrderLine[];
  shipments: Shipment[];
}

export interface NewOrder {
  customer_id: number | null;
  email: string;
  status: OrderStatus;
  region: string;
  currency_code: string;
  shipping_cost: number;
  tax: number;
  billing_address: OrderAddress;
  shipping_address: OrderAddress;
  lines: Omit<OrderLine, 'id' | 'total'>[];
  /** `shipped_at` (ms): the embedded store keeps it; a hosted platform dates a shipment when it is recorded. */
  shipments?: { carrier: string; tracking_number: string; shipped_at: number }[];
}

/** How many addresses one account may keep (a bound on what a customer can store). */
export const MAX_ADDRESSES = 20;

export interface AccountsPort {
  /**
   * Which account book serves each store: stores with the same book share their customers
   * (the embedded platform keeps one for every store; BigCommerce one per store hash), so a
   * customer signed in at one store is known at another only when their books are the same.
   */
  readonly accountBooks: AccountBooks;
  /**
   * A new account; `email_taken` when an account has that address (case-insensitive);
   * `password_refused` when the platform's own password rules refuse the password (hosted only).
   */
  createCustomer(mx: CommerceContext, input: NewCustomer): Promise<CustomerRecord | 'email_taken' | 'password_refused'>;
  getCustomer(mx: CommerceContext, id: number): Promise<CustomerRecord | null>;
  /** The account with that email (case-insensitive), or null. */
  findCustomerByEmail(mx: CommerceContext, email: string): Promise<CustomerRecord | null>;
  /**
   * The account when the password is its own, by email (sign-in) or id (password checks);
   * null otherwise. An unknown account and a wrong password answer alike, after the same work.
   */
  verifyCredentials(mx: CommerceContext, by: { email: string } | { id: number }, password: string): Promise<CustomerRecord | null>;
  /** `password_refused` as for createCustomer. */
  updateCustomer(
    mx: CommerceContext,
    id: number,
    changes: CustomerChanges,
  ): Promise<CustomerRecord | null | 'email_taken' | 'password_refused'>;
  /** Deletes the account, its addresses and reset tokens; its orders stay, anonymised. False when there was none. */
  deleteCustomer(mx: CommerceContext, id: number): Promise<boolean>;

  listAddresses(mx: CommerceContext, customerId: number): Promise<AddressRecord[]>;
  /** `too_many` past MAX_ADDRESSES. The first address becomes the default. */
  createAddress(mx: CommerceContext, customerId: number, fields: AddressFields, isDefault?: boolean): Promise<AddressRecord | 'too_many'>;
  /** Null when the customer has no such address. */
  updateAddress(
    mx: CommerceContext,
    customerId: number,
    addressId: number,
    fields: AddressFields,
    isDefault?: boolean,
  ): Promise<AddressRecord | null>;
  deleteAddress(mx: CommerceContext, customerId: number, addressId: number): Promise<boolean>;

  /** Newest first. */
  listOrders(mx: CommerceContext, customerId: number, query: PageQuery): Promise<Page<OrderSummary>>;
  /** With lines and shipments; the caller checks the owner (or the guest's email). */
  getOrder(mx: CommerceContext, id: number): Promise<OrderRecord | null>;
  /** Checkout writes orders (and tests); totals are computed from the lines. */
  createOrder(mx: CommerceContext, order: NewOrder): Promise<OrderRecord>;

  /**
   * Where a shopper resets a password when the platform does it (spec §2: the regional
   * storefront's `{host}/login.php?action=reset_password`); null when the shop mails its own
   * single-use links (the two methods below).
   */
  passwordResetPage(mx: CommerceContext): Promise<string | null>;
  /** Keeps a reset token's SHA-256 until `expiresAt` (ms); earlier unused tokens of the customer stop working. */
  createPasswordReset(mx: CommerceContext, customerId: number, tokenHash: string, expiresAt: number): Promise<void>;
  /** Uses a token once: its customer id when it was unused and unexpired at `now`, else null. */
  consumePasswordReset(mx: CommerceContext, tokenHash: string, now: number): Promise<number | null>;
}
