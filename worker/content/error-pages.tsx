/**
 * The 404 and 410 pages of spec §2 with their content-managed copy, banner and products.
 * Titles follow the spec word for word in English, 'Page Not Found | {brand}' and
 * 'Product Not Available | {brand}', and say the same in the page's language elsewhere.
 * For anonymous visitors the page cache keeps a 404 for a minute and a 410 for five;
 * browsers get `private, max-age=0` from it, like every page.
 */
import type { Context } from 'hono';
import type { AppEnv } from '../edge/app-env';
import { errorPageTitle } from '../render/head';
import { pageRequest, renderPage, type PageRequest } from '../render/render-page';
import { ErrorPage, type ErrorContent } from '../../client/pages/ErrorPage';
import type { ProductCardData } from '../../client/components/shop-types';
import { bannerView } from '../render/banners';
import { cardsFor, cardsForUids } from '../render/product-cards';
import { deferCards, gridLabels } from '../render/page-blocks';
import { shopContext, type ShopContext } from '../render/shop-context';

async function errorContent(
  shop: ShopContext,
): Promise<Omit<ErrorContent, 'products' | 'recommendation'> & { productUids: string[]; automated: boolean }> {
  const entry = await shop.content.getErrorPage(shop.cx);
  const banner = entry.banner ? await bannerView(shop, shop.media, await shop.content.getBanner(shop.cx, entry.banner)) : null;
  return {
    main: entry.main_content,
    linkText: entry.link_text,
    banner,
    productHeader: entry.product_header || shop.t('grid.related'),
    labels: gridLabels(shop),
    productUids: entry.products,
    automated: entry.automated_related_products,
  };
}

/** The error page's products: the editor's picks, or the newest products when it asks for automated ones. */
async function errorProducts(shop: ShopContext, uids: string[], automated: boolean): Promise<ProductCardData[]> {
  if (!automated && uids.length) return cardsForUids(shop, uids, { limit: 4 });
  const products = await shop.content.getProducts(shop.cx, { region: shop.regions.content });
  return cardsFor(shop, [...products.filter((p) => p.is_new.value), ...products.filter((p) => !p.is_new.value)], { limit: 4 });
}

/** Spec §2/§8: a 404 page for any path nothing answers. */
export async function notFoundRoute(c: Context<AppEnv>, given?: PageRequest): Promise<Response> {
  const request = given ?? (await pageRequest(c));
  const shop = await shopContext(c, request);
  const content = await errorContent(shop).catch((error: unknown) => {
    console.error('error page content failed', error);
    return null;
  });
  const page: ErrorContent | null = content
    ? { ...content, products: deferCards(errorProducts(shop, content.productUids, content.automated), '404 products') }
    : null;
  return renderPage(c, request, {
    status: 404,
    head: { title: errorPageTitle(404, shop.text, shop.brand), description: shop.t('error.notFound.text') },
    body: <ErrorPage status={404} content={page} />,
  });
}

/**
 * Spec §2: a discontinued product answers 410 with recommendations. They are this page's
 * reason to exist, so they are awaited; when they fail the answer is the 404 page (spec §8
 * "Recommended products fail to load: fatal 404").
 */
export async function goneRoute(
  c: Context<AppEnv>,
  request: PageRequest,
  shop: ShopContext,
  recommendations: Promise<ProductCardData[]>,
): Promise<Response> {
  let cards: ProductCardData[];
  let content: Awaited<ReturnType<typeof errorContent>>;
  let recommendation: { header: string; main: ErrorContent['main'] };
  try {
    const entry = await shop.content.getErrorPage(shop.cx);
    [cards, content] = await Promise.all([recommendations, errorContent(shop)]);
    recommendation = { header: entry.product_recommendation_page.header, main: entry.product_recommendation_page.main_content };
  } catch (error) {
    console.error('recommendations failed', error);
    return notFoundRoute(c, request);
  }
  // Without recommendations the page falls back to the 404-style content and products.
  const page: ErrorContent = cards.length
    ? { ...content, products: cards, recommendation }
    : {
        ...content,
        products: deferCards(errorProducts(shop, content.productUids, content.automated), '410 products'),
        recommendation: null,
      };
  return renderPage(c, request, {
    status: 410,
    head: { title: errorPageTitle(410, shop.text, shop.brand), description: shop.t('error.gone.text') },
    body: <ErrorPage status={410} content={page} />,
  });
}
