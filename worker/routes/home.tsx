/** Home (/ and /{lang}): the home page entry's sections, with Organization JSON-LD. */
import type { Context } from 'hono';
import type { AppEnv } from '../app-env';
import { pageRequest, renderPage } from '../render/render-page';
import { HomePage } from '../../client/pages/HomePage';
import { gridLabels, resolveBlocks } from './page-blocks';
import { organization, shopHead } from './seo-head';
import { shopContext } from './shop-context';

export async function homeRoute(c: Context<AppEnv>): Promise<Response> {
  const request = await pageRequest(c);
  const shop = await shopContext(c, request);
  const page = await shop.content.getHomePage(shop.cx);
  const [blocks, org] = await Promise.all([resolveBlocks(shop, shop.media, page.body), organization(shop)]);
  const head = shopHead(shop, {
    title: shop.t('route.home.title'),
    description: page.seo.description || shop.t('route.home.description'),
    rest: '/',
    image: page.seo.image ?? null,
    jsonLd: [org],
  });
  return renderPage(c, request, { head, body: <HomePage blocks={blocks} labels={gridLabels(shop)} /> });
}
