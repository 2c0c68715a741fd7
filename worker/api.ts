import { Hono } from 'hono';
import type { AppEnv } from './edge/app-env';
import { geolocationApi } from './content';
import { cartApi, sessionApi } from './cart';
import { newsletterApi } from './alerts';
import { catalogApi } from './catalog';
import { openApiApi } from './edge/openapi';
import { searchApi } from './search';
import { customersApi } from './account';
import { customerApi } from './account';
import { orderAliasApi, ordersApi, orderStatusApi } from './account';
import { cartShippingApi, placeOrderApi } from './checkout';
import { botcheckApi } from './edge/botcheck-api';
import { proApi } from './account';
import { contactApi } from './content';
import { backInStockApi } from './alerts';
import { restockApi } from './alerts';
import { webhooksApi } from './page-cache';
import { pageCacheApi } from './page-cache';
import { consentApi } from './consent';
import { rumApi } from './rum';
import { apiError } from './edge/errors';

/**
 * Everything under /api: JSON in and out, errors as `{ error: { code, message, issues } }`.
 * Read as the URL tree: one line per route group, mounted at its prefix; each group owns its
 * prefix. Only the catalog is mounted at `/` and names its paths in full: it spans many
 * top-level resources (the platform's URLs).
 */
export const api = new Hono<AppEnv>();
api.route('/geolocation', geolocationApi);
api.route('/newsletter', newsletterApi);
api.route('/consent', consentApi);
api.route('/rum', rumApi); //          POST /rum, Web Vitals beacons
api.route('/session', sessionApi);
api.route('/cart', cartShippingApi); //  /cart/:id/shipping-options (checkout's quote for the cart)
api.route('/cart', cartApi); //          /cart/create, /cart/:id, /cart/:id/items[/:itemId]
api.route('/', catalogApi); //           /products, /products/:id/availability, /variants, /categories, /category_tree, /currencies, /store, /countries, /shippingzones, /out-of-stock, /interstack, /graphql …
api.route(
  '/openapi.json',
  openApiApi(() => api.routes),
);
api.route('/search', searchApi); //      /search, /search/suggest, /search/click
api.route('/customers', customersApi); // /customers/create|login|logout|validate[-session]|password-reset[/confirm]|bclogin, /customers[/:id[/addresses[/:addressId]]]
api.route('/customer', customerApi);
api.route('/orders', placeOrderApi); // POST /orders
api.route('/orders', ordersApi); //      /orders/:id, /orders/:id/shipments
api.route('/order', orderAliasApi); //  /order/:id
api.route('/order-status', orderStatusApi); // /order-status/:id
api.route('/botcheck', botcheckApi); //  /botcheck/challenge
api.route('/pro', proApi); //            /pro/order_total, /pro/shipping_method_settings
api.route('/support/contact', contactApi);
api.route('/back-in-stock', backInStockApi);
api.route('/inventory', restockApi); //  PUT /inventory/:variantId
api.route('/webhooks', webhooksApi); //  /webhooks/bigcommerce, /webhooks/contentstack
api.route('/cache', pageCacheApi); //    POST /cache/purge
// Registered last: any /api path no resource answered is a JSON 404, never a page.
api.all('*', (c) => apiError(c, 404, 'not_found', `No API route ${c.req.method} ${new URL(c.req.url).pathname}`));
