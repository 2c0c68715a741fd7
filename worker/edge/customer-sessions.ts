import { DurableObject } from 'cloudflare:workers';

const SESSION_PREFIX = 'session:';
const ENDED_AT = 'ended-at';
/** Storage deletes at most 128 keys a call. */
const DELETE_BATCH = 128;

/**
 * The sessions signed in as one customer (named by store and id), as digests of their ids with
 * the time each expires. A Durable Object runs its calls one at a time, so concurrent sign-ins
 * never lose one another's entries and no cap pushes an old session out: ending them all
 * reaches every one.
 *
 * It also remembers when the sessions were last ended. A session it does not know that was
 * signed in before then (a sign-in that checked the old password while the password changed,
 * or a daily renewal racing the end) is refused, and the caller deletes it.
 */
export class CustomerSessionsDurableObject extends DurableObject {
  /**
   * Notes session `digest`, signed in at `since`, until `expiresAt`. False when it was signed in
   * before the customer's sessions were last ended and is not one kept then.
   */
  async add(digest: string, since: number, expiresAt: number, now: number): Promise<boolean> {
    const key = SESSION_PREFIX + digest;
    const known = (await this.ctx.storage.get<number>(key)) !== undefined;
    const endedAt = (await this.ctx.storage.get<number>(ENDED_AT)) ?? 0;
    if (!known && since < endedAt) return false;
    const sessions = await this.ctx.storage.list<number>({ prefix: SESSION_PREFIX });
    const expired = [...sessions].filter(([, expires]) => expires <= now).map(([name]) => name);
    await this.deleteKeys(expired);
    await this.ctx.storage.put(key, expiresAt);
    return true;
  }

  /** Forgets every session but `keep` and answers their digests, so the caller deletes their records. */
  async endAll(keep: string | null, now: number): Promise<string[]> {
    const sessions = await this.ctx.storage.list<number>({ prefix: SESSION_PREFIX });
    const ended = [...sessions.keys()].map((name) => name.slice(SESSION_PREFIX.length)).filter((digest) => digest !== keep);
    await this.deleteKeys(ended.map((digest) => SESSION_PREFIX + digest));
    await this.ctx.storage.put(ENDED_AT, now);
    return ended;
  }

  private async deleteKeys(keys: string[]): Promise<void> {
    for (let at = 0; at < keys.length; at += DELETE_BATCH) await this.ctx.storage.delete(keys.slice(at, at + DELETE_BATCH));
  }

  /** How many sessions it names (tests and the operator's view). */
  async count(): Promise<number> {
    return (await this.ctx.storage.list({ prefix: SESSION_PREFIX })).size;
  }
}
