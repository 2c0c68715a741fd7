import { describe, expect, it } from 'vitest';
import { currencyDigits, dateTimeFormat, numberFormat } from '../../../shared/intl';
import { serialiseProps } from '../../../worker/render/Island';

describe('Intl formatters kept per isolate (shared/intl.ts)', () => {
  it('hands back the same formatter for the same tag and options, a new one for others', () => {
    const a = numberFormat('de-DE', { style: 'currency', currency: 'EUR' });
    expect(numberFormat('de-DE', { style: 'currency', currency: 'EUR' })).toBe(a);
    expect(numberFormat('de-DE', { style: 'currency', currency: 'NOK' })).not.toBe(a);
    expect(dateTimeFormat('en', { weekday: 'short', timeZone: 'UTC' })).toBe(dateTimeFormat('en', { weekday: 'short', timeZone: 'UTC' }));
  });

  it('formats as a fresh Intl formatter does', () => {
    expect(numberFormat('de-DE', { style: 'currency', currency: 'EUR' }).format(1234.5)).toBe(
      new Intl.NumberFormat('de-DE', { style: 'currency', currency: 'EUR' }).format(1234.5),
    );
    expect(dateTimeFormat('sv', { weekday: 'short', timeZone: 'UTC' }).format(Date.UTC(2024, 0, 1))).toBe(
      new Intl.DateTimeFormat('sv', { weekday: 'short', timeZone: 'UTC' }).format(Date.UTC(2024, 0, 1)),
    );
  });

  it.each([
    ['USD', 2],
    ['EUR', 2],
    ['NOK', 2],
    ['JPY', 0],
    ['USD', 2],
  ])('knows %s has %i minor digits', (currency, digits) => {
    expect(currencyDigits(currency)).toBe(digits);
  });
});

describe('island props block (worker/render/Island.tsx)', () => {
  it('is JSON that no string can close the script element with, and parses back to the props', () => {
    const props = { title: '</script><script>alert(1)</script>', line: 'a\u2028b\u2029c', quote: '"&\'' };
    const text = serialiseProps(props);
    expect(text).not.toMatch(/<\/?script/i);
    expect(text).not.toMatch(/[\u2028\u2029]/);
    expect(JSON.parse(text)).toEqual(props);
  });
});
