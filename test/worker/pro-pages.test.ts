/**
 * The pro pages (issue 12) as a browser without JavaScript uses them: the application and
 * create forms in every language, each refusal of a code said next to its field, a pro
 * signed in with the tracker on /pro, the account and header showing the pro state, retail
 * prices again after signing out, a Canadian pro in CAD with the pro_ca content, and a
 * checkout that charges the group's prices.
 */
import { SELF, env } from 'cloudflare:test';
import { describe, expect, it, vi } from 'vitest';
import { Client, line } from './cart-support';
import { PASSWORD, solvedBotcheck, uniqueEmail } from './account-support';
import { CARD_OK, orderBody, type OrderBody } from './order-support';
import { commerceProducts } from '../../worker/data/catalog/index';
import { createCommerceProvider } from '../../worker/providers/commerce';
import { requestCalls } from '../../worker/providers/context';

vi.setConfig({ testTimeout: 60_000 });

const LANGUAGES = [
  ['en-us', 'Apply for Loipe Pro', 'Pro code'],
  ['de-de', 'Für Loipe Pro bewerben', 'Pro-Code'],
  ['fr-fr', 'Demander l’accès Loipe Pro', 'Code pro'],
  ['es-es', 'Solicitar Loipe Pro', 'Código pro'],
  ['it-it', 'Candidati a Loipe Pro', 'Codice pro'],
  ['sv-se', 'Ansök om Loipe Pro', 'Prokod'],
  ['no-no', 'Søk om Loipe Pro', 'Prokode'],
  ['ja-jp', 'Loipe Proに申し込む', 'プロコード'],
] as const;

const html = { accept: 'text/html' };

/** A plain form post as a browser without JavaScript sends it. */
function post(client: Client, path: string, form: Record<string, string>) {
  return client.fetch(path, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'sec-fetch-site': 'same-origin', ...html },
    body: new URLSearchParams(form).toString(),
  });
}
const tokenIn = (page: string) => /name="csrf_token" value="([^"]+)"/.exec(page)?.[1] ?? '';
const text = (page: string) =>
  page
    .replace(/<script[\s\S]*?<\/script>/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/\s+/g, ' ');

async function application(client: Client, over: Record<string, string> = {}) {
  return {
    firstName: 'Pia',
    lastName: 'Pro',
    email: uniqueEmail('propage'),
    password: PASSWORD,
    organisation: 'Bend Nordic Club',
    role: 'coach',
    proRegion: 'pro',
    proCode: 'LOIPE-PRO-US-DEMO',
    altcha: await solvedBotcheck(client),
    ...over,
  };
}

const countCustomers = async (email: string) =>
  (await env.COMMERCE_DB.prepare('SELECT COUNT(*) AS n FROM customers WHERE email = ?').bind(email).first<{ n: number }>())?.n ?? 0;

// A ski on sale for guests: the pro group takes 40 % off its retail price instead.
const skis = commerceProducts('us').filter((p) => p.categories.some((c) => c.id === 20) && p.is_visible);
const onSale = skis.find((p) => p.calculatedPrice.value < p.retailPrice.value)!;
const proPrice = (retail: number, calculated: number) => Math.min(calculated, Math.round((retail * 60) / 100));
const usd = (minor: number) => `$${(minor / 100).toLocaleString('en-US', { minimumFractionDigits: 2 })}`;

