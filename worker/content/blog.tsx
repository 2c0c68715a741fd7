/**
 * The journal (spec §2): /{lang}/blog (every post), /{lang}/blog/{category} (one section)
 * and /{lang}/blog/p/{uid} (a post). Lists are paged with `?page=`; an unknown section, a
 * page past the end and an unknown post answer the 404 page.
 */
import type { Context } from 'hono';
import type { AppEnv } from '../edge/app-env';
import { localePath } from '../../shared/locale';
import { pageRequest, renderPage } from '../render/render-page';
import { articleJsonLd } from '../render/seo';
import { BlogListPage, BlogPostPage } from '../../client/pages/BlogPages';
import type { BlogListView, BlogPostView, PostSummary } from '../../client/components/editorial-types';
import { SHARE_NETWORKS, opensPopup, shareUrl } from '../../shared/share';
import type { BlogCategory, BlogPost } from '../ports/content/types';
import { cardsForUids } from '../render/product-cards';
import { dateIn, fill, pageNumber } from './editorial';
import { notFoundRoute } from './error-pages';
import { deferCards, gridLabels } from '../render/page-blocks';
import { absoluteImage, breadcrumbs, shopHead } from '../render/seo-head';
import { loadShopData, buildShopContext, type ShopContext } from '../render/shop-context';

export const BLOG_PAGE_SIZE = 6;
const RELATED_POSTS = 3;
/** Spec §2: sections under /blog, posts under /blog/p. */
const BLOG = '/blog';
const POST = '/blog/p';
/** What the share links show: the networks' own names (not translated). */
const NETWORK_NAMES = { facebook: 'Facebook', x: 'X', linkedin: 'LinkedIn', pinterest: 'Pinterest' } as const;

const blogHome = (shop: ShopContext) => localePath(shop.locale, BLOG);
const sectionHref = (shop: ShopContext, uid: string) => localePath(shop.locale, `${BLOG}/${uid}`);
export const postPath = (uid: string) => `${POST}/${uid}`;

function summary(shop: ShopContext, post: BlogPost, categories: readonly BlogCategory[]): PostSummary {
  return {
    uid: post.uid,
    href: localePath(shop.locale, postPath(post.uid)),
    title: post.title,
    excerpt: post.excerpt,
    dateIso: post.date,
    date: dateIn(shop, post.date),
    category: categories.find((c) => c.uid === post.category)?.title ?? null,
    image: post.hero_image,
  };
}

/** /{lang}/blog and /{lang}/blog/{category}. */
export async function blogListRoute(c: Context<AppEnv>, categoryUid?: string): Promise<Response> {
  const page = pageNumber(c.req.query('page'));
  const content = c.get('content');
  const request = await pageRequest(c);
  if (page === null) return notFoundRoute(c, request);
  const cx = c.get('call').content(request.context.locale.contentLocale);
  const [data, categories, posts] = await Promise.all([
    loadShopData(c),
    content.getBlogCategories(cx),
    content.getBlogPosts(cx, { category: categoryUid, page, perPage: BLOG_PAGE_SIZE }),
  ]);
  const shop = buildShopContext(c, request, data);
  const category = categoryUid === undefined ? null : categories.find((cat) => cat.uid === categoryUid);
  if (category === undefined || (page > 1 && page > posts.pages)) return notFoundRoute(c, request);
  // The first page's own URL has no `page`: only `?page=2` and on are stored under their own key.
  c.set('pageQuery', { page: page > 1 ? String(page) : undefined });

  const base = category ? sectionHref(shop, category.uid) : blogHome(shop);
  const pageHref = (n: number) => (n === 1 ? base : `${base}?page=${n}`);
  const journal = shop.t('route.blog.title');
  const title = category?.title ?? journal;
  const crumbs = [
    { label: shop.t('nav.home'), href: localePath(shop.locale) },
    ...(category ? [{ label: journal, href: blogHome(shop) }] : []),
    { label: title, href: pageHref(page) },
  ];
  const view: BlogListView = {
    title,
    lede: category?.description ?? shop.t('route.blog.description'),
    crumbs,
    sections: [
      { label: shop.t('blog.allStories'), href: blogHome(shop), current: !category },
      ...categories.map((cat) => ({ label: cat.title, href: sectionHref(shop, cat.uid), current: cat.uid === category?.uid })),
    ],
    posts: posts.items.map((post) => summary(shop, post, categories)),
    pagination: {
      page,
      pages: posts.pages,
      status: fill(shop, 'blog.page', { page, pages: Math.max(1, posts.pages) }),
      newer: page > 1 ? pageHref(page - 1) : null,
      older: page < posts.pages ? pageHref(page + 1) : null,
    },
  };
  const rest = (category ? `${BLOG}/${category.uid}` : BLOG) + (page > 1 ? `?page=${page}` : '');
  const head = shopHead(shop, {
    title: page > 1 ? fill(shop, 'blog.pageTitle', { title: category?.seo.title || title, page }) : category?.seo.title || title,
    description: category?.seo.description || view.lede,
    rest,
    image: category?.seo.image ?? posts.items[0]?.hero_image.amplience_id ?? null,
    jsonLd: [breadcrumbs(shop, crumbs)],
  });
  return renderPage(c, request, { head, body: <BlogListPage page={view} /> });
}

