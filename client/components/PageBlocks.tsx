import type { BlogPost, Athlete } from '../../shared/content';
import type { Link, RichText as RichTextData, ImageRef } from '../../shared/content';
import { resolveLink } from '../../shared/links';
import { usePage, useT } from './page-context';
import { Banner } from './Banner';
import type { BannerView } from './banner-types';
import { Picture } from './Picture';
import { ProductSection, type DeferredCards } from './ProductSection';
import { RichText } from './RichText';
import type { GridLabels } from './shop-types';
import { dateTimeFormat } from '../../shared/intl';

/** A page section with its data resolved by the worker; product grids may still be on their way. */
export type ResolvedBlock =
  | { type: 'banner'; banner: BannerView }
  | { type: 'rich_text'; content: RichTextData }
  | { type: 'product_grid'; uid: string; title: string; cards: DeferredCards; slider: boolean; viewAll: string | null }
  | { type: 'cards'; title: string; cards: { title: string; text: string; image: ImageRef; link: Link }[] }
  | { type: 'blog_posts'; title: string; posts: BlogPost[] }
  | { type: 'athletes'; title: string; athletes: Athlete[] };

const TILE_SIZES = [
  { maxWidth: 599, width: 560, height: 420 },
  { maxWidth: 1023, width: 480, height: 360 },
  { minWidth: 1024, width: 420, height: 315 },
] as const;
const TILE_SLOT = '(max-width: 599px) calc(100vw - 32px), (max-width: 1023px) calc(50vw - 24px), 420px';
const PORTRAIT_SIZES = [
  { maxWidth: 599, width: 320, height: 400 },
  { minWidth: 600, width: 300, height: 375 },
] as const;

function Tiles({ block }: { block: Extract<ResolvedBlock, { type: 'cards' }> }) {
  const { locale } = usePage();
  return (
    <section className="tiles">
      <h2 className="section-title">{block.title}</h2>
      <ul className="tiles__list">
        {block.cards.map((card) => {
          const link = resolveLink(card.link, locale.prefix);
          return (
            <li key={card.title} className="tile">
              <a className="tile__link" href={link?.href ?? '#'} target={link?.target} rel={link?.rel}>
                <Picture id={card.image.amplience_id} alt="" rules={TILE_SIZES} sizes={TILE_SLOT} crop className="tile__image" />
                <span className="tile__text">
                  <span className="tile__title">{card.title}</span>
                  <span className="tile__lede">{card.text}</span>
                  <span className="tile__cta" aria-hidden="true">
                    {`${link?.title ?? card.link.title} →`}
                  </span>
                </span>
              </a>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

function Journal({ block }: { block: Extract<ResolvedBlock, { type: 'blog_posts' }> }) {
  const { locale } = usePage();
  const t = useT();
  const date = dateTimeFormat(locale.language, { dateStyle: 'long', timeZone: 'UTC' });
  return (
    <section className="journal">
      <div className="product-section__head">
        <h2 className="section-title">{block.title}</h2>
        <a
          className="text-link"
          href={resolveLink({ type: 'Internal', title: '', href: '/', content_type: 'blog_category' }, locale.prefix)?.href}
        >
          {t('blog.allStories')}
        </a>
      </div>
      <ul className="journal__list">
        {block.posts.map((post) => (
          <li key={post.uid} className="story">
            <a
              className="story__link"
              href={resolveLink({ type: 'Internal', title: post.title, href: `/${post.uid}`, content_type: 'blog' }, locale.prefix)?.href}
            >
              <Picture
                id={post.hero_image.amplience_id}
                alt={post.hero_image.alt ?? ''}
                rules={TILE_SIZES}
                sizes={TILE_SLOT}
                crop
                className="story__image"
              />
              <span className="story__meta">
                <time dateTime={post.date}>{date.format(new Date(post.date))}</time>
              </span>
              <span className="story__title">{post.title}</span>
              <span className="story__excerpt">{post.excerpt}</span>
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}

function Team({ block }: { block: Extract<ResolvedBlock, { type: 'athletes' }> }) {
  const { locale } = usePage();
  return (
    <section className="team-strip">
      <h2 className="section-title">{block.title}</h2>
      <ul className="team-strip__list">
        {block.athletes.map((athlete) => (
          <li key={athlete.uid} className="athlete-card">
            <a
              href={
                resolveLink({ type: 'Internal', title: athlete.name, href: `/${athlete.uid}`, content_type: 'athlete' }, locale.prefix)
                  ?.href
              }
            >
              <Picture
                id={athlete.portrait.amplience_id}
                alt={athlete.portrait.alt ?? athlete.name}
                rules={PORTRAIT_SIZES}
                sizes="(max-width: 599px) 45vw, 300px"
                crop
                className="athlete-card__image"
              />
              <span className="athlete-card__name">{athlete.name}</span>
              <span className="athlete-card__discipline">{athlete.discipline}</span>
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * The sections of a content-managed page in order. The first banner holds the page's
 * largest image and, when `heroHeading` is set, its heading is the page's h1.
 */
export function PageBlocks({
  blocks,
  labels,
  heroHeading = false,
}: {
  blocks: ResolvedBlock[];
  labels: GridLabels;
  heroHeading?: boolean;
}) {
  const firstBanner = blocks.findIndex((b) => b.type === 'banner');
  return (
    <>
      {blocks.map((block, index) => {
        switch (block.type) {
          case 'banner':
            return (
              <Banner
                key={`banner-${block.banner.uid}-${index}`}
                banner={block.banner}
                priority={index === firstBanner && index === 0}
                headingLevel={heroHeading && index === 0 ? 1 : 2}
              />
            );
          case 'rich_text':
            return <RichText key={`text-${index}`} blocks={block.content} className="rich-text page-copy" />;
          case 'product_grid':
            return (
              <ProductSection
                key={block.uid}
                id={block.uid}
                title={block.title}
                cards={block.cards}
                labels={labels}
                mode={block.slider ? 'slider' : 'grid'}
                action={
                  block.viewAll ? (
                    <a className="text-link" href={block.viewAll}>
                      {labels.viewAll}
                    </a>
                  ) : null
                }
              />
            );
          case 'cards':
            return <Tiles key={`cards-${index}`} block={block} />;
          case 'blog_posts':
            return block.posts.length ? <Journal key={`journal-${index}`} block={block} /> : null;
          case 'athletes':
            return block.athletes.length ? <Team key={`team-${index}`} block={block} /> : null;
          default:
            return null;
        }
      })}
    </>
  );
}
