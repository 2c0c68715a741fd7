/**
 * Reference fields as the Content Delivery API sends them: always an array, of
 * `{ uid, _content_type_uid }` stubs unless the request names the field in `include[]`,
 * then of the referenced entries (their fields, system fields and `_content_type_uid`).
 * These schema pieces read both forms into the shapes the shop's ports use. Pure.
 */
import * as v from 'valibot';

/** Fields Contentstack adds to every entry (a resolved reference too); the shop's entry shapes do not have them. */
export const SYSTEM_FIELDS: ReadonlySet<string> = new Set([
  'ACL',
  '_version',
  '_in_progress',
  '_metadata',
  '_branch',
  '_content_type_uid',
  '_embedded_items',
  'created_at',
  'created_by',
  'updated_at',
  'updated_by',
  'publish_details',
  'locale',
  'tags',
]);

export function stripSystemFields<T extends Record<string, unknown>>(entry: T): T {
  return Object.fromEntries(Object.entries(entry).filter(([key]) => !SYSTEM_FIELDS.has(key))) as T;
}

/** A reference the service left unresolved: exactly its uid and content type. */
const isStub = (value: Record<string, unknown>) =>
  Object.keys(value).length === 2 && typeof value.uid === 'string' && typeof value._content_type_uid === 'string';

const UNRESOLVED = 'an unresolved reference ({ uid, _content_type_uid }): the adapter must name this field in include[]';

/** A reference field named in include[]: the referenced entries, the service's own fields removed, each checked by `schema`. */
export const resolvedRefs = <S extends v.GenericSchema>(schema: S) =>
  v.array(
    v.pipe(
      v.looseObject({ uid: v.string() }),
      v.check((entry) => !isStub(entry), UNRESOLVED),
      v.transform((entry): unknown => stripSystemFields(entry)),
      schema,
    ),
  );

/** A single reference named in include[]: the service still sends an array; the shop reads its entry. */
export const resolvedRef = <S extends v.GenericSchema>(schema: S) =>
  v.pipe(
    resolvedRefs(schema),
    v.minLength(1, 'an empty reference'),
    v.transform((entries) => entries[0]!),
  );

/** A reference field the adapter does not ask to resolve: the stubs' uids are all it reads. */
export const referenceUids = v.pipe(
  v.array(v.object({ uid: v.string(), _content_type_uid: v.string() })),
  v.transform((stubs) => stubs.map((stub) => stub.uid)),
);
