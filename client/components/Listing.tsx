/**
 * The parts a product listing shows around its cards, shared by the category page and the
 * search page (spec §2): the filter panel with its facets, the toolbar with the sort menu and
 * the active filters, and the pagination. All plain links, so all of it works without JavaScript.
 */
import type { CategoryView, FacetView } from './category-types';
import { fill } from '../../shared/fill';
import { useCountText, useT } from './page-context';

/** What a listing page resolves for these parts (the category's and the search's views both hold it). */
export interface ListingView extends Pick<CategoryView, 'total' | 'facets' | 'active' | 'clearHref' | 'sort'> {
  /** A `null` link is a gap (…) in a long run of pages. */
  pages: { page: number; pages: number; prev: string | null; next: string | null; links: ({ page: number; href: string } | null)[] };
}

function Facet({ facet }: { facet: FacetView }) {
  const counted = useCountText();
  // The category's colour facet is named `Color` (a platform attribute), the search engine's `color`.
  const colors = facet.id.toLowerCase() === 'color';
  return (
    <fieldset className="facet">
      <legend className="facet__title">{facet.label}</legend>
      <ul className={`facet__options${colors ? ' facet__options--colors' : ''}`}>
        {facet.options.map((option) => (
          <li key={option.href}>
            <a
              className="facet__option"
              href={option.href}
              rel="nofollow"
              aria-current={option.selected ? 'true' : undefined}
              data-empty={option.count === 0 && !option.selected ? 'true' : undefined}
            >
              <span
                className="facet__box"
                aria-hidden="true"
                style={option.hex ? ({ '--swatch': option.hex } as React.CSSProperties) : undefined}
              />
              <span className="facet__label">{option.label}</span>
              <span className="facet__count">
                <span className="visually-hidden">{counted('category.productCount', option.count)}</span>
                <span aria-hidden="true">{option.count}</span>
              </span>
            </a>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}

/** The filter panel: a sidebar on wide screens, a sheet reached by `#filters` on narrow ones. */
export function ListingFilters({ page }: { page: ListingView }) {
  const t = useT();
  const counted = useCountText();
  return (
    <aside id="filters" className="filters" aria-label={t('category.filters')} tabIndex={-1}>
      <div className="filters__head">
        <h2 className="filters__title">{t('category.filters')}</h2>
        <a className="filters__close" href="#main" aria-label={t('a11y.close')}>
          ×
        </a>
      </div>
      {page.facets.map((facet) => (
        <Facet key={facet.id} facet={facet} />
      ))}
      {page.clearHref ? (
        <p>
          <a className="text-link" href={page.clearHref}>
            {t('category.clearFilters')}
          </a>
        </p>
      ) : null}
      <p className="filters__done">
        <a className="button button--primary" href="#main">
          {counted('category.applyFilters', page.total)}
        </a>
      </p>
    </aside>
  );
}

/** Above the cards: the filters button (narrow screens), the sort menu and the active filters as removable chips. */
export function ListingToolbar({ page }: { page: ListingView }) {
  const t = useT();
  return (
    <>
      <div className="toolbar">
        <a className="button toolbar__filters" href="#filters">
          {t('category.filters')}
          {page.active.length ? ` (${page.active.length})` : ''}
        </a>
        <details className="sort">
          <summary className="sort__summary">
            {t('sort.label')}: <strong>{page.sort.current}</strong>
          </summary>
          <ul className="sort__menu">
            {page.sort.options.map((option) => (
              <li key={option.label}>
                <a href={option.href} rel="nofollow" aria-current={option.selected ? 'true' : undefined}>
                  {option.label}
                </a>
              </li>
            ))}
          </ul>
        </details>
      </div>
      {page.active.length ? (
        <ul className="active-filters" aria-label={t('category.activeFilters')}>
          {page.active.map((filter) => (
            <li key={filter.href}>
              <a
                className="chip chip--removable"
                href={filter.href}
                rel="nofollow"
                aria-label={fill(t('category.removeFilter'), { value: filter.label })}
              >
                {filter.label} <span aria-hidden="true">×</span>
              </a>
            </li>
          ))}
        </ul>
      ) : null}
    </>
  );
}

/** Previous, the page links (with gaps) and next; nothing for a single page. */
export function ListingPagination({ pages }: { pages: ListingView['pages'] }) {
  const t = useT();
  if (pages.pages <= 1) return null;
  return (
    <nav className="pagination" aria-label={t('category.pagination')}>
      {pages.prev ? (
        <a className="pagination__step" href={pages.prev} rel="prev">
          ‹ {t('category.previousPage')}
        </a>
      ) : (
        <span className="pagination__step" aria-hidden="true" />
      )}
      <ol>
        {pages.links.map((link, i) =>
          link ? (
            <li key={link.page}>
              <a
                href={link.href}
                aria-current={link.page === pages.page ? 'page' : undefined}
                aria-label={fill(t('category.goToPage'), { page: link.page })}
              >
                {link.page}
              </a>
            </li>
          ) : (
            <li key={`gap-${i}`} aria-hidden="true">
              …
            </li>
          ),
        )}
      </ol>
      {pages.next ? (
        <a className="pagination__step" href={pages.next} rel="next">
          {t('category.nextPage')} ›
        </a>
      ) : (
        <span className="pagination__step" aria-hidden="true" />
      )}
    </nav>
  );
}
