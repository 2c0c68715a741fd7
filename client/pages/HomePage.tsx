import { PageBlocks, type ResolvedBlock } from '../components/PageBlocks';
import type { GridLabels } from '../components/shop-types';
import { useT } from '../components/page-context';

/**
 * Home: the content-managed sections of the home page entry (banners, product grids and
 * sliders, category tiles, journal and team). The hero banner's heading is the page's h1;
 * without a hero the page names itself.
 */
export function HomePage({ blocks, labels }: { blocks: ResolvedBlock[]; labels: GridLabels }) {
  const t = useT();
  const hero = blocks[0]?.type === 'banner' && blocks[0].banner.content.some((b) => b.type === 'h2');
  return (
    <div className="home">
      {hero ? null : <h1>{t('route.home.title')}</h1>}
      <PageBlocks blocks={blocks} labels={labels} heroHeading={hero} />
    </div>
  );
}
