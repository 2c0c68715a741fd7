import { Breadcrumbs } from '../components/Breadcrumbs';
import type { CategoryView } from '../components/category-types';
import { ListingFilters, ListingPagination, ListingToolbar } from '../components/Listing';
import { ProductSection } from '../components/ProductSection';
import { useCountText, useEditTags, useT } from '../components/page-context';

/**
 * Spec §2 category page: breadcrumbs, sub-categories, filters and sort as plain links (they
 * work without JavaScript), the product grid, pagination and an empty state. On small
 * screens the filters open as a panel through the `#filters` fragment.
 */
export function CategoryPage({ page }: { page: CategoryView }) {
  const t = useT();
  const count = useCountText()('category.productCount', page.total);
  const tags = useEditTags(page.edit);
  return (
    <div className="category">
      <Breadcrumbs crumbs={page.crumbs} />
      <header className="category__header">
        <h1 {...tags(page.edit?.titleField ?? 'title')}>{page.title}</h1>
        {page.description ? (
          <p className="category__lede" {...tags('description')}>
            {page.description}
          </p>
        ) : null}
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
        <ListingFilters page={page} />
        <div className="category__main">
          <ListingToolbar page={page} />
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
          <ListingPagination pages={page.pages} />
        </div>
      </div>
    </div>
  );
}
