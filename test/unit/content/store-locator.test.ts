import { describe, expect, it } from 'vitest';
import { byDistance, distanceKm, isPosition, parseCoordinate } from '../../../worker/rules/distance';
import { orderStores } from '../../../worker/content/store-order';
import { openingHoursLines } from '../../../shared/opening-hours';
import { mapFrame } from '../../../shared/store-map';
import { stores } from '../../../worker/data/content/stores/index';

const OSLO = { latitude: 59.9139, longitude: 10.7522 };
const BERGEN = { latitude: 60.3913, longitude: 5.3221 };
const MUNICH = { latitude: 48.1351, longitude: 11.582 };
const NEW_YORK = { latitude: 40.7128, longitude: -74.006 };
const SAPPORO = { latitude: 43.0618, longitude: 141.3545 };

describe('distanceKm: great-circle distance on the mean Earth sphere', () => {
  it.each([
    ['Oslo → Bergen', OSLO, BERGEN, 305],
    ['Oslo → München', OSLO, MUNICH, 1311],
    ['Oslo → New York', OSLO, NEW_YORK, 5917],
    ['New York → London', NEW_YORK, { latitude: 51.5074, longitude: -0.1278 }, 5570],
    ['pole to pole', { latitude: 90, longitude: 0 }, { latitude: -90, longitude: 0 }, 20015],
    ['a quarter of the equator', { latitude: 0, longitude: 0 }, { latitude: 0, longitude: 90 }, 10008],
    ['across the antimeridian', { latitude: 0, longitude: 179.5 }, { latitude: 0, longitude: -179.5 }, 111],
  ])('%s', (_name, a, b, km) => {
    expect(distanceKm(a, b)).toBeGreaterThan(km * 0.995);
    expect(distanceKm(a, b)).toBeLessThan(km * 1.005);
  });

  it('is 0 from a point to itself and the same both ways', () => {
    expect(distanceKm(OSLO, OSLO)).toBe(0);
    expect(distanceKm(OSLO, MUNICH)).toBeCloseTo(distanceKm(MUNICH, OSLO), 9);
  });
});

describe('parseCoordinate and isPosition: only real coordinates count', () => {
  it.each([
    ['59.9139', 90, 59.9139],
    [' -33.86 ', 90, -33.86],
    ['180', 180, 180],
    ['-179.999', 180, -179.999],
    ['90.5', 90, null],
    ['181', 180, null],
    ['', 90, null],
    ['abc', 90, null],
    ['1e2', 180, null],
    ['NaN', 90, null],
    ['12,5', 90, null],
    [undefined, 90, null],
  ] as const)('%j (limit %i) → %j', (value, limit, expected) => {
    expect(parseCoordinate(value, limit)).toBe(expected);
  });

  it.each([
    [OSLO, true],
    [{ latitude: 91, longitude: 0 }, false],
    [{ latitude: 0, longitude: -181 }, false],
    [{ latitude: Number.NaN, longitude: 0 }, false],
  ])('%j → %s', (position, expected) => {
    expect(isPosition(position)).toBe(expected);
  });
});

describe('byDistance and orderStores: the store list order', () => {
  const shops = [
    { name: 'München', country: 'de', address: { city: 'München' }, ...MUNICH },
    { name: 'Bergen', country: 'no', address: { city: 'Bergen' }, ...BERGEN },
    { name: 'Oslo', country: 'no', address: { city: 'Oslo' }, ...OSLO },
    { name: 'New York', country: 'us', address: { city: 'New York' }, ...NEW_YORK },
  ];

  it.each([
    ['Oslo', OSLO, ['Oslo', 'Bergen', 'München', 'New York']],
    ['Bergen', BERGEN, ['Bergen', 'Oslo', 'München', 'New York']],
    ['Zürich', { latitude: 47.3769, longitude: 8.5417 }, ['München', 'Oslo', 'Bergen', 'New York']],
    ['Boston', { latitude: 42.3601, longitude: -71.0589 }, ['New York', 'Bergen', 'Oslo', 'München']],
  ])('from %s: nearest first', (_name, from, expected) => {
    const ordered = orderStores(shops, from, 'us');
    expect(ordered.map((o) => o.item.name)).toEqual(expected);
    const kms = ordered.map((o) => o.km!);
    expect(kms).toEqual([...kms].sort((a, b) => a - b));
  });

  it('keeps the given order for equal distances', () => {
    const twins = [
      { id: 'a', ...OSLO },
      { id: 'b', ...OSLO },
      { id: 'c', ...BERGEN },
    ];
    expect(byDistance(twins, BERGEN).map((o) => o.item.id)).toEqual(['c', 'a', 'b']);
  });

  it.each([
    ['no', ['Bergen', 'Oslo', 'München', 'New York']],
    ['de', ['München', 'Bergen', 'Oslo', 'New York']],
    ['us', ['New York', 'München', 'Bergen', 'Oslo']],
    ['global', ['München', 'Bergen', 'Oslo', 'New York']],
  ])('without a position: the %s stores first, then by country and city, without distances', (home, expected) => {
    const ordered = orderStores(shops, null, home);
    expect(ordered.map((o) => o.item.name)).toEqual(expected);
    expect(ordered.every((o) => o.km === null)).toBe(true);
  });

  it('puts the Oslo store first for a visitor in central Oslo (the seed stores)', () => {
    const first = orderStores(stores, OSLO, 'no')[0]!;
    expect(first.item.uid).toBe('loipe-oslo');
    expect(first.km).toBeLessThan(3);
  });
});

