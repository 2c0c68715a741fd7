/**
 * BigCommerce's own example answers (the `example`/`examples` of the published OpenAPI files,
 * vendored in test/contract/vendor/bigcommerce) parsed with the adapter's valibot schemas: what
 * the vendor shows its API answering, the adapter must read.
 */
import { readFileSync } from 'node:fs';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import * as bc from '../../../worker/ports/commerce/bigcommerce/records';
import * as settings from '../../../worker/ports/commerce/bigcommerce/settings';

const dir = new URL('../../contract/vendor/bigcommerce/', import.meta.url);
const docs = new Map<string, Record<string, any>>();
const doc = (file: string) => docs.get(file) ?? docs.set(file, parse(readFileSync(new URL(file, dir), 'utf8'))).get(file)!;
const follow = (root: Record<string, any>, node: any): any =>
  node && typeof node.$ref === 'string'
    ? follow(
        root,
        node.$ref
          .slice(2)
          .split('/')
          .reduce((n: any, t: string) => n?.[t.replaceAll('~1', '/').replaceAll('~0', '~')], root),
      )
    : node;

/**
 * An instance built from a schema's own examples, where the answer has none as a whole: each
 * property's `example` (an enum's first value, a oneOf/anyOf's first alternative, a value of the
 * declared type for a field the file gives no example for).
 */
function sample(root: Record<string, any>, raw: any): unknown {
  const schema = follow(root, raw);
  if (!schema) return undefined;
  if (schema.example !== undefined) return schema.example;
  if (schema.allOf) return Object.assign({}, ...schema.allOf.map((s: any) => sample(root, s) ?? {}));
  if (schema.oneOf || schema.anyOf) return sample(root, (schema.oneOf ?? schema.anyOf)[0]);
  if (schema.enum) return schema.enum[0];
  if (schema.type === 'array') return schema.items ? [sample(root, schema.items)].filter((x) => x !== undefined) : [];
  if (schema.type === 'object' || schema.properties) {
    const entries = Object.entries<any>(schema.properties ?? {}).map(([k, s]) => [k, sample(root, s)] as const);
    return Object.fromEntries(entries.filter(([, value]) => value !== undefined));
  }
  // A field without an example of its own: a value of its declared type.
  return { boolean: false, integer: 1, number: 1, string: '' }[schema.type as string];
}

/** Every example of the 200 answer of GET `path` in `file`: the media type's `example` and each `examples` value. */
function examples(file: string, path: string): [string, unknown][] {
  const root = doc(file);
  const response = follow(root, root.paths[path]?.get?.responses?.['200']);
  const media = response?.content?.['application/json'];
  if (!media) throw new Error(`${file} has no JSON 200 answer for GET ${path}`);
  const whole: [string, unknown][] = [
    ...(media.example !== undefined ? [['example', media.example] as [string, unknown]] : []),
    ...Object.entries<any>(media.examples ?? {}).map(([name, e]): [string, unknown] => [name, follow(root, e).value]),
  ];
  return whole.length ? whole : [['property examples', sample(root, media.schema)]];
}

const CASES: [file: string, path: string, schema: v.GenericSchema][] = [
  ['products_catalog.v3.yml', '/catalog/products', bc.page(bc.ProductSchema)],
  ['products_catalog.v3.yml', '/catalog/products/{product_id}', bc.one(bc.ProductSchema)],
  ['product-variants_catalog.v3.yml', '/catalog/variants', bc.page(bc.VariantSchema)],
  ['product-variant-options_catalog.v3.yml', '/catalog/products/{product_id}/options', bc.page(bc.OptionSchema)],
  ['category-trees_catalog.v3.yml', '/catalog/trees/categories', bc.page(bc.TreeCategorySchema)],
  ['currencies.v2.yml', '/currencies', bc.list(settings.CurrencySchema)],
  ['currencies.v2.yml', '/currencies/{id}', settings.CurrencySchema],
  ['shipping.v2.yml', '/shipping/zones', bc.list(settings.ZoneSchema)],
  ['shipping.v2.yml', '/shipping/zones/{id}', settings.ZoneSchema],
  ['shipping.v2.yml', '/shipping/zones/{zone_id}/methods', bc.list(settings.MethodSchema)],
  ['customers.v2.yml', '/customer_groups', bc.list(settings.GroupSchema)],
  ['customers.v2.yml', '/customer_groups/{customer_group_id}', settings.GroupSchema],
  ['geography.v2.yml', '/countries', bc.list(settings.CountrySchema)],
  ['geography.v2.yml', '/countries/states', bc.list(settings.StateSchema)],
  ['geography.v2.yml', '/countries/{country_id}/states', bc.list(settings.StateSchema)],
  ['store_information.v2.yml', '/store', settings.StoreSchema],
];

describe("the vendor's example answers parse with the adapter's schemas", () => {
  const rows = CASES.flatMap(([file, path, schema]) =>
    examples(file, path).map(([name, value]) => [`${file} GET ${path} (${name})`, value, schema] as const),
  );
  it.each(rows)('%s', (_, value, schema) => {
    const parsed = v.safeParse(schema, value);
    expect(parsed.issues?.map((i) => `${v.getDotPath(i)}: ${i.message}`) ?? []).toEqual([]);
  });

  it('has an example for every answer the adapter reads', () => {
    expect(rows.length).toBeGreaterThanOrEqual(CASES.length);
  });
});
