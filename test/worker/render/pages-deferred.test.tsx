import { Hono } from 'hono';
import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import type { AppEnv } from '../../../worker/edge/app-env';
import { securityHeaders } from '../../../worker/edge/security-headers';
import { providers } from '../../../worker/edge/providers';
import { parseLocalePrefix } from '../../../worker/rules/locale';
import { regionsFor } from '../../../worker/rules/regions';
import type { CommerceProvider } from '../../../worker/ports/commerce/types';
import { productRoute } from '../../../worker/catalog/product-page';
import { pageRequest, renderPage } from '../../../worker/render/render-page';
import { ProductSection } from '../../../client/components/ProductSection';
import { deferCards } from '../../../worker/render/page-blocks';
import { islandProps } from '../support/shop-html';
import { GRID_LABELS } from '../../support/grid-labels';

const ctx = { waitUntil() {}, passThroughOnException() {}, props: {} } as unknown as ExecutionContext;
const labels = GRID_LABELS;

/** The shop's product route with a commerce adapter whose deferred calls fail. */
function failingDeferredApp() {
  const app = new Hono<AppEnv>();
  app.use(securityHeaders());
  app.use(providers());
  app.use(async (c, next) => {
    const real = c.get('commerce');
    const broken: CommerceProvider = {
      ...real,
      getInventory: () => Promise.reject(new Error('inventory service down')),
      getAutomatedRelatedProductIds: () => Promise.reject(new Error('related service down')),
      getProductsByIds: (region, ids) =>
        ids.length > 1 ? Promise.reject(new Error('batch read down')) : real.getProductsByIds(region, ids),
    };
    c.set('commerce', broken);
    c.set('locale', parseLocalePrefix('en-us')!);
    c.set('regions', regionsFor('us'));
    await next();
  });
  app.get('/en-us/p/:uid', productRoute);
  return app;
}

describe('deferred data (STYLE 6): failures show a fallback, never a 500', () => {
  it("renders the product page when the stock service and related products fail: the record's stock, a note instead of the grid", async () => {
    const res = await failingDeferredApp().fetch(
      new Request('https://loipe.test/en-us/p/aurora-classic', { headers: { 'user-agent': 'Googlebot/2.1' } }),
      env,
      ctx,
    );
    expect(res.status).toBe(200);
    const html = await res.text();
    const [buy] = islandProps<{ stockKnown: boolean; variants: { stock: number | null }[] }>(html, 'product-buy');
    // The buy panel is critical: its stock is the commerce record's, loaded before the shell.
    expect(buy!.stockKnown).toBe(true);
    expect(buy!.variants.every((v) => typeof v.stock === 'number')).toBe(true);
    expect(html).toContain('class="section-failed"');
    expect(html).not.toContain('data-island="product-grid"');
  });

  it('streams the add-to-cart form in the shell, outside every hidden Suspense holder, so it works without JavaScript', async () => {
    const res = await failingDeferredApp().fetch(new Request('https://loipe.test/en-us/p/aurora-classic'), env, ctx);
    const html = await res.text();
    const form = html.indexOf('action="/en-us/cart/add"');
    expect(form).toBeGreaterThan(0);
    expect(html.lastIndexOf('<div hidden id="S:', form)).toBe(-1);
  });

  it('shows 6 skeletons in a grid and 4 in a slider, each saying Loading, until cards arrive', async () => {
    const app = new Hono<AppEnv>();
    app.use(securityHeaders());
    app.use(providers());
    const never = new Promise<never>(() => {});
    app.get('/', async (c) =>
      renderPage(c, await pageRequest(c), {
        head: { title: 'Grids | Loipe', description: 'Skeletons' },
        body: (
          <>
            <h1>Grids</h1>
            <ProductSection id="g" title="Grid" cards={never} labels={labels} />
            <ProductSection id="s" title="Slider" cards={never} labels={labels} mode="slider" />
          </>
        ),
      }),
    );
    const res = await app.fetch(new Request('https://loipe.test/'), env, ctx);
    const reader = res.body!.getReader();
    let html = '';
    const decoder = new TextDecoder();
    while (!html.includes('</footer>')) {
      const { value, done } = await reader.read();
      if (done) break;
      html += decoder.decode(value, { stream: true });
    }
    await reader.cancel();
    const grid = html.slice(html.indexOf('id="g-title"'), html.indexOf('id="s-title"'));
    const slider = html.slice(html.indexOf('id="s-title"'));
    expect(grid.match(/card--skeleton/g)).toHaveLength(6);
    expect(slider.match(/card--skeleton/g)).toHaveLength(4);
    expect(grid.match(/>Loading</g)).toHaveLength(12);
  });

  it('turns a failed deferred grid into null (logged), which renders a note', async () => {
    await expect(deferCards(Promise.reject(new Error('down')), 'test grid')).resolves.toBeNull();
    const app = new Hono<AppEnv>();
    app.use(securityHeaders());
    app.use(providers());
    app.get('/', async (c) =>
      renderPage(c, await pageRequest(c), {
        head: { title: 'Grid | Loipe', description: 'A failing grid' },
        body: <ProductSection id="g" title="Grid" cards={deferCards(Promise.reject(new Error('down')), 'test grid')} labels={labels} />,
      }),
    );
    const res = await app.fetch(new Request('https://loipe.test/', { headers: { 'user-agent': 'bingbot/2.0' } }), env, ctx);
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('class="section-failed"');
  });
});
