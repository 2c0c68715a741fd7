/**
 * The embedded platform's stock and order placement in D1 (COMMERCE_DB). Placing an order
 * is one `batch` (a transaction): for every line `UPDATE inventory ... WHERE level >= qty`
 * followed by the guard that fails when that update changed no row, then the order, its
 * lines and its confirmation mail. A short line or a duplicate aborts the whole batch.
 */
import type { CommerceContext } from '../context';
import { ProviderError } from '../errors';
import type { AccountsPort } from './accounts';
import type { CheckoutDetails, CheckoutPort, PlacedOrder, PlaceOrderResult } from './checkout';
import type { TaxTable } from '../../rules/tax';
import { d1Call } from '../d1';
import { ORDER_LINE_COLUMNS, orderLineValues } from './d1-orders';

type Row = Record<string, unknown>;

const message = (error: unknown) => String((error as Error)?.message ?? error);

export interface StockReader {
  /** Live levels of these variants in the store; variants without a row are absent. */
  levels(region: string, variantIds: readonly number[]): Promise<Map<number, number>>;
}

/** D1 caps bound parameters per statement; ask in chunks well under it. */
const CHUNK = 90;

export function createD1Stock(db: D1Database): StockReader {
  return {
    async levels(region, variantIds) {
      const ids = [...new Set(variantIds)];
      const found = new Map<number, number>();
      const chunks: number[][] = [];
      for (let i = 0; i < ids.length; i += CHUNK) chunks.push(ids.slice(i, i + CHUNK));
      const statement = (chunk: number[]) =>
        db
          .prepare(`SELECT variant_id, level FROM inventory WHERE region = ? AND variant_id IN (${chunk.map(() => '?').join(',')})`)
          .bind(region, ...chunk);
      // Rows as arrays (`raw`): the binding then builds no object per row.
      const results = await d1Call(() =>
        chunks.length === 1
          ? statement(chunks[0]!)
              .raw<[number, number]>()
              .then((rows) => [rows])
          : db.batch<Row>(chunks.map(statement)).then((all) => all.map((r) => r.results.map((row) => [row.variant_id, row.level]))),
      );
      for (const rows of results) for (const [variantId, level] of rows) found.set(Number(variantId), Number(level));
      return found;
    },
  };
}

function detailsOf(row: Row): CheckoutDetails {
  return {
    placed_by: String(row.placed_by ?? ''),
    fingerprint: String(row.request_fingerprint ?? ''),
    cart_id: String(row.cart_id ?? ''),
    shipping_method_id: row.shipping_method_id === null || row.shipping_method_id === undefined ? null : Number(row.shipping_method_id),
    shipping_method_name: String(row.shipping_method_name ?? ''),
    tax_included: Number(row.tax_included) === 1,
    payment_brand: String(row.payment_brand ?? ''),
    payment_last4: String(row.payment_last4 ?? ''),
  };
}

