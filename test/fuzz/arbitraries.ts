/**
 * Hostile input for the fuzz properties: strings, path segments, query strings, headers,
 * cookies and numbers (request bodies are in bodies.ts). Each generator mixes well-formed values (so requests get past
 * the first check and reach deeper code) with the kinds of input that break parsers.
 */
import fc from 'fast-check';

/** Strings that have broken parsers, routers, templates and number handling elsewhere. */
export const NASTY_STRINGS = [
  '',
  ' ',
  '.',
  '..',
  '...',
  '%',
  '%%',
  '%0',
  '%00',
  '%ff',
  '%FF%FE',
  '%c0%ae',
  '%2e%2e%2f',
  '%2F',
  '%E2%82',
  '%uD800',
  '\u0000',
  '\uFFFF',
  '\uD800',
  '\uDFFF\uD800',
  '\u202E',
  '💥',
  'ß',
  'ǅ',
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  "' OR 1=1--",
  'sleep(5)',
  'select(1)',
  '${7*7}',
  '{{7*7}}',
  '#{7*7}',
  '__proto__',
  'constructor',
  'prototype',
  'toString',
  'hasOwnProperty',
  'NaN',
  'Infinity',
  '-Infinity',
  '-1',
  '-0',
  '0',
  '0x10',
  '1e309',
  '1.5',
  '2147483648',
  '9007199254740993',
  '9'.repeat(400),
  'null',
  'undefined',
  'true',
  '[]',
  '{}',
  '[object Object]',
  'a'.repeat(4096),
  '/'.repeat(64),
  '\\',
  '\\..\\',
  'a,b,,c',
  ',',
  ';',
  '=',
  '&',
  '?',
  '#',
  '+',
  ' a ',
  '\t',
  'en-us',
  'EN-US',
  'xx-yy',
  'en-global',
  'wp-admin',
  'index.php',
];

export const nastyString: fc.Arbitrary<string> = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...NASTY_STRINGS) },
  { weight: 2, arbitrary: fc.string({ maxLength: 40 }) },
  { weight: 2, arbitrary: fc.string({ unit: 'grapheme', maxLength: 20 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 20 }) },
  { weight: 2, arbitrary: fc.integer().map(String) },
  { weight: 1, arbitrary: fc.double().map(String) },
);

