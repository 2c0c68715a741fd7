/**
 * A missing secret closes only what needs it. Production without the bot check's secret
 * (BOTCHECK_HMAC_KEY, or Turnstile's keys) still serves every page and read API; each protected
 * form answers 503 `botcheck_not_configured`, as JSON or as its page with a translated message.
 * Without a webhook secret only that webhook answers 503 `webhook_not_configured`.
 */
import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { servedWith } from '../support/served-with';
import { countCustomers, uniqueEmail, PASSWORD } from '../account/account-support';
import { Client, type ErrorBody } from '../cart/cart-support';
import { freshSoldOut } from '../alerts/notify-support';

const production = { ...env, ENVIRONMENT: 'production', PAYMENT_PROVIDER: 'embedded' } as typeof env;
const noBotcheckKey = { ...production, BOTCHECK_HMAC_KEY: undefined } as typeof env;
const turnstileWithoutSecret = {
  ...production,
  BOTCHECK_PROVIDER: 'turnstile',
  TURNSTILE_SITE_KEY: '1x00000000000000000000AA',
} as typeof env;
const noWebhookSecrets = { ...production, BIGCOMMERCE_WEBHOOK_SECRET: undefined, CONTENTSTACK_WEBHOOK_SECRET: undefined } as typeof env;

const html = { accept: 'text/html' };
const PAGES = ['/', '/en-us/c/skis', '/en-us/p/aurora-classic', '/en-us/account/create', '/en-us/support/contact', '/en-us/pro/signup'];
const READS = ['/api/session', '/api/products?limit=2', '/api/store'];

/** A plain form post as a browser sends it (its Content-Length, same-origin). */
function postForm(client: Client, path: string, fields: Record<string, string>) {
  const body = new URLSearchParams(fields).toString();
  return client.fetch(path, {
    method: 'POST',
    headers: {
      ...html,
      'content-type': 'application/x-www-form-urlencoded',
      'content-length': String(body.length),
      'sec-fetch-site': 'same-origin',
    },
    body,
  });
}

async function expectClosed(res: Response) {
  expect(res.status).toBe(503);
  const body = (await res.json()) as ErrorBody;
  expect(body.error.code).toBe('botcheck_not_configured');
  expect(body.error.issues).toEqual([{ path: 'altcha', message: 'botcheckClosed' }]);
}

describe.each([
  ['BOTCHECK_HMAC_KEY unset', noBotcheckKey],
  ['BOTCHECK_PROVIDER=turnstile without TURNSTILE_SECRET_KEY', turnstileWithoutSecret],
])('production with %s', (_label, config) => {
  const send = servedWith(config);

  it.each(PAGES)('serves the page %s (200)', async (path) => {
    const res = await new Client({ send, country: 'US' }).fetch(path, { headers: html });
    expect(res.status).toBe(200);
  });

  it.each(READS)('answers the read API %s (200)', async (path) => {
    expect((await new Client({ send, region: 'us' }).fetch(path)).status).toBe(200);
  });

  it('answers the JSON forms 503 botcheck_not_configured and stores nothing', async () => {
    const client = new Client({ send, country: 'US' });
    await client.session();
    const before = await countCustomers();
    await expectClosed(
      await client.api('POST', '/customers/create', {
        email: uniqueEmail('closed'),
        password: PASSWORD,
        firstName: 'K',
        lastName: 'N',
        altcha: 'x',
      }),
    );
    expect(await countCustomers()).toBe(before);
    await expectClosed(
      await client.api('POST', '/support/contact', {
        name: 'Kari',
        email: 'kari@example.com',
        topic: 'other',
        message: 'Hello there',
        altcha: 'x',
      }),
    );
    await expectClosed(await client.api('POST', '/newsletter', { email: 'kari@example.com', consent: true, locale: 'en-us', altcha: 'x' }));
    const sold = freshSoldOut();
    await expectClosed(
      await client.api('POST', '/back-in-stock', {
        email: 'kari@example.com',
        product_id: sold.product_id,
        variant_id: sold.variant_id,
        altcha: 'x',
      }),
    );
    await expectClosed(await client.fetch('/api/botcheck/challenge'));
  });
});

describe('production with BOTCHECK_HMAC_KEY unset: the page forms', () => {
  const send = servedWith(noBotcheckKey);

  it.each([
    ['/en-us/account/create', 'This form is closed for now: its bot check is not set up on this shop.'],
    ['/de-de/account/create', 'Dieses Formular ist vorübergehend geschlossen: Die Bot-Prüfung ist in diesem Shop nicht eingerichtet.'],
    ['/ja-jp/account/create', 'このフォームは現在ご利用いただけません。'],
  ])('%s answers 503 with the form and the translated message, and creates no account', async (path, message) => {
    const before = await countCustomers();
    const res = await postForm(new Client({ send }), path, {
      email: uniqueEmail('closed-page'),
      password: PASSWORD,
      firstName: 'Kari',
      lastName: 'Nordmann',
      altcha: 'x',
    });
    expect(res.status).toBe(503);
    const page = await res.text();
    // At the top of the form and beside its bot check.
    expect(page.split(message).length - 1).toBe(2);
    expect(page).toMatch(/<form[^>]*action="\/[a-z]{2}-[a-z]{2}\/account\/create"/);
    expect(await countCustomers()).toBe(before);
  });

  it('answers the contact page form 503 with its message', async () => {
    const res = await postForm(new Client({ send }), '/en-us/support/contact', {
      name: 'Kari',
      email: 'kari@example.com',
      topic: 'other',
      message: 'Hello there',
      altcha: 'x',
    });
    expect(res.status).toBe(503);
    expect(await res.text()).toContain('This form is closed for now');
  });

  it('answers the back-in-stock page form 503 with its message', async () => {
    const sold = freshSoldOut();
    const res = await postForm(new Client({ send }), '/en-us/back-in-stock', {
      email: 'kari@example.com',
      product_id: String(sold.product_id),
      variant_id: String(sold.variant_id),
      altcha: 'x',
    });
    expect(res.status).toBe(503);
    expect(await res.text()).toContain('This form is closed for now');
  });

  it('answers the pro signup form 503 with its message, beside the fields’ own', async () => {
    const res = await postForm(new Client({ send }), '/en-us/pro/signup', { email: 'kari@example.com', altcha: 'x' });
    expect(res.status).toBe(503);
    expect(await res.text()).toContain('This form is closed for now');
  });

  it('sends a newsletter form post back to its page with the failure outcome', async () => {
    const res = await postForm(new Client({ send }), '/api/newsletter', {
      email: 'kari@example.com',
      consent: 'on',
      locale: 'en-us',
      return_to: '/en-us',
      altcha: 'x',
    });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/en-us#newsletter-error');
  });
});

describe('production without webhook secrets', () => {
  const send = servedWith(noWebhookSecrets);

  it.each(['bigcommerce', 'contentstack'])('closes only the %s webhook (503 webhook_not_configured)', async (vendor) => {
    const res = await send(`https://loipe.test/api/webhooks/${vendor}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    expect(res.status).toBe(503);
    expect(((await res.json()) as ErrorBody).error.code).toBe('webhook_not_configured');
  });

  it.each([...PAGES, ...READS])('still answers %s (200)', async (path) => {
    expect((await new Client({ send, country: 'US', region: 'us' }).fetch(path, { headers: html })).status).toBe(200);
  });
});
