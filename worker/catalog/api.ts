/** The catalog half of /api (spec §7 read side), mounted under /api by worker/api.ts. */
import { Hono } from 'hono';
import type { AppEnv } from '../edge/app-env';
import { categories } from './categories-api';
import { graphql } from './graphql-api';
import { interstack } from './interstack-api';
import { inventory } from './inventory-api';
import { products } from './products-api';
import { shipping } from './shipping-api';
import { storeSettings } from './store-settings-api';
import { variants } from './variants-api';

export const catalogApi = new Hono<AppEnv>()
  .route('/', products)
  .route('/', variants)
  .route('/', categories)
  .route('/', storeSettings)
  .route('/', shipping)
  .route('/', inventory)
  .route('/', interstack)
  .route('/', graphql);