/** One URL path segment: raw (the URL parser escapes what it must) or percent-encoded. */
export const pathSegment: fc.Arbitrary<string> = fc.oneof(
  { weight: 3, arbitrary: nastyString.map((s) => s.replace(/[/?#]/g, '')) },
  { weight: 2, arbitrary: nastyString.map((s) => encodeURIComponent(s.replace(/[\uD800-\uDFFF]/g, ''))) },
  { weight: 1, arbitrary: fc.stringMatching(/^[a-z0-9-]{1,24}$/) },
);

const QUERY_KEYS = [
  'page',
  'limit',
  'sort',
  'q',
  'query',
  'color',
  'size',
  'include',
  'include_fields',
  'categories:in',
  'id:in',
  'product_id:in',
  'ids',
  'id',
  'sku',
  'email',
  'locale',
  'region',
  'bcRegion',
  'customer_id',
  'brand_id',
  'content_type',
  'api_key',
  'entry_uids',
  'is_group_for_guests',
  'utm_source',
  'utm_campaign',
  'ski-category',
  'pole-category',
  'boot-category',
  'filter',
  'price',
  '__proto__',
];

/** A query key: mostly ones the routes read, sometimes hostile (bodies.ts uses it too). */
export const queryKey = fc.oneof({ weight: 4, arbitrary: fc.constantFrom(...QUERY_KEYS) }, { weight: 1, arbitrary: nastyString });

/** A query string (with its `?`, or empty): known keys with hostile values, repeats, raw junk. */
export const queryString: fc.Arbitrary<string> = fc.oneof(
  { weight: 1, arbitrary: fc.constant('') },
  {
    weight: 5,
    arbitrary: fc
      .array(fc.tuple(queryKey, nastyString), { maxLength: 6 })
      .map((pairs) =>
        pairs.length
          ? `?${pairs.map(([k, v]) => `${encodeURIComponent(k.replace(/[\uD800-\uDFFF]/g, ''))}=${encodeURIComponent(v.replace(/[\uD800-\uDFFF]/g, ''))}`).join('&')}`
          : '',
      ),
  },
  { weight: 1, arbitrary: fc.constantFrom('?', '?&&&', '?=', '?a', '?page=1&page=2&page=x', '?%', '?%zz=%zz', `?q=${'x'.repeat(8000)}`) },
);

/** Header values must be Latin-1 without CR, LF or NUL, or the Headers constructor throws. */
const headerSafe = (s: string) => [...s].filter((ch) => ch.charCodeAt(0) <= 0xff && !'\r\n\0'.includes(ch)).join('');

export const headerValue: fc.Arbitrary<string> = fc.oneof(
  { weight: 3, arbitrary: nastyString.map(headerSafe) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 64 }).map(headerSafe) },
  { weight: 1, arbitrary: fc.integer({ min: 1, max: 16_384 }).map((n) => 'x'.repeat(n)) },
);

/** Cookie headers: malformed, oversized, many cookies, forged or garbled sessions. */
export const hostileCookie: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    '',
    ';',
    '=',
    ';;;',
    '__Host-session',
    '__Host-session=',
    '__Host-session=%',
    '__Host-session=%E0%A4%A',
    '__Host-session="unterminated',
    '__Host-session=a; __Host-session=b',
    'session=abc',
    '__Host-session=\u00ff\u00fe',
    `__Host-session=${'a'.repeat(8192)}`,
    'locale=../../etc; utm=%%%',
    'locale=zz-zz',
    'locale=de-de',
    `utm=${'%7B'.repeat(500)}`,
  ),
  fc
    .array(fc.tuple(nastyString.map(headerSafe), headerValue), { maxLength: 30 })
    .map((pairs) => pairs.map(([k, v]) => `${k.replace(/[=;]/g, '')}=${v}`).join('; ')),
  fc.integer({ min: 100, max: 600 }).map((n) => Array.from({ length: n }, (_, i) => `c${i}=v${i}`).join('; ')),
);

/** Extra request headers a hostile or broken client may send. */
export const hostileHeaders: fc.Arbitrary<Record<string, string>> = fc.record(
  {
    accept: fc.constantFrom('text/html', 'application/json', '*/*', '', 'text/html;q=x', headerSafe(NASTY_STRINGS[30]!)),
    'accept-language': headerValue,
    'user-agent': fc.oneof(headerValue, fc.constantFrom('Googlebot/2.1', 'Mozilla/5.0 Chrome/156.0', 'sqlmap/1.0', '')),
    'cf-ipcountry': fc.oneof(fc.constantFrom('US', 'DE', 'NO', 'JP', 'CA', 'XX', 'T1', '', 'us', 'ZZZ'), headerValue),
    region: fc.oneof(fc.constantFrom('us', 'ca', 'no', 'pro', 'pro_ca', 'eu_region_1', 'US', ' us ', ''), headerValue),
    'sec-fetch-site': fc.constantFrom('same-origin', 'cross-site', 'none', 'same-site', ''),
    'idempotency-key': headerValue,
    'content-length': fc.constantFrom('0', '-1', 'abc', '99999999999999999999'),
    referer: headerValue,
  },
  { requiredKeys: [] },
);

/** Numbers that break integer handling: huge, negative, fractional, stringly, not numbers at all. */
export const nastyNumber: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(
    0,
    -0,
    1,
    -1,
    0.5,
    1e-7,
    2 ** 31,
    2 ** 31 - 1,
    2 ** 53 + 2,
    -(2 ** 53),
    1e308,
    -1e308,
    Number.MAX_VALUE,
    Number.MIN_VALUE,
  ),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.constantFrom('1', '01', '1e3', '0x10', ' 1', 'NaN', '', null, true, false, [], {}, [1], { value: 1 }),
);
