/**
 * Password hashing (OWASP ASVS V2.4): PBKDF2-HMAC-SHA-256 with 100,000 iterations
 * (the most Web Crypto in Workers allows) over a 16-byte random salt, kept as a versioned
 * string so the parameters can change later without locking anyone out:
 *
 *   v1$pbkdf2-sha256$100000$<salt, base64url>$<32-byte hash, base64url>
 *
 * Comparison is constant-time. An unknown email is checked against a dummy hash with the
 * same parameters, so "no such account" and "wrong password" take the same time.
 */
import { PASSWORD_MAX, PASSWORD_MIN } from '../../shared/password';

/** The length rule lives in shared/ (the forms' `minLength` reads it too). */
export { PASSWORD_MAX, PASSWORD_MIN };
export const PASSWORD_VERSION = 'v1';
export const PASSWORD_ALGORITHM = 'pbkdf2-sha256';
export const PBKDF2_ITERATIONS = 100_000;
export const SALT_BYTES = 16;
export const HASH_BYTES = 32;

const encoder = new TextEncoder();

export function toBase64Url(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

export function fromBase64Url(text: string): Uint8Array | null {
  if (!/^[A-Za-z0-9_-]*$/.test(text)) return null;
  try {
    const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/') + '='.repeat((4 - (text.length % 4)) % 4));
    return Uint8Array.from(binary, (ch) => ch.charCodeAt(0));
  } catch {
    return null;
  }
}

async function derive(password: string, salt: Uint8Array, iterations: number): Promise<Uint8Array> {
  const key = await crypto.subtle.importKey('raw', encoder.encode(password), 'PBKDF2', false, ['deriveBits']);
  const bits = await crypto.subtle.deriveBits(
    { name: 'PBKDF2', hash: 'SHA-256', salt: salt as BufferSource, iterations },
    key,
    HASH_BYTES * 8,
  );
  return new Uint8Array(bits);
}

export interface ParsedHash {
  version: string;
  algorithm: string;
  iterations: number;
  salt: Uint8Array;
  hash: Uint8Array;
}

/** The parts of a stored hash string, or null when it is not one we wrote. */
export function parseHash(stored: string): ParsedHash | null {
  const parts = stored.split('$');
  if (parts.length !== 5) return null;
  const [version, algorithm, rounds, saltText, hashText] = parts as [string, string, string, string, string];
  if (version !== PASSWORD_VERSION || algorithm !== PASSWORD_ALGORITHM || !/^\d{1,7}$/.test(rounds)) return null;
  const salt = fromBase64Url(saltText);
  const hash = fromBase64Url(hashText);
  const iterations = Number(rounds);
  if (!salt || !hash || salt.length !== SALT_BYTES || hash.length !== HASH_BYTES || iterations < 1 || iterations > PBKDF2_ITERATIONS)
    return null;
  return { version, algorithm, iterations, salt, hash };
}

/** A new hash string for a password; `salt` only for tests. */
export async function hashPassword(
  password: string,
  salt: Uint8Array = crypto.getRandomValues(new Uint8Array(SALT_BYTES)),
): Promise<string> {
  const hash = await derive(password, salt, PBKDF2_ITERATIONS);
  return [PASSWORD_VERSION, PASSWORD_ALGORITHM, PBKDF2_ITERATIONS, toBase64Url(salt), toBase64Url(hash)].join('$');
}

/** Compares every byte whatever the first difference, so timing says nothing about where it was. */
export function constantTimeEqual(a: Uint8Array, b: Uint8Array): boolean {
  let diff = a.length ^ b.length;
  const length = Math.max(a.length, b.length);
  for (let i = 0; i < length; i++) diff |= (a[i] ?? 0) ^ (b[i] ?? 0);
  return diff === 0;
}

// Same parameters as a real hash; its password is random and thrown away, so nothing matches it.
// Only the settled hash is kept: a derivation in flight belongs to the request that started it.
let dummy: string | null = null;
export async function dummyHash(): Promise<string> {
  dummy ??= await hashPassword(toBase64Url(crypto.getRandomValues(new Uint8Array(24))));
  return dummy;
}

/**
 * True when `password` matches the stored hash. `stored` null (unknown email) verifies
 * against the dummy hash and answers false, in the same time as a real check.
 */
export async function verifyPassword(password: string, stored: string | null): Promise<boolean> {
  const parsed = parseHash(stored ?? (await dummyHash()));
  const effective = parsed ?? parseHash(await dummyHash())!;
  const derived = await derive(password, effective.salt, effective.iterations);
  return constantTimeEqual(derived, effective.hash) && stored !== null && parsed !== null;
}

/** Length rule in characters (code points), as a person counts them. */
export function passwordLengthOk(password: string): boolean {
  const length = [...password].length;
  return length >= PASSWORD_MIN && length <= PASSWORD_MAX;
}
