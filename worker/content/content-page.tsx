/**
 * Generic content pages (/{lang}/{page}): any page entry of the content service whose url
 * is the path, offered in the visitor's content region. Anything else is the 404 page.
 */
import type { Context } from 'hono';
import type { ReactNode } from 'react';
import type { AppEnv } from '../edge/app-env';
import { localePath } from '../../shared/locale';
import { pageRequest, renderPage, type PageRequest } from '../render/render-page';
import { ContentPage } from '../../client/pages/ContentPage';
import { notFoundRoute } from './error-pages';
import { gridLabels, resolveBlocks } from '../render/page-blocks';
import { breadcrumbs, shopHead } from '../render/seo-head';
import { shopContext } from '../render/shop-context';

/** Page uids with their own routes or no page of their own. */
const NOT_GENERIC = new Set(['home']);

/**
 * `personal`: what a route adds under the page's title for the visitor (the pro spend tracker
 * on /pro), read beside the page's sections; null adds nothing.
 */
export async function contentPageRoute(
  c: Context<AppEnv>,
  slug: string,
  personal?: (request: PageRequest) => Promise<ReactNode | null>,
): Promise<Response> {
  if (!/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(slug)) return notFoundRoute(c);
  const request = await pageRequest(c);
  const shop = await shopContext(c, request);
  const page = await shop.content.getPageByUrl(shop.cx, `/${slug}`);
  if (!page || NOT_GENERIC.has(page.uid) || (page.regions.length > 0 && !page.regions.includes(shop.regions.content))) {
    return notFoundRoute(c, request);
  }
  const [blocks, aside] = await Promise.all([resolveBlocks(shop, shop.media, page.body), personal ? personal(request) : null]);
  const crumbs = [{ label: shop.t('nav.home'), href: localePath(shop.locale) }, { label: page.title }];
  const head = shopHead(shop, {
    title: page.seo.title || page.title,
    description: page.seo.description,
    rest: page.url,
    image: page.seo.image ?? null,
    type: 'article',
    jsonLd: [breadcrumbs(shop, crumbs)],
  });
  return renderPage(c, request, {
    head,
    body: (
      <ContentPage
        title={page.title}
        lede={page.seo.description || null}
        crumbs={crumbs}
        blocks={blocks}
        labels={gridLabels(shop)}
        edit={{ contentType: 'page', uid: page.uid }}
      >
        {aside}
      </ContentPage>
    ),
  });
}
