/**
 * Route loaders: with every port call as slow as a remote service, a page's shell
 * waits for one round of calls, not a chain. Counted, not timed: the ports answer in waves
 * (test/support/port-rounds.ts), and the rounds released before the first byte of the body
 * are the rounds the shell waited for.
 */
import { createExecutionContext, env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { createApp } from '../../../worker/app';
import { createContentProvider } from '../../../worker/ports/content';
import { createCommerceProvider } from '../../../worker/ports/commerce';
import { portRounds } from '../../support/port-rounds';

const rounds = portRounds();
const app = createApp({
  providers: {
    content: () => rounds.wrap(createContentProvider(env), 'content'),
    commerce: () => rounds.wrap(createCommerceProvider(env), 'commerce'),
  },
});

/** Rounds of port calls released before the body's first chunk, the calls made by then, and the whole body. */
async function firstByte(path: string, headers: Record<string, string> = {}) {
  rounds.reset();
  const res = await app.request(
    `https://loipe.test${path}`,
    { headers: { accept: 'text/html', 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Chrome/156.0', ...headers } },
    env,
    createExecutionContext(),
  );
  const reader = res.body!.getReader();
  const first = await reader.read();
  const shell = { rounds: rounds.released, calls: rounds.calls.map((c) => `${c.round} ${c.method}`) };
  const decoder = new TextDecoder();
  let html = decoder.decode(first.value, { stream: true });
  for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) html += decoder.decode(chunk.value, { stream: true });
  return { status: res.status, shell, html, after: rounds.calls.filter((c) => c.round > shell.rounds).map((c) => c.method) };
}

describe('rounds of port calls before the shell streams', () => {
  it.each(['/en-us/p/aurora-classic', '/de-de/p/aurora-classic', '/ja-jp/p/vidde-classic'])(
    'the product page %s streams its shell after one round; related products and add-ons come after',
    async (path) => {
      const { status, shell, html, after } = await firstByte(path);
      expect(status).toBe(200);
      expect(shell.rounds, shell.calls.join('\n')).toBe(1);
      // The round holds the page's critical reads side by side: the frame, the product's two halves, the categories.
      for (const method of ['content.getDisplayText', 'content.getHeader', 'content.getProductByUrl', 'commerce.getProductByUrl'])
        expect(shell.calls).toContain(`1 ${method}`);
      // The deferred parts did make their calls, later, and the shell still carried the buy panel.
      expect(after.length).toBeGreaterThan(0);
      expect(html).toContain('data-island="product-buy"');
    },
  );

  it('the category page waits for three rounds: the tree, the two listings, then the page’s own products', async () => {
    const { status, shell } = await firstByte('/en-us/c/skis?sort=price-asc');
    expect(status).toBe(200);
    expect(shell.rounds, shell.calls.join('\n')).toBe(3);
    expect(shell.calls).toEqual(
      expect.arrayContaining([
        '1 content.getProductCategories',
        '2 content.getCategoryListing',
        '2 commerce.getCategoryListing',
        '3 content.getProducts',
        '3 commerce.getProductsByIds',
      ]),
    );
    expect(shell.calls.some((c) => c.endsWith('.listProducts'))).toBe(false);
  });
});