export function createD1Checkout(
  db: D1Database | undefined,
  accounts: AccountsPort,
  taxTable: (mx: CommerceContext) => Promise<TaxTable>,
  now: () => number = Date.now,
): CheckoutPort {
  const need = (): D1Database => {
    if (!db) throw new ProviderError('unsupported', 'commerce: checkout needs the COMMERCE_DB binding (D1)', { service: 'commerce' });
    return db;
  };

  async function placed(mx: CommerceContext, where: string, value: unknown): Promise<PlacedOrder | null> {
    const row = await need()
      .prepare(
        `SELECT id, placed_by, request_fingerprint, cart_id, shipping_method_id, shipping_method_name, tax_included, payment_brand, payment_last4 FROM orders WHERE ${where} = ?`,
      )
      .bind(value)
      .first<Row>();
    if (!row) return null;
    const order = await accounts.getOrder(mx, Number(row.id));
    return order ? { order, checkout: detailsOf(row) } : null;
  }

  return {
    getTaxTable: (mx) => taxTable(mx),

    getPlacedOrder: (mx, by) =>
      d1Call(() =>
        'id' in by ? placed(mx, 'id', by.id) : 'scope' in by ? placed(mx, 'idempotency_scope', by.scope) : placed(mx, 'cart_id', by.cartId),
      ),

    placeOrder: (mx, p) =>
      d1Call(async (): Promise<PlaceOrderResult> => {
        const database = need();
        const at = now();
        const region = mx.region;
        const subtotal = p.lines.reduce((sum, line) => sum + line.unit_price * line.quantity, 0);
        const statements: D1PreparedStatement[] = [];
        for (const claim of p.stock) {
          statements.push(
            database
              .prepare('INSERT OR IGNORE INTO inventory (region, variant_id, product_id, level, seeded) VALUES (?, ?, ?, ?, ?)')
              .bind(region, claim.variant_id, claim.product_id, claim.catalog_level, claim.catalog_level),
            database
              .prepare('UPDATE inventory SET level = level - ?1 WHERE region = ?2 AND variant_id = ?3 AND level >= ?1')
              .bind(claim.quantity, region, claim.variant_id),
            database.prepare('UPDATE checkout_guard SET ok = changes() WHERE id = 1'),
          );
        }
        statements.push(
          database
            .prepare(
              `INSERT INTO orders (customer_id, email, status, region, currency_code, subtotal, shipping_cost, tax, total, billing_address, shipping_address, created_at, updated_at,
           idempotency_scope, request_fingerprint, placed_by, cart_id, shipping_method_id, shipping_method_name, tax_included, payment_id, payment_brand, payment_last4)
         VALUES (?, ?, 'awaiting_fulfillment', ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
            )
            .bind(
              p.customer_id,
              p.email,
              region,
              p.currency_code,
              subtotal,
              p.shipping_cost,
              p.tax,
              p.total,
              JSON.stringify(p.billing_address),
              JSON.stringify(p.shipping_address),
              at,
              at,
              p.scope,
              p.fingerprint,
              p.placed_by,
              p.cart_id,
              p.shipping_method_id,
              p.shipping_method_name,
              p.tax_included ? 1 : 0,
              p.payment.id,
              p.payment.brand,
              p.payment.last4,
            ),
        );
        for (const line of p.lines) {
          statements.push(
            database
              .prepare(
                `INSERT INTO order_lines (order_id, ${ORDER_LINE_COLUMNS})
           SELECT id, ?, ?, ?, ?, ?, ?, ?, ? FROM orders WHERE idempotency_scope = ?`,
              )
              .bind(...orderLineValues(line), p.scope),
          );
        }
        // `{order}` in the mail becomes the order number the insert above gave.
        statements.push(
          database
            .prepare(
              `INSERT INTO outbox (recipient, subject, body, created_at) SELECT ?, replace(?, '{order}', id), replace(?, '{order}', id), ? FROM orders WHERE idempotency_scope = ?`,
            )
            .bind(p.email, p.mail.subject, p.mail.body, at, p.scope),
        );

        try {
          await database.batch(statements);
        } catch (error) {
          const text = message(error);
          if (/CHECK constraint failed/i.test(text)) {
            const levels = await createD1Stock(database).levels(
              region,
              p.stock.map((s) => s.variant_id),
            );
            const lines = p.stock
              .map((s) => ({ variant_id: s.variant_id, requested: s.quantity, available: levels.get(s.variant_id) ?? s.catalog_level }))
              .filter((s) => s.available < s.requested);
            // A level that recovered between the batch and this read still means this attempt was short.
            return {
              ok: false,
              reason: 'short_stock',
              lines: lines.length
                ? lines
                : p.stock.map((s) => ({ variant_id: s.variant_id, requested: s.quantity, available: levels.get(s.variant_id) ?? 0 })),
            };
          }
          if (/UNIQUE constraint failed/i.test(text)) {
            const existing = (await placed(mx, 'idempotency_scope', p.scope)) ?? (await placed(mx, 'cart_id', p.cart_id));
            return { ok: false, reason: 'duplicate', existing };
          }
          throw error;
        }
        const order = await placed(mx, 'idempotency_scope', p.scope);
        if (!order)
          throw new ProviderError('bad_response', 'commerce database: the order just placed is not there', { service: 'commerce' });
        return { ok: true, placed: order };
      }),
  };
}
