/**
 * Back-in-stock alerts in D1 (COMMERCE_DB, migrations/0007_back_in_stock.sql). One row per
 * store, variant and address; asking again replaces the pending link (and an unconfirmed
 * row's names) but never un-confirms a confirmed alert. Only SHA-256 digests of the
 * confirmation tokens are stored.
 */
import { sha256Hex } from '../rules/digest';
import { d1Call } from '../ports/d1';

export interface NewSubscription {
  region: string;
  product_id: number;
  variant_id: number;
  email: string;
  locale: string;
  product_name: string;
  variant_label: string;
  product_url: string;
}

export interface Subscription extends NewSubscription {
  id: number;
  confirmed: boolean;
}

type Row = Record<string, unknown>;

const subscriptionOf = (row: Row): Subscription => ({
  id: Number(row.id),
  region: String(row.region),
  product_id: Number(row.product_id),
  variant_id: Number(row.variant_id),
  email: String(row.email),
  locale: String(row.locale),
  product_name: String(row.product_name),
  variant_label: String(row.variant_label),
  product_url: String(row.product_url),
  confirmed: row.confirmed_at !== null && row.confirmed_at !== undefined,
});

/** Only the digest of a confirmation token is stored. */
export const tokenHash = (token: string): Promise<string> => sha256Hex(token);

export function createSubscriptionStorage(db: D1Database, now: () => number = Date.now) {
  return {
    /** A pending alert with this token, or the existing row's token replaced; returns whether the alert was confirmed already. */
    async upsertPending(s: NewSubscription, hash: string): Promise<{ alreadyConfirmed: boolean }> {
      return d1Call(async () => {
        const existing = await db
          .prepare('SELECT confirmed_at FROM stock_subscriptions WHERE region = ? AND variant_id = ? AND email = ?')
          .bind(s.region, s.variant_id, s.email)
          .first<Row>();
        if (existing && existing.confirmed_at !== null) return { alreadyConfirmed: true };
        await db
          .prepare(
            `INSERT INTO stock_subscriptions (region, product_id, variant_id, email, locale, product_name, variant_label, product_url, token_hash, created_at)
             VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
             ON CONFLICT (region, variant_id, email) DO UPDATE SET
               token_hash = excluded.token_hash, locale = excluded.locale, product_name = excluded.product_name,
               variant_label = excluded.variant_label, product_url = excluded.product_url, created_at = excluded.created_at
             WHERE confirmed_at IS NULL`,
          )
          .bind(s.region, s.product_id, s.variant_id, s.email, s.locale, s.product_name, s.variant_label, s.product_url, hash, now())
          .run();
        return { alreadyConfirmed: false };
      });
    },

    /** Confirms the alert of this token (idempotent); null for an unknown token. */
    async confirm(hash: string): Promise<Subscription | null> {
      return d1Call(async () => {
        await db
          .prepare('UPDATE stock_subscriptions SET confirmed_at = ? WHERE token_hash = ? AND confirmed_at IS NULL')
          .bind(now(), hash)
          .run();
        const row = await db.prepare('SELECT * FROM stock_subscriptions WHERE token_hash = ?').bind(hash).first<Row>();
        return row ? subscriptionOf(row) : null;
      });
    },

    /** Confirmed alerts of these variants in a store. */
    async confirmedFor(region: string, variantIds: readonly number[]): Promise<Subscription[]> {
      if (variantIds.length === 0) return [];
      return d1Call(async () => {
        const { results } = await db
          .prepare(
            `SELECT * FROM stock_subscriptions WHERE region = ? AND confirmed_at IS NOT NULL AND variant_id IN (${variantIds.map(() => '?').join(',')}) ORDER BY id`,
          )
          .bind(region, ...variantIds)
          .all<Row>();
        return results.map(subscriptionOf);
      });
    },

    /** Every confirmed alert, oldest first, at most `limit` (the sweep works in rounds). */
    async allConfirmed(limit: number): Promise<Subscription[]> {
      return d1Call(async () => {
        const { results } = await db
          .prepare('SELECT * FROM stock_subscriptions WHERE confirmed_at IS NOT NULL ORDER BY id LIMIT ?')
          .bind(limit)
          .all<Row>();
        return results.map(subscriptionOf);
      });
    },

    /** Removes the row; true when this call removed it (so two notifiers never both mail it). */
    async remove(id: number): Promise<boolean> {
      return d1Call(async () => {
        const result = await db.prepare('DELETE FROM stock_subscriptions WHERE id = ?').bind(id).run();
        return (result.meta.changes ?? 0) > 0;
      });
    },
  };
}

export type SubscriptionStorage = ReturnType<typeof createSubscriptionStorage>;
