/**
 * The embedded search engine's documents (build time): per content locale, every product
 * still sold (title, tagline, description, category and colour names, spec rows) and every
 * article (blog posts, support pages), with the stored fields filters and facets read.
 * documents.ts turns them into `search/{locale}.json` (a MiniSearch index).
 */
import type { ContentLocale } from '../../rules/locale';
import type { CommerceRegion } from '../../rules/regions';
import type { ColorGroup, ContentProduct } from '../../ports/content/catalog-entries';
import type { LocalizedProductCategory } from '../../ports/content/types';
import type { BlogCategory, BlogPost, SupportPage } from '../../ports/content/editorial-entries';
import type { CommerceProduct } from '../../ports/commerce/types';
import type { RichText } from '../../../shared/content';
import { ALL_CONTENT_REGIONS } from '../catalog/seed';
import type { SearchDocument } from '../../ports/search/index-document';
import { searchPrice } from '../../ports/search/prices';

export interface SearchSource {
  locale: ContentLocale;
  products: readonly ContentProduct[];
  categories: readonly LocalizedProductCategory[];
  colorGroups: readonly ColorGroup[];
  /** Every store's records (the same ids in every store). */
  records: Readonly<Record<CommerceRegion, readonly CommerceProduct[]>>;
  blogPosts: readonly BlogPost[];
  blogCategories: readonly BlogCategory[];
  supportPages: readonly SupportPage[];
}

export function richTextWords(body: RichText): string {
  return body
    .map((block) => {
      switch (block.type) {
        case 'ul':
        case 'ol':
          return block.items.join(' ');
        case 'table':
          return [block.caption, ...block.head, ...block.rows.flat()].join(' ');
        case 'link':
          return block.link.title ?? '';
        default:
          return block.text;
      }
    })
    .join(' ');
}

function productDocument(source: SearchSource, product: ContentProduct, order: number): SearchDocument | null {
  const byRegion = Object.entries(source.records).map(
    ([region, records]) => [region, records.find((r) => r.id === product.bc_products[region as CommerceRegion]?.id)] as const,
  );
  const any = byRegion.find(([, r]) => r)?.[1];
  if (!any) return null;
  const chain: LocalizedProductCategory[] = [];
  for (let uid: string | null = product.category; uid; ) {
    const category = source.categories.find((c) => c.uid === uid);
    if (!category || chain.includes(category)) break;
    chain.push(category);
    uid = category.parent;
  }
  const colors = any.product_options.find((o) => o.displayName === 'Color')?.values.map((v) => v.label) ?? [];
  const groups = source.colorGroups.filter((g) => colors.some((c) => g.child_colors.includes(c)));
  const prices: Record<string, number> = {};
  const sale: string[] = [];
  for (const [region, record] of byRegion) {
    if (!record) continue;
    prices[region] = searchPrice(record.calculatedPrice.value, record.calculatedPrice.currencyCode);
    // The sale rule compares the exact minor units, before any decimal is made.
    if (record.calculatedPrice.value < record.retailPrice.value) sale.push(region);
  }
  for (const [country, price] of Object.entries(product.prices)) prices[country] = searchPrice(price.calculated, price.currency);
  const specs = [...product.product_specs, ...product.updated_product_specs];
  return {
    id: `product:${product.uid}`,
    type: 'product',
    uid: product.uid,
    title: product.display_title || product.title,
    tagline: product.tagline,
    description: product.description,
    category_names: chain.flatMap((c) => [c.display_title, c.title]).join(' '),
    color_names: [...groups.map((g) => g.color_name), ...colors].join(' '),
    spec_values: specs.map((row) => `${row.title} ${row.value}`).join(' '),
    url: `/p/${product.url}`,
    image: product.image.amplience_id,
    category: chain.map((c) => c.uid),
    color: groups.map((g) => g.uid),
    level: any.customFields.find((f) => f.name === 'Level')?.value ?? null,
    flags: [
      ...(product.is_new.value || any.isNew ? ['new'] : []),
      ...(product.is_redesigned.value || any.isRedesigned ? ['redesigned'] : []),
    ],
    prices,
    sale,
    regions: product.regions,
    is_new: product.is_new.value || any.isNew ? 1 : 0,
    date: '',
    order,
  };
}

function articleDocument(
  id: string,
  uid: string,
  title: string,
  summary: string,
  body: RichText,
  section: string,
  url: string,
  date: string,
  order: number,
): SearchDocument {
  return {
    id,
    type: 'article',
    uid,
    title,
    tagline: summary,
    description: richTextWords(body),
    category_names: section,
    color_names: '',
    spec_values: '',
    url,
    image: null,
    category: [],
    color: [],
    level: null,
    flags: [],
    prices: {},
    sale: [],
    regions: [...ALL_CONTENT_REGIONS],
    is_new: 0,
    date,
    order,
  };
}

export function searchDocuments(source: SearchSource): SearchDocument[] {
  const products = source.products.filter((p) => !p.discontinued).flatMap((p, i) => productDocument(source, p, i) ?? []);
  const base = products.length;
  const posts = source.blogPosts.map((post, i) =>
    articleDocument(
      `blog:${post.uid}`,
      post.uid,
      post.title,
      post.excerpt,
      post.body,
      source.blogCategories.find((c) => c.uid === post.category)?.title ?? '',
      `/blog/p/${post.uid}`,
      post.date,
      base + i,
    ),
  );
  const support = source.supportPages.map((page, i) =>
    articleDocument(
      `support:${page.uid}`,
      page.uid,
      page.title,
      page.summary,
      page.body,
      '',
      `/support/${page.uid}`,
      '',
      base + posts.length + i,
    ),
  );
  return [...products, ...posts, ...support];
}
