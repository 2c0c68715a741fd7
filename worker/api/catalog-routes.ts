/** The catalog half of /api (spec §7 read side), mounted under /api by worker/api/index.ts. */
import { Hono } from 'hono';
import type { AppEnv } from '../app-env';
import { categories } from './categories';
import { graphql } from './graphql';
import { interstack } from './interstack';
import { inventory } from './inventory';
import { products } from './products';
import { shipping } from './shipping';
import { storeSettings } from './store-settings';
import { variants } from './variants';

export const catalogApi = new Hono<AppEnv>()
  .route('/', products)
  .route('/', variants)
  .route('/', categories)
  .route('/', storeSettings)
  .route('/', shipping)
  .route('/', inventory)
  .route('/', interstack)
  .route('/', graphql);
