/**
 * The BigCommerce adapter's catalog reads (products and variants), cut to the platform's pages
 * and quota (150 requests / 30 s a store): a full record (`include=…,options`) comes at most 10
 * a page, so ids are read in chunks of 10 in parallel; a category listing and related picks need
 * no options and read 250 a page; a page of the port's listProducts reads only the platform
 * pages that hold it. Only filters the published API declares are sent (variants: one `id`, one
 * `sku`, `product_id:in`).
 */
import type * as v from 'valibot';
import type { CommerceContext } from '../../context';
import type { QueryParams } from '../../http/client';
import { commerceListingEntry, type CommerceListingEntry } from '../listing';
import * as bc from './records';
import type { StoreMoney } from './settings';
import { chunks, MAX_LIMIT, OPTIONS_LIMIT, pageWindow, pagination } from './paging';
import type { CommerceProduct, Variant } from '../records';
import type { Page } from '../types';

export type Get = <S extends v.GenericSchema>(
  mx: CommerceContext,
  path: string,
  schema: S,
  query?: QueryParams,
) => Promise<v.InferOutput<S>>;
export type Find = <S extends v.GenericSchema>(
  mx: CommerceContext,
  path: string,
  schema: S,
  query?: QueryParams,
) => Promise<v.InferOutput<S> | null>;

/** Everything a product page shows. */
const FULL = 'variants,images,custom_fields,options';
/** A listing entry's facts: prices, categories and flags on the record, colours from the variants. */
const LISTING = 'variants,custom_fields';
/** Related picks read visibility and custom fields only. */
const FIELDS = 'custom_fields';
/** Past this many ids or skus, one read of the variant list beats one request each. */
const MAX_SINGLE_LOOKUPS = 10;

const csv = (values: readonly (number | string)[] | undefined) => (values?.length ? values.join(',') : undefined);
const ProductPage = bc.page(bc.ProductSchema);
const VariantPage = bc.page(bc.VariantSchema);

