/**
 * Sessions in KV (DESIGN §5): an opaque random id in the cookie; the KV key is a hash of
 * it, so a leaked KV listing names no usable session. Records expire 30 days after their
 * last renewal.
 */
import type { Env } from '../env';
import * as v from 'valibot';
import { sha256Hex } from '../rules/digest';
import { COMMERCE_REGIONS } from '../rules/regions';
import { PRICE_GROUP } from '../rules/price-group';
import type { CustomerIdentity } from '../rules/customer-identity';
import type { CustomerSessionsDurableObject } from './customer-sessions';

export const SESSION_TTL_SECONDS = 30 * 24 * 3600;
/** A session used daily is rewritten at most once a day: KV writes are the scarce resource. */
export const SESSION_RENEW_AFTER_MS = 24 * 3600 * 1000;

const cartId = v.optional(v.pipe(v.string(), v.regex(/^[0-9a-f]{64}$/)));
/** The countries a session notes what its pages show for (the most recent ones). */
export const SHOWN_COUNTRIES = 8;
const shown = v.object({
  group: v.pipe(v.string(), v.regex(PRICE_GROUP)),
  name: v.nullable(v.pipe(v.string(), v.maxLength(100))),
  since: v.number(),
  until: v.number(),
});

export const sessionDataSchema = v.object({
  /**
   * The session's cart in each commerce region: a cart has one currency and one store's
   * prices, so a shopper who switches from en-us to no-no gets a NOK cart and finds the USD
   * one again on switching back.
   */
  cartIds: v.object({ us: cartId, ca: cartId, no: cartId, eu_region_1: cartId }),
  /** Bumped whenever the session lets go of a cart, so its next cart is a new one (cart keys). */
  cartSerial: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0)), 0),
  /**
   * The signed-in customer: the store they signed in at and their id there (one store's
   * customer 7 is not another's), and when they signed in. A record from before stores were
   * kept parses with no customer: that session is signed out, never guessed into a store.
   */
  customer: v.optional(
    v.nullable(
      v.object({
        store: v.picklist(COMMERCE_REGIONS),
        id: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(2_147_483_647)),
        since: v.number(),
      }),
    ),
    null,
  ),
  /**
   * What the edge fills into a signed-in customer's shared pages, per country of the page's locale
   * (worker/page-cache/personal.ts), noted by a render (shopper.ts): the price group whose copy
   * they get, their first name, for whom (`since` of the sign-in) and until when it holds
   * (a render checks it again after that). Absent: the next page renders and notes it.
   */
  // A note that does not parse is dropped, never the session with it (the next render notes it again).
  shown: v.fallback(
    v.optional(
      v.pipe(
        v.record(v.pipe(v.string(), v.regex(/^[a-z]{2,8}$/)), shown),
        v.check((r) => Object.keys(r).length <= SHOWN_COUNTRIES),
      ),
    ),
    undefined,
  ),
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

/** A session record's KV key, by the digest of its id. */
const recordKey = (digest: string) => `session:${digest}`;
const kvKey = async (id: string) => recordKey(await sessionDigest(id));

export interface SessionRecords {
  read(id: string): Promise<SessionData | null>;
  write(id: string, data: SessionData): Promise<void>;
  delete(id: string): Promise<void>;
  /**
   * Notes that session `id` is signed in (at `since`) as the customer `customerKey` names
   * (worker/rules/customer-identity.ts customerKey), so `endCustomerSessions` finds it. False when the customer's
   * sessions were ended after `since` and this one was not kept: the caller must not keep it.
   */
  link(customerKey: string, id: string, since: number): Promise<boolean>;
  /** Deletes every session of the customer `customerKey` names except `keepId` (password change, account deletion: ASVS V3.3). */
  endCustomerSessions(customerKey: string, keepId: string | null): Promise<void>;
}

type CustomerSessions = DurableObjectNamespace<CustomerSessionsDurableObject>;

/**
 * Session records in KV; the sessions of each customer in their own Durable Object
 * (worker/edge/customer-sessions.ts), where concurrent sign-ins cannot lose one.
 */
export function createKvSessionRecords(kv: KVNamespace, sessionsOf: CustomerSessions, now: () => number = Date.now): SessionRecords {
  const index = (customerKey: string) => sessionsOf.get(sessionsOf.idFromName(customerKey));
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
    async link(customerKey, id, since) {
      const at = now();
      return index(customerKey).add(await sessionDigest(id), since, at + SESSION_TTL_SECONDS * 1000, at);
    },
    async endCustomerSessions(customerKey, keepId) {
      const keep = keepId === null ? null : await sessionDigest(keepId);
      const ended = await index(customerKey).endAll(keep, now());
      await Promise.all(ended.map((digest) => kv.delete(recordKey(digest))));
    },
  };
}

/** What handlers get on `c.var.session`. */
export interface SessionHandle {
  /**
   * When this request's session was read, before any password was checked: a sign-in records it
   * as its `since`, so a sign-in that checked a password changed meanwhile is not kept.
   */
  readonly startedAt: number;
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
   * Ends every session signed in as `customer` (all devices), except this request's own
   * when `keepCurrent` (password change: the caller rotates it too). ASVS V3.3.
   */
  endCustomerSessions(customer: CustomerIdentity, options: { keepCurrent: boolean }): Promise<void>;
}

/** The CUSTOMER_SESSIONS binding with this class's methods (env.ts names bindings without importing their classes). */
export const customerSessions = (env: Pick<Env, 'CUSTOMER_SESSIONS'>) =>
  env.CUSTOMER_SESSIONS as unknown as DurableObjectNamespace<CustomerSessionsDurableObject>;
