/**
 * The hosted search engine's documents (`npm run search:sync`): the catalog as the
 * shop's own ports serve it (embedded documents or the hosted content and commerce
 * services, whichever the environment names), turned into the same search documents the
 * embedded index is built from (search-index.ts), then flattened for App Search: every
 * product still sold and every article (blog posts, support pages) in every content locale.
 */
import { CONTENT_LOCALES, type ContentLocale } from '../../rules/locale';
import { COMMERCE_REGIONS, type CommerceRegion } from '../../rules/regions';
import type { CommerceProvider, CommerceProduct } from '../../ports/commerce/types';
import type { ContentProvider } from '../../ports/content/types';
import type { BlogPost } from '../../ports/content/editorial-entries';
import { requestCalls } from '../../ports/context';
import { flatDocument, type DocumentStamp, type FlatDocument } from '../../ports/search/app-search/documents';
import { searchDocuments } from './search-index';

/** Commerce reads per call (the platform's `id:in` takes at most 50). */
const IDS_PER_READ = 50;

export interface CatalogPorts {
  content: ContentProvider;
  commerce: CommerceProvider;
}

async function allBlogPosts(content: ContentProvider, cx: ReturnType<ReturnType<typeof requestCalls>['content']>): Promise<BlogPost[]> {
  const posts: BlogPost[] = [];
  for (let page = 1; ; page++) {
    const answer = await content.getBlogPosts(cx, { page, perPage: 100 });
    posts.push(...answer.items);
    if (page >= answer.pages || answer.items.length === 0) return posts;
  }
}

async function recordsOf(commerce: CommerceProvider, region: CommerceRegion, ids: readonly number[]): Promise<CommerceProduct[]> {
  const calls = requestCalls({ deadlineMs: 600_000 });
  const out: CommerceProduct[] = [];
  for (let i = 0; i < ids.length; i += IDS_PER_READ)
    out.push(...(await commerce.getProductsByIds(calls.commerce(region), ids.slice(i, i + IDS_PER_READ), { stock: 'catalog' })));
  return out;
}

/** Every locale's search documents, flat, in a stable order; `progress` hears each locale's count. */
export async function catalogSearchDocuments(
  ports: CatalogPorts,
  stamp: DocumentStamp,
  progress: (line: string) => void = () => {},
): Promise<FlatDocument[]> {
  const calls = requestCalls({ deadlineMs: 600_000 });
  const records = new Map<CommerceRegion, CommerceProduct[]>();
  const out: FlatDocument[] = [];
  for (const locale of CONTENT_LOCALES as readonly ContentLocale[]) {
    const cx = calls.content(locale);
    const [products, categories, colorGroups, blogCategories, supportPages, blogPosts] = await Promise.all([
      ports.content.getProducts(cx),
      ports.content.getProductCategories(cx),
      ports.content.getColorGroups(cx),
      ports.content.getBlogCategories(cx),
      ports.content.getSupportPages(cx),
      allBlogPosts(ports.content, cx),
    ]);
    // The stores' records are the same for every locale: read once, for the products the first locale lists.
    for (const region of COMMERCE_REGIONS)
      if (!records.has(region)) {
        const ids = [...new Set(products.flatMap((p) => (p.bc_products[region] ? [p.bc_products[region].id] : [])))];
        records.set(region, await recordsOf(ports.commerce, region, ids));
      }
    const documents = searchDocuments({
      locale,
      products,
      categories,
      colorGroups,
      records: Object.fromEntries(records) as Record<CommerceRegion, CommerceProduct[]>,
      blogPosts,
      blogCategories,
      supportPages,
    });
    progress(`${locale}: ${documents.length} documents`);
    out.push(...documents.map((doc) => flatDocument(locale, doc, stamp)));
  }
  return out;
}
