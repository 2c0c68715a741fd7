import { Breadcrumbs } from '../components/Breadcrumbs';
import type { BlogListView, BlogPostView, Pagination, PostSummary } from '../components/editorial-types';
import { Picture } from '../components/Picture';
import { ProductSection } from '../components/ProductSection';
import { RichText } from '../components/RichText';
import { Island } from '../islands/Island';
import { useEditTags, useT } from '../components/page-context';

const CARD_SIZES = [
  { maxWidth: 599, width: 560, height: 420 },
  { maxWidth: 1023, width: 480, height: 360 },
  { minWidth: 1024, width: 420, height: 315 },
] as const;
const CARD_SLOT = '(max-width: 599px) calc(100vw - 32px), (max-width: 1023px) calc(50vw - 24px), 420px';
const HERO_SIZES = [
  { maxWidth: 599, width: 600, height: 400 },
  { maxWidth: 1023, width: 1000, height: 560 },
  { minWidth: 1024, width: 1200, height: 600 },
] as const;

/** One post in a list: image, date, section, title and excerpt, all one link. */
export function PostCard({ post, headingLevel = 2, eager = false }: { post: PostSummary; headingLevel?: 2 | 3; eager?: boolean }) {
  const Heading = `h${headingLevel}` as 'h2' | 'h3';
  return (
    <li className="story post-card">
      <a className="story__link" href={post.href}>
        <Picture
          id={post.image.amplience_id}
          alt={post.image.alt ?? ''}
          rules={CARD_SIZES}
          sizes={CARD_SLOT}
          crop
          eager={eager}
          className="story__image"
        />
        <span className="story__meta">
          {post.date ? <time dateTime={post.dateIso}>{post.date}</time> : null}
          {post.category ? <span className="post-card__section">{post.category}</span> : null}
        </span>
        <Heading className="story__title">{post.title}</Heading>
        <span className="story__excerpt">{post.excerpt}</span>
      </a>
    </li>
  );
}

function Pager({ pagination }: { pagination: Pagination }) {
  const t = useT();
  if (pagination.pages <= 1) return null;
  return (
    <nav className="pager" aria-label={t('blog.pagination')}>
      {pagination.newer ? (
        <a className="button" href={pagination.newer} rel="prev">
          {t('blog.newer')}
        </a>
      ) : (
        <span />
      )}
      <span className="pager__status" aria-current="page">
        {pagination.status}
      </span>
      {pagination.older ? (
        <a className="button" href={pagination.older} rel="next">
          {t('blog.older')}
        </a>
      ) : (
        <span />
      )}
    </nav>
  );
}

/** /{lang}/blog and /{lang}/blog/{category}: the section filter, one page of posts, pagination. */
export function BlogListPage({ page }: { page: BlogListView }) {
  const t = useT();
  return (
    <div className="journal-page">
      <Breadcrumbs crumbs={page.crumbs} />
      <header className="content-page__header">
        <h1>{page.title}</h1>
        <p className="content-page__lede">{page.lede}</p>
      </header>
      <nav className="section-filter" aria-label={t('blog.filter')}>
        <ul>
          {page.sections.map((s) => (
            <li key={s.href}>
              <a className="section-filter__link" href={s.href} aria-current={s.current ? 'page' : undefined}>
                {s.label}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      {page.posts.length ? (
        <ul className="journal__list journal-page__list">
          {page.posts.map((post, i) => (
            <PostCard key={post.uid} post={post} eager={i < 3} />
          ))}
        </ul>
      ) : (
        <p className="journal-page__empty">{t('blog.empty')}</p>
      )}
      <Pager pagination={page.pagination} />
    </div>
  );
}

/** /{lang}/blog/p/{uid}: the post, its share links, the products of the story and related posts. */
export function BlogPostPage({ page }: { page: BlogPostView }) {
  const t = useT();
  const tags = useEditTags(page.edit);
  return (
    <article className="post">
      <Breadcrumbs crumbs={page.crumbs} />
      <header className="post__header">
        {page.category ? (
          <p className="eyebrow">
            <a href={page.category.href}>{page.category.label}</a>
          </p>
        ) : null}
        <h1 {...tags('title')}>{page.title}</h1>
        <p className="post__meta">
          <span className="post__author">{page.byline}</span>
          {page.date ? (
            <>
              {' '}
              · <time dateTime={page.dateIso}>{page.date}</time>
            </>
          ) : null}
        </p>
      </header>
      <Picture
        id={page.image.amplience_id}
        alt={page.image.alt ?? ''}
        rules={HERO_SIZES}
        sizes="(max-width: 1200px) 100vw, 1200px"
        crop
        priority
        className="post__hero"
      />
      <div className="post__body">
        <p className="post__lede">{page.excerpt}</p>
        <RichText blocks={page.body} className="rich-text post__text" />
        <Island name="share-links" props={page.share} hydrate="visible" />
      </div>
      <ProductSection id="post-products" title={t('blog.shopTheStory')} cards={page.products} labels={page.labels} mode="grid" />
      {page.related.length ? (
        <section className="journal post__related" aria-labelledby="related-heading">
          <h2 id="related-heading" className="section-title">
            {t('blog.more')}
          </h2>
          <ul className="journal__list">
            {page.related.map((post) => (
              <PostCard key={post.uid} post={post} headingLevel={3} />
            ))}
          </ul>
        </section>
      ) : null}
    </article>
  );
}
