/**
 * Product pages (/{lang}/p/{uid}). Critical: the content entry and the commerce record
 * (unknown → 404; discontinued → 410 with recommendations). Deferred, streamed in
 * Suspense: related products; their failure shows a fallback. The buy panel is in the shell.
 */
import type { Context } from 'hono';
import * as v from 'valibot';
import type { AppEnv } from '../edge/app-env';
import { localePath } from '../../shared/locale';
import { cartFormOf, loadCartForm } from '../cart';
import { isCrawler } from '../render/crawler';
import { pageRequest, renderPage } from '../render/render-page';
import { productJsonLd } from '../render/seo';
import { botcheckWidget } from '../render/botcheck';
import { ProductPage, type ProductView } from '../../client/pages/ProductPage';
import { categoryHref, productHref } from '../../shared/links';
import { colorFromQuery, colorSlug } from '../../shared/swatches';
import type { BuyOption, ProductBuyProps } from '../../client/islands/ProductBuy';
import type { AddOn } from '../../client/components/AddOns';
import type { Crumb, ProductCardData } from '../../client/components/shop-types';
import { initialVariant } from '../../shared/variants';
import { analyticsProduct, buildCard, cardLabels, colorChoices, customerAmounts, formatPrice, priceFor } from '../render/product-cards';
import { goneRoute, notFoundRoute } from '../content';
import { deferCards, gridLabels } from '../render/page-blocks';
import { addOnsFor, relatedProducts, specSettings, specTable } from './product-data';
import { categoryTrail, CRUMBS_MAX_LENGTH, CRUMBS_PATTERN } from '../render/crumbs';
import { absoluteImage, breadcrumbs, organization, shopHead } from '../render/seo-head';
import { buildShopContext, loadShopData } from '../render/shop-context';
import { addOnLabels, buyLabels } from './product-labels';
import { isSoldOut } from '../alerts';
import { ALERT_PATH } from '../alerts';
import { buyVariants, packBuyAnalytics, packBuyVariant, recordInventory } from './product-buy';
import type { BackInStockProps } from '../../client/islands/BackInStock';
import type { ProductAddOnsProps } from '../../client/islands/ProductAddOns';
import { PRIVATE_NO_STORE } from '../rules/cache-control';

const Query = v.object({
  variant: v.fallback(v.optional(v.pipe(v.string(), v.regex(/^\d{1,9}$/), v.transform(Number))), undefined),
  color: v.fallback(v.optional(v.pipe(v.string(), v.maxLength(40))), undefined),
  crumbs: v.fallback(v.optional(v.pipe(v.string(), v.maxLength(CRUMBS_MAX_LENGTH), v.regex(CRUMBS_PATTERN))), undefined),
});

/**
 * The product page's critical data, all in one round trip: the frame, the shop's own reads,
 * the content entry and the commerce record by the URL's slug, the categories for the
 * crumbs, the spec settings and the shopper's cart (when there is a session).
 */
async function loadProduct(c: Context<AppEnv>, slug: string) {
  const locale = c.get('locale');
  const regions = c.get('regions');
  const call = c.get('call');
  const cx = call.content(locale.contentLocale);
  const mx = call.commerce(regions.commerce);
  const content = c.get('content');
  const requested = pageRequest(c);
  const shopping = Promise.all([requested, loadShopData(c)]).then(([request, data]) => buildShopContext(c, request, data));
  const found = content.getProductByUrl(cx, slug);
  // The add-ons start as soon as the shop and the content entry are known, not after the
  // commerce record: with the embedded commerce their live stock is then read in the same
  // D1 statement as the buy box's (worker/ports/commerce/stock-batch.ts). Their failure is
  // logged only where the page shows them (productRoute, after its own checks): a page that
  // fails is one error, and a 404 or 410 never looks at them. The no-op branch keeps a
  // failure that nothing awaits from being an unhandled rejection.
  const addOns: Promise<AddOn[] | null> = regions.shopping
    ? Promise.all([shopping, found]).then(([shop, product]) =>
        product?.regions.includes(regions.content) ? addOnsFor(shop, product) : null,
      )
    : Promise.resolve(null);
  addOns.catch(() => {});
  // Related products start with the add-ons too, from the record without its live stock (the
  // picks read ids and custom fields only), so they do not wait for the stock read or the shell.
  const related: Promise<ProductCardData[]> = Promise.all([shopping, found]).then(async ([shop, product]) => {
    if (!product?.regions.includes(regions.content) || product.discontinued) return [];
    const id = product.bc_products[regions.commerce]?.id;
    const [source] = typeof id === 'number' ? await shop.commerce.getProductsByIds(shop.mx, [id], { stock: 'catalog' }) : [];
    return relatedProducts(shop, product, source ?? null);
  });
  related.catch(() => {});
  const [request, shop, product, byUrl, categories, specs, cart] = await Promise.all([
    requested,
    shopping,
    found,
    c.get('commerce').getProductByUrl(mx, slug),
    content.getProductCategories(cx),
    specSettings({ content, cx }),
    regions.shopping && !isCrawler(c.req.header('user-agent')) ? loadCartForm(c, regions).catch(() => null) : Promise.resolve(null),
  ]);
  return { request, shop, product, byUrl, categories, specs, cart, addOns, related };
}

