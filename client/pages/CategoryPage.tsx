import { Breadcrumbs } from '../components/Breadcrumbs';
import type { CategoryView, FacetView } from '../components/category-types';
import { ProductSection } from '../components/ProductSection';
import { fill } from '../../shared/fill';
import { useT } from '../lib/page-context';

function Facet({ facet }: { facet: FacetView }) {
  const t = useT();
  return (
    <fieldset className="facet">
      <legend className="facet__title">{facet.label}</legend>
      <ul className={`facet__options${facet.id === 'Color' ? ' facet__options--colors' : ''}`}>
        {facet.options.map((option) => (
          <li key={option.label}>
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
                <span className="visually-hidden">{fill(t('category.productCount'), { count: option.count })}</span>
                <span aria-hidden="true">{option.count}</span>
              </span>
            </a>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}

/**
 * Spec §2 category page: breadcrumbs, sub-categories, filters and sort as plain links (they
 * work without JavaScript), the product grid, pagination and an empty state. On small
 * screens the filters open as a panel through the `#filters` fragment.
 */
export function CategoryPage({ page }: { page: CategoryView }) {
  const t = useT();
  const count = fill(t('category.productCount'), { count: page.total });
  return (
    <div className="category">
      <Breadcrumbs crumbs={page.crumbs} />
      <header className="category__header">
        <h1>{page.title}</h1>
        {page.description ? <p className="category__lede">{page.description}</p> : null}
        <p className="category__count">{count}</p>
      </header>
      {page.subcategories.length ? (
        <nav className="chips" aria-label={t('category.subcategories')}>
          <ul>
            {page.subcategories.map((sub) => (
              <li key={sub.href}>
                <a className="chip" href={sub.href} aria-current={sub.current ? 'page' : undefined}>
                  {sub.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      <div className="category__layout">
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
              {fill(t('category.applyFilters'), { count: page.total })}
            </a>
          </p>
        </aside>
        <div className="category__main">
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
          {page.cards.length ? (
            <ProductSection id="category-products" title={count} hideTitle cards={page.cards} labels={page.labels} eager={4} />
          ) : (
            <section className="empty-state" aria-labelledby="empty-title">
              <h2 id="empty-title">{t('category.empty')}</h2>
              <p>{t('category.emptyHint')}</p>
              {page.clearHref ? (
                <p>
                  <a className="button button--primary" href={page.clearHref}>
                    {t('category.clearFilters')}
                  </a>
                </p>
              ) : null}
              <ul className="chips__list">
                {page.suggestions.map((s) => (
                  <li key={s.href}>
                    <a className="chip" href={s.href}>
                      {s.label}
                    </a>
                  </li>
                ))}
              </ul>
            </section>
          )}
          {page.pages.pages > 1 ? (
            <nav className="pagination" aria-label={t('category.pagination')}>
              {page.pages.prev ? (
                <a className="pagination__step" href={page.pages.prev} rel="prev">
                  ‹ {t('category.previousPage')}
                </a>
              ) : (
                <span className="pagination__step" aria-hidden="true" />
              )}
              <ol>
                {page.pages.links.map((link) => (
                  <li key={link.page}>
                    <a
                      href={link.href}
                      aria-current={link.page === page.pages.page ? 'page' : undefined}
                      aria-label={fill(t('category.goToPage'), { page: link.page })}
                    >
                      {link.page}
                    </a>
                  </li>
                ))}
              </ol>
              {page.pages.next ? (
                <a className="pagination__step" href={page.pages.next} rel="next">
                  {t('category.nextPage')} ›
                </a>
              ) : (
                <span className="pagination__step" aria-hidden="true" />
              )}
            </nav>
          ) : null}
        </div>
      </div>
    </div>
  );
}
