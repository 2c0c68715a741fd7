/**
 * The shop's search documents as App Search holds them. App Search documents are
 * flat: lowercase field names of letters, digits and `_`, values that are text, numbers,
 * dates or arrays of them, at most 64 fields per engine. So one engine holds every content
 * locale (a `locales` field says whose a document is), the per-price-list maps of the
 * embedded index are flattened (`prices.us` → `price_us`; `sale` lists the price lists in
 * which the product is on sale) and the id carries the locale (`de:product:aurora-classic`),
 * the same on every run, so a sync overwrites instead of duplicating.
 */
import type { SearchDocument } from '../index-document';

/** App Search refuses an engine with more fields than this. */
export const MAX_ENGINE_FIELDS = 64;
/** App Search indexes and deletes at most 100 documents per call. */
export const DOCUMENT_BATCH = 100;

export type FlatValue = string | number | null | (string | number)[];
export type FlatDocument = { id: string } & Record<string, FlatValue>;

/** Which deploy's catalog a document is: spec §7 filters every query by the content stack and environment. */
export interface DocumentStamp {
  stack: string;
  environment: string;
}

/** The field of a price list's price: `price_us`, `price_eu_region_1`, `price_de`. */
export const priceField = (priceList: string): string => `price_${priceList.toLowerCase().replace(/[^a-z0-9_]/g, '_')}`;

/** The engine's id of a site document in a locale, and back. */
export const engineId = (locale: string, id: string): string => `${locale}:${id}`;
export function siteId(id: string): string {
  const cut = id.indexOf(':');
  return cut < 0 ? id : id.slice(cut + 1);
}

/** Text fields the engine searches, with their weights (App Search takes 1 to 10; the embedded BOOSTS rounded). */
export const SEARCH_FIELD_WEIGHTS: Record<string, number> = {
  title: 6,
  category_names: 4,
  color_names: 2,
  tagline: 2,
  spec_values: 1,
  description: 1,
};

/** Fields whose engine type is not text: ranges, sorts and dates need them typed (docs/search.md "schema"). */
export function schemaOf(fields: Iterable<string>): Record<string, 'number' | 'date'> {
  const schema: Record<string, 'number' | 'date'> = {};
  for (const field of fields) {
    if (field.startsWith('price_') || field === 'is_new' || field === 'order') schema[field] = 'number';
    else if (field === 'date') schema[field] = 'date';
  }
  return schema;
}

/** One site document of a locale as the engine stores it. */
export function flatDocument(locale: string, doc: SearchDocument, stamp: DocumentStamp): FlatDocument {
  const flat: FlatDocument = {
    id: engineId(locale, doc.id),
    locales: [locale],
    stack: stamp.stack,
    environment: stamp.environment,
    type: doc.type,
    uid: doc.uid,
    title: doc.title,
    tagline: doc.tagline,
    description: doc.description,
    category_names: doc.category_names,
    color_names: doc.color_names,
    spec_values: doc.spec_values,
    url: doc.url,
    image: doc.image,
    category: doc.category,
    color: doc.color,
    level: doc.level,
    flags: doc.flags,
    sale: doc.sale.map((list) => list.toLowerCase()),
    regions: doc.regions,
    is_new: doc.is_new,
    // An empty text is not a date: the engine would refuse the field.
    date: doc.date || null,
    order: doc.order,
  };
  for (const [list, price] of Object.entries(doc.prices)) flat[priceField(list)] = price;
  return flat;
}

const FIELD_NAME = /^[a-z0-9][a-z0-9_]*$/;

/** What the engine would refuse in a document (App Search's own rules), or null. */
export function documentProblem(doc: Record<string, unknown>): string | null {
  if (typeof doc.id !== 'string' || doc.id.length === 0) return 'Missing required key: id';
  for (const [field, value] of Object.entries(doc)) {
    if (!FIELD_NAME.test(field)) return `Invalid field name: ${field} (lowercase letters, digits and underscores)`;
    const scalar = (x: unknown) => x === null || typeof x === 'string' || (typeof x === 'number' && Number.isFinite(x));
    if (Array.isArray(value) ? !value.every((x) => x !== null && scalar(x)) : !scalar(value))
      return `Invalid field value: ${field} must be text, a number, a date or an array of them`;
  }
  return null;
}
