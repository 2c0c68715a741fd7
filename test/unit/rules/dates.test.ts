import { describe, expect, it } from 'vitest';
import { countryName, formatDate } from '../../../shared/dates';

describe('dates in the page language', () => {
  it.each([
    ['en-US', '2026-11-12', 'November 12, 2026'],
    ['de-DE', '2026-11-12', '12. November 2026'],
    ['fr-FR', '2026-11-12', '12 novembre 2026'],
    ['ja-JP', '2026-11-12', '2026年11月12日'],
    ['nb-NO', '2026-12-03', '3. desember 2026'],
  ])('formats %s %s as %s', (tag, iso, expected) => {
    expect(formatDate(tag, iso)).toBe(expected);
  });

  it('gives an empty string for a date it cannot format (spec §8)', () => {
    expect(formatDate('en-US', 'not a date')).toBe('');
    expect(formatDate('xx-invalid-tag-!!', '2026-11-12')).toBe('');
  });

  it('names countries in the page language', () => {
    expect(countryName('de-DE', 'NO')).toBe('Norwegen');
    expect(countryName('ja-JP', 'us')).toBe('アメリカ合衆国');
  });
});
