import { describe, expect, it } from 'vitest';
import { inlineJson } from '../../../shared/inline-json';

describe('inlineJson: JSON that cannot close or break its script element', () => {
  it.each([
    [{ a: 'plain' }, '{"a":"plain"}'],
    [{ a: '</script><script>alert(1)</script>' }, '{"a":"\\u003c/script>\\u003cscript>alert(1)\\u003c/script>"}'],
    [['line\u2028separator', 'para\u2029graph'], '["line\\u2028separator","para\\u2029graph"]'],
    ['<<', '"\\u003c\\u003c"'],
    [undefined, 'null'],
  ])('%j → %s', (value, text) => {
    expect(inlineJson(value)).toBe(text);
    expect(JSON.parse(inlineJson(value))).toEqual(value ?? null);
  });
});
