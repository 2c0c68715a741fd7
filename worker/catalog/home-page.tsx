/** Home (/ and /{lang}): the home page entry's sections, with Organization JSON-LD. */
import type { Context } from 'hono';
import type { AppEnv } from '../edge/app-env';
import { pageRequest, renderPage } from '../render/render-page';
import { defaultLocaleForCountry } from '../rules/locale';
import { HomePage } from '../../client/pages/HomePage';
import { gridLabels, resolveBlocks } from '../render/page-blocks';
import { organization, shopHead } from '../render/seo-head';
import { buildShopContext, loadShopData } from '../render/shop-context';

export async function homeRoute(c: Context<AppEnv>): Promise<Response> {
  // The frame, the shop's reads and the home page entry side by side (one round), then its blocks.
  const cx = c.get('call').content((c.get('locale') ?? defaultLocaleForCountry(c.get('geoCountry'))).contentLocale);
  const [request, data, page] = await Promise.all([pageRequest(c), loadShopData(c), c.get('content').getHomePage(cx)]);
  const shop = buildShopContext(c, request, data);
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
