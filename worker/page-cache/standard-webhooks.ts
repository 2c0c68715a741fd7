/**
 * Standard Webhooks (standardwebhooks.com), the signature BigCommerce puts on its HTTPS
 * callbacks: `webhook-id`, `webhook-timestamp` (Unix seconds) and `webhook-signature`, a
 * space-separated list of `v1,<base64 HMAC-SHA256 of "{id}.{timestamp}.{body}">`. The timestamp
 * is signed, so a call more than 5 minutes from now is a replay (or a clock gone wrong) and is
 * refused; within those minutes the id names the delivery, so a repeat can be told apart.
 */
export const SIGNATURE_TOLERANCE_SECONDS = 5 * 60;
const MAX_ID_LENGTH = 256;
const encoder = new TextEncoder();

export interface SignedHeaders {
  id?: string | undefined;
  timestamp?: string | undefined;
  signature?: string | undefined;
}

export type SignatureCheck = { ok: true; id: string } | { ok: false; reason: 'unsigned' | 'signature' | 'stale' };

/** The request's three Standard Webhooks headers. */
export const signedHeaders = (header: (name: string) => string | undefined): SignedHeaders => ({
  id: header('webhook-id'),
  timestamp: header('webhook-timestamp'),
  signature: header('webhook-signature'),
});

function base64Bytes(text: string): Uint8Array<ArrayBuffer> | null {
  try {
    return Uint8Array.from(atob(text), (ch) => ch.charCodeAt(0));
  } catch {
    return null;
  }
}

/**
 * Checks a delivery against the signing key (raw bytes; BigCommerce's is the UTF-8 of the
 * API account's client secret). `unsigned`: a header is missing or malformed; `signature`: no
 * `v1` entry matches; `stale`: authentic but its timestamp is over 5 minutes from `now`.
 */
export async function checkStandardWebhook(
  headers: SignedHeaders,
  body: string,
  key: Uint8Array<ArrayBuffer>,
  now = Date.now(),
): Promise<SignatureCheck> {
  const { id, timestamp, signature } = headers;
  if (!id || id.length > MAX_ID_LENGTH || !timestamp || !/^\d{1,12}$/.test(timestamp) || !signature)
    return { ok: false, reason: 'unsigned' };
  const hmac = await crypto.subtle.importKey('raw', key, { name: 'HMAC', hash: 'SHA-256' }, false, ['verify']);
  const signed = encoder.encode(`${id}.${timestamp}.${body}`);
  for (const entry of signature.split(' ')) {
    const comma = entry.indexOf(',');
    if (entry.slice(0, comma) !== 'v1') continue;
    const given = base64Bytes(entry.slice(comma + 1));
    // crypto.subtle.verify compares in constant time.
    if (given && (await crypto.subtle.verify('HMAC', hmac, given, signed))) {
      const skew = Math.abs(Math.floor(now / 1000) - Number(timestamp));
      return skew > SIGNATURE_TOLERANCE_SECONDS ? { ok: false, reason: 'stale' } : { ok: true, id };
    }
  }
  return { ok: false, reason: 'signature' };
}