describe('the pro forms in every language', () => {
  it.each(LANGUAGES)(
    '/%s/pro/signup and /pro/create are real forms with their fields, labels and bot check',
    async (prefix, title, codeLabel) => {
      const client = new Client();
      for (const kind of ['signup', 'create'] as const) {
        const res = await client.fetch(`/${prefix}/pro/${kind}`, { headers: html });
        expect(res.status).toBe(200);
        const page = await res.text();
        const form = /<form class="account-form"[^>]*>/.exec(page)?.[0] ?? '';
        expect(form).toContain('method="post"');
        expect(form).toContain(`action="/${prefix}/pro/${kind}"`);
        for (const name of ['firstName', 'lastName', 'email', 'password', 'proCode']) {
          expect(page, `${kind} ${name}`).toMatch(new RegExp(`<input[^>]+name="${name}"`));
          expect(page, `${kind} ${name} label`).toMatch(new RegExp(`<label[^>]+for="pro-${name}"`));
        }
        expect(page).toMatch(/<select[^>]+name="proRegion"/);
        for (const region of ['pro', 'pro_ca', 'pro_eu_region_1', 'no']) expect(page).toContain(`value="${region}"`);
        expect(page).toContain('data-island="botcheck"');
        // Applying asks for the organisation and role; creating with a code held does not.
        expect(/name="organisation"/.test(page)).toBe(kind === 'signup');
        expect(/<select[^>]+name="role"/.test(page)).toBe(kind === 'signup');
        // No display text key left untranslated.
        expect(text(page)).not.toMatch(/\b(pro|account|route)\.[a-z]+\.[a-zA-Z]+/);
        if (kind === 'signup') expect(page).toContain(`<h1>${title}</h1>`);
        expect(page).toContain(`>${codeLabel}</label>`);
        expect(page).toContain(`href="/${prefix}/pro/${kind === 'signup' ? 'create' : 'signup'}"`);
      }
      // Anonymous visits make no session.
      expect(client.cookies.has('__Host-session')).toBe(false);
    },
  );

  it('preselects the code region of the visitor: Canada on /en-ca', async () => {
    const page = await (await new Client({ country: 'CA' }).fetch('/en-ca/pro/create', { headers: html })).text();
    expect(page).toMatch(/<option value="pro_ca" selected/);
  });
});

describe('a refused application says why, next to the field, and stores nothing', () => {
  it.each([
    ['an unknown code', { proCode: 'NO-SUCH-CODE' }, 'We do not know this pro code.'],
    ['an expired code', { proCode: 'LOIPE-PRO-US-2025' }, 'This pro code ran out on Jun 30, 2025.'],
    ['a code of another region', { proCode: 'LOIPE-PRO-CA-DEMO' }, 'This pro code is for another region.'],
  ])('%s', async (_name, over, message) => {
    const client = new Client();
    const form = await application(client, over);
    const res = await post(client, '/en-us/pro/signup', form);
    expect(res.status).toBe(400);
    const page = await res.text();
    expect(page).toMatch(/id="pro-proCode"[^>]*aria-invalid="true"[^>]*aria-describedby="pro-proCode-hint pro-proCode-error"/);
    expect(page).toMatch(new RegExp(`id="pro-proCode-error"[^>]*>${message.replace(/[.]/g, '\\.')}`));
    // The alert above the form announces the same reason.
    expect(page).toMatch(new RegExp(`role="alert">${message.replace(/[.]/g, '\\.')}`));
    if (over.proCode === 'LOIPE-PRO-CA-DEMO') expect(page).toContain('ask for a code for United States');
    // What was typed stays (never the password); nothing is stored.
    expect(page).toContain('value="Bend Nordic Club"');
    expect(page).toContain(`value="${over.proCode}"`);
    expect(page).not.toContain(PASSWORD);
    expect(await countCustomers(form.email)).toBe(0);
  });

  it('missing organisation, role and a failed bot check are each named', async () => {
    const client = new Client();
    const form = await application(client, { organisation: '', role: '', altcha: '' });
    const res = await post(client, '/en-us/pro/signup', form);
    expect(res.status).toBe(400);
    const page = await res.text();
    expect(page).toContain('id="pro-organisation-error"');
    expect(page).toContain('Enter your organisation, club or shop.');
    expect(page).toContain('id="pro-role-error"');
    expect(page).toContain('The bot check did not pass');
    expect(await countCustomers(form.email)).toBe(0);
  });

  it('the same refusals in German', async () => {
    const client = new Client();
    const res = await post(client, '/de-de/pro/create', await application(client, { proCode: 'NO-SUCH-CODE' }));
    expect(res.status).toBe(400);
    expect(await res.text()).toContain('Diesen Pro-Code kennen wir nicht.');
  });
});

