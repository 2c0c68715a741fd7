import { describe, expect, it } from 'vitest';
import { fieldIsWrong, type FieldState } from '../../../client/lib/field-check';

const field = (over: Partial<FieldState>): FieldState => ({
  value: '',
  required: false,
  type: 'text',
  minLength: -1,
  maxLength: -1,
  ...over,
});

describe('fieldIsWrong: the account forms checked in the browser (subset of the server rules)', () => {
  it.each([
    ['a required field left empty', field({ required: true }), true],
    ['a required field of spaces', field({ required: true, value: '   ' }), true],
    ['an optional field left empty', field({}), false],
    ['an optional password field left empty (profile: no change)', field({ type: 'password', minLength: 8 }), false],
    ['a first name', field({ required: true, value: 'Ingrid' }), false],
    ['an email address', field({ type: 'email', required: true, value: 'ingrid@example.no' }), false],
    ['an email address with spaces around', field({ type: 'email', value: ' ingrid@example.no ' }), false],
    ['an email without @', field({ type: 'email', value: 'ingrid.example.no' }), true],
    ['an email without a dot in the domain', field({ type: 'email', value: 'ingrid@example' }), true],
    ['an email with a space inside', field({ type: 'email', value: 'in grid@example.no' }), true],
    ['an email with two @', field({ type: 'email', value: 'a@b@example.no' }), true],
    ['a password of 7 characters (spec: 8–128)', field({ type: 'password', minLength: 8, maxLength: 128, value: '1234567' }), true],
    ['a password of 8 characters', field({ type: 'password', minLength: 8, maxLength: 128, value: '12345678' }), false],
    ['a password of 128 characters', field({ type: 'password', minLength: 8, maxLength: 128, value: 'x'.repeat(128) }), false],
    ['a password of 129 characters', field({ type: 'password', minLength: 8, maxLength: 128, value: 'x'.repeat(129) }), true],
    [
      'a password of 8 spaces (never trimmed, as on the server)',
      field({ type: 'password', minLength: 8, required: true, value: ' '.repeat(8) }),
      false,
    ],
    ['a password of 8 characters outside the BMP (code points)', field({ type: 'password', minLength: 8, value: '⛷️🎿🏔️❄️' }), true],
    ['a password of 8 emoji', field({ type: 'password', minLength: 8, value: '🎿'.repeat(8) }), false],
  ])('%s → %s', (_, state, wrong) => {
    expect(fieldIsWrong(state)).toBe(wrong);
  });
});
