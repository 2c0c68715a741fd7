/**
 * Password reset under /api/customers: request a reset, set a new
 * password with a token. When the commerce platform keeps the passwords (BigCommerce)
 * the request answers its storefront's reset page (spec §2) instead of mailing a link.
 */
import { Hono } from 'hono';
import type { AppEnv } from '../../edge/app-env';
import { jsonBody } from '../../edge/limits';
import { validate } from '../../edge/validate';
import { botcheck } from '../../edge/botcheck';
import { ResetConfirm, ResetRequest } from '../schemas';
import { answer } from './answers';
import { askPasswordReset, setPasswordWithToken } from '../use-cases';
import { describe } from '../../edge/describe';

export const passwordResetApi = new Hono<AppEnv>();

passwordResetApi.post(
  '/password-reset',
  describe({
    summary: 'Request a password reset mail (bot check required; the same answer for unknown emails)',
    responses: {
      200: 'The platform resets passwords (hosted commerce): `{ data: { redirect } }`, its storefront reset page (spec §2)',
      202: 'A mail is on its way if the account exists',
      400: 'Invalid email or bot check (`botcheck`)',
    },
  }),
  jsonBody(),
  botcheck(),
  validate('json', ResetRequest),
  async (c) => {
    // The same answer whether or not an account has this address.
    return answer(c, await askPasswordReset(c, c.req.valid('json').email, c.var.shopper.locale), ({ platformPage }) =>
      platformPage ? c.json({ data: { redirect: platformPage } }) : c.json({ data: { requested: true } }, 202),
    );
  },
);

passwordResetApi.post(
  '/password-reset/confirm',
  describe({
    summary: 'Set a new password with a single-use reset token (1 h); every session of the account ends',
    responses: { 200: '`{ data: { reset: true } }`', 400: 'Invalid password or token' },
  }),
  jsonBody(),
  validate('json', ResetConfirm),
  async (c) => {
    const { token, password } = c.req.valid('json');
    return answer(c, await setPasswordWithToken(c, token, password), () => c.json({ data: { reset: true } }));
  },
);
