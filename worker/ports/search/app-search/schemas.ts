/**
 * App Search's answers as the adapter and the sync accept them (valibot), written from the
 * vendor's generated types and recorded answers (shared/vendor-apis/elastic-app-search):
 * `facets`, `meta.alerts` and `meta.warnings` may be missing (the engine leaves them out
 * when nothing asks for them), a field's `raw` may be null, `_meta` may hold only a score.
 */
import * as v from 'valibot';

const scalar = v.union([v.string(), v.number()]);

const ValueCount = v.looseObject({ value: scalar, count: v.number() });
const RangeCount = v.looseObject({
  from: v.optional(v.nullable(v.number())),
  to: v.optional(v.nullable(v.number())),
  name: v.optional(v.string()),
  count: v.number(),
});

export const EngineFacetSchema = v.variant('type', [
  v.looseObject({ type: v.literal('value'), name: v.optional(v.string()), data: v.array(ValueCount) }),
  v.looseObject({ type: v.literal('range'), name: v.optional(v.string()), data: v.array(RangeCount) }),
]);
export type EngineFacet = v.InferOutput<typeof EngineFacetSchema>;

/** A hit: `_meta` and every other key a field `{ raw }` (or `{ raw, snippet }`). */
export const EngineHitSchema = v.objectWithRest(
  {
    _meta: v.optional(v.looseObject({ id: v.optional(v.string()), score: v.optional(v.number()), engine: v.optional(v.string()) })),
    // Grouped results (`group` in the request): the hits of the group and the value it groups by.
    _group: v.optional(v.array(v.record(v.string(), v.unknown()))),
    _group_key: v.optional(v.string()),
  },
  v.looseObject({ raw: v.optional(v.unknown()) }),
);

const Page = v.object({ current: v.number(), size: v.number(), total_pages: v.number(), total_results: v.number() });

export const EngineSearchSchema = v.looseObject({
  meta: v.looseObject({
    request_id: v.optional(v.string()),
    page: Page,
    alerts: v.optional(v.array(v.string())),
    warnings: v.optional(v.array(v.string())),
  }),
  facets: v.optional(v.record(v.string(), v.array(EngineFacetSchema))),
  results: v.array(EngineHitSchema),
});
export type EngineSearchAnswer = v.InferOutput<typeof EngineSearchSchema>;

export const EngineMultiSearchSchema = v.array(EngineSearchSchema);

export const EngineSuggestionSchema = v.looseObject({
  meta: v.optional(v.looseObject({ request_id: v.optional(v.string()) })),
  results: v.looseObject({ documents: v.optional(v.array(v.looseObject({ suggestion: v.string() })), []) }),
});

/** The click answer has no body (recorded: 200 with nothing), or an empty object. */
export const EngineClickSchema = v.nullable(v.record(v.string(), v.unknown()));

/** Indexing: one entry per document, in order; `errors` lists why the engine refused it. */
export const EngineIndexSchema = v.array(v.looseObject({ id: v.nullable(v.string()), errors: v.optional(v.array(v.string()), []) }));

export const EngineListSchema = v.looseObject({
  meta: v.looseObject({ page: Page }),
  results: v.array(v.looseObject({ id: v.string() })),
});

export const EngineDeleteSchema = v.array(v.looseObject({ id: v.string(), deleted: v.boolean() }));

export const EngineSchemaSchema = v.record(v.string(), v.string());

/** An error answer: `{ errors: [...] }`, or for multi search one such entry per query. */
export const EngineErrorSchema = v.union([
  v.looseObject({ errors: v.array(v.string()) }),
  v.array(v.looseObject({ errors: v.optional(v.array(v.string())) })),
]);
