import { ListingFilters, ListingPagination, ListingToolbar } from '../components/Listing';
import { DataLayerScript } from '../components/DataLayerScript';
import { Island } from '../islands/Island';
import type { SearchView } from '../components/search-types';
import { fill } from '../../shared/fill';
import { useCountText, useT } from '../components/page-context';
import { packCards, packGridLabels } from '../components/card-wire';

function Menus({ page }: { page: SearchView }) {
  return (
    <div className="search-menus">
      {page.menus.map((menu) => (
        <nav key={menu.title} className="search-menus__menu" aria-label={menu.title}>
          <h2 className="search-menus__title">{menu.title}</h2>
          <ul className="chips__list">
            {menu.links.map((link) => (
              <li key={link.href}>
                <a className="chip" href={link.href}>
                  {link.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      ))}
    </div>
  );
}

/**
 * Spec §2 search page: a GET form that keeps the query, product cards, articles,
 * facets with counts, sort and pagination as plain links (all of it works without
 * JavaScript), and for nothing found a "did you mean" and the popular searches.
 */
export function SearchPage({ page }: { page: SearchView }) {
  const t = useT();
  const count = useCountText()('category.productCount', page.total);
  return (
    <div className="category search-page">
      <DataLayerScript events={page.events} />
      <header className="category__header">
        <h1>{page.title}</h1>
        {page.status === 'unavailable' ? null : (
          <form className="search-form" role="search" action={page.action} method="get">
            <label className="visually-hidden" htmlFor="search-page-q">
              {t('search.label')}
            </label>
            <input
              id="search-page-q"
              className="search-form__input"
              type="search"
              name="q"
              defaultValue={page.query}
              placeholder={t('search.placeholder')}
              maxLength={200}
              autoComplete="off"
            />
            <button className="button button--primary" type="submit">
              {t('search.submit')}
            </button>
          </form>
        )}
        {page.status === 'results' ? <p className="category__count">{count}</p> : null}
      </header>
      {page.status === 'unavailable' ? (
        <section className="empty-state" aria-labelledby="search-state">
          <h2 id="search-state">{t('search.unavailable')}</h2>
          <p>{t('search.unavailableHint')}</p>
        </section>
      ) : null}
      {page.status === 'failed' ? (
        <section className="empty-state" aria-labelledby="search-state" role="status">
          <h2 id="search-state">{t('search.failed')}</h2>
          <p>{t('search.failedHint')}</p>
          <Menus page={page} />
        </section>
      ) : null}
      {page.status === 'start' ? (
        <section className="empty-state" aria-labelledby="search-state">
          <h2 id="search-state">{t('search.empty')}</h2>
          <p>{t('search.emptyHint')}</p>
          <Menus page={page} />
        </section>
      ) : null}
      {page.status === 'none' ? (
        <section className="empty-state" aria-labelledby="search-state">
          <h2 id="search-state">{fill(t('search.noResults'), { query: page.query })}</h2>
          {page.didYouMean ? (
            <p className="search-page__dym">
              {t('search.didYouMean')} <a href={page.didYouMean.href}>{page.didYouMean.label}</a>
            </p>
          ) : null}
          <p>{t('search.noResultsHint')}</p>
          {page.clearHref ? (
            <p>
              <a className="button" href={page.clearHref}>
                {t('category.clearFilters')}
              </a>
            </p>
          ) : null}
          <Menus page={page} />
        </section>
      ) : null}
      {page.status === 'results' ? (
        <div className="category__layout">
          <ListingFilters page={page} />
          <div className="category__main">
            <ListingToolbar page={page} />
            {page.cards.length ? (
              // Not inside a Suspense boundary (as ProductSection is): React outlines a large
              // completed boundary into a segment only JavaScript swaps in, and results must show without it.
              <section className="product-section" aria-labelledby="search-results-title">
                <div className="product-section__head">
                  <h2 id="search-results-title" className="product-section__title">
                    {t('search.products')}
                  </h2>
                </div>
                <Island
                  name="product-grid"
                  props={{
                    ...packCards(page.cards),
                    labels: packGridLabels(page.labels, page.cards, 'grid'),
                    mode: 'grid',
                    list: { name: t('search.products'), id: 'search-results' },
                    eager: 4,
                    headingLevel: 3,
                    ...(page.clicks
                      ? {
                          searchClicks: {
                            url: page.clicks.url,
                            query: page.clicks.query,
                            requestId: page.clicks.requestId,
                            tag: page.clicks.tag,
                            ids: page.clicks.cardIds,
                          },
                        }
                      : {}),
                  }}
                />
              </section>
            ) : null}
            <ListingPagination pages={page.pages} />
            {page.articles.length ? (
              <section className="search-articles" aria-labelledby="search-articles-title">
                <h2 id="search-articles-title">{t('search.articles')}</h2>
                <ul>
                  {page.articles.map((article) => (
                    <li key={article.href}>
                      <a className="search-articles__link" href={article.href} ping={article.ping}>
                        {article.title}
                      </a>
                      <p>{article.summary}</p>
                    </li>
                  ))}
                </ul>
              </section>
            ) : null}
          </div>
        </div>
      ) : null}
    </div>
  );
}
