/**
 * Back-in-stock pages: POST /{lang}/back-in-stock takes the product page's
 * "Email me when it's back" form (with or without JavaScript) and answers a page saying
 * what happened; GET /{lang}/back-in-stock/confirm?token= is the link of the double
 * opt-in mail. Both are personal: never cached, never indexed.
 */
import { Hono, type Context } from 'hono';
import type { AppEnv } from '../edge/app-env';
import type { DisplayText } from '../../shared/display-text';
import { localePath } from '../../shared/locale';
import { csrfTokenFor } from '../edge/csrf';
import { pageTitle } from '../render/head';
import { pageRequest, renderPage } from '../render/render-page';
import type { ApiIssue } from '../edge/errors';
import { fill } from '../../shared/fill';
import { firstSegment, textFieldMessages } from '../edge/field-messages';
import { botcheckProps } from '../render/botcheck';
import { AlertRequest, confirm, productName } from './back-in-stock';
import { sendAlert, soldOutVariant, type AlertOutcome } from './alert-request';
import { botcheck } from '../edge/botcheck';
import { formInput, validate } from '../edge/validate';
import { createSubscriptionStorage } from './subscriptions';
import { BackInStockPage, type BackInStockView } from '../../client/pages/BackInStockPage';
import type { FieldErrors } from '../../client/components/AccountForm';
import { PRIVATE_NO_STORE } from '../rules/cache-control';

type C = Context<AppEnv>;

export const ALERT_PATH = '/back-in-stock';

/** The product and variant are the page's, not fields the shopper can fix: their issues go to the notice. */
const alertField = (path: string) => {
  const field = firstSegment(path);
  return field === 'product_id' || field === 'variant_id' ? 'form' : field;
};

export const alertErrors = (text: DisplayText, issues: readonly ApiIssue[]): FieldErrors =>
  textFieldMessages(text, 'notify.error', issues, alertField);

async function show(c: C, page: BackInStockView, status: number) {
  const request = await pageRequest(c);
  return renderPage(c, request, {
    status,
    head: { title: pageTitle(page.title, request.context.brandName), description: page.title, robots: 'noindex, nofollow' },
    body: <BackInStockPage page={page} />,
    headers: { 'cache-control': PRIVATE_NO_STORE },
  });
}

/** What happened to the alert (sent, in stock, refused): the page says so, a refused form again with the values sent. */
async function alertAnswer(c: C, outcome: AlertOutcome, values?: Record<string, string>) {
  const locale = c.get('locale');
  const request = await pageRequest(c);
  const t = request.context.text;
  const title = t['notify.pageTitle'];
  if (outcome.kind === 'sent') {
    const text = outcome.alreadyConfirmed ? t['notify.alreadyConfirmed'] : t['notify.sent'];
    return show(
      c,
      {
        title,
        notice: { kind: 'status', text: fill(text, { email: outcome.email, product: outcome.product }) },
        productHref: outcome.href,
        form: null,
      },
      200,
    );
  }
  if (outcome.kind === 'in_stock') {
    return show(
      c,
      {
        title,
        notice: { kind: 'status', text: fill(t['notify.inStock'], { product: outcome.product }) },
        productHref: outcome.href,
        form: null,
      },
      409,
    );
  }
  const issues = outcome.kind === 'botcheck' ? outcome.problem.issues : outcome.issues;
  const errors = alertErrors(t, issues);
  const sent = values ?? (await formInput(c));
  const session = c.get('session').current();
  return show(
    c,
    {
      title,
      notice: { kind: 'error', text: errors.form ?? t['notify.error.form'] },
      productHref: null,
      form: errors.form
        ? null
        : {
            action: localePath(locale, ALERT_PATH),
            csrfToken: session ? await csrfTokenFor(session) : null,
            productId: sent.product_id ?? '',
            variantId: sent.variant_id ?? '',
            email: sent.email ?? '',
            errors,
            botcheck: botcheckProps(c, t),
          },
    },
    outcome.kind === 'botcheck' ? outcome.problem.status : 400,
  );
}

async function confirmPage(c: C) {
  const request = await pageRequest(c);
  const t = request.context.text;
  const confirmed = await confirm(createSubscriptionStorage(c.env.COMMERCE_DB), c.req.query('token') ?? '');
  if (!confirmed)
    return show(
      c,
      { title: t['notify.pageTitle'], notice: { kind: 'error', text: t['notify.badLink'] }, productHref: null, form: null },
      404,
    );
  return show(
    c,
    {
      title: t['notify.pageTitle'],
      notice: { kind: 'status', text: fill(t['notify.confirmed'], { product: productName(confirmed) }) },
      productHref: new URL(confirmed.product_url).pathname + new URL(confirmed.product_url).search,
      form: null,
    },
    200,
  );
}

/** Mounted at /{lang}/back-in-stock, ALERT_PATH (worker/pages.tsx). */
export const backInStockPages = new Hono<AppEnv>();
backInStockPages.post(
  '/',
  // The one form pipeline: each refusal answers the page again with its messages.
  validate('form', AlertRequest, (c, { values, issues }) => alertAnswer(c, { kind: 'invalid', issues }, values)),
  soldOutVariant('form', alertAnswer),
  botcheck((c, values, problem) => alertAnswer(c, { kind: 'botcheck', problem }, values)),
  async (c) => alertAnswer(c, await sendAlert(c)),
);
backInStockPages.get('/confirm', confirmPage);
