/**
 * The embedded platform's orders in D1 (COMMERCE_DB): a customer's orders newest first, one
 * order with its lines and shipments, and the write checkout (and tests) use. An order and its
 * lines go in one `batch` (D1 runs it as a transaction). Split from d1-accounts.ts.
 */
import {
  ORDER_STATUSES,
  type AccountsPort,
  type OrderAddress,
  type OrderLine,
  type OrderRecord,
  type OrderStatus,
  type OrderSummary,
  type Shipment,
} from './accounts';
import { d1Call } from '../d1';

type Row = Record<string, unknown>;

const iso = (ms: unknown) => new Date(Number(ms)).toISOString();
const text = (value: unknown) => (typeof value === 'string' ? value : '');
const json = <T>(value: unknown, fallback: T): T => {
  try {
    return typeof value === 'string' ? (JSON.parse(value) as T) : fallback;
  } catch {
    return fallback;
  }
};

const statusOf = (value: unknown): OrderStatus =>
  (ORDER_STATUSES as readonly string[]).includes(String(value)) ? (value as OrderStatus) : 'pending';

function summaryOf(row: Row): OrderSummary {
  return {
    id: Number(row.id),
    customer_id: row.customer_id === null ? null : Number(row.customer_id),
    status: statusOf(row.status),
    region: text(row.region),
    currency_code: text(row.currency_code),
    subtotal: Number(row.subtotal),
    shipping_cost: Number(row.shipping_cost),
    tax: Number(row.tax),
    total: Number(row.total),
    items_total: Number(row.items_total ?? 0),
    date_created: iso(row.created_at),
    date_modified: iso(row.updated_at),
  };
}

/** An order line's columns after `order_id`, and its values in that order (placed orders and the accounts' seed orders alike). */
export const ORDER_LINE_COLUMNS = 'product_id, variant_id, sku, name, options, quantity, unit_price, total';
export function orderLineValues(line: {
  product_id: number;
  variant_id: number | null;
  sku: string;
  name: string;
  options: unknown;
  quantity: number;
  unit_price: number;
}): (string | number | null)[] {
  const { product_id, variant_id, sku, name, options, quantity, unit_price } = line;
  return [product_id, variant_id, sku, name, JSON.stringify(options), quantity, unit_price, unit_price * quantity];
}

const ORDER_SUMMARY = `SELECT o.*, (SELECT COALESCE(SUM(quantity), 0) FROM order_lines WHERE order_id = o.id) AS items_total FROM orders o`;

export function d1Orders(
  need: () => D1Database,
  first: (sql: string, ...values: unknown[]) => Promise<Row | null>,
  now: () => number,
): Pick<AccountsPort, 'listOrders' | 'getOrder' | 'createOrder'> {
  async function order(id: number): Promise<OrderRecord | null> {
    const row = await first(`${ORDER_SUMMARY} WHERE o.id = ?`, id);
    if (!row) return null;
    const [lines, shipments] = await need().batch([
      need().prepare('SELECT * FROM order_lines WHERE order_id = ? ORDER BY id').bind(id),
      need().prepare('SELECT * FROM order_shipments WHERE order_id = ? ORDER BY shipped_at, id').bind(id),
    ]);
    return {
      ...summaryOf(row),
      email: text(row.email),
      billing_address: json<OrderAddress>(row.billing_address, {}),
      shipping_address: json<OrderAddress>(row.shipping_address, {}),
      lines: (lines!.results as Row[]).map(
        (l): OrderLine => ({
          id: Number(l.id),
          product_id: Number(l.product_id),
          variant_id: Number(l.variant_id),
          sku: text(l.sku),
          name: text(l.name),
          options: json(l.options, []),
          quantity: Number(l.quantity),
          unit_price: Number(l.unit_price),
          total: Number(l.total),
        }),
      ),
      shipments: (shipments!.results as Row[]).map(
        (s): Shipment => ({
          id: Number(s.id),
          order_id: Number(s.order_id),
          carrier: text(s.carrier),
          tracking_number: text(s.tracking_number),
          date_shipped: iso(s.shipped_at),
        }),
      ),
    };
  }

  return {
    listOrders: (_mx, customerId, { page, limit }) =>
      d1Call(async () => {
        const database = need();
        const [count, rows] = await database.batch<Row>([
          database.prepare('SELECT COUNT(*) AS n FROM orders WHERE customer_id = ?').bind(customerId),
          database
            .prepare(`${ORDER_SUMMARY} WHERE o.customer_id = ? ORDER BY o.created_at DESC, o.id DESC LIMIT ? OFFSET ?`)
            .bind(customerId, limit, (page - 1) * limit),
        ]);
        const total = Number(count!.results[0]?.n ?? 0);
        const items = rows!.results.map(summaryOf);
        return {
          items,
          pagination: { total, count: items.length, per_page: limit, current_page: page, total_pages: Math.ceil(total / limit) },
        };
      }),

    getOrder: (_mx, id) => d1Call(() => order(id)),

    createOrder: (_mx, input) =>
      d1Call(async () => {
        const database = need();
        const at = now();
        const subtotal = input.lines.reduce((sum, line) => sum + line.unit_price * line.quantity, 0);
        const row = await first(
          `INSERT INTO orders (customer_id, email, status, region, currency_code, subtotal, shipping_cost, tax, total, billing_address, shipping_address, created_at, updated_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING id`,
          input.customer_id,
          input.email,
          input.status,
          input.region,
          input.currency_code,
          subtotal,
          input.shipping_cost,
          input.tax,
          subtotal + input.shipping_cost + input.tax,
          JSON.stringify(input.billing_address),
          JSON.stringify(input.shipping_address),
          at,
          at,
        );
        const id = Number(row!.id);
        const statements = [
          ...input.lines.map((line) =>
            database
              .prepare(`INSERT INTO order_lines (order_id, ${ORDER_LINE_COLUMNS}) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`)
              .bind(id, ...orderLineValues(line)),
          ),
          ...(input.shipments ?? []).map((s) =>
            database
              .prepare('INSERT INTO order_shipments (order_id, carrier, tracking_number, shipped_at) VALUES (?, ?, ?, ?)')
              .bind(id, s.carrier, s.tracking_number, s.shipped_at),
          ),
        ];
        if (statements.length) await database.batch(statements);
        return (await order(id))!;
      }),
  };
}
