// The listing frame both the category and the search page draw (client/components/Listing.tsx):
// the colour facet as swatches, the other facets as plain options, the sort menu and the pagination.
import { describe, expect, it } from 'vitest';
import { get } from '../support/helpers';

const html = async (path: string) => {
  const res = await get(path);
  expect(res.status, path).toBe(200);
  return res.text();
};
/** Each facet's legend with whether its option list is drawn as swatches. */
const facets = (page: string) =>
  [...page.matchAll(/<legend class="facet__title">([^<]+)<\/legend><ul class="facet__options( facet__options--colors)?"/g)].map(
    (m) => [m[1], m[2] !== undefined] as const,
  );

/** Whether the page holds the pattern (a boolean, so a failure does not print the whole page). */
const holds = (page: string, pattern: RegExp) => pattern.test(page);

describe.each([
  ['the category page', '/en-us/c/skis', '/en-us/c/accessories'],
  ['the search page', '/en-us/search?q=ski', '/en-us/search?q=ski'],
])('%s', (_name, path, paged) => {
  it('draws the colour facet (and only it) as swatches with their colours', async () => {
    const page = await html(path);
    const drawn = facets(page);
    expect(drawn.filter(([, swatches]) => swatches).map(([legend]) => legend)).toEqual(['Colour']);
    expect(drawn.length).toBeGreaterThan(1);
    expect(holds(page, /class="facet__box" aria-hidden="true" style="--swatch:#[0-9a-fA-F]{3,6}"/)).toBe(true);
  });

  it('offers the sort menu as links and a second page with rel="next"', async () => {
    const page = await html(paged);
    expect(holds(page, /<details class="sort"><summary class="sort__summary">[^<]+(<!-- -->)?: <strong>[^<]+<\/strong>/)).toBe(true);
    expect([
      ...page.matchAll(/<ul class="sort__menu">(<li><a href="[^"]+" rel="nofollow"( aria-current="true")?>[^<]+<\/a><\/li>)+<\/ul>/g),
    ]).toHaveLength(1);
    expect(
      holds(
        page,
        /<nav class="pagination" aria-label="[^"]+"><span class="pagination__step" aria-hidden="true"><\/span><ol><li><a href="[^"]+" aria-current="page"/,
      ),
    ).toBe(true);
    expect(holds(page, /class="pagination__step" href="[^"]*page=2[^"]*" rel="next"/)).toBe(true);
  });
});