describe('a pro signs up without JavaScript', () => {
  it('gets the account with its code, the tracker on /pro, pro prices, the account and header state; signing out brings retail back', async () => {
    const client = new Client();
    const form = await application(client);
    const res = await post(client, '/en-us/pro/signup', form);
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/en-us/pro?status=welcome');

    const proPage = await client.fetch('/en-us/pro?status=welcome', { headers: html });
    expect(proPage.headers.get('cache-control')).toContain('no-store');
    const tracker = await proPage.text();
    expect(tracker).toContain('<h1>Loipe Pro</h1>');
    expect(tracker).toContain('Welcome to Loipe Pro, Pia.');
    expect(tracker).toContain('Your pro spend');
    expect(tracker).toMatch(/<progress[^>]+max="100"[^>]+value="0"[^>]+aria-label="Pro spend this pro year"/);
    expect(text(tracker)).toContain('$0.00 of $3,000.00 spent');
    expect(text(tracker)).toContain('$3,000.00 left until the limit');
    expect(text(tracker)).toContain('Pro status valid until Jun 30, 2030');
    expect(text(tracker)).toContain('Pricing group: Pro');
    expect(text(tracker)).toContain('Pro code: LOIPE-PRO-US-DEMO');
    expect(tracker).not.toContain('pro-badge--employee');
    // The content page's sections are still there.
    expect(tracker).toContain('Who qualifies');
    // The header badge.
    expect(tracker).toMatch(/class="site-header__tool site-header__pro" href="\/en-us\/pro"/);

    const account = await (await client.fetch('/en-us/account', { headers: html })).text();
    expect(account).toContain('id="pro-account-title"');
    expect(account).toContain('Welcome to Loipe Pro, Pia.');
    expect(account).toContain('href="/en-us/pro">See your spend tracker</a>');

    const product = `/en-us/p/${onSale.custom_url.url.replace(/\//g, '')}`;
    const pro = await (await client.fetch(product, { headers: html })).text();
    expect(pro).not.toContain('tag--sale');
    expect(pro).toContain(usd(proPrice(onSale.retailPrice.value, onSale.calculatedPrice.value)));

    const out = await post(client, '/en-us/account/sign-out', { csrf_token: tokenIn(account) });
    expect(out.status).toBe(303);
    const retail = await (await client.fetch(product, { headers: html })).text();
    expect(retail).toContain('tag--sale');
    expect(retail).not.toContain('site-header__pro');
    const signedOutPro = await (await client.fetch('/en-us/pro', { headers: html })).text();
    expect(signedOutPro).not.toContain('Your pro spend');
    expect(signedOutPro).toContain('Who qualifies');
  });

  it('/pro/create needs no organisation or role', async () => {
    const client = new Client();
    const { organisation: _o, role: _r, ...form } = await application(client);
    const res = await post(client, '/en-us/pro/create', form);
    expect(res.status).toBe(303);
    const row = await env.COMMERCE_DB.prepare('SELECT customer_group_id, notes FROM customers WHERE email = ?')
      .bind(form.email)
      .first<{ customer_group_id: number; notes: string }>();
    expect(row).toMatchObject({ customer_group_id: 3 });
    expect(row!.notes).toMatch(/^Pro Code: LOIPE-PRO-US-DEMO; region=pro; expires=2030-06-30/);
  });

  it('the tracker counts shipped orders of the pro year against the limit', async () => {
    const client = new Client();
    const form = await application(client);
    expect((await post(client, '/en-us/pro/signup', form)).status).toBe(303);
    const state = (await (await client.fetch('/api/customer')).json()) as { data: { customer: { id: number } } };
    const commerce = createCommerceProvider(env as never);
    const mx = requestCalls().commerce('us');
    for (const status of ['shipped', 'shipped', 'awaiting_fulfillment'] as const) {
      await commerce.createOrder(mx, {
        customer_id: state.data.customer.id,
        email: form.email,
        status,
        region: 'us',
        currency_code: 'USD',
        shipping_cost: 1500,
        tax: 0,
        billing_address: {},
        shipping_address: {},
        lines: [
          {
            product_id: onSale.id,
            variant_id: onSale.variants[0]!.id,
            sku: 'X',
            name: 'Skis',
            options: [],
            quantity: 2,
            unit_price: 30000,
          },
        ],
      });
    }
    const tracker = await (await client.fetch('/en-us/pro', { headers: html })).text();
    expect(text(tracker)).toContain('$1,200.00 of $3,000.00 spent');
    expect(text(tracker)).toContain('$1,800.00 left until the limit');
    expect(tracker).toMatch(/<progress[^>]+value="40"/);
  });

  it('a signed-in shopper is not offered a second application', async () => {
    const client = new Client();
    expect((await post(client, '/en-us/pro/signup', await application(client))).status).toBe(303);
    const page = await (await client.fetch('/en-us/pro/signup', { headers: html })).text();
    expect(page).toContain('You are signed in as');
    expect(page).not.toMatch(/<input[^>]+name="proCode"/);
  });
});

