import { describe, expect, it } from 'vitest';
import { get } from '../support/helpers';
import { decode } from '../support/shop-html';
import { MEDIA_ROUTE_DEFAULTS } from '../../../shared/image-url';

/**
 * The densities of the page's pictures that follow the connection (an `<img>` with a srcset):
 * each URL's `dpi`, or the shop route's default (96) for a URL that leaves it out. Fixed-size
 * thumbnails (no srcset) spell the service's 72 whatever the connection.
 */
function dpis(html: string): Set<string> {
  const urls = [...html.matchAll(/<img [^>]*>/g)]
    .filter((m) => / srcset="/i.test(m[0]))
    .flatMap((m) => [...m[0].matchAll(/ (?:src|srcset)="([^"]+)"/gi)].flatMap((a) => decode(a[1]!).split(', ')));
  return new Set(urls.map((u) => /dpi=(\d+)/.exec(u)?.[1] ?? String(MEDIA_ROUTE_DEFAULTS.dpi)));
}

describe('spec §4 image density from the connection (ECT client hint)', () => {
  it('asks for the hint and varies on it', async () => {
    const res = await get('/en-us/p/aurora-classic');
    expect(res.headers.get('accept-ch')).toBe('ECT');
    expect(res.headers.get('vary') ?? '').toMatch(/\bECT\b/);
  });

  it.each([
    ['4g', 'fast', ['144', '96']],
    [undefined, 'fast', ['144', '96']],
    ['3g', 'slow', ['72']],
    ['2g', 'slow', ['72']],
    ['slow-2g', 'slow', ['72']],
  ])('ECT %s → %s pictures at dpi %j', async (ect, connection, expected) => {
    const html = await (await get('/en-us/p/aurora-classic', { headers: ect ? { ect } : {} })).text();
    expect(html).toContain(`data-connection="${connection}"`);
    expect([...dpis(html)].sort()).toEqual(expected);
  });
});
