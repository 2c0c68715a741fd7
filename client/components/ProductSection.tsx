import { Suspense, use, type ReactNode } from 'react';
import { Island } from '../islands/Island';
import { skeletonCount } from '../../shared/grid';
import { useT } from './page-context';
import { CardSkeleton } from './ProductCard';
import type { GridLabels, ProductCardData } from './shop-types';
import { packCards, packGridLabels } from './card-wire';

/** Cards that may still be on their way: deferred data resolves to null when it failed. */
export type DeferredCards = Promise<ProductCardData[] | null>;

export interface ProductSectionProps {
  id: string;
  title: string;
  /** Visually hidden heading (the page already names the list). */
  hideTitle?: boolean;
  cards: DeferredCards | ProductCardData[];
  labels: GridLabels;
  mode?: 'grid' | 'slider';
  headingLevel?: 2 | 3;
  eager?: number;
  /** Shown under the heading, e.g. a "view all" link. */
  action?: ReactNode;
  /** Shown instead of the grid when there are no products (nothing by default). */
  empty?: ReactNode;
  className?: string;
}

export function GridSkeleton({ mode }: { mode: 'grid' | 'slider' }) {
  const t = useT();
  return (
    <div className={`product-grid product-grid--${mode} product-grid--loading`} role="status" aria-label={t('grid.loading')}>
      {/* The status's label says it; the skeletons' own 'Loading' lines are hidden from assistive technology once, on the list. */}
      <ul className="product-grid__list" aria-hidden="true">
        {Array.from({ length: skeletonCount(mode) }, (_, i) => (
          <CardSkeleton key={i} label={t('card.loading')} />
        ))}
      </ul>
    </div>
  );
}

function Cards({ cards, props }: { cards: DeferredCards | ProductCardData[]; props: ProductSectionProps }) {
  const t = useT();
  const list = Array.isArray(cards) ? cards : use(cards);
  if (list === null) return <p className="section-failed">{t('error.sectionFailed')}</p>;
  if (list.length === 0) return <>{props.empty ?? null}</>;
  return (
    <Island
      name="product-grid"
      // A section without eager cards is below the fold: it hydrates as it scrolls into reach.
      hydrate={(props.eager ?? 0) > 0 ? 'load' : 'visible'}
      props={{
        ...packCards(list),
        labels: packGridLabels(props.labels, list, props.mode ?? 'grid'),
        mode: props.mode ?? 'grid',
        list: { name: props.title, id: props.id },
        eager: props.eager ?? 0,
        headingLevel: props.headingLevel === 3 ? 4 : 3,
      }}
    />
  );
}

/**
 * A titled product grid or slider. Deferred cards stream in: the skeletons of spec §2
 * show until they arrive, and a failure shows a short note instead of the grid.
 */
export function ProductSection(props: ProductSectionProps) {
  const Heading = props.headingLevel === 3 ? 'h3' : 'h2';
  const mode = props.mode ?? 'grid';
  return (
    <section className={`product-section ${props.className ?? ''}`.trim()} aria-labelledby={`${props.id}-title`}>
      <div className="product-section__head">
        <Heading id={`${props.id}-title`} className={props.hideTitle ? 'visually-hidden' : 'product-section__title'}>
          {props.title}
        </Heading>
        {props.action}
      </div>
      <Suspense fallback={<GridSkeleton mode={mode} />}>
        <Cards cards={props.cards} props={props} />
      </Suspense>
    </section>
  );
}
