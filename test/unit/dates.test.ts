import { describe, expect, it } from 'vitest';
import { countryName, dayRuns, formatDate, formatTime } from '../../client/lib/dates';

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

  it.each([
    ['en-US', '14:30', '2:30 PM'],
    ['de-DE', '08:00', '08:00'],
    ['en-US', '25:00', '25:00'],
  ])('formats the time %s %s as %s', (tag, time, expected) => {
    expect(formatTime(tag, time).replace(/\u202f/g, ' ')).toBe(expected);
  });

  it.each([
    [['mon', 'tue', 'wed', 'thu', 'fri'], [['mon', 'fri']]],
    [['sat'], [['sat', 'sat']]],
    [['sun', 'mon', 'tue', 'thu'], [['mon', 'tue'], ['thu', 'thu'], ['sun', 'sun']]],
    [[], []],
  ])('groups %j into runs of days', (days, runs) => {
    expect(dayRuns(days)).toEqual(runs);
  });

  it('names countries in the page language', () => {
    expect(countryName('de-DE', 'NO')).toBe('Norwegen');
    expect(countryName('ja-JP', 'us')).toBe('アメリカ合衆国');
  });
});
