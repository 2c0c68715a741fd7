import { Hono, type Context } from 'hono';
import type { AppEnv } from './edge/app-env';
import { homeRoute } from './catalog';
import { categoryRoute } from './catalog';
import { productRoute } from './catalog';
import { contentPageRoute } from './content';
import { styletileRoute } from './content';
import { notFoundRoute } from './content';
import { cartPages } from './cart';
import { searchRoute } from './search';
import { blogListRoute, blogPostRoute } from './content';
import { athleteRoute, teamRoute } from './content';
import { supportContactForm, supportContactRoute, supportPageRoute, supportRoute } from './content';
import { storesRoute } from './content';
import { countryRoute } from './content';
import { accountPages } from './account';
import { checkoutPages } from './checkout';
import { ALERT_PATH, backInStockPages } from './alerts';
import { proPages } from './account';
import { consentRoute } from './consent';

/** Home (/ and /{lang}): worker/catalog/home-page.tsx. */
export function homePage(c: Context<AppEnv>) {
  return homeRoute(c);
}

/**
 * Page routes of spec §2, relative to the locale prefix: the URL tree, one line per route or
 * route group (a group's module names the paths below its prefix). Order matters where paths
 * overlap: the content page `/:page` comes last. Cart still names its paths in full inside its
 * module (mounted at `/`).
 */
export const pages = new Hono<AppEnv>();
pages.get('/', homePage);
pages.get('/blog', (c) => blogListRoute(c));
pages.get('/blog/p/:uid', (c) => blogPostRoute(c, c.req.param('uid')));
pages.get('/blog/:uid', (c) => blogListRoute(c, c.req.param('uid')));
pages.route('/account', accountPages); //       /account, /create, /order-status, /password-reset[/set], /profile, /delete, /addresses[/:id[/delete]], /orders[/:id]
pages.route(ALERT_PATH, backInStockPages); //   POST /back-in-stock, GET /back-in-stock/confirm
pages.get('/c/*', categoryRoute);
pages.route('/checkout', checkoutPages); //     /checkout, /checkout/confirmation/:id
pages.route('/', cartPages); //                 /cart, POST /cart/add, /cart/update, /cart/remove
pages.get('/consent', consentRoute);
pages.get('/country', countryRoute);
pages.get('/p/:uid', productRoute);
pages.route('/pro', proPages); //               /pro, /pro/signup, /pro/create
pages.get('/search', searchRoute);
pages.get('/psia', (c) => contentPageRoute(c, 'psia'));
pages.get('/stores', storesRoute);
pages.get('/styletile', styletileRoute);
pages.get('/support', supportRoute);
pages.get('/support/contact', supportContactRoute);
pages.post('/support/contact', supportContactForm);
pages.get('/support/:uid', (c) => supportPageRoute(c, c.req.param('uid')));
pages.get('/team', teamRoute);
pages.get('/team/:uid', (c) => athleteRoute(c, c.req.param('uid')));
pages.get('/test-store', (c) => contentPageRoute(c, 'test-store'));
pages.get('/:page', (c) => contentPageRoute(c, c.req.param('page')));

/** Spec §2 "No match gives a 404 page". */
export async function notFoundPage(c: Context<AppEnv>) {
  return notFoundRoute(c);
}
