import { Hono } from 'hono';
import type { AppEnv } from '../app-env';
import { geolocationApi } from './geolocation';
import { cartApi } from './cart';
import { sessionApi } from './session';
import { newsletterApi } from './newsletter';
import { catalogApi } from './catalog-routes';
import { openApiApi } from './openapi';
import { searchApi } from './search';
import { customersApi } from './customers';
import { customerApi } from './customer';
import { ordersApi } from './orders';
import { botcheckApi } from './botcheck';
import { proApi } from './pro';
import { checkoutApi } from './checkout';
import { contactApi } from './contact';
import { backInStockApi } from './back-in-stock';
import { restockApi } from './restock';
import { webhooksApi } from './webhooks';
import { pageCacheApi } from './page-cache';
import { apiError } from '../http/errors';

/** Everything under /api: JSON in and out, errors as `{ error: { code, message, issues } }`. */
export const api = new Hono<AppEnv>();
api.route('/', geolocationApi);
api.route('/', newsletterApi);
api.route('/', sessionApi);
api.route('/', cartApi);
api.route('/', catalogApi);
api.route(
  '/',
  openApiApi(() => api.routes),
);
api.route('/', searchApi);
api.route('/', customersApi);
api.route('/', customerApi);
api.route('/', ordersApi);
api.route('/', botcheckApi);
api.route('/', proApi);
api.route('/', checkoutApi);
api.route('/', contactApi);
api.route('/', backInStockApi);
api.route('/', restockApi);
api.route('/', webhooksApi);
api.route('/', pageCacheApi);
// Registered last: any /api path no resource answered is a JSON 404, never a page.
api.all('*', (c) => apiError(c, 404, 'not_found', `No API route ${c.req.method} ${new URL(c.req.url).pathname}`));
