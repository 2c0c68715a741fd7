/** A product grid's labels in English, for tests that render or pack a grid (client/components/shop-types.ts GridLabels). */
import type { GridLabels } from '../../client/components/shop-types';

export const GRID_LABELS: GridLabels = {
  tags: { sale: 'Sale', new: 'New', redesigned: 'Redesigned' },
  colour: 'Colour: {name}',
  moreColours: '+{count}',
  moreColoursLabel: { one: '{count} more colour', other: '{count} more colours' },
  lang: 'en-US',
  rrp: 'RRP',
  originalPrice: 'Original price',
  salePrice: 'Sale price',
  save: 'Save {amount}',
  previous: 'Previous products',
  next: 'Next products',
  viewAll: 'View all',
};
