/**
 * POST /api/back-in-stock: ask for one mail when a sold-out variant is back, as
 * JSON. Like the other forms: the session's CSRF token, valibot validation with the field
 * issues, then the bot check; the alert counts only after its confirmation link was
 * followed (double opt-in). The product page's form works without this call too
 * (POST /{lang}/back-in-stock).
 */
import { Hono } from 'hono';
import type { AppEnv } from '../edge/app-env';
import { apiError } from '../edge/errors';
import { jsonBody } from '../edge/limits';
import { describe } from '../edge/describe';
import { botcheck } from '../edge/botcheck';
import { AlertRequest } from './back-in-stock';
import { sendAlert, soldOutVariant } from './alert-request';
import { BODY_INVALID, validate } from '../edge/validate';
import { NO_STORE } from '../rules/cache-control';

export const backInStockApi = new Hono<AppEnv>().post(
  '/',
  describe({
    summary: "Email me when it's back: a pending alert for a sold-out variant and its confirmation mail (bot check required)",
    responses: {
      201: '`{ data: { pending: true } }`: the confirmation mail is on its way',
      200: '`{ data: { pending: false, confirmed: true } }`: this address has a confirmed alert for the variant already',
      400: 'Invalid fields (`invalid_body`, with `issues`; `variant` for a variant not sold out here) or bot check (`botcheck`)',
      409: '`in_stock`: the variant has stock, nothing stored',
      503: 'The bot check is not configured on this shop (`botcheck_not_configured`)',
    },
  }),
  jsonBody(),
  validate('json', AlertRequest),
  soldOutVariant('json', (c, outcome) =>
    outcome.kind === 'in_stock'
      ? apiError(c, 409, 'in_stock', `${outcome.product} is in stock: order it instead`)
      : apiError(c, 400, BODY_INVALID, 'Check the fields', outcome.issues),
  ),
  botcheck(),
  async (c) => {
    const sent = await sendAlert(c);
    c.header('cache-control', NO_STORE);
    return sent.alreadyConfirmed ? c.json({ data: { pending: false, confirmed: true } }, 200) : c.json({ data: { pending: true } }, 201);
  },
);
