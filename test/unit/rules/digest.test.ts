import { describe, expect, it } from 'vitest';
import { sha256Hex } from '../../../worker/rules/digest';

// Known answers: FIPS 180-2's examples and `printf %s … | sha256sum` for the UTF-8 one.
describe('sha256Hex', () => {
  it.each([
    ['', 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855'],
    ['abc', 'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad'],
    ['abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq', '248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1'],
    ['blåbær', '6f1a4baa8c1c7537ba678df617a5e9256abcacb1056256b2e6f7d91c983ac531'],
  ])('%j → %s', async (text, hex) => {
    expect(await sha256Hex(text)).toBe(hex);
  });
});
