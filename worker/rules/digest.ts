/**
 * The one SHA-256-to-hex of the worker: names session keys, stored token digests, email
 * throttle keys, request fingerprints and page index records without keeping the secret or
 * the address itself.
 */
const encoder = new TextEncoder();

/** SHA-256 of the UTF-8 text as 64 lowercase hex digits. */
export async function sha256Hex(text: string): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', encoder.encode(text)));
  let hex = '';
  for (const byte of digest) hex += byte.toString(16).padStart(2, '0');
  return hex;
}
