/**
 * Root resolvers of the GraphQL schema. They validate what the schema's types cannot
 * (locales, regions, list sizes) and throw BAD_USER_INPUT errors for bad values.
 */
import { GraphQLError } from 'graphql';
import { CONTENT_LOCALES, parseLocalePrefix, type ContentLocale } from '../../rules/locale';
import type { CommerceRegion, ContentRegion } from '../../rules/regions';
import type { CommerceProduct, CommerceProvider, RelatedSource } from '../../ports/commerce';
import type { ContentProvider } from '../../ports/content';
import type { RequestCalls } from '../../ports/context';
import type { ContentProduct } from '../../ports/content/catalog-entries';
import { placesOf, productWire, type PlacesOf } from '../../edge/money-wire';

export interface GraphqlContext {
  commerce: CommerceProvider;
  content: ContentProvider;
  call: RequestCalls;
}

const CONTENT_REGIONS: readonly ContentRegion[] = ['us', 'ca', 'jp', 'no', 'eu', 'other', 'pro', 'pro_ca', 'pro_eu_region_1'];
const MAX_PRODUCTS = 50;
const MAX_RELATED = 24;

export const badInput = (message: string) => new GraphQLError(message, { extensions: { code: 'BAD_USER_INPUT' } });

/** `de`, `en-us` or a page prefix like `de-at`; absent means en-us. */
export function contentLocale(value: string | null | undefined): ContentLocale {
  if (value === undefined || value === null) return 'en-us';
  const lower = value.toLowerCase();
  if ((CONTENT_LOCALES as readonly string[]).includes(lower)) return lower as ContentLocale;
  const parsed = parseLocalePrefix(lower);
  if (!parsed) throw badInput(`Unknown locale "${value}"`);
  return parsed.contentLocale;
}

function contentRegion(value: string | null | undefined): ContentRegion | null {
  if (value === undefined || value === null) return null;
  if (!(CONTENT_REGIONS as readonly string[]).includes(value)) throw badInput(`Unknown ctsRegion "${value}"`);
  return value as ContentRegion;
}

/** The commerce record as the schema shows it (decimal amounts, like BigCommerce's `Money.value`); variant retail prices only when asked for. */
function presentBc(product: CommerceProduct | null, withRetail: boolean, places: PlacesOf) {
  if (!product) return null;
  const shown = productWire(product, places);
  return withRetail ? shown : { ...shown, variants: shown.variants.map((v) => ({ ...v, retailPrice: null })) };
}

async function relatedProducts(
  ctx: GraphqlContext,
  args: {
    uids?: string[] | null;
    ids?: number[] | null;
    locale?: string | null;
    bcRegion: CommerceRegion;
    includeVariantRetailPrice?: boolean | null;
  },
) {
  const locale = contentLocale(args.locale);
  const uids = args.uids ?? [];
  const ids = args.ids ?? [];
  if (uids.length + ids.length > MAX_PRODUCTS) throw badInput(`Ask for at most ${MAX_PRODUCTS} products at once`);
  const mx = ctx.call.commerce(args.bcRegion);
  const [byId, places] = await Promise.all([ctx.commerce.getProductsByIds(mx, ids), placesOf(ctx.commerce, mx)]);
  const wanted = [...new Set([...uids, ...byId.map((p) => p.uid)])];
  if (wanted.length === 0) return [];
  const content = await ctx.content.getProducts(ctx.call.content(locale), { uids: wanted, includeDiscontinued: true });
  const contentByUid = new Map(content.map((p) => [p.uid, p]));
  const withRetail = args.includeVariantRetailPrice !== false;
  const out = await Promise.all(
    wanted.map(async (uid) => {
      const entry = contentByUid.get(uid);
      if (!entry) return null;
      const bc = await ctx.commerce.getProductByUid(mx, uid);
      return { ...entry, bc_product: presentBc(bc, withRetail, places) };
    }),
  );
  return out.filter((p): p is ContentProduct & { bc_product: ReturnType<typeof presentBc> } => p !== null);
}

export const rootValue = {
  async colorGroups(args: { locale?: string | null }, ctx: GraphqlContext) {
    return ctx.content.getColorGroups(ctx.call.content(contentLocale(args.locale)));
  },

  async automatedRelatedProductIds(
    args: {
      categoryId: number;
      bcRegion: CommerceRegion;
      ctsRegion?: string | null;
      locale?: string | null;
      productAttributes?: { attribute: string; values: string[] }[] | null;
      productId?: number | null;
      limit?: number | null;
    },
    ctx: GraphqlContext,
  ) {
    const locale = contentLocale(args.locale);
    const region = contentRegion(args.ctsRegion);
    if (args.limit !== undefined && args.limit !== null && (args.limit < 1 || args.limit > MAX_RELATED))
      throw badInput(`limit must be 1 to ${MAX_RELATED}`);
    const configs = await ctx.content.getAutomatedRelatedProductsConfig(ctx.call.content(locale));
    const config = configs.find((c) => c.categories.some((cat) => cat.cat_ids_bc[args.bcRegion] === args.categoryId));
    if (!config) return [];
    const given = new Map((args.productAttributes ?? []).map((a) => [a.attribute, a.values]));
    const sources: RelatedSource[] = config.configuration.map((entry) => ({
      categoryIds: [entry.category.cat_ids_bc[args.bcRegion]],
      attributes: Object.fromEntries(entry.attributes.map((name) => [name, given.get(name) ?? []])),
    }));
    // Products not sold in the shopper's content region are never picked.
    const notHere = region
      ? (await ctx.content.getProducts(ctx.call.content(locale)))
          .filter((p) => !p.regions.includes(region))
          .map((p) => p.bc_products[args.bcRegion].id)
      : [];
    return ctx.commerce.getAutomatedRelatedProductIds(ctx.call.commerce(args.bcRegion), {
      sources,
      excludeIds: [...notHere, ...(args.productId ? [args.productId] : [])],
      limit: args.limit ?? config.result_size,
      seed: JSON.stringify([args.categoryId, args.bcRegion, region, args.productId ?? null, [...given.entries()]]),
    });
  },

  relatedProducts(
    args: {
      uids?: string[] | null;
      ids?: number[] | null;
      locale?: string | null;
      bcRegion: CommerceRegion;
      includeVariantRetailPrice?: boolean | null;
    },
    ctx: GraphqlContext,
  ) {
    return relatedProducts(ctx, args);
  },

  async errorPage(args: { locale?: string | null; bcRegion?: CommerceRegion | null }, ctx: GraphqlContext) {
    const locale = contentLocale(args.locale);
    const page = await ctx.content.getErrorPage(ctx.call.content(locale));
    const [products, banner] = await Promise.all([
      relatedProducts(ctx, { uids: page.products, locale, bcRegion: args.bcRegion ?? 'us' }),
      page.banner ? ctx.content.getBanner(ctx.call.content(locale), page.banner) : Promise.resolve(null),
    ]);
    return { ...page, products, banner };
  },
};
