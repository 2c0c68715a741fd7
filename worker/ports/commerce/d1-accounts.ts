/**
 * The embedded commerce platform's accounts in D1 (COMMERCE_DB; schema in migrations/):
 * customers, addresses, orders and reset tokens through prepared statements only. Writes
 * that must hold together (a default address, a deleted account, an order and its lines)
 * go in one `batch`, which D1 runs as a transaction.
 */
import type { CommerceContext } from '../context';
import { ProviderError } from '../errors';
import { MAX_ADDRESSES, type AccountsPort, type AddressFields, type AddressRecord, type CustomerRecord } from './accounts';
import { d1Call } from '../d1';
import { hashPassword, verifyPassword } from '../../rules/password-hash';
import { d1Orders } from './d1-orders';
import { ADDRESS_FIELD_NAMES } from '../../../shared/address';

type Row = Record<string, unknown>;

const iso = (ms: unknown) => new Date(Number(ms)).toISOString();
const text = (value: unknown) => (typeof value === 'string' ? value : '');

const CUSTOMER_COLUMNS = 'id, email, first_name, last_name, customer_group_id, notes, created_at, updated_at';

function customerOf(row: Row): CustomerRecord {
  return {
    id: Number(row.id),
    email: text(row.email),
    first_name: text(row.first_name),
    last_name: text(row.last_name),
    customer_group_id: row.customer_group_id === null || row.customer_group_id === undefined ? null : Number(row.customer_group_id),
    notes: text(row.notes),
    date_created: iso(row.created_at),
    date_modified: iso(row.updated_at),
  };
}

const ADDRESS_FIELDS = ADDRESS_FIELD_NAMES satisfies readonly (keyof AddressFields)[];

function addressOf(row: Row): AddressRecord {
  const fields = Object.fromEntries(ADDRESS_FIELDS.map((key) => [key, text(row[key])])) as unknown as AddressFields;
  return { id: Number(row.id), customer_id: Number(row.customer_id), ...fields, is_default: Number(row.is_default) === 1 };
}

const isUniqueViolation = (error: unknown) => /UNIQUE constraint failed/i.test(String((error as Error)?.message ?? error));

