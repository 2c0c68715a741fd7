import { Suspense, use } from 'react';
import type { SpecRow } from '../../shared/content';
import { Breadcrumbs } from '../components/Breadcrumbs';
import { DataLayerScript } from '../components/DataLayerScript';
import { ProductSection, type DeferredCards } from '../components/ProductSection';
import { TagBadge } from '../components/TagBadge';
import type { CardLabels, Crumb, GridLabels } from '../components/shop-types';
import { Island } from '../islands/Island';
import { Notice } from './CartPage';
import type { ProductBuyProps } from '../islands/ProductBuy';
import type { ProductAddOnsProps } from '../islands/ProductAddOns';
import type { BackInStockProps } from '../islands/BackInStock';
import { viewItemEvent, type AnalyticsProduct } from '../../shared/analytics';
import { VARIANT_EVENT } from '../lib/variant-events';
import { useEditTags, useT } from '../components/page-context';
import type { EditableEntry } from '../../shared/live-preview';
import type { ProductTag } from '../../shared/tags';
import { PreloadPicture, STUDIO_BACKGROUND } from '../components/Picture';
import { GALLERY_SIZES, GALLERY_SLOT } from '../islands/ProductGallery';
import { IMAGE_QUALITY } from '../../shared/image-url';

export interface ProductView {
  /** The product's content entry, for a live preview's edit tags. */
  edit?: EditableEntry;
  title: string;
  tagline: string;
  description: string;
  crumbs: Crumb[];
  tag: ProductTag | null;
  tagLabel: string | null;
  gallery: { id: string; color: string; alt: string }[];
  /** Options, stock and add-to-cart: in the shell, so the form works without JavaScript. */
  buy: ProductBuyProps;
  /** "Email me when it's back" for sold-out variants; null when every variant has stock or the store does not sell here. */
  notify: BackInStockProps | null;
  /** What the last no-JS add-to-cart post did. */
  notice: { kind: 'status' | 'error'; text: string } | null;
  dealerHref: string;
  specs: SpecRow[];
  updatedSpecs: SpecRow[];
  /** The category's add-ons (spec §2), streamed after the buy panel; null when there are none. */
  addOns: Promise<ProductAddOnsProps | null>;
  related: DeferredCards;
  labels: GridLabels;
  priceLabels: CardLabels;
  analytics: AnalyticsProduct;
}

function Specs({ title, rows }: { title: string; rows: SpecRow[] }) {
  if (!rows.length) return null;
  return (
    <section className="specs">
      <h2>{title}</h2>
      <dl className="specs__list">
        {rows.map((row) => (
          <div key={row.key}>
            <dt>{row.title}</dt>
            <dd>{row.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

function DeferredAddOns({ addOns }: { addOns: Promise<ProductAddOnsProps | null> }) {
  const props = use(addOns);
  return props?.items.length ? <Island name="product-add-ons" props={props} /> : null;
}

/**
 * Spec §2 product page: gallery, title, tagline, price, options and add-to-cart (or a
 * dealer link outside shopping regions), add-ons, description, specs and related products.
 */
export function ProductPage({ page }: { page: ProductView }) {
  const t = useT();
  const tags = useEditTags(page.edit);
  return (
    <div className="product-page">
      <DataLayerScript events={[viewItemEvent(page.analytics)]} />
      <Breadcrumbs crumbs={page.crumbs} />
      <div className="product">
        <div className="product__gallery">
          {/* The gallery's first picture is the page's largest: preloaded from the head (the island's own render has none). */}
          {page.gallery[0] ? (
            <PreloadPicture
              id={page.gallery[0].id}
              rules={GALLERY_SIZES}
              sizes={GALLERY_SLOT}
              quality={IMAGE_QUALITY.helper}
              background={STUDIO_BACKGROUND}
            />
          ) : null}
          <Island
            name="product-gallery"
            props={{
              images: page.gallery,
              labels: {
                gallery: t('product.gallery'),
                previous: t('a11y.previous'),
                next: t('a11y.next'),
                imageOf: t('product.imageOf'),
                thumbnails: t('product.thumbnails'),
              },
            }}
          />
        </div>
        <div className="product__info">
          <TagBadge tag={page.tag} label={page.tagLabel ?? undefined} />
          <h1 {...tags(page.edit?.titleField ?? 'title')}>{page.title}</h1>
          <p className="product__tagline" {...tags('tagline')}>
            {page.tagline}
          </p>
          <Notice notice={page.notice} />
          <Island name="product-buy" props={page.buy} />
          {page.notify ? (
            // Its chunk loads when the shopper comes to the form or chooses another variant (which it then
            // follows): the plain form works from the server's HTML until then, and the page loads less script.
            <Island name="back-in-stock" props={page.notify} hydrate="focus" wake={{ event: VARIANT_EVENT }} />
          ) : null}
          <Suspense fallback={null}>
            <DeferredAddOns addOns={page.addOns} />
          </Suspense>
          <ul className="product__promises">
            <li>{t('product.warranty')}</li>
            <li>{t('product.returns')}</li>
          </ul>
        </div>
      </div>
      <div className="product__details">
        <section className="product__description">
          <h2>{t('product.description')}</h2>
          <p {...tags('description')}>{page.description}</p>
        </section>
        <Specs title={t('product.specs')} rows={page.specs} />
        <Specs title={t('product.updatedSpecs')} rows={page.updatedSpecs} />
      </div>
      <ProductSection id="related-products" title={t('grid.related')} cards={page.related} labels={page.labels} mode="slider" />
    </div>
  );
}
