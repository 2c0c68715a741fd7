import { describe, expect, it } from 'vitest';
import { createContentProvider } from '../../../worker/ports/content';
import { CONTENT_LOCALES } from '../../../worker/rules/locale';
import { cx } from '../../support/calls';
import { testAssets } from '../../support/data';

const content = createContentProvider({ CONTENT_PROVIDER: 'embedded', ASSETS: testAssets() });

describe('product names', () => {
  it.each(CONTENT_LOCALES)('never repeat a word back to back in %s ("Vidde Classic Classic Ski")', async (locale) => {
    const products = await content.getProducts(cx(locale), { includeDiscontinued: true });
    expect(products.length).toBeGreaterThan(60);
    const doubled = products
      .map((product) => product.display_title)
      .filter((title) => title.split(/\s+/).some((word, i, words) => i > 0 && word.toLowerCase() === words[i - 1]!.toLowerCase()));
    expect(doubled).toEqual([]);
  });
});
