/**
 * Where a seed entry is shown in the shop (en-us), for the preview URL an editor's frame
 * opens: the stack's preview URL settings map a content type to its page (docs/live-preview.md).
 * Null for an entry the seed does not hold or a type with no page of its own.
 */
import { contentSeed } from '../../worker/data/content/index';
import { contentProducts, productCategories } from '../../worker/data/catalog/index';

const trim = (url: string) => url.replace(/^\/+|\/+$/g, '');

export function previewPath(type: string, uid: string): string | null {
  const find = <T extends { uid: string }>(entries: readonly T[]) => entries.find((e) => e.uid === uid);
  switch (type) {
    case 'page': {
      const page = find(contentSeed.pages);
      if (!page) return null;
      // The en-us home is `/` (`/en-us` redirects there).
      return trim(page.url) === '' ? '/' : `/en-us/${trim(page.url)}`;
    }
    case 'product': {
      const product = find(contentProducts);
      return product ? `/en-us/p/${trim(product.url)}` : null;
    }
    case 'product_category': {
      const category = find(productCategories);
      return category ? `/en-us/c/${trim(category.url)}` : null;
    }
    case 'blog_post':
      return find(contentSeed.blogPosts) ? `/en-us/blog/p/${uid}` : null;
    case 'support_page':
      return find(contentSeed.supportPages) ? `/en-us/support/${uid}` : null;
    case 'athlete':
      return find(contentSeed.athletes) ? `/en-us/team/${uid}` : null;
    default:
      return null;
  }
}
