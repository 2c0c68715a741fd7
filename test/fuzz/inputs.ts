/**
 * Inputs that need the live shop: who the requester is (no session, a session with or
 * without the right CSRF token, someone else's session, a garbled cookie) and bodies shaped
 * like the ones the API expects, filled with real ids or hostile values.
 */
import fc from 'fast-check';
import { inject } from 'vitest';
import { hostileCookie, nastyNumber, nastyString } from './arbitraries';
import type { Catalog, Shopper } from './client';

export type AuthMode =
  | 'none'
  | 'session'
  | 'session+token'
  | 'session+wrong-token'
  | 'other-session+token'
  | 'token-only'
  | 'hostile-cookie';

export interface Auth {
  mode: AuthMode;
  headers: Record<string, string>;
}

/** Requester identities; `owner` holds the carts under test, `other` is a second shopper. */
export function auth(owner: Shopper, other: Shopper): fc.Arbitrary<Auth> {
  const forged = fc.oneof(
    fc.constant(other.token),
    fc.constant(`${owner.token.slice(0, -1)}A`),
    nastyString.map((s) => s.replace(/[^\x20-\x7e]/g, '')),
  );
  return fc.oneof(
    fc.constant<Auth>({ mode: 'none', headers: {} }),
    fc.constant<Auth>({ mode: 'session', headers: { cookie: owner.cookie } }),
    { weight: 3, arbitrary: fc.constant<Auth>({ mode: 'session+token', headers: { cookie: owner.cookie, 'csrf-token': owner.token } }) },
    forged.map((token): Auth => ({ mode: 'session+wrong-token', headers: { cookie: owner.cookie, 'csrf-token': token } })),
    fc.constant<Auth>({ mode: 'other-session+token', headers: { cookie: other.cookie, 'csrf-token': other.token } }),
    fc.constant<Auth>({ mode: 'token-only', headers: { 'csrf-token': owner.token } }),
    hostileCookie.map((cookie): Auth => ({ mode: 'hostile-cookie', headers: { cookie, 'csrf-token': owner.token } })),
  );
}

/** An id: a real one from the catalog most of the time, otherwise a hostile number. */
function id(real: number[]): fc.Arbitrary<unknown> {
  return real.length ? fc.oneof({ weight: 3, arbitrary: fc.constantFrom(...real) }, { weight: 1, arbitrary: nastyNumber }) : nastyNumber;
}

/** A line item, right or wrong in any field, sometimes with a field the API must refuse (a price). */
function lineItem(catalog: Catalog): fc.Arbitrary<unknown> {
  const real = [...catalog.variants.entries()];
  const valid = real.length
    ? fc
        .tuple(fc.constantFrom(...real), fc.integer({ min: 1, max: 5 }))
        .map(([[product_id, variant_id], quantity]) => ({ product_id, variant_id, quantity }))
    : fc.constant({ product_id: 1, quantity: 1 });
  const wrong = fc.record(
    {
      product_id: id(catalog.productIds),
      variant_id: id([...catalog.variants.values()]),
      quantity: fc.oneof(fc.integer({ min: -3, max: 200 }), nastyNumber),
      price: fc.oneof(fc.constant(0), nastyNumber),
    },
    { requiredKeys: ['product_id'] },
  );
  return fc.oneof({ weight: 2, arbitrary: valid }, { weight: 3, arbitrary: wrong });
}

/**
 * Bodies with the field names of the cart, newsletter and GraphQL endpoints (DESIGN §8,
 * spec §7) and values right or wrong, so requests get past content-type and JSON parsing and
 * reach the schemas and the code behind them.
 */
export function shapedBody(catalog: Catalog): fc.Arbitrary<unknown> {
  return fc.oneof(
    {
      weight: 4,
      arbitrary: fc.record({
        line_items: fc.oneof(
          fc.array(lineItem(catalog), { maxLength: 4 }),
          fc.array(lineItem(catalog), { minLength: 101, maxLength: 120 }),
          nastyNumber,
          nastyString,
        ),
      }),
    },
    {
      weight: 2,
      arbitrary: fc.record(
        { productID: id(catalog.productIds), quantity: fc.oneof(fc.integer({ min: -1, max: 120 }), nastyNumber) },
        { requiredKeys: [] },
      ),
    },
    { weight: 1, arbitrary: fc.record({ customerID: fc.oneof(fc.constant(null), nastyNumber, nastyString) }) },
    {
      weight: 1,
      arbitrary: fc.record(
        { email: fc.oneof(fc.emailAddress(), nastyString), consent: fc.oneof(fc.boolean(), nastyNumber), locale: nastyString },
        { requiredKeys: [] },
      ),
    },
    {
      weight: 1,
      arbitrary: fc.record(
        {
          query: fc.oneof(
            nastyString,
            fc.constant('{ __typename }'),
            fc.constant('query GetColorGroups($locale: String!) { colorGroups(locale: $locale) { color_name } }'),
          ),
          variables: fc.oneof(fc.constant({}), fc.dictionary(nastyString, nastyString, { maxKeys: 3 })),
          operationName: fc.oneof(
            nastyString,
            fc.constantFrom('GetColorGroups', 'GetRelatedProducts', 'GetErrorPage', 'GetAutomatedRelatedProductIds'),
          ),
        },
        { requiredKeys: [] },
      ),
    },
  );
}

/** How many runs a property gets: FUZZ_RUNS is the total over all properties, split by share. */
export function runsFor(share: number): number {
  return Math.max(1, Math.round(inject('fuzzRuns') * share));
}

/** fast-check parameters: the run count, and a fixed seed when FUZZ_SEED replays a failure. */
export function fuzzParameters(share: number): fc.Parameters<unknown> {
  const seed = inject('fuzzSeed');
  return { numRuns: runsFor(share), ...(seed === null ? {} : { seed }) };
}

declare module 'vitest' {
  export interface ProvidedContext {
    fuzzRuns: number;
    fuzzSeed: number | null;
  }
}
