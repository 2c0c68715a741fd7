/** /{lang}/styletile: the design tokens and components, then the styletile content page's sections. */
import type { Context } from 'hono';
import type { AppEnv } from '../edge/app-env';
import { localePath } from '../../shared/locale';
import { pageRequest, renderPage } from '../render/render-page';
import { StyletilePage } from '../../client/pages/StyletilePage';
import { cardLabels } from '../render/product-cards';
import { gridLabels, resolveBlocks } from '../render/page-blocks';
import { shopHead } from '../render/seo-head';
import { shopContext } from '../render/shop-context';

export async function styletileRoute(c: Context<AppEnv>): Promise<Response> {
  const request = await pageRequest(c);
  const shop = await shopContext(c, request);
  const page = await shop.content.getPageByUrl(shop.cx, '/styletile');
  // The tile shows the components; the entry's own sample copy would repeat them.
  const blocks = await resolveBlocks(
    shop,
    shop.media,
    (page?.body ?? []).filter((b) => b.type !== 'rich_text'),
  );
  // Price samples are real products of the store: one on sale, one with a range.
  const { items } = await shop.commerce.listProducts(shop.mx, { page: 1, limit: 100, visible: true });
  const onSale = items.find((p) => p.calculatedPrice.value < p.retailPrice.value) ?? items[0]!;
  const ranged = items.find((p) => p.priceRange.min.value < p.priceRange.max.value) ?? items[0]!;
  const head = shopHead(shop, {
    title: shop.t('route.styletile.title'),
    description: shop.t('route.styletile.description'),
    rest: '/styletile',
    robots: 'noindex, follow',
  });
  return renderPage(c, request, {
    head,
    body: (
      <StyletilePage
        page={{
          crumbs: [{ label: shop.t('nav.home'), href: localePath(shop.locale) }, { label: shop.t('route.styletile.title') }],
          blocks,
          labels: gridLabels(shop),
          priceLabels: cardLabels(shop),
          samples: {
            regular: shop.money(onSale.retailPrice),
            sale: shop.money(onSale.calculatedPrice),
            original: shop.money(onSale.retailPrice),
            discount: shop.money({
              value: onSale.retailPrice.value - onSale.calculatedPrice.value,
              currencyCode: onSale.retailPrice.currencyCode,
            }),
            low: shop.money(ranged.priceRange.min),
            high: shop.money(ranged.priceRange.max),
          },
        }}
      />
    ),
  });
}
