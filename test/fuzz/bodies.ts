/**
 * Hostile request bodies for the fuzz properties (split from arbitraries.ts): any JSON, deep
 * and oversized documents, invalid UTF-8, wrong content types, beside well-shaped bodies.
 */
import fc from 'fast-check';
import { nastyString, queryKey } from './arbitraries';

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
