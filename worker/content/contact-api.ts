/**
 * POST /api/support/contact: the support contact form as JSON. Like the other
 * forms: the session's CSRF token (worker/edge/csrf.ts), valibot validation with the field
 * issues, then the bot check; a valid message is mailed to the customer service of the
 * visitor's contact region (spec §9) and nothing is stored.
 */
import { Hono } from 'hono';
import type { AppEnv } from '../edge/app-env';
import { apiError } from '../edge/errors';
import { validate } from '../edge/validate';
import { botcheck } from '../edge/botcheck';
import { jsonBody } from '../edge/limits';
import { describe } from '../edge/describe';
import { ContactRequest, sendContact } from './contact';
import { supportAddress } from './contact';
import { NO_STORE } from '../rules/cache-control';

export const contactApi = new Hono<AppEnv>().post(
  '/',
  describe({
    summary: 'Send a message to customer service (bot check required); it is mailed to the contact region of the visitor',
    responses: {
      202: '`{ data: { sent: true } }`: the message is on its way',
      400: 'Invalid fields (`invalid_body`, with `issues`) or bot check (`botcheck`)',
      503: 'No customer service address is configured',
    },
  }),
  jsonBody(),
  validate('json', ContactRequest),
  botcheck(),
  async (c) => {
    c.header('cache-control', NO_STORE);
    const locale = c.var.shopper.locale;
    const to = await supportAddress(c, locale);
    if (!to) return apiError(c, 503, 'unavailable', 'Customer service has no address configured');
    const text = await c.var.content.getDisplayText(c.var.call.content(locale.contentLocale));
    await sendContact({ email: c.var.email, text, to, locale: locale.prefix }, c.req.valid('json'));
    return c.json({ data: { sent: true } }, 202);
  },
);