/** /{lang}/blog/p/{uid}. */
export async function blogPostRoute(c: Context<AppEnv>, uid: string): Promise<Response> {
  const content = c.get('content');
  const request = await pageRequest(c);
  const cx = c.get('call').content(request.context.locale.contentLocale);
  const [data, post, categories] = await Promise.all([loadShopData(c), content.getBlogPost(cx, uid), content.getBlogCategories(cx)]);
  if (!post) return notFoundRoute(c, request);
  const shop = buildShopContext(c, request, data);
  // Related: the newest others of the post's section, then the newest of the journal.
  const [inSection, newest] = await Promise.all([
    content.getBlogPosts(cx, { category: post.category, perPage: RELATED_POSTS + 1 }),
    content.getBlogPosts(cx, { perPage: RELATED_POSTS + 1 }),
  ]);
  const seen = new Set([post.uid]);
  const related = [...inSection.items, ...newest.items].filter((p) => !seen.has(p.uid) && seen.add(p.uid)).slice(0, RELATED_POSTS);

  const category = categories.find((cat) => cat.uid === post.category) ?? null;
  const path = localePath(shop.locale, postPath(post.uid));
  const journal = shop.t('route.blog.title');
  const crumbs = [
    { label: shop.t('nav.home'), href: localePath(shop.locale) },
    { label: journal, href: blogHome(shop) },
    ...(category ? [{ label: category.title, href: sectionHref(shop, category.uid) }] : []),
    { label: post.title, href: path },
  ];
  const image = absoluteImage(shop, post.hero_image.amplience_id);
  const shared = { url: shop.absolute(path), title: post.title, image };
  const view: BlogPostView = {
    edit: { contentType: 'blog_post', uid: post.uid },
    title: post.title,
    crumbs,
    category: category ? { label: category.title, href: sectionHref(shop, category.uid) } : null,
    byline: fill(shop, 'blog.by', { author: post.author }),
    dateIso: post.date,
    date: dateIn(shop, post.date),
    image: post.hero_image,
    excerpt: post.excerpt,
    body: post.body,
    share: {
      heading: shop.t('share.heading'),
      newWindow: shop.t('share.newWindow'),
      links: SHARE_NETWORKS.map((network) => ({
        network,
        text: network === 'email' ? shop.t('support.email') : NETWORK_NAMES[network],
        label: network === 'email' ? shop.t('share.email') : fill(shop, 'share.on', { network: NETWORK_NAMES[network] }),
        href: shareUrl(network, shared),
        popup: opensPopup(network),
      })),
    },
    products: deferCards(cardsForUids(shop, post.products), `post products ${post.uid}`),
    related: related.map((p) => summary(shop, p, categories)),
    labels: gridLabels(shop),
  };
  const head = shopHead(shop, {
    title: post.title,
    description: post.excerpt,
    rest: postPath(post.uid),
    image: post.hero_image.amplience_id,
    type: 'article',
    jsonLd: [
      articleJsonLd({
        headline: post.title,
        description: post.excerpt,
        url: shop.absolute(path),
        image,
        datePublished: post.date,
        author: post.author,
        publisher: shop.brand,
        section: category?.title,
      }),
      breadcrumbs(shop, crumbs),
    ],
  });
  return renderPage(c, request, { head, body: <BlogPostPage page={view} /> });
}