export function catalogReads(get: Get, find: Find, storeMoney: (mx: CommerceContext) => Promise<StoreMoney>) {
  const products = (mx: CommerceContext, include: string, query: QueryParams) =>
    get(mx, '/v3/catalog/products', ProductPage, { include: include || undefined, sort: 'id', direction: 'asc', ...query });

  /** Every record a filter names, `include` deciding the page size (10 with options, else 250). */
  async function everyRecord(mx: CommerceContext, include: string, query: QueryParams) {
    const limit = include.includes('options') ? OPTIONS_LIMIT : MAX_LIMIT;
    const first = await products(mx, include, { ...query, page: 1, limit });
    const rest = await Promise.all(
      Array.from({ length: Math.max(0, first.meta.pagination.total_pages - 1) }, (_, i) =>
        products(mx, include, { ...query, page: i + 2, limit }),
      ),
    );
    return [first, ...rest].flatMap((p) => p.data);
  }

  /** Full records by id, 10 ids a request, all requests at once; in the asked order, unknown ids left out. */
  async function byIds(mx: CommerceContext, ids: readonly number[]): Promise<CommerceProduct[]> {
    const unique = [...new Set(ids)].filter((id) => Number.isSafeInteger(id) && id > 0);
    if (unique.length === 0) return [];
    const [pages, money] = await Promise.all([
      Promise.all(chunks(unique, OPTIONS_LIMIT).map((part) => products(mx, FULL, { 'id:in': csv(part), page: 1, limit: OPTIONS_LIMIT }))),
      storeMoney(mx),
    ]);
    const found = new Map(pages.flatMap((p) => p.data).map((p) => [p.id, bc.toProduct(p, money)]));
    return ids.flatMap((id) => found.get(id) ?? []);
  }

  /** A page of the port's size over the platform's pages of 10 full records (only the pages that hold it). */
  async function productPage(mx: CommerceContext, page: number, limit: number, query: QueryParams): Promise<Page<CommerceProduct>> {
    const window = pageWindow(page, limit, OPTIONS_LIMIT);
    const [answers, money] = await Promise.all([
      Promise.all(window.pages.map((n) => products(mx, FULL, { ...query, page: n, limit: OPTIONS_LIMIT }))),
      storeMoney(mx),
    ]);
    const items = answers
      .flatMap((a) => a.data)
      .slice(window.skip, window.skip + window.take)
      .map((p) => bc.toProduct(p, money));
    return { items, pagination: pagination(answers[0]!.meta.pagination.total, page, limit, items.length) };
  }

  async function product(mx: CommerceContext, id: number) {
    const [answer, money] = await Promise.all([
      find(mx, `/v3/catalog/products/${id}`, bc.one(bc.ProductSchema), { include: FULL }),
      storeMoney(mx),
    ]);
    return answer ? bc.toProduct(answer.data, money) : null;
  }

  async function byMpn(mx: CommerceContext, mpn: string) {
    const [answer, money] = await Promise.all([products(mx, FULL, { mpn, page: 1, limit: 1 }), storeMoney(mx)]);
    const found = answer.data[0];
    return found ? bc.toProduct(found, money) : null;
  }

  /** The category's visible records as listing entries: 250 a request, no options (colours come from the variants). */
  async function listing(mx: CommerceContext, categoryId: number): Promise<CommerceListingEntry[]> {
    const [records, money] = await Promise.all([
      everyRecord(mx, LISTING, { 'categories:in': categoryId, is_visible: true }),
      storeMoney(mx),
    ]);
    return records.map((record) => {
      const colors = record.variants.flatMap((v) => v.option_values.filter((o) => o.option_display_name === 'Color').map((o) => o.label));
      return { ...commerceListingEntry(bc.toProduct(record, money)), colors: [...new Set(colors)] };
    });
  }

  /** Visibility and custom fields of every product in some categories (related picks), 250 a request. */
  async function inCategories(mx: CommerceContext, categoryIds: string) {
    const [records, money] = await Promise.all([everyRecord(mx, FIELDS, { 'categories:in': categoryIds }), storeMoney(mx)]);
    return records.map((record) => bc.toProduct(record, money));
  }

  /** The variants a filter names: one `id` or `sku` a request for a few, else the (product-narrowed) list read whole. */
  async function variantsWhere(mx: CommerceContext, filter: { productIds?: number[]; ids?: number[]; skus?: string[] }) {
    const byProduct = { 'product_id:in': csv(filter.productIds) };
    // Ids narrow more than skus; the other filters are applied to what comes back.
    const singles: QueryParams[] = filter.ids?.length ? filter.ids.map((id) => ({ id })) : (filter.skus ?? []).map((sku) => ({ sku }));
    const everyPage = async (query: QueryParams) => {
      const first = await get(mx, '/v3/catalog/variants', VariantPage, { ...query, page: 1, limit: MAX_LIMIT });
      const rest = await Promise.all(
        Array.from({ length: Math.max(0, first.meta.pagination.total_pages - 1) }, (_, i) =>
          get(mx, '/v3/catalog/variants', VariantPage, { ...query, page: i + 2, limit: MAX_LIMIT }),
        ),
      );
      return [first, ...rest].flatMap((p) => p.data);
    };
    if (singles.length === 0) return null;
    const found =
      singles.length <= MAX_SINGLE_LOOKUPS
        ? (await Promise.all(singles.map((query) => everyPage({ ...byProduct, ...query })))).flat()
        : await everyPage(byProduct);
    const ids = filter.ids?.length ? new Set(filter.ids) : null;
    const skus = filter.skus?.length ? new Set(filter.skus) : null;
    const unique = new Map(found.filter((v) => (!ids || ids.has(v.id)) && (!skus || skus.has(v.sku))).map((v) => [v.id, v]));
    return [...unique.values()].sort((a, b) => a.id - b.id);
  }

  /** A page of variants; with ids or skus, the page is cut from their matches here. */
  async function variantPage(
    mx: CommerceContext,
    { page, limit, productIds, ids, skus }: { page: number; limit: number; productIds?: number[]; ids?: number[]; skus?: string[] },
  ): Promise<Page<Variant>> {
    const picked = await variantsWhere(mx, { productIds, ids, skus });
    const [answer, money] = await Promise.all([
      picked ? null : get(mx, '/v3/catalog/variants', VariantPage, { page, limit, 'product_id:in': csv(productIds) }),
      storeMoney(mx),
    ]);
    const items = picked ? picked.slice((page - 1) * limit, page * limit) : answer!.data;
    const total = picked ? picked.length : answer!.meta.pagination.total;
    // A variant's thumbnail falls back to its product's uid: one read of those products' uids.
    const parentIds = [...new Set(items.map((v) => v.product_id))];
    const parents = new Map<number, string>();
    for (const part of chunks(parentIds, MAX_LIMIT)) {
      const answer = await products(mx, '', { 'id:in': csv(part), page: 1, limit: MAX_LIMIT });
      for (const p of answer.data) parents.set(p.id, bc.toProduct(p, money).uid);
    }
    return {
      items: items.map((v) => bc.toVariant(v, money, parents.get(v.product_id) ?? '')),
      pagination: pagination(total, page, limit, items.length),
    };
  }

  async function variantBySku(mx: CommerceContext, sku: string) {
    const answer = await get(mx, '/v3/catalog/variants', VariantPage, { sku, page: 1, limit: 1 });
    const variant = answer.data[0];
    if (!variant) return null;
    return (await product(mx, variant.product_id))?.variants.find((v) => v.id === variant.id) ?? null;
  }

  return { byIds, productPage, product, byMpn, listing, inCategories, variantPage, variantBySku };
}
