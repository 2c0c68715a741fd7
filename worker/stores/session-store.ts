/**
 * Sessions in KV (DESIGN §5): an opaque random id in the cookie; the KV key is a hash of
 * it, so a leaked KV listing names no usable session. Records expire 30 days after their
 * last renewal.
 */
import * as v from 'valibot';
import { sha256Hex } from '../domain/digest';

export const SESSION_TTL_SECONDS = 30 * 24 * 3600;
/** A session used daily is rewritten at most once a day: KV writes are the scarce resource. */
export const SESSION_RENEW_AFTER_MS = 24 * 3600 * 1000;

const cartId = v.optional(v.pipe(v.string(), v.regex(/^[0-9a-f]{64}$/)));

export const sessionDataSchema = v.object({
  /**
   * The session's cart in each commerce region: a cart has one currency and one store's
   * prices, so a shopper who switches from en-us to no-no gets a NOK cart and finds the USD
   * one again on switching back.
   */
  cartIds: v.object({ us: cartId, ca: cartId, no: cartId, eu_region_1: cartId }),
  /** Bumped whenever the session lets go of a cart, so its next cart is a new one (cart keys). */
  cartSerial: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0)), 0),
  customerId: v.nullable(v.string()),
  csrfSecret: v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{43}$/)),
  utm: v.record(v.string(), v.string()),
  createdAt: v.number(),
  renewedAt: v.number(),
});

export type SessionData = v.InferOutput<typeof sessionDataSchema>;

export interface Session {
  /** The cookie value; never stored. */
  id: string;
  data: SessionData;
}

/** 256 random bits as base64url (43 characters). */
export function randomToken(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

export const SESSION_ID = /^[A-Za-z0-9_-]{43}$/;

/** SHA-256 of a session id in hex: names the session in storage without revealing the cookie. */
export const sessionDigest = (id: string): Promise<string> => sha256Hex(id);

const kvKey = async (id: string) => `session:${await sessionDigest(id)}`;

export interface SessionStore {
  read(id: string): Promise<SessionData | null>;
  write(id: string, data: SessionData): Promise<void>;
  delete(id: string): Promise<void>;
  /** Notes that session `id` is signed in as `customerId`, so `endCustomerSessions` can find it. */
  link(customerId: string, id: string): Promise<void>;
  /** Deletes every session signed in as `customerId` except `keepId` (password change, account deletion: ASVS V3.3). */
  endCustomerSessions(customerId: string, keepId: string | null): Promise<void>;
}

/** The most sessions one customer's index names (devices and browsers); the oldest drop off beyond it. */
export const CUSTOMER_SESSIONS_MAX = 100;
const indexKey = (customerId: string) => `customer-sessions:${customerId}`;
const DIGEST = /^[0-9a-f]{64}$/;

/** The customer's session index: the digests (never the cookie ids) of the sessions signed in as them, oldest first. */
async function readIndex(kv: KVNamespace, customerId: string): Promise<string[]> {
  const raw = await kv.get<unknown>(indexKey(customerId), 'json').catch(() => null);
  return Array.isArray(raw) ? raw.filter((d): d is string => typeof d === 'string' && DIGEST.test(d)) : [];
}

export function createKvSessionStore(kv: KVNamespace): SessionStore {
  return {
    async read(id) {
      if (!SESSION_ID.test(id)) return null;
      const raw = await kv.get(await kvKey(id), 'json').catch(() => null);
      const parsed = v.safeParse(sessionDataSchema, raw);
      // A record that does not parse is treated as absent: the cookie gets a fresh session.
      return parsed.success ? parsed.output : null;
    },
    async write(id, data) {
      await kv.put(await kvKey(id), JSON.stringify(data), { expirationTtl: SESSION_TTL_SECONDS });
    },
    async delete(id) {
      await kv.delete(await kvKey(id));
    },
    async link(customerId, id) {
      const digest = await sessionDigest(id);
      const index = (await readIndex(kv, customerId)).filter((d) => d !== digest);
      index.push(digest);
      // The index lives as long as the longest session it names could (renewal re-links).
      await kv.put(indexKey(customerId), JSON.stringify(index.slice(-CUSTOMER_SESSIONS_MAX)), { expirationTtl: SESSION_TTL_SECONDS });
    },
    async endCustomerSessions(customerId, keepId) {
      const keep = keepId === null ? null : await sessionDigest(keepId);
      const index = await readIndex(kv, customerId);
      await Promise.all(index.filter((d) => d !== keep).map((d) => kv.delete(`session:${d}`)));
      if (keep) await kv.put(indexKey(customerId), JSON.stringify([keep]), { expirationTtl: SESSION_TTL_SECONDS });
      else await kv.delete(indexKey(customerId));
    },
  };
}

/** What handlers get on `c.var.session`. */
export interface SessionHandle {
  /** The session the cookie names, or null (no cookie, or a cookie naming no record). */
  current(): Session | null;
  /** The session, created (with its cookie) when there is none. Only routes that need one call this. */
  ensure(): Promise<Session>;
  /** Changes the record and saves it, creating the session first when needed. */
  update(change: (data: SessionData) => SessionData): Promise<Session>;
  /**
   * Moves the session to a new id and a new CSRF secret (sign-in and sign-out: no session
   * fixation), with the record changed by `change`; the old record is deleted.
   */
  rotate(change: (data: SessionData) => SessionData): Promise<Session>;
  /**
   * Ends every session signed in as `customerId` (all devices), except this request's own
   * when `keepCurrent` (password change: the caller rotates it too). ASVS V3.3.
   */
  endCustomerSessions(customerId: string, options: { keepCurrent: boolean }): Promise<void>;
}
