/** The product the analytics tests push events for (analytics.test.ts, ga4-events.test.ts). */
import type { AnalyticsProduct } from '../../../shared/analytics';

export const SKI: AnalyticsProduct = {
  id: 1103,
  variant_id: 110301,
  sku: 'LP-1103-BLUE-180',
  name: 'Nordlys Waxless',
  price: 239.95,
  original_price: 299.95,
  sale_price: 239.95,
  currency: 'USD',
  category: 'Classic Skis',
};
