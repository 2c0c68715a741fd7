import { describe, expect, it } from 'vitest';
import { get } from '../support/helpers';
import { decode, h1, islandProps } from '../support/shop-html';
import { COUNTRIES } from '../../../shared/countries';

const chooseLinks = (html: string) =>
  [...html.matchAll(/<a href="([^"]*\?choose=[^"]+)"[^>]*data-locale="([^"]+)"/g)].map((m) => ({ href: decode(m[1]!), locale: m[2]! }));

describe('/{lang}/country: the country and language picker', () => {
  it.each([
    ['en-us', 'Choose your country and language', 'You are shopping in United States'],
    ['de-de', 'Land und Sprache wählen', 'Du kaufst ein in: Deutschland'],
    ['fr-ca', 'Choisissez votre pays et votre langue', 'Canada'],
    ['ja-jp', '国と言語を選択', '日本'],
  ])('%s lists every country of spec §9 with each of its languages', async (prefix, heading, current) => {
    const res = await get(`/${prefix}/country`);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(h1(html)).toBe(heading);
    expect(decode(html)).toContain(current);
    const links = chooseLinks(html);
    const expected = COUNTRIES.flatMap((c) => c.langs.map((l) => `${l}-${c.value}`));
    expect(links.map((l) => l.locale)).toEqual(expected);
    for (const country of COUNTRIES) expect(html).toContain(`data-country="${country.value}"`);
    expect(html).toMatch(new RegExp(`data-locale="${prefix}"[^>]*>|aria-current="true" data-locale="${prefix}"`));
    expect(html).toContain(`aria-current="true" data-locale="${prefix}"`);
  });

  it('choosing sets the locale cookie and lands on the same page in the new locale', async () => {
    const res = await get('/en-us/country?choose=de-de&return=%2Fen-us%2Fc%2Fskis%3Fcolor%3Dred');
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/de-de/c/skis?color=red');
    const cookie = res.headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(/^locale=de-de; Max-Age=31536000; Path=\//);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    // The cookie then decides where an unprefixed path goes.
    const home = await get('/stores', { cookie: 'locale=de-de' });
    expect(home.headers.get('location')).toBe('/de-de/stores');
  });

  it.each([
    ['fr-ca', '/en-us/stores', '/fr-ca/stores'],
    ['en-us', '/fr-ca/stores', '/en-us/stores'],
    ['en-us', '/fr-ca', '/'],
    ['no-no', '/', '/no-no'],
  ])('switches to %s from %s → %s', async (choose, from, to) => {
    const res = await get(`/en-us/country?choose=${choose}&return=${encodeURIComponent(from)}`);
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe(to);
    expect(res.headers.get('set-cookie')).toContain(`locale=${choose};`);
  });

  it.each([['https://evil.test/'], ['//evil.test/x'], ['/\\evil.test']])(
    "never leaves the site for return=%s: lands on the new locale's home",
    async (from) => {
      const res = await get(`/en-us/country?choose=sv-se&return=${encodeURIComponent(from)}`);
      expect(res.headers.get('location')).toBe('/sv-se');
    },
  );

  it.each([['de-us'], ['xx-yy'], ['DE-DE'], [''], ['de-de;evil']])(
    'refuses choose=%j with 400, the list, and no cookie',
    async (choose) => {
      const res = await get(`/en-us/country?choose=${encodeURIComponent(choose)}&return=%2Fen-us%2Fstores`);
      expect(res.status).toBe(400);
      expect(res.headers.get('set-cookie') ?? '').not.toContain('locale=');
      const html = await res.text();
      expect(html).toContain('We do not offer that country and language.');
      expect(chooseLinks(html).length).toBeGreaterThan(30);
    },
  );

  it('the header opens it: an island around a plain link that returns to the page', async () => {
    const html = await (await get('/de-de/stores')).text();
    const [picker] = islandProps<{ href: string; text: string; current: string }>(html, 'country-picker');
    // The page to return to (and the list's action) are the link's own: the props do not say them twice.
    expect(picker).toMatchObject({ href: '/de-de/country?return=%2Fde-de%2Fstores', text: 'DE · DE', current: 'de-de' });
    expect(picker).not.toHaveProperty('returnPath');
    expect(new URL(picker!.href, 'https://loipe.test').searchParams.get('return')).toBe('/de-de/stores');
    expect(html).toContain('href="/de-de/country?return=%2Fde-de%2Fstores"');
  });
});