export function createD1Accounts(db: D1Database | undefined, now: () => number = Date.now): AccountsPort {
  const need = (): D1Database => {
    if (!db)
      throw new ProviderError('unsupported', 'commerce: customer accounts need the COMMERCE_DB binding (D1)', { service: 'commerce' });
    return db;
  };
  const first = (sql: string, ...values: unknown[]) =>
    need()
      .prepare(sql)
      .bind(...values)
      .first<Row>();
  const orders = d1Orders(need, first, now);

  async function customer(id: number): Promise<CustomerRecord | null> {
    const row = await first(`SELECT ${CUSTOMER_COLUMNS} FROM customers WHERE id = ?`, id);
    return row ? customerOf(row) : null;
  }

  return {
    // One database keeps every store's customers.
    accountBooks: { us: 'embedded', ca: 'embedded', no: 'embedded', eu_region_1: 'embedded' },
    createCustomer: (_mx: CommerceContext, input) =>
      d1Call(async () => {
        const at = now();
        try {
          const row = await first(
            `INSERT INTO customers (email, first_name, last_name, password_hash, customer_group_id, notes, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?) RETURNING ${CUSTOMER_COLUMNS}`,
            input.email,
            input.first_name,
            input.last_name,
            await hashPassword(input.password),
            input.customer_group_id ?? null,
            input.notes ?? '',
            at,
            at,
          );
          return customerOf(row!);
        } catch (error) {
          if (isUniqueViolation(error)) return 'email_taken' as const;
          throw error;
        }
      }),

    getCustomer: (_mx, id) => d1Call(() => customer(id)),

    findCustomerByEmail: (_mx, email) =>
      d1Call(async () => {
        const row = await first(`SELECT ${CUSTOMER_COLUMNS} FROM customers WHERE email = ?`, email);
        return row ? customerOf(row) : null;
      }),

    verifyCredentials: (_mx, by, password) =>
      d1Call(async () => {
        const row =
          'email' in by
            ? await first(`SELECT ${CUSTOMER_COLUMNS}, password_hash FROM customers WHERE email = ?`, by.email)
            : await first(`SELECT ${CUSTOMER_COLUMNS}, password_hash FROM customers WHERE id = ?`, by.id);
        // An unknown account is checked against the dummy hash: same work, same answer (verifyPassword).
        const ok = await verifyPassword(password, row ? text(row.password_hash) : null);
        return ok && row ? customerOf(row) : null;
      }),

    passwordResetPage: async () => null,

    updateCustomer: (_mx, id, changes) =>
      d1Call(async () => {
        const sets: string[] = [];
        const values: unknown[] = [];
        for (const [column, value] of [
          ['email', changes.email],
          ['first_name', changes.first_name],
          ['last_name', changes.last_name],
          ['password_hash', changes.password === undefined ? undefined : await hashPassword(changes.password)],
        ] as const) {
          if (value === undefined) continue;
          sets.push(`${column} = ?`);
          values.push(value);
        }
        sets.push('updated_at = ?');
        values.push(now());
        try {
          const row = await first(`UPDATE customers SET ${sets.join(', ')} WHERE id = ? RETURNING ${CUSTOMER_COLUMNS}`, ...values, id);
          return row ? customerOf(row) : null;
        } catch (error) {
          if (isUniqueViolation(error)) return 'email_taken' as const;
          throw error;
        }
      }),

    deleteCustomer: (_mx, id) =>
      d1Call(async () => {
        const database = need();
        // Orders stay for the shop's books, without the person: no owner, no email, no addresses.
        const results = await database.batch([
          database
            .prepare(
              "UPDATE orders SET customer_id = NULL, email = '', billing_address = '{}', shipping_address = '{}', updated_at = ? WHERE customer_id = ?",
            )
            .bind(now(), id),
          database.prepare('DELETE FROM addresses WHERE customer_id = ?').bind(id),
          database.prepare('DELETE FROM password_reset_tokens WHERE customer_id = ?').bind(id),
          database.prepare('DELETE FROM customers WHERE id = ?').bind(id),
        ]);
        return (results[3]!.meta.changes ?? 0) > 0;
      }),

    listAddresses: (_mx, customerId) =>
      d1Call(async () => {
        const { results } = await need()
          .prepare('SELECT * FROM addresses WHERE customer_id = ? ORDER BY is_default DESC, id')
          .bind(customerId)
          .all<Row>();
        return results.map(addressOf);
      }),

    createAddress: (_mx, customerId, fields, isDefault = false) =>
      d1Call(async () => {
        const database = need();
        const count = Number((await first('SELECT COUNT(*) AS n FROM addresses WHERE customer_id = ?', customerId))?.n ?? 0);
        if (count >= MAX_ADDRESSES) return 'too_many' as const;
        const makeDefault = isDefault || count === 0;
        const insert = database
          .prepare(
            `INSERT INTO addresses (customer_id, ${ADDRESS_FIELDS.join(', ')}, is_default, created_at) VALUES (?, ${ADDRESS_FIELDS.map(() => '?').join(', ')}, ?, ?) RETURNING *`,
          )
          .bind(customerId, ...ADDRESS_FIELDS.map((key) => fields[key]), makeDefault ? 1 : 0, now());
        const statements = makeDefault
          ? [database.prepare('UPDATE addresses SET is_default = 0 WHERE customer_id = ?').bind(customerId), insert]
          : [insert];
        const results = await database.batch<Row>(statements);
        return addressOf(results.at(-1)!.results[0]!);
      }),

    updateAddress: (_mx, customerId, addressId, fields, isDefault) =>
      d1Call(async () => {
        const database = need();
        const update = database
          .prepare(
            `UPDATE addresses SET ${ADDRESS_FIELDS.map((key) => `${key} = ?`).join(', ')}${isDefault ? ', is_default = 1' : ''} WHERE id = ? AND customer_id = ? RETURNING *`,
          )
          .bind(...ADDRESS_FIELDS.map((key) => fields[key]), addressId, customerId);
        const statements = isDefault
          ? [
              database
                .prepare(
                  'UPDATE addresses SET is_default = 0 WHERE customer_id = ? AND id <> ? AND EXISTS (SELECT 1 FROM addresses WHERE id = ? AND customer_id = ?)',
                )
                .bind(customerId, addressId, addressId, customerId),
              update,
            ]
          : [update];
        const results = await database.batch<Row>(statements);
        const row = results.at(-1)!.results[0];
        return row ? addressOf(row) : null;
      }),

    deleteAddress: (_mx, customerId, addressId) =>
      d1Call(async () => {
        const database = need();
        const [deleted] = await database.batch([
          database.prepare('DELETE FROM addresses WHERE id = ? AND customer_id = ?').bind(addressId, customerId),
          // The oldest remaining address becomes the default when the default went.
          database
            .prepare(
              'UPDATE addresses SET is_default = 1 WHERE id = (SELECT MIN(id) FROM addresses WHERE customer_id = ?) AND NOT EXISTS (SELECT 1 FROM addresses WHERE customer_id = ? AND is_default = 1)',
            )
            .bind(customerId, customerId),
        ]);
        return (deleted!.meta.changes ?? 0) > 0;
      }),

    ...orders,

    createPasswordReset: (_mx, customerId, tokenHash, expiresAt) =>
      d1Call(async () => {
        const database = need();
        await database.batch([
          database.prepare('DELETE FROM password_reset_tokens WHERE customer_id = ?').bind(customerId),
          database
            .prepare('INSERT INTO password_reset_tokens (token_hash, customer_id, expires_at) VALUES (?, ?, ?)')
            .bind(tokenHash, customerId, expiresAt),
        ]);
      }),

    consumePasswordReset: (_mx, tokenHash, at) =>
      d1Call(async () => {
        // One conditional UPDATE: two racing uses of one token cannot both succeed.
        const row = await first(
          'UPDATE password_reset_tokens SET used_at = ? WHERE token_hash = ? AND used_at IS NULL AND expires_at > ? RETURNING customer_id',
          at,
          tokenHash,
          at,
        );
        return row ? Number(row.customer_id) : null;
      }),
  };
}
