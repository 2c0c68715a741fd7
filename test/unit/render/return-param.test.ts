/**
 * A page's path as the `return` parameter of the frame's links (shared/return-param.ts): only
 * letters, digits, `-`, `_`, `.` and `%`, so it needs no escaping in an attribute or JSON, and it
 * reads back as the path.
 */
import { describe, expect, it } from 'vitest';
import { returnParam } from '../../../shared/return-param';

describe('returnParam', () => {
  it.each([
    ['/en-us', '%2Fen-us'],
    ['/en-us/p/aurora-classic', '%2Fen-us%2Fp%2Faurora-classic'],
    ["/en-us/no-such-(page)'&x", '%2Fen-us%2Fno-such-%28page%29%27%26x'],
    ['/de-de/c/ski!*~', '%2Fde-de%2Fc%2Fski%21%2A%7E'],
    ['/ja-jp/%E3%82%B9%E3%82%AD%E3%83%BC', '%2Fja-jp%2F%25E3%2582%25B9%25E3%2582%25AD%25E3%2583%25BC'],
    ['/a b+c"<d>', '%2Fa%20b%2Bc%22%3Cd%3E'],
  ])('%s → %s, and back', (path, encoded) => {
    expect(returnParam(path)).toBe(encoded);
    expect(returnParam(path)).toMatch(/^[A-Za-z0-9._%-]*$/);
    expect(new URL(`https://loipe.test/en-us/country?return=${returnParam(path)}`).searchParams.get('return')).toBe(path);
  });
});
