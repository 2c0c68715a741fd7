import type { ReactNode } from 'react';
import type { RichText as RichTextData } from '../../shared/content';
import { localePath } from '../../shared/locale';
import { Banner } from '../components/Banner';
import type { BannerView } from '../components/banner-types';
import { ProductSection, type DeferredCards } from '../components/ProductSection';
import { RichText } from '../components/RichText';
import type { GridLabels, ProductCardData } from '../components/shop-types';
import { usePage, useT } from '../components/page-context';

/** The content-managed parts of the 404 and 410 pages (spec §3 "Error page content"). */
export interface ErrorContent {
  main: RichTextData;
  linkText: string;
  banner: BannerView | null;
  productHeader: string;
  products: DeferredCards | ProductCardData[];
  labels: GridLabels;
  /** 410 with recommendations: the recommendation section's header and copy. */
  recommendation?: { header: string; main: RichTextData } | null;
}

export interface ErrorPageProps {
  status: number;
  /** Raw error text, only in development. */
  error?: string | null;
  content?: ErrorContent | null;
  /** Extra products below the message (kept for callers that pass their own grid). */
  products?: ReactNode;
}

/**
 * Spec §2 "Error page": 404 shows 'Page not found', the content's copy and banner, a link
 * home and a product grid; 410 with recommendations shows the recommendation section;
 * any other status 'Oops! Something Broke' with a way home (the raw error only in
 * development). On the home route the page sits flush to the top.
 */
export function ErrorPage({ status, error, content, products }: ErrorPageProps) {
  const { locale, path } = usePage();
  const t = useT();
  const home = localePath(locale);
  const flush = path === '/' || path === home ? ' error-page--flush' : '';
  if (status !== 404 && status !== 410) {
    return (
      <section className={`error-page error-page--generic${flush}`}>
        <h1>{t('error.generic.title')}</h1>
        <p>
          <a className="button" href={home}>
            {t('error.generic.link')}
          </a>
        </p>
        {error ? <pre className="error-page__raw">{error}</pre> : null}
      </section>
    );
  }
  const recommending = status === 410 && content?.recommendation;
  return (
    <div className={`error-page${flush}`}>
      <section className="error-page__message">
        <p className="error-page__code" aria-hidden="true">
          {status}
        </p>
        <h1>{recommending ? content!.recommendation!.header : status === 410 ? t('error.gone.title') : t('error.notFound.title')}</h1>
        {content ? (
          <RichText blocks={recommending ? content.recommendation!.main : content.main} className="rich-text error-page__copy" />
        ) : (
          <p>{status === 410 ? t('error.gone.text') : t('error.notFound.text')}</p>
        )}
        <p>
          <a className="button" href={home}>
            {content?.linkText || t('error.home')}
          </a>
        </p>
      </section>
      {content?.banner && !recommending ? <Banner banner={content.banner} /> : null}
      {content ? (
        <ProductSection
          id={recommending ? 'error-recommendations' : 'error-products'}
          title={content.productHeader}
          cards={content.products}
          labels={content.labels}
        />
      ) : null}
      {products}
    </div>
  );
}