export async function productRoute(c: Context<AppEnv>): Promise<Response> {
  const slug = c.req.param('uid') ?? '';
  if (!/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(slug)) return notFoundRoute(c);
  const { request, shop, product, byUrl, categories: all, specs, cart, addOns: addOnItems, related } = await loadProduct(c, slug);
  if (!product?.regions.includes(shop.regions.content)) return notFoundRoute(c, request);
  const region = shop.regions.commerce;
  const id = product.bc_products[region]?.id ?? -1;
  // The record found by URL is the product's own in every store we know; a platform whose
  // URLs differ from the content's costs one more call, by id.
  const commerce = byUrl?.id === id ? byUrl : await shop.commerce.getProduct(shop.mx, id);
  if (product.discontinued || (commerce && !commerce.is_visible)) {
    return goneRoute(c, request, shop, relatedProducts(shop, product, commerce));
  }
  if (!commerce) return notFoundRoute(c, request);
  // The page cache purges this page when the product, its stock or its categories change.
  shop.tags?.add(`product:${commerce.id}`);
  for (const x of commerce.categories) shop.tags?.add(`category:${x.id}`);

  const query = v.parse(Query, c.req.query());
  const colors = colorChoices(shop, product, commerce);
  const colorOption = commerce.product_options.find((o) => o.displayName === 'Color');
  const askedColor = colorFromQuery(
    query.color,
    colors.map((x) => x.name),
  );
  const colorValue = colorOption?.values.find((x) => x.label === askedColor)?.entityId ?? null;
  const selected = initialVariant(buyVariants(shop, commerce, null).variants, query.variant ?? null, colorValue);
  const selectedColor = colorOption
    ? (colorOption.values.find((x) => selected?.values.includes(x.entityId))?.label ?? colors[0]?.name)
    : null;
  // The page cache stores this answer only for values of this product, spelt as its links spell them.
  c.set('pageQuery', {
    variant: query.variant !== undefined && selected?.id === query.variant ? String(selected.id) : undefined,
    color: askedColor && askedColor === selectedColor ? colorSlug(askedColor) : undefined,
    crumbs: query.crumbs && all.some((x) => x.uid === query.crumbs) ? query.crumbs : undefined,
  });

  const category = all.find((x) => x.uid === product.category) ?? null;
  const title = product.display_title || product.title;
  // The page shows the trail the shopper came by (`crumbs`, spec §2); search engines get the full one.
  const crumbsOf = (trail: typeof all): Crumb[] => [
    { label: shop.t('nav.home'), href: localePath(shop.locale) },
    ...trail.map((x) => ({ label: x.display_title || x.title, href: categoryHref(shop.locale.prefix, x.url) })),
    { label: title },
  ];
  const fullCrumbs = crumbsOf(categoryTrail(all, product.category));
  const crumbs = crumbsOf(categoryTrail(all, product.category, query.crumbs));
  const path = productHref(shop.locale.prefix, product.url);
  // The no-JS add-to-cart form carries the session's token when there is a session, and the
  // page shows what the last post did, with the header's count.
  const form = cartFormOf(request, cart);
  const csrfToken = form.csrfToken;
  const price = priceFor(shop, product, commerce);
  const analytics = analyticsProduct(shop, product, commerce, price, category?.title);

  // The buy panel is part of the shell, so the add-to-cart form works without JavaScript
  // (streamed Suspense parts stay hidden until script reveals them). Its stock is the
  // commerce record's, loaded above; add-ons and related products follow it, in the shell
  // too when their data is there by the time the page renders (deferCards marks it).
  const addOns: Promise<ProductAddOnsProps | null> = shop.regions.shopping
    ? deferCards(
        addOnItems.then((items) =>
          items?.length
            ? {
                items,
                action: localePath(shop.locale, '/cart/add'),
                ...(csrfToken !== null ? { csrfToken } : {}),
                returnTo: path,
                inCart: form.productIds,
                labels: addOnLabels(shop),
              }
            : null,
        ),
        `add-ons ${product.uid}`,
      )
    : Promise.resolve(null);
  const forSale = buyVariants(shop, commerce, recordInventory(commerce), analytics);
  const options: BuyOption[] = commerce.product_options.map((o) => ({
    id: o.id,
    name: o.displayName,
    label: shop.t(o.displayName === 'Color' ? 'product.colour' : o.displayName === 'Size' ? 'product.size' : 'product.length'),
    values: o.values.map((x) => ({
      id: x.entityId,
      label: x.label,
      // The island shows `display ?? label`: sent only where it differs (translated colours).
      ...(o.displayName === 'Color' && shop.colorLabel(x.label) !== x.label ? { display: shop.colorLabel(x.label) } : {}),
      ...(x.hexColors?.[0] ? { hex: x.hexColors[0] } : {}),
    })),
  }));
  const catalogPrice = !shop.regions.shopping && price ? formatPrice(shop, price.view) : null;
  const onSale = [forSale.price, catalogPrice, ...forSale.variants.map((x) => x.price)].some((p) => p?.kind === 'sale');
  const buy: ProductBuyProps = {
    productId: commerce.id,
    region,
    path,
    crumbs: query.crumbs && crumbs.length < fullCrumbs.length ? query.crumbs : null,
    action: localePath(shop.locale, '/cart/add'),
    cartHref: localePath(shop.locale, '/cart'),
    ...(csrfToken !== null ? { csrfToken } : {}),
    shopping: shop.regions.shopping,
    ...(shop.regions.shopping ? {} : { dealerHref: localePath(shop.locale, '/stores') }),
    catalogPrice,
    options,
    price: forSale.price,
    // Value positions, and `purchasable` only where it is false (the island restores ids and true).
    variants: forSale.variants.map((x) => packBuyVariant(x, options)),
    initialVariantId: selected?.id ?? commerce.variants[0]?.id ?? 0,
    stockKnown: true,
    analytics: packBuyAnalytics(analytics, commerce.id),
    labels: buyLabels(shop, { stockKnown: forSale.variants.every((x) => x.stock !== null), onSale }),
  };

  // Sold-out variants offer one mail when they are back (worker/alerts/back-in-stock-page.tsx).
  const soldOut = shop.regions.shopping ? commerce.variants.filter(isSoldOut).map((x) => x.id) : [];
  const notify: BackInStockProps | null = soldOut.length
    ? {
        action: localePath(shop.locale, ALERT_PATH),
        ...(csrfToken !== null ? { csrfToken } : {}),
        productId: commerce.id,
        soldOut,
        initialVariantId: buy.initialVariantId,
        botcheck: botcheckWidget(c),
        labels: {
          heading: shop.t('notify.heading'),
          intro: shop.t('notify.intro'),
          email: shop.t('notify.email'),
          submit: shop.t('notify.submit'),
          working: shop.t('account.botcheck.working'),
          failed: shop.t('account.botcheck.failed'),
          noscript: shop.t('account.botcheck.noscript'),
        },
      }
    : null;

  const tag = buildCard(shop, product, commerce)?.tag ?? null;
  const ordered = selectedColor
    ? [...colors.filter((x) => x.name === selectedColor), ...colors.filter((x) => x.name !== selectedColor)]
    : colors;
  const page: ProductView = {
    edit: { contentType: 'product', uid: product.uid, titleField: product.display_title ? 'display_title' : 'title' },
    title,
    tagline: product.tagline,
    description: product.description,
    crumbs,
    tag,
    tagLabel: tag ? cardLabels(shop).tags[tag] : null,
    gallery: ordered.map((x) => ({ id: x.image, color: x.name, alt: `${title}, ${x.label}` })),
    buy,
    notify,
    dealerHref: localePath(shop.locale, '/stores'),
    specs: specTable(shop, product, commerce, specs),
    addOns,
    updatedSpecs: product.updated_product_specs,
    related: deferCards(related, `related ${product.uid}`),
    labels: gridLabels(shop),
    priceLabels: cardLabels(shop),
    analytics: { ...analytics, variant_id: selected?.id ?? null },
    notice: form.notice,
  };

  const offers = shop.regions.shopping
    ? commerce.variants.map((variant) => ({
        sku: variant.sku,
        price: customerAmounts(
          shop,
          variant.calculatedPrice,
          variant.retailPrice,
          commerce.categories.map((x) => x.id),
        ).calculated.value,
        currency: variant.calculatedPrice.currencyCode,
        inStock: variant.isPurchasable && variant.inventoryLevel >= 1,
        url: shop.absolute(`${path}?variant=${variant.id}`),
        name: variant.option_values.map((o) => (o.option_display_name === 'Color' ? shop.colorLabel(o.label) : o.label)).join(' / '),
      }))
    : price
      ? // Catalogue-only countries show the country's price and send shoppers to dealers: one in-store offer at that price.
        [
          {
            sku: commerce.sku,
            price: price.calculated.value,
            currency: price.calculated.currencyCode,
            inStock: true,
            inStoreOnly: true,
            url: shop.absolute(path),
          },
        ]
      : [];
  const head = shopHead(shop, {
    title,
    description: product.tagline || product.description.slice(0, 160),
    rest: `/p/${product.url}`,
    image: colors[0]?.image ?? product.image.amplience_id,
    type: 'product',
    jsonLd: [
      productJsonLd({
        name: title,
        description: product.description,
        url: shop.absolute(path),
        images: colors.map((x) => absoluteImage(shop, x.image, 1000, 1000)),
        brand: shop.brand,
        sku: commerce.sku,
        category: category?.title ?? null,
        offers,
      }),
      breadcrumbs(
        shop,
        fullCrumbs.map((crumb, i) => (i === fullCrumbs.length - 1 ? { ...crumb, href: path } : crumb)),
      ),
      await organization(shop),
    ],
  });
  return renderPage(c, request, {
    head,
    body: <ProductPage page={page} />,
    ...(csrfToken ? { headers: { 'cache-control': PRIVATE_NO_STORE } } : {}),
  });
}