describe("openingHoursLines: opening hours in the shopper's language", () => {
  const dealer = [
    { days_of_week: ['mon', 'tue', 'wed', 'thu', 'fri'] as const, opening_time: '10:00', closing_time: '18:00' },
    { days_of_week: ['sat'] as const, opening_time: '10:00', closing_time: '16:00' },
  ];

  it.each([
    [
      'en-US',
      [
        ['Monday – Friday', /^10:00\sAM\s–\s6:00\sPM$/],
        ['Saturday', /^10:00\sAM\s–\s4:00\sPM$/],
        ['Sunday', null],
      ],
    ],
    [
      'de-DE',
      [
        ['Montag – Freitag', /^10:00\s?–\s?18:00( Uhr)?$/],
        ['Samstag', /^10:00\s?–\s?16:00( Uhr)?$/],
        ['Sonntag', null],
      ],
    ],
    [
      'fr-FR',
      [
        ['lundi – vendredi', /^10:00\s?–\s?18:00$/],
        ['samedi', /^10:00\s?–\s?16:00$/],
        ['dimanche', null],
      ],
    ],
    [
      'ja-JP',
      [
        ['月曜日 – 金曜日', /^10(:|時)00分?\s?～\s?18(:|時)00分?$/],
        ['土曜日', /^10(:|時)00分?\s?～\s?16(:|時)00分?$/],
        ['日曜日', null],
      ],
    ],
    [
      'no-NO',
      [
        ['mandag – fredag', /^10:00\s?–\s?18:00$/],
        ['lørdag', /^10:00\s?–\s?16:00$/],
        ['søndag', null],
      ],
    ],
  ] as const)('%s', (tag, expected) => {
    const lines = openingHoursLines(dealer, tag);
    expect(lines.map((l) => l.days)).toEqual(expected.map(([days]) => days));
    lines.forEach((line, i) => {
      const time = expected[i]![1];
      if (time === null) expect(line.time).toBeNull();
      else expect(line.time).toMatch(time);
    });
  });

  it('groups only consecutive days with the same hours and names closed days between them', () => {
    const lines = openingHoursLines(
      [
        { days_of_week: ['mon', 'tue'], opening_time: '09:00', closing_time: '17:00' },
        { days_of_week: ['thu', 'fri'], opening_time: '09:00', closing_time: '17:00' },
      ],
      'en-GB',
    );
    expect(lines.map((l) => [l.days, l.time])).toEqual([
      ['Monday – Tuesday', '09:00–17:00'],
      ['Wednesday', null],
      ['Thursday – Friday', '09:00–17:00'],
      ['Saturday – Sunday', null],
    ]);
  });

  it('leaves out rows whose times are not HH:MM or close before they open', () => {
    const lines = openingHoursLines(
      [
        { days_of_week: ['mon'], opening_time: '25:00', closing_time: '18:00' },
        { days_of_week: ['tue'], opening_time: '18:00', closing_time: '10:00' },
      ],
      'en-GB',
    );
    expect(lines).toEqual([{ days: 'Monday – Sunday', time: null }]);
  });
});

describe("mapFrame: the shop's own map projection", () => {
  it('keeps every point inside the view with the margin, north up and west left', () => {
    const frame = mapFrame([OSLO, BERGEN, MUNICH], 640, 400, 28);
    for (const p of [OSLO, BERGEN, MUNICH].map(frame.project)) {
      expect(p.x).toBeGreaterThanOrEqual(28 - 0.1);
      expect(p.x).toBeLessThanOrEqual(640 - 28 + 0.1);
      expect(p.y).toBeGreaterThanOrEqual(28 - 0.1);
      expect(p.y).toBeLessThanOrEqual(400 - 28 + 0.1);
    }
    expect(frame.project(BERGEN).x).toBeLessThan(frame.project(OSLO).x);
    expect(frame.project(MUNICH).y).toBeGreaterThan(frame.project(OSLO).y);
  });

  it('uses one scale on both axes (equal degrees of longitude are equal widths)', () => {
    const frame = mapFrame([OSLO, MUNICH]);
    const a = frame.project({ latitude: 50, longitude: 5 });
    const b = frame.project({ latitude: 50, longitude: 6 });
    const c = frame.project({ latitude: 60, longitude: 6 });
    const d = frame.project({ latitude: 60, longitude: 7 });
    expect(b.x - a.x).toBeCloseTo(d.x - c.x, 0);
  });

  it('centres a single store and shows some country around it', () => {
    const frame = mapFrame([OSLO]);
    expect(frame.project(OSLO)).toEqual({ x: 320, y: 200 });
    expect(frame.meridians.length).toBeGreaterThan(0);
  });

  it('draws a graticule of at most 8 lines per axis at round degrees, inside the view', () => {
    for (const points of [[OSLO], [OSLO, MUNICH], [OSLO, NEW_YORK, SAPPORO]]) {
      const frame = mapFrame(points);
      expect(frame.meridians.length).toBeLessThanOrEqual(8);
      expect(frame.parallels.length).toBeLessThanOrEqual(8);
      for (const m of frame.meridians) expect(m.x).toBeGreaterThanOrEqual(-0.1);
      for (const m of frame.meridians) expect(m.x).toBeLessThanOrEqual(640.1);
      for (const p of frame.parallels) expect(Number.isInteger(p.degrees * 10)).toBe(true);
    }
  });
});
