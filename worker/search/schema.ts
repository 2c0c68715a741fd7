/**
 * The App Search request body as the shop accepts it (POST /api/search, spec §7), checked
 * with valibot: known fields only, bounded sizes, and `page.current` at most 100 (spec §9).
 * `price` filters, range facets and sort read the price list's decimal amount.
 */
import * as v from 'valibot';
import { MAX_PAGE_SIZE, MAX_PAGES, RESULT_FIELDS, type SearchRequest } from '../ports/search/types';

/** Fields of the engine's documents a request may filter, facet, sort or return: the documents' fields and `id`. */
export const ENGINE_FIELDS = ['id', ...RESULT_FIELDS] as const;
export const MAX_QUERY_LENGTH = 200;

const field = v.picklist(ENGINE_FIELDS, `field must be one of ${ENGINE_FIELDS.join(', ')}`);
const sortField = v.picklist([...ENGINE_FIELDS, '_score'] as const, `sort field must be _score or one of ${ENGINE_FIELDS.join(', ')}`);
const scalar = v.union(
  [v.pipe(v.string(), v.maxLength(100, 'a filter value may be at most 100 characters')), v.pipe(v.number(), v.finite())],
  'a filter value is a string or a number',
);
/** A number range; `price` bounds are the price list's decimal amounts (`{ from: 100, to: 250 }` is $100 to $250). */
const range = v.pipe(
  v.strictObject(
    { from: v.optional(v.pipe(v.number(), v.finite())), to: v.optional(v.pipe(v.number(), v.finite())) },
    'a range has only from and to',
  ),
  v.description('from (inclusive) and to (exclusive); price bounds are decimal amounts: { from: 100, to: 250 } is 100.00 to 250.00'),
);
const condition = v.union(
  [scalar, v.pipe(v.array(scalar), v.minLength(1), v.maxLength(50, 'at most 50 values per filter')), range],
  'a filter condition is a value, a list of values or a range',
);

const fieldFilter = v.pipe(
  v.record(field, condition),
  v.check((f) => Object.keys(f).length >= 1 && Object.keys(f).length <= 5, 'a filter names 1 to 5 fields'),
);
const filterList = v.pipe(v.array(fieldFilter), v.maxLength(20, 'at most 20 filters per list'));

const facet = v.variant(
  'type',
  [
    v.strictObject({
      type: v.literal('value'),
      size: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(250, 'facet size may be at most 250'))),
      sort: v.optional(
        v.union([v.strictObject({ count: v.picklist(['asc', 'desc']) }), v.strictObject({ value: v.picklist(['asc', 'desc']) })]),
      ),
    }),
    v.strictObject({
      type: v.literal('range'),
      ranges: v.pipe(
        v.array(
          v.strictObject({
            from: v.optional(v.pipe(v.number(), v.finite())),
            to: v.optional(v.pipe(v.number(), v.finite())),
            name: v.optional(v.pipe(v.string(), v.maxLength(40))),
          }),
        ),
        v.minLength(1, 'a range facet needs ranges'),
        v.maxLength(20, 'at most 20 ranges'),
      ),
    }),
  ],
  'facet type must be value or range',
);

const direction = v.picklist(['asc', 'desc'], 'sort direction must be asc or desc');
const sortClause = v.pipe(
  v.record(sortField, direction),
  v.check((s) => Object.keys(s).length === 1, 'a sort clause names one field'),
);

export const SearchBody = v.strictObject({
  query: v.pipe(v.string('query must be a string'), v.maxLength(MAX_QUERY_LENGTH, `query may be at most ${MAX_QUERY_LENGTH} characters`)),
  facets: v.optional(
    v.pipe(
      v.record(field, facet),
      v.check((f) => Object.keys(f).length <= 10, 'at most 10 facets'),
    ),
  ),
  filters: v.optional(v.strictObject({ all: v.optional(filterList), any: v.optional(filterList), none: v.optional(filterList) })),
  page: v.optional(
    v.strictObject({
      size: v.optional(
        v.pipe(
          v.number('page.size must be a number'),
          v.integer('page.size must be a whole number'),
          v.minValue(1, 'page.size must be at least 1'),
          v.maxValue(MAX_PAGE_SIZE, `page.size may be at most ${MAX_PAGE_SIZE}`),
        ),
      ),
      current: v.optional(
        v.pipe(
          v.number('page.current must be a number'),
          v.integer('page.current must be a whole number'),
          v.minValue(1, 'page.current must be at least 1'),
          v.maxValue(MAX_PAGES, `page.current may be at most ${MAX_PAGES}`),
        ),
      ),
    }),
  ),
  sort: v.optional(
    v.union(
      [sortClause, v.pipe(v.array(sortClause), v.minLength(1), v.maxLength(5, 'at most 5 sort clauses'))],
      'sort is a clause or a list of clauses',
    ),
  ),
  result_fields: v.optional(
    v.pipe(
      v.record(
        field,
        v.strictObject({ raw: v.optional(v.strictObject({ size: v.optional(v.pipe(v.number(), v.integer(), v.minValue(20))) })) }),
      ),
      v.check((f) => Object.keys(f).length >= 1, 'result_fields names at least one field'),
    ),
  ),
  analytics: v.optional(v.strictObject({ tags: v.optional(v.pipe(v.array(v.pipe(v.string(), v.maxLength(64))), v.maxLength(16))) })),
});

export const ClickBody = v.strictObject({
  query: v.pipe(v.string('query must be a string'), v.maxLength(MAX_QUERY_LENGTH)),
  document_id: v.pipe(
    v.string('document_id must be a string'),
    v.regex(/^(product|blog|support):[a-z0-9-]{1,120}$/, 'document_id must name a document, e.g. product:aurora-classic'),
  ),
  request_id: v.optional(v.pipe(v.string(), v.regex(/^[0-9a-f]{8,64}$/, 'request_id must be the hex id of a search answer'))),
  tags: v.optional(v.pipe(v.array(v.pipe(v.string(), v.maxLength(64))), v.maxLength(16, 'at most 16 tags'))),
});

export const SuggestQuery = v.object({
  q: v.pipe(
    v.string('q is required'),
    v.trim(),
    v.minLength(1, 'q is required'),
    v.maxLength(MAX_QUERY_LENGTH, `q may be at most ${MAX_QUERY_LENGTH} characters`),
  ),
});

export type SearchBodyInput = v.InferOutput<typeof SearchBody>;
export const toSearchRequest = (body: SearchBodyInput): SearchRequest => body as SearchRequest;
