import { describe, expect, it } from 'vitest';
import { contentProducts, localizeProduct } from '../../worker/data/catalog';
import { CONTENT_LOCALES } from '../../worker/domain/locale';

describe('product names', () => {
  it.each(CONTENT_LOCALES)('never repeat a word back to back in %s ("Vidde Classic Classic Ski")', (locale) => {
    const doubled = contentProducts
      .map((product) => localizeProduct(product, locale).display_title)
      .filter((title) => title.split(/\s+/).some((word, i, words) => i > 0 && word.toLowerCase() === words[i - 1]!.toLowerCase()));
    expect(doubled).toEqual([]);
  });
});
