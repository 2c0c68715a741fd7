/**
 * Consent choices kept as evidence (GDPR art. 7(1): the shop must be able to show that a
 * shopper consented): what was chosen, when, under which policy version, from which page
 * country and how. Nothing identifies the shopper: no IP, no user agent, no session or cart,
 * no id that also sits in their cookie. Each choice is one KV record under a key of its time
 * and a random suffix, so an audit lists them by day (`consent:2026-11-29`).
 */
import type { ConsentState } from '../../shared/consent';

export const CONSENT_RECORD_PREFIX = 'consent:';

/** Three years: the choice's own 180 days and the time a complaint about it may take. */
export const CONSENT_RECORD_TTL_SECONDS = 3 * 365 * 24 * 3600;

export interface ConsentRecord {
  purposes: ConsentState;
  policy_version: number;
  /** ISO 8601, the server's clock. */
  recorded_at: string;
  /** The country of the page's locale (`de`, `global`), or null when the post named none. */
  country: string | null;
  /** The banner's script (JSON) or a plain form post. */
  source: 'json' | 'form';
}

/** Writes one record; its key is its time plus a random suffix (never derived from the shopper). */
export async function recordConsent(kv: KVNamespace, record: ConsentRecord, suffix: string = crypto.randomUUID()): Promise<string> {
  const key = `${CONSENT_RECORD_PREFIX}${record.recorded_at}:${suffix}`;
  await kv.put(key, JSON.stringify(record), { expirationTtl: CONSENT_RECORD_TTL_SECONDS });
  return key;
}
