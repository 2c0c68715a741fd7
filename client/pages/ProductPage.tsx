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
import { viewItemEvent, type AnalyticsProduct } from '../lib/analytics';
import { useT } from '../lib/page-context';
import type { ProductTag } from '../lib/tags';

export interface ProductView {
  title: string;
  tagline: string;
  description: string;
  crumbs: Crumb[];
  tag: ProductTag | null;
  tagLabel: string | null;
  gallery: { id: string; color: string; alt: string }[];
  /** Options, stock and add-to-cart: in the shell, so the form works without JavaScript. */
  buy: ProductBuyProps;
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
          <div key={row.key} className="specs__row">
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
  return (
    <div className="product-page">
      <DataLayerScript events={[viewItemEvent(page.analytics)]} />
      <Breadcrumbs crumbs={page.crumbs} />
      <div className="product">
        <div className="product__gallery">
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
          <h1>{page.title}</h1>
          <p className="product__tagline">{page.tagline}</p>
          <Notice notice={page.notice} />
          <Island name="product-buy" props={page.buy} />
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
          <p>{page.description}</p>
        </section>
        <Specs title={t('product.specs')} rows={page.specs} />
        <Specs title={t('product.updatedSpecs')} rows={page.updatedSpecs} />
      </div>
      <ProductSection id="related-products" title={t('grid.related')} cards={page.related} labels={page.labels} mode="slider" />
    </div>
  );
}
