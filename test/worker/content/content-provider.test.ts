import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { CONTENT_LOCALES } from '../../../worker/rules/locale';
import { createContentProvider } from '../../../worker/ports/content/index';
import { cx } from '../../support/calls';

describe('content provider inside workerd', () => {
  it('is chosen by the CONTENT_PROVIDER var of wrangler.toml', async () => {
    expect(env.CONTENT_PROVIDER).toBe('embedded');
    const content = createContentProvider(env);
    expect((await content.getBrandSettings(cx('en-us'))).site_url).toBe('https://www.loipe.com');
  });

  it('serves every locale without Node-only APIs and shares its indexes between providers', async () => {
    for (const locale of CONTENT_LOCALES) {
      const first = createContentProvider(env);
      const second = createContentProvider(env);
      const [a, b] = await Promise.all([first.getHomePage(cx(locale)), second.getHomePage(cx(locale))]);
      // The same object: built once per isolate, not per request.
      expect(a).toBe(b);
      expect((await first.getDisplayText(cx(locale)))['nav.cart']).not.toBe('');
      expect((await first.getProducts(cx(locale), { categoryUid: 'skis' })).length).toBeGreaterThan(0);
    }
  });

  it('filters the header by region and logs nothing for known regions', async () => {
    const lines: string[] = [];
    const content = createContentProvider(env, { log: (m) => lines.push(m) });
    const [us, eu] = await Promise.all([content.getHeader(cx('en-us'), 'us'), content.getHeader(cx('fr'), 'eu')]);
    expect(us.top_alert.map((a) => a.uid)).toEqual(['alert-shipping-us']);
    expect(eu.top_alert.map((a) => a.uid)).toEqual(['alert-dealers']);
    expect(eu.main_nav[1]!.link.title).toBe('Chaussures');
    expect(lines).toEqual([]);
  });
});
