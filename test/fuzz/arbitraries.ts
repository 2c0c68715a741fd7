/**
 * Hostile input for the fuzz properties: strings, path segments, query strings, headers,
 * cookies and request bodies. Each generator mixes well-formed values (so requests get past
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

const queryKey = fc.oneof({ weight: 4, arbitrary: fc.constantFrom(...QUERY_KEYS) }, { weight: 1, arbitrary: nastyString });

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

/** Any JSON value, including deep structures and prototype-polluting keys. */
export const anyJson: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 3, arbitrary: fc.jsonValue({ maxDepth: 4 }) },
  {
    weight: 1,
    arbitrary: fc.dictionary(
      fc.constantFrom('__proto__', 'constructor', 'prototype', 'line_items', 'quantity'),
      fc.jsonValue({ maxDepth: 2 }),
    ),
  },
);

export interface BodyInput {
  /** What the request body is (for reports). */
  kind: string;
  contentType: string | null;
  body: string | Uint8Array<ArrayBuffer> | null;
}

const json = (value: unknown, kind: string): BodyInput => ({
  kind,
  contentType: 'application/json',
  body: JSON.stringify(value) ?? 'null',
});

const MB = 1024 * 1024;
const deep = (depth: number, open: string, close: string, leaf: string) => open.repeat(depth) + leaf + close.repeat(depth);
const INVALID_UTF8 = [[0xff], [0xfe, 0xff], [0xc0, 0x80], [0xed, 0xa0, 0x80], [0xf4, 0x90, 0x80, 0x80], [0xe2, 0x82], [0x80]];

/** Bytes of a JSON object with invalid UTF-8 inside a string value. */
function invalidUtf8Json(key: string, sequence: number[]): Uint8Array<ArrayBuffer> {
  const enc = new TextEncoder();
  return new Uint8Array([...enc.encode(`{"${key}":"a`), ...sequence, ...enc.encode('"}')]);
}

/**
 * Request bodies given an arbitrary of "nearly right" JSON objects for the route under test
 * (`shaped`): right field names with wrong types, wrong shapes, huge and nested values,
 * invalid UTF-8, 1 MB strings, form and multipart bodies, and no body at all.
 */
export function hostileBody(shaped: fc.Arbitrary<unknown>): fc.Arbitrary<BodyInput> {
  return bodies(shaped).map(printable);
}

/** fast-check prints a counterexample with this, so a 1 MB body shows as its kind and size, not its bytes. */
function printable(input: BodyInput): BodyInput {
  const size = input.body === null ? 0 : typeof input.body === 'string' ? input.body.length : input.body.byteLength;
  const preview =
    typeof input.body === 'string'
      ? JSON.stringify(input.body.slice(0, 120))
      : input.body
        ? `bytes [${[...input.body.slice(0, 16)].join(',')}]`
        : 'null';
  return Object.assign(input, {
    [fc.toStringMethod]: () => `${input.kind} (${input.contentType ?? 'no content-type'}, ${size} chars) ${preview}`,
  });
}

function bodies(shaped: fc.Arbitrary<unknown>): fc.Arbitrary<BodyInput> {
  return fc.oneof(
    { weight: 6, arbitrary: shaped.map((value) => json(value, 'shaped')) },
    { weight: 3, arbitrary: anyJson.map((value) => json(value, 'any json')) },
    { weight: 1, arbitrary: fc.constant<BodyInput>({ kind: 'none', contentType: null, body: null }) },
    {
      weight: 1,
      arbitrary: fc
        .constantFrom('', '{', '{"a":', '[1,2', 'nul', '{"a":1}}', '\uFEFF{}', '{"a":1,"a":2}', 'NaN')
        .map((b) => ({ kind: 'broken json', contentType: 'application/json', body: b })),
    },
    {
      weight: 1,
      arbitrary: fc
        .constantFrom(100, 5_000, 100_000)
        .chain((depth) =>
          fc.constantFrom(
            { kind: `array nesting ${depth}`, contentType: 'application/json', body: deep(depth, '[', ']', '1') },
            { kind: `object nesting ${depth}`, contentType: 'application/json', body: deep(depth, '{"line_items":', '}', '1') },
          ),
        ),
    },
    {
      weight: 1,
      arbitrary: fc
        .tuple(fc.constantFrom('line_items', 'quantity', 'email', 'customerID', 'query'), fc.constantFrom(...INVALID_UTF8))
        .map(([key, seq]) => ({ kind: 'invalid utf-8', contentType: 'application/json; charset=utf-8', body: invalidUtf8Json(key, seq) })),
    },
    {
      weight: 1,
      arbitrary: fc.uint8Array({ maxLength: 256 }).map((bytes) => ({ kind: 'random bytes', contentType: 'application/json', body: bytes })),
    },
    { weight: 1, arbitrary: fc.constantFrom('line_items', 'query', 'email').map((key) => json({ [key]: 'x'.repeat(MB) }, '1 MB string')) },
    { weight: 1, arbitrary: fc.constant<BodyInput>({ kind: '1 MB raw', contentType: 'application/json', body: `"${'y'.repeat(MB)}"` }) },
    {
      weight: 1,
      arbitrary: fc.array(fc.tuple(queryKey, nastyString), { maxLength: 5 }).map((pairs) => ({
        kind: 'form',
        contentType: 'application/x-www-form-urlencoded',
        body: new URLSearchParams(pairs.map(([k, v]) => [k.replace(/[\uD800-\uDFFF]/g, ''), v.replace(/[\uD800-\uDFFF]/g, '')])).toString(),
      })),
    },
    {
      weight: 1,
      arbitrary: fc
        .constantFrom(
          'multipart/form-data; boundary=x',
          'multipart/form-data',
          'text/plain',
          'application/json; charset=utf-16',
          'application/xml',
          '*/*',
          'application/json;;;',
        )
        .map((type) => ({
          kind: `content-type ${type}`,
          contentType: type,
          body: '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--x--',
        })),
    },
  );
}
