/**
 * The embedded email adapter: mail is not sent but kept in the commerce database's outbox
 * table, which `/dev/outbox` shows when ENVIRONMENT=development (and tests read).
 */
import type { EmailProvider } from './types';

export interface OutboxEntry {
  id: number;
  to: string;
  subject: string;
  text: string;
  /** ISO 8601. */
  sentAt: string;
}

/** Kept messages: the newest 50 at most. */
export const OUTBOX_LIMIT = 50;

export function createOutboxEmail(db: D1Database, now: () => number = Date.now): EmailProvider {
  return {
    name: 'outbox',
    async send(message) {
      await db.batch([
        db
          .prepare('INSERT INTO outbox (recipient, subject, body, created_at) VALUES (?, ?, ?, ?)')
          .bind(message.to, message.subject, message.text, now()),
        db.prepare('DELETE FROM outbox WHERE id NOT IN (SELECT id FROM outbox ORDER BY id DESC LIMIT ?)').bind(OUTBOX_LIMIT),
      ]);
    },
  };
}

/** Newest first. */
export async function readOutbox(db: D1Database): Promise<OutboxEntry[]> {
  const { results } = await db
    .prepare('SELECT id, recipient, subject, body, created_at FROM outbox ORDER BY id DESC LIMIT ?')
    .bind(OUTBOX_LIMIT)
    .all<Record<string, unknown>>();
  return results.map((row) => ({
    id: Number(row.id),
    to: String(row.recipient),
    subject: String(row.subject),
    text: String(row.body),
    sentAt: new Date(Number(row.created_at)).toISOString(),
  }));
}