describe('a Canadian pro', () => {
  it('sees CAD and the pro_ca content, and a tracker in CAD', async () => {
    const client = new Client({ country: 'CA' });
    const guest = await (await new Client({ country: 'CA' }).fetch('/en-ca/c/skis', { headers: html })).text();
    expect(guest).toContain('"content_region":"ca"');
    expect(guest).toContain('Free shipping on orders over $200 CAD');
    const res = await post(client, '/en-ca/pro/signup', await application(client, { proRegion: 'pro_ca', proCode: 'LOIPE-PRO-CA-DEMO' }));
    expect(res.status).toBe(303);
    const skisPage = await (await client.fetch('/en-ca/c/skis', { headers: html })).text();
    // pro_ca content: the pro header (its alert instead of the retail shipping one), the page's region.
    expect(skisPage).toContain('"content_region":"pro_ca"');
    expect(skisPage).toContain('Loipe Pro: your pro prices are shown across the site.');
    expect(skisPage).not.toContain('Free shipping on orders over $200 CAD');
    expect(skisPage).not.toContain('tag--sale');
    expect(skisPage).toContain('"currency":"CAD"');
    const tracker = text(await (await client.fetch('/en-ca/pro', { headers: html })).text());
    // The Canadian store's currency settings (spec §3), as its cart and checkout write CAD: token 'CA$'.
    expect(tracker).toContain('CA$0.00 of CA$3,000.00 spent');
    const state = (await (await client.fetch('/api/customer', { headers: { region: 'pro_ca' } })).json()) as {
      data: { isPro: boolean; customer: { proCodeInfo: { region: string } } };
    };
    expect(state.data).toMatchObject({ isPro: true, customer: { proCodeInfo: { region: 'pro_ca' } } });
  });
});

describe('checkout charges the group prices, computed on the server', () => {
  it('an order of a pro is priced at the pro price, not the price the cart was filled at', async () => {
    const client = new Client({ region: 'us' });
    await client.session();
    const variant = onSale.variants.find((v) => v.isPurchasable && v.inventoryLevel > 2)!;
    const pick = { product_id: onSale.id, variant_id: variant.id, stock: variant.inventoryLevel, price: variant.calculatedPrice.value };
    expect((await client.api('POST', '/cart/create', { line_items: [line(pick, 1)] })).status).toBe(201);
    // The cart made a session: the form carries its token, as the page renders it.
    expect((await post(client, '/en-us/pro/signup', await application(client, { csrf_token: client.token }))).status).toBe(303);
    await client.session();
    const cart = (await (await client.fetch('/api/session', { headers: { region: 'pro' } })).json()) as { data: { cartId: string } };
    const res = await client.api('POST', '/orders', orderBody(cart.data.cartId, { payment: CARD_OK }), {
      headers: { 'idempotency-key': `pro-${Date.now()}`, region: 'pro' },
    });
    expect(res.status).toBe(201);
    const order = ((await res.json()) as OrderBody).data.order;
    const expected = proPrice(variant.retailPrice.value, variant.calculatedPrice.value);
    expect(expected).toBeLessThan(variant.calculatedPrice.value);
    // /api answers the platform's decimal amount (spec §7): cents / 100.
    expect(order.lines[0]!.unit_price).toBe(expected / 100);
    expect(order.subtotal).toBe(expected / 100);
  });
});

describe('signed-out /pro', () => {
  it('is the content page with no tracker', async () => {
    const page = await (await SELF.fetch('https://loipe.test/en-us/pro', { headers: html })).text();
    expect(page).toContain('Who qualifies');
    expect(page).not.toContain('pro-tracker');
  });
});
