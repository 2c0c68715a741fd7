/**
 * The account pages, every language, plain forms that work without JavaScript;
 * one module per page. Each form posts to its page's path; a success answers 303
 * (post/redirect/get), a failure renders the form again with the errors next to their
 * fields. Account pages are personal: never cached. The signed-in pages (profile, delete,
 * addresses, orders) run behind the layout middleware `signedInCustomer` (auth.ts),
 * which reads the customer once into `c.var.customer` or sends a guest to sign in.
 */
import { Hono } from 'hono';
import type { AppEnv } from '../../edge/app-env';
import { addressPages } from './addresses';
import { createPages } from './create';
import { orderPages, orderStatusPages } from './orders';
import { passwordResetPages } from './password-reset';
import { deletePages, profilePages } from './profile';
import { signInPages } from './sign-in';

/** Mounted at /{lang}/account (worker/pages.tsx). */
export const accountPages = new Hono<AppEnv>()
  .route('/', signInPages) //                    /account, /account/sign-out
  .route('/create', createPages) //              guest
  .route('/order-status', orderStatusPages) //   guest
  .route('/password-reset', passwordResetPages) // guest: /password-reset, /password-reset/set
  .route('/profile', profilePages) //            signed in
  .route('/delete', deletePages) //              signed in
  .route('/addresses', addressPages) //          signed in: /addresses, /addresses/:addressId, …/delete
  .route('/orders', orderPages); //              signed in: /orders, /orders/:orderId
