/**
 * Resolves the sections of a content-managed page (spec §3 "Page"): banners and editorial
 * lists are content reads and are awaited; product grids are deferred (their commerce
 * data streams in behind skeletons and a failure shows a note, never a 500).
 */
import type { ResolvedBlock } from '../../client/components/PageBlocks';
import type { GridLabels } from '../../client/components/shop-types';
import { categoryHref } from '../../shared/links';
import type { PageBlock } from '../ports/content/types';
import type { MediaProvider } from '../ports/media/types';
import { bannerView } from './banners';
import { cardLabels, cardsFor } from './product-cards';
import type { ShopContext } from './shop-context';

export function gridLabels(shop: ShopContext): GridLabels {
  return { ...cardLabels(shop), previous: shop.t('grid.previous'), next: shop.t('grid.next'), viewAll: shop.t('grid.viewAll') };
}

/** Spec §9: explicit products first, then the category fills up to `count`, without duplicates. */
export async function gridCards(shop: ShopContext, block: Extract<PageBlock, { type: 'product_grid' }>) {
  const [picked, inCategory] = await Promise.all([
    block.product_uids.length ? shop.content.getProducts(shop.cx, { uids: block.product_uids, region: shop.regions.content }) : [],
    block.category_uid ? shop.content.getProducts(shop.cx, { categoryUid: block.category_uid, region: shop.regions.content }) : [],
  ]);
  const seen = new Set<string>();
  const products = [...picked, ...inCategory].filter((p) => !seen.has(p.uid) && seen.add(p.uid));
  return cardsFor(shop, products, { limit: block.count });
}

/** Turns a promise of cards into the deferred shape: a failure becomes null and is logged. */
export function deferCards<T>(promise: Promise<T>, what: string): Promise<T | null> {
  return settledForReact(
    promise.catch((error: unknown) => {
      console.error(`deferred ${what} failed`, error);
      return null;
    }),
  );
}

/**
 * `promise`, marked with its value once it settles as React's `use` reads a promise it knows:
 * cards already there when the page renders go out in the shell, with no skeleton and no
 * script to swap them in; only those still on their way stream in behind one.
 */
export function settledForReact<T>(promise: Promise<T>): Promise<T> {
  // Each handler returns nothing: handing back the promise itself would chain this one to it,
  // and a failure would then be unhandled here. A failure is marked too (React shows the fallback).
  promise.then(
    (value) => {
      Object.assign(promise, { status: 'fulfilled', value });
    },
    (reason: unknown) => {
      Object.assign(promise, { status: 'rejected', reason });
    },
  );
  return promise;
}

export async function resolveBlocks(shop: ShopContext, media: MediaProvider, blocks: readonly PageBlock[]): Promise<ResolvedBlock[]> {
  const categories = await shop.content.getProductCategories(shop.cx);
  const resolved = await Promise.all(
    blocks.map(async (block): Promise<ResolvedBlock | null> => {
      switch (block.type) {
        case 'banner': {
          const banner = await bannerView(shop, media, await shop.content.getBanner(shop.cx, block.banner));
          return banner ? { type: 'banner', banner } : null;
        }
        case 'rich_text':
          return { type: 'rich_text', content: block.content };
        case 'product_grid': {
          const category = block.category_uid ? categories.find((c) => c.uid === block.category_uid) : undefined;
          return {
            type: 'product_grid',
            uid: block.uid,
            title: block.title,
            slider: block.slider,
            cards: deferCards(gridCards(shop, block), `grid ${block.uid}`),
            viewAll: category ? categoryHref(shop.locale.prefix, category.url) : null,
          };
        }
        case 'cards':
          return { type: 'cards', title: block.title, cards: block.cards };
        case 'blog_posts': {
          const posts = await shop.content.getBlogPosts(shop.cx, { category: block.category, perPage: block.count });
          return { type: 'blog_posts', title: block.title, posts: posts.items };
        }
        case 'athletes': {
          const athletes = await shop.content.getAthletes(shop.cx);
          const byUid = new Map(athletes.map((a) => [a.uid, a]));
          return { type: 'athletes', title: block.title, athletes: block.athlete_uids.flatMap((uid) => byUid.get(uid) ?? []) };
        }
        default:
          return null;
      }
    }),
  );
  return resolved.filter((b): b is ResolvedBlock => b !== null);
}
