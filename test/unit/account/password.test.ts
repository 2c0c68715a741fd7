import { describe, expect, it } from 'vitest';
import {
  HASH_BYTES,
  PASSWORD_MAX,
  PASSWORD_MIN,
  PBKDF2_ITERATIONS,
  SALT_BYTES,
  constantTimeEqual,
  dummyHash,
  fromBase64Url,
  hashPassword,
  parseHash,
  passwordLengthOk,
  toBase64Url,
  verifyPassword,
} from '../../../worker/rules/password-hash';

describe('password hashing parameters (OWASP ASVS V2.4)', () => {
  it('uses PBKDF2-SHA-256 with 100,000 iterations, a 16-byte salt and a 32-byte hash', () => {
    expect(PBKDF2_ITERATIONS).toBe(100_000);
    expect(SALT_BYTES).toBe(16);
    expect(HASH_BYTES).toBe(32);
  });

  it('writes a versioned string that names algorithm, iterations, salt and hash', async () => {
    const stored = await hashPassword('correct horse battery');
    expect(stored).toMatch(/^v1\$pbkdf2-sha256\$100000\$[A-Za-z0-9_-]{22}\$[A-Za-z0-9_-]{43}$/);
    const parsed = parseHash(stored)!;
    expect(parsed).toMatchObject({ version: 'v1', algorithm: 'pbkdf2-sha256', iterations: 100_000 });
    expect(parsed.salt).toHaveLength(16);
    expect(parsed.hash).toHaveLength(32);
    expect(stored).not.toContain('correct horse');
  });

  it("matches the PBKDF2-HMAC-SHA-256 reference derivation of Node's crypto", async () => {
    const { pbkdf2Sync } = await import('node:crypto');
    const salt = new Uint8Array(16).map((_, i) => i);
    const stored = await hashPassword('Loipe-2026!', salt);
    const expected = pbkdf2Sync('Loipe-2026!', Buffer.from(salt), 100_000, 32, 'sha256');
    expect(parseHash(stored)!.hash).toEqual(new Uint8Array(expected));
  });

  it('salts every hash anew: one password, two different strings', async () => {
    const [a, b] = await Promise.all([hashPassword('same password'), hashPassword('same password')]);
    expect(a).not.toBe(b);
  });
});

describe('verifying a password', () => {
  it.each([
    ['the right password', 'Skate-Ski 2026', 'Skate-Ski 2026', true],
    ['another case', 'Skate-Ski 2026', 'skate-ski 2026', false],
    ['one character more', 'Skate-Ski 2026', 'Skate-Ski 2026 ', false],
    ['unicode kept as typed', 'Blåbærsyltetøy!', 'Blåbærsyltetøy!', true],
  ])('%s → %s', async (_, password, given, expected) => {
    expect(await verifyPassword(given, await hashPassword(password))).toBe(expected);
  });

  it('answers false for an unknown account (no stored hash), after hashing against the dummy', async () => {
    expect(parseHash(await dummyHash())).toMatchObject({ iterations: 100_000 });
    expect(await verifyPassword('anything at all', null)).toBe(false);
  });

  it.each([
    ['empty', ''],
    ['another version', 'v0$pbkdf2-sha256$100000$AAAAAAAAAAAAAAAAAAAAAA$AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA'],
    ['more iterations than Workers allow', 'v1$pbkdf2-sha256$100001$AAAAAAAAAAAAAAAAAAAAAA$AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA'],
    ['a short salt', 'v1$pbkdf2-sha256$100000$AAAA$AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA'],
    ['not base64url', 'v1$pbkdf2-sha256$100000$!!!!!!!!!!!!!!!!!!!!!!$AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA'],
  ])('refuses a stored value that is not ours (%s)', async (_, stored) => {
    expect(parseHash(stored)).toBeNull();
    expect(await verifyPassword('', stored)).toBe(false);
  });
});

describe('constant-time comparison', () => {
  it.each([
    [[1, 2, 3], [1, 2, 3], true],
    [[1, 2, 3], [1, 2, 4], false],
    [[1, 2, 3], [1, 2], false],
    [[], [], true],
  ])('%j vs %j → %s', (a, b, expected) => {
    expect(constantTimeEqual(new Uint8Array(a), new Uint8Array(b))).toBe(expected);
  });

  it('round-trips base64url', () => {
    const bytes = new Uint8Array([0, 255, 62, 63, 128]);
    expect(fromBase64Url(toBase64Url(bytes))).toEqual(bytes);
    expect(fromBase64Url('a+b/')).toBeNull();
  });
});

describe('password length (8–128 characters)', () => {
  it.each([
    ['7 characters', 'a'.repeat(PASSWORD_MIN - 1), false],
    ['8 characters', 'a'.repeat(PASSWORD_MIN), true],
    ['128 characters', 'a'.repeat(PASSWORD_MAX), true],
    ['129 characters', 'a'.repeat(PASSWORD_MAX + 1), false],
    ['8 emoji count as 8', '⛷️'.repeat(4), true],
    ['4 astral characters are 4', '🎿🎿🎿🎿', false],
  ])('%s → %s', (_, password, ok) => {
    expect(passwordLengthOk(password)).toBe(ok);
  });
});
