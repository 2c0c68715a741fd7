/**
 * A static subtree (client/components/Static.tsx): on the server the worker's string renderer
 * writes it into its element at once, with the page's context; without one it renders as usual.
 * Either way the element and its markup are the same.
 */
import { describe, expect, it } from 'vitest';
import { renderToString } from 'react-dom/server';
import { PageContext, usePage, type PageContextValue } from '../../../client/components/page-context';
import { Static } from '../../../client/components/Static';
import { renderStatic } from '../../../worker/render/static-html';

function Name() {
  return <strong>{usePage().brandName}</strong>;
}

const tree = (page: Partial<PageContextValue>) =>
  renderToString(
    <PageContext.Provider value={{ brandName: 'Loipe', renderIsland: () => null, ...page } as unknown as PageContextValue}>
      <Static as="aside" id="filters" className="filters" aria-label="Filters" tabIndex={-1}>
        <h2>Filters</h2>
        <Name />
      </Static>
    </PageContext.Provider>,
  );

describe('Static', () => {
  it('is the same markup rendered as one string by the worker as rendered as usual', () => {
    const asUsual = tree({});
    expect(asUsual).toBe(
      '<aside id="filters" class="filters" aria-label="Filters" tabindex="-1"><h2>Filters</h2><strong>Loipe</strong></aside>',
    );
    expect(tree({ renderStatic })).toBe(asUsual);
  });

  it("hands the worker's renderer its children and the page's context", () => {
    const seen: string[] = [];
    const html = tree({
      renderStatic: (children, page, fast) => {
        seen.push(`${page.brandName} ${fast}`);
        return renderStatic(children, page, fast).toUpperCase();
      },
    });
    expect(seen).toEqual(['Loipe true']);
    expect(html).toContain('<H2>FILTERS</H2><STRONG>LOIPE</STRONG>');
  });
});
