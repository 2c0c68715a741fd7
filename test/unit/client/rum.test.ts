/**
 * The Web Vitals reporter's own rules (client/lib/rum.ts): what a beacon says about the page
 * (nothing about the shopper), how a metric is written, and one beacon per hide with what is new.
 */
import { describe, expect, it } from 'vitest';
import { pageFacts, pageTypeOfView, rumMetric, rumReporter } from '../../../client/lib/rum';
import { rumValue } from '../../../shared/rum';

describe('Web Vitals beacons', () => {
  it.each([
    ['/de-de/p/aurora-classic', 'product', '4g', { page_type: 'product', locale: 'de-de', connection: '4g', build: 'b1' }],
    ['/', 'home', undefined, { page_type: 'home', locale: 'en-us', connection: 'unknown', build: 'b1' }],
    ['/en-global/c/skis', 'category', '3g', { page_type: 'category', locale: 'en-global', connection: '3g', build: 'b1' }],
    ['/en-us/cart', 'page', 'wifi', { page_type: 'page', locale: 'en-us', connection: 'unknown', build: 'b1' }],
  ])('%s: the page kind, locale, connection and build only', (path, type, ect, facts) => {
    expect(pageFacts(path, type, ect, 'b1')).toEqual(facts);
  });

  it('reads the page kind from the page view the server pushed', () => {
    expect(pageTypeOfView([{ 0: 'consent' }, { event: 'content-view', page_type: 'category' }])).toBe('category');
    expect(pageTypeOfView([])).toBe('page');
    expect(pageTypeOfView(undefined)).toBe('page');
  });

  it('writes milliseconds whole and CLS to four places, with its rating and navigation type', () => {
    expect(rumMetric({ name: 'LCP', value: 1234.567, rating: 'good', navigationType: 'navigate' })).toEqual({
      name: 'LCP',
      value: 1235,
      rating: 'good',
      navigation: 'navigate',
    });
    expect(rumMetric({ name: 'CLS', value: 0.123456, rating: 'needs-improvement', navigationType: 'back-forward-cache' }).value).toBe(
      0.1235,
    );
    expect(rumValue('INP', 39.5)).toBe(40);
  });

  it('sends one beacon per hide with the latest value of each metric, nothing when nothing is new', () => {
    const sent: string[] = [];
    const reporter = rumReporter(pageFacts('/de-de', 'home', '4g', 'b1'), (body) => sent.push(body));
    reporter.flush();
    expect(sent).toEqual([]);
    reporter.keep({ name: 'CLS', value: 0.01, rating: 'good', navigationType: 'navigate' });
    reporter.keep({ name: 'CLS', value: 0.02, rating: 'good', navigationType: 'navigate' });
    reporter.keep({ name: 'LCP', value: 900, rating: 'good', navigationType: 'navigate' });
    reporter.flush();
    reporter.flush();
    expect(sent).toHaveLength(1);
    expect(JSON.parse(sent[0]!)).toEqual({
      page_type: 'home',
      locale: 'de-de',
      connection: '4g',
      build: 'b1',
      metrics: [
        { name: 'CLS', value: 0.02, rating: 'good', navigation: 'navigate' },
        { name: 'LCP', value: 900, rating: 'good', navigation: 'navigate' },
      ],
    });
    // INP comes after an interaction: the next hide sends it alone.
    reporter.keep({ name: 'INP', value: 120, rating: 'good', navigationType: 'navigate' });
    reporter.flush();
    expect(JSON.parse(sent[1]!).metrics).toEqual([{ name: 'INP', value: 120, rating: 'good', navigation: 'navigate' }]);
  });
});
