import type { RedirectRule } from '../rules/redirects';

/** Values the legacy category query parameters took (spec §2). */
const CATEGORY_VALUES = ['red', 'backcountry', 'junior', 'touring', 'race-performance', 'champion'] as const;

/**
 * The legacy redirect map (spec §2), kept as data so content managers and ops can change
 * it without touching code. All are answered with 301.
 */
export const legacyRedirects: readonly RedirectRule[] = [
  { from: '/register', to: '/{lang}/account/create' },
  { from: '/history', to: '/{lang}/account/orders' },
  { from: '/dealers', to: '/{lang}/stores' },
  { from: '/nordic-skis', to: '/{lang}/c/skis{rest}', subPaths: true },
  { from: '/nordic-boots', to: '/{lang}/c/boots{rest}', subPaths: true },
  { from: '/nordic-poles', to: '/{lang}/c/poles{rest}', subPaths: true },
  { from: '/accessories', to: '/{lang}/c/accessories{rest}', subPaths: true },
  { from: '/partners', to: '/{lang}/pro' },
  { from: '/redline', to: '/{lang}/c/skis/race' },
  { from: '/support/contact-us', to: '/{lang}/support/contact' },
  { from: '/support/warranty-information', to: '/{lang}/support/warranty' },
  { from: '/support/return-policy', to: '/{lang}/support/returns' },
  { from: '/support/sizing', to: '/{lang}/support/size-guide' },
  { from: '/support/wax-guide', to: '/{lang}/support/waxing' },
  { from: '/support', to: '/{lang}/support' },
  { from: '/customer-service', to: '/{lang}/support' },
  { from: '/help', to: '/{lang}/support' },
  { from: '/contact', to: '/{lang}/support' },
  { from: '/privacy', to: '/{lang}/privacy' },
  { from: '/', query: 'ski-category', values: CATEGORY_VALUES, to: '/{lang}/c/skis/{value}' },
  { from: '/', query: 'pole-category', values: CATEGORY_VALUES, to: '/{lang}/c/poles/{value}' },
  { from: '/', query: 'boot-category', values: CATEGORY_VALUES, to: '/{lang}/c/boots/{value}' },
];
