import { describe, expect, it } from 'vitest';
import { get } from './helpers';
import { decode } from './shop-html';

/** The dpi values in every image URL of the page's `<img>` elements. */
function dpis(html: string): Set<string> {
  const urls = [...html.matchAll(/<img [^>]*>/g)].flatMap((m) =>
    [...m[0].matchAll(/ (?:src|srcset)="([^"]+)"/gi)].map((a) => decode(a[1]!)),
  );
  return new Set(urls.flatMap((u) => [...u.matchAll(/dpi=(\d+)/g)].map((m) => m[1]!)));
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
