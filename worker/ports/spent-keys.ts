/**
 * Keys that may be spent once (migrations/0008_spent_keys.sql): a bot-check answer, a webhook
 * delivery. The spend is one D1 transaction (delete what has expired, insert the key unless it
 * is there), so of concurrent spends, in one isolate or across colos, exactly one gets true.
 */

/** Where spent keys are kept: the embedded platform's database, bound in every configuration. */
export type SpentKeysDb = Pick<D1Database, 'prepare' | 'batch'>;

/**
 * True the first time `key` is spent before `expiresAt` (Unix seconds); false while it is spent.
 *
 *   if (!(await spendOnce(db, `botcheck:${challenge}`, expires))) return refused();
 */
export async function spendOnce(db: SpentKeysDb, key: string, expiresAt: number, now = Date.now()): Promise<boolean> {
  const seconds = Math.floor(now / 1000);
  const [, inserted] = await db.batch([
    // Expired rows go first, so a key whose time is up can be spent again (and the table stays small).
    db.prepare('DELETE FROM spent_keys WHERE expires_at <= ?1').bind(seconds),
    db
      .prepare('INSERT INTO spent_keys (key, expires_at) VALUES (?1, ?2) ON CONFLICT (key) DO NOTHING')
      .bind(key, Math.max(expiresAt, seconds + 1)),
  ]);
  return inserted?.meta.changes === 1;
}
