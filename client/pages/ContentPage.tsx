import { Breadcrumbs } from '../components/Breadcrumbs';
import { PageBlocks, type ResolvedBlock } from '../components/PageBlocks';
import type { ReactNode } from 'react';
import type { Crumb, GridLabels } from '../components/shop-types';
import { useEditTags } from '../components/page-context';
import type { EditableEntry } from '../../shared/live-preview';

/**
 * A generic content page (/{lang}/{page}): its title as h1 and its sections. A banner
 * that opens the page sits under the title so the h1 stays first.
 */
export function ContentPage({
  title,
  lede,
  crumbs,
  blocks,
  labels,
  edit,
  children,
}: {
  title: string;
  lede: string | null;
  crumbs: Crumb[];
  blocks: ResolvedBlock[];
  labels: GridLabels;
  /** The page's entry, for a live preview's edit tags. */
  edit?: EditableEntry;
  /** What the route adds for this visitor under the title (the pro spend tracker). */
  children?: ReactNode;
}) {
  const tags = useEditTags(edit);
  return (
    <article className="content-page">
      <Breadcrumbs crumbs={crumbs} />
      <header className="content-page__header">
        <h1 {...tags('title')}>{title}</h1>
        {lede ? (
          <p className="content-page__lede" {...tags('seo.description')}>
            {lede}
          </p>
        ) : null}
      </header>
      {children}
      <PageBlocks blocks={blocks} labels={labels} />
    </article>
  );
}
