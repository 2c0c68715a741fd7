import * as v from 'valibot';
import { COMMERCE_REGIONS } from '../rules/regions';

const money = v.pipe(v.number(), v.integer());

const lineSchema = v.object({
  id: v.string(),
  product_id: v.number(),
  variant_id: v.number(),
  sku: v.string(),
  name: v.string(),
  url: v.string(),
  image_id: v.string(),
  options: v.array(v.object({ name: v.string(), value: v.string() })),
  original_price: money,
  sale_price: money,
  quantity: v.pipe(v.number(), v.integer(), v.minValue(1)),
});

/**
 * A cart as the storage returns it. The storage's answer is checked like any upstream response
 * (DESIGN §1.5); spec §4: a cart carrying `status` is an error report, never a cart.
 */
export const cartRecordSchema = v.object({
  id: v.string(),
  region: v.picklist(COMMERCE_REGIONS),
  currency: v.string(),
  customerId: v.nullable(v.string()),
  lines: v.array(lineSchema),
  createdAt: v.number(),
  updatedAt: v.number(),
  idempotency: v.array(v.object({ key: v.string(), fingerprint: v.string(), at: v.number(), created: v.boolean() })),
  nextLine: v.number(),
  pricedFor: v.optional(v.string()),
  orderingAt: v.optional(v.number()),
});

export class CartStorageError extends Error {
  override name = 'CartStorageError';
}

/** Parses the storage's cart; throws CartStorageError on an error report or a malformed cart. */
export function parseCartRecord(value: unknown): v.InferOutput<typeof cartRecordSchema> {
  if (value && typeof value === 'object' && 'status' in value) {
    throw new CartStorageError(`cart storage reported status ${String((value as { status: unknown }).status)}`);
  }
  const parsed = v.safeParse(cartRecordSchema, value);
  if (!parsed.success) throw new CartStorageError(`malformed cart from storage: ${v.summarize(parsed.issues)}`);
  return parsed.output;
}
