/**
 * Reference fields as the Content Delivery API sends them (the SDK's own mocks,
 * fixtures/vendor/contentstack/entry-find.json): a reference field is always an array;
 * each item is a `{ uid, _content_type_uid }` stub unless the request names the field in
 * `include[]`, and then the referenced entry itself (its fields, its system fields and
 * `_content_type_uid`), resolved in the request's locale. Even a single reference is an array.
 *
 * The fake's content model below says which fields are references and to which content
 * type. The seed holds a reference either as the referenced entry's fields (a nav item, a
 * category's uid and ids) or as a bare uid; a resolved bare uid is looked up in its type.
 */
export type Entry = Record<string, unknown> & { uid: string };

/** Content type → reference field path (dots walk into groups and lists) → referenced content type. */
export const REFERENCE_FIELDS: Record<string, Record<string, string>> = {
  header: { main_nav: 'navigation_item', top_alert: 'top_alert' },
  search: { main_menu: 'menu', sidebar_menu: 'menu' },
  product: { related_products: 'product' },
  product_category: { 'automated_related_products.category': 'product_category' },
  category_groups: { parent_category: 'product_category', 'categories.category': 'product_category' },
  automated_related_products_config: { categories: 'product_category', 'configuration.category': 'product_category' },
  category_product_add_on_config: { product_category: 'product_category', 'product_add_on_config.product': 'product' },
};

export interface ReferenceContext {
  /** `include[]` of the request. */
  include: readonly string[];
  /** The system fields a served entry carries in the request's locale. */
  system: (entry: Entry) => Entry;
  /** An entry of a content type by uid in the request's locale (for references the seed holds as bare uids). */
  lookup: (type: string, uid: string) => Entry | undefined;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** One reference field's value as served: stubs, or the resolved entries when included. */
function served(value: unknown, refType: string, included: boolean, cx: ReferenceContext, owner: string): unknown[] {
  const items = (Array.isArray(value) ? value : [value]).filter((item) => item !== null && item !== undefined);
  return items.flatMap((item, i) => {
    // Every entry has a uid; the seed leaves it out where the shop never reads it (a search menu).
    const uid = typeof item === 'string' ? item : isRecord(item) ? (typeof item.uid === 'string' ? item.uid : `${owner}-${i}`) : null;
    if (!uid) return [];
    if (!included) return [{ uid, _content_type_uid: refType }];
    const fields = typeof item === 'string' ? cx.lookup(refType, uid) : ({ ...(item as Entry), uid } as Entry);
    // An unpublished referenced entry is left out of the answer, as the service does.
    return fields ? [{ ...cx.system(fields), _content_type_uid: refType }] : [];
  });
}

/** Replaces the value at a dotted path (through lists and groups) by `replace(value)`. */
function at(value: unknown, path: readonly string[], replace: (leaf: unknown) => unknown): unknown {
  if (Array.isArray(value)) return value.map((item) => at(item, path, replace));
  if (!isRecord(value)) return value;
  const [head, ...rest] = path;
  if (!head || !(head in value)) return value;
  return { ...value, [head]: rest.length === 0 ? replace(value[head]) : at(value[head], rest, replace) };
}

/**
 * The entry with its reference fields as the service sends them. `source` is the whole entry
 * in the request's locale (a translation merged over its base): a locale's entry restates a
 * reference field it carries from there, so a resolved reference is the localized entry.
 */
export function withReferences(type: string, entry: Entry, source: Entry, cx: ReferenceContext): Entry {
  let out: Entry = entry;
  for (const [path, refType] of Object.entries(REFERENCE_FIELDS[type] ?? {})) {
    const [top] = path.split('.');
    if (!top || !(top in out)) continue;
    const included = cx.include.includes(path);
    out = at({ ...out, [top]: source[top] }, path.split('.'), (leaf) =>
      served(leaf, refType, included, cx, `${entry.uid}-${top}`),
    ) as Entry;
  }
  return out;
}
