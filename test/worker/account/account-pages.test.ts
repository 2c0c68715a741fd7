import { describe, expect, it, vi } from 'vitest';
import { Client } from '../cart/cart-support';
import { PASSWORD, signedUp, solvedBotcheck, uniqueEmail } from './account-support';

vi.setConfig({ testTimeout: 60_000 });

const LANGUAGES = [
  ['en-us', 'Sign in'],
  ['de-de', 'Anmelden'],
  ['fr-fr', 'Se connecter'],
  ['es-es', 'Iniciar sesión'],
  ['it-it', 'Accedi'],
  ['sv-se', 'Logga in'],
  ['no-no', 'Logg inn'],
  ['ja-jp', 'ログイン'],
] as const;

/** A plain form post as a browser without JavaScript sends it. */
function post(client: Client, path: string, form: Record<string, string>) {
  return client.fetch(path, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'sec-fetch-site': 'same-origin', accept: 'text/html' },
    body: new URLSearchParams(form).toString(),
  });
}
const tokenIn = (html: string) => /name="csrf_token" value="([^"]+)"/.exec(html)?.[1] ?? '';

describe('account pages in every language', () => {
  it.each(LANGUAGES)('/%s/account shows the sign-in form with its labels, links and no session made', async (prefix, submit) => {
    const client = new Client();
    const res = await client.fetch(`/${prefix}/account`, { headers: { accept: 'text/html' } });
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain(`>${submit}</button>`);
    expect(html).toMatch(/<input[^>]+type="email"[^>]+name="email"/);
    expect(html).toContain(`href="/${prefix}/account/create"`);
    expect(html).toContain(`href="/${prefix}/account/password-reset"`);
    expect(client.cookies.has('__Host-session')).toBe(false);
  });

  it.each(LANGUAGES)('/%s/account/create, password reset and order status render real forms', async (prefix) => {
    const client = new Client();
    for (const path of ['/account/create', '/account/password-reset', '/account/order-status']) {
      const html = await (await client.fetch(`/${prefix}${path}`)).text();
      expect(html, path).toMatch(/<form[^>]+method="(post|get)"/);
      expect(html, path).not.toMatch(/account\.[a-z]+\.[a-zA-Z]+/);
    }
    expect(await (await client.fetch(`/${prefix}/account/create`)).text()).toContain('data-island="botcheck"');
  });
});

describe('without JavaScript', () => {
  it('creates an account with a solved bot check, shows the name in the header, adds an address and signs out', async () => {
    const client = new Client();
    const email = uniqueEmail('nojs');
    const refused = await post(client, '/en-us/account/create', {
      firstName: 'Sigrid',
      lastName: 'Lund',
      email,
      password: PASSWORD,
      altcha: '',
    });
    expect(refused.status).toBe(400);
    const refusedHtml = await refused.text();
    expect(refusedHtml).toContain('The bot check did not pass');
    expect(refusedHtml).toContain('value="Sigrid"');
    expect(refusedHtml).not.toContain(PASSWORD);

    const created = await post(client, '/en-us/account/create', {
      firstName: 'Sigrid',
      lastName: 'Lund',
      email,
      password: PASSWORD,
      altcha: await solvedBotcheck(client),
    });
    expect(created.status).toBe(303);
    expect(created.headers.get('location')).toBe('/en-us/account');
    const dashboardRes = await client.fetch('/en-us/account');
    const dashboard = await dashboardRes.text();
    expect(dashboard).toContain('Welcome back, Sigrid.');
    expect(dashboard).toContain('Hi, Sigrid');
    // GA4 sign_up goes out once, with the page after the new account, and is cleared with it.
    expect(dashboard).toContain('dataLayer.push({"event":"sign_up","method":"password"});');
    expect(dashboardRes.headers.get('set-cookie')).toMatch(/^__Host-event=; Max-Age=0/);
    expect(await (await client.fetch('/en-us/account')).text()).not.toContain('"event":"sign_up"');

    const addresses = await (await client.fetch('/en-us/account/addresses')).text();
    const bad = await post(client, '/en-us/account/addresses', {
      csrf_token: tokenIn(addresses),
      first_name: 'Sigrid',
      last_name: 'Lund',
      address1: 'Main St 1',
      city: 'Denver',
      state_or_province: 'CO',
      postal_code: 'nope',
      country_code: 'US',
    });
    expect(bad.status).toBe(400);
    const badHtml = await bad.text();
    expect(badHtml).toMatch(
      /aria-invalid="true"[^>]*aria-describedby="address-postal_code-error"|aria-describedby="address-postal_code-error"[^>]*aria-invalid/,
    );
    expect(badHtml).toContain('id="address-postal_code-error"');
    // States and provinces are offered by name, grouped by country; the state sent as a code stays chosen.
    expect(badHtml).toMatch(/<optgroup label="United States">.*<option value="Colorado" selected="">Colorado<\/option>/s);
    expect(badHtml).toMatch(/<optgroup label="Canada">.*<option value="British Columbia">British Columbia<\/option>/s);
    const added = await post(client, '/en-us/account/addresses', {
      csrf_token: tokenIn(addresses),
      first_name: 'Sigrid',
      last_name: 'Lund',
      address1: 'Main St 1',
      city: 'Denver',
      state_or_province: 'CO',
      postal_code: '80202',
      country_code: 'US',
    });
    expect(added.status).toBe(303);
    const list = await (await client.fetch('/en-us/account/addresses')).text();
    expect(list).toContain('Main St 1');
    expect(list).toContain('Default address');

    const out = await post(client, '/en-us/account/sign-out', { csrf_token: tokenIn(list) });
    expect(out.status).toBe(303);
    const after = await (await client.fetch('/en-us/account?status=signed-out')).text();
    expect(after).toContain('You are signed out.');
    expect(after).not.toContain('Hi, Sigrid');

    const wrong = await post(client, '/en-us/account', { csrf_token: tokenIn(after), email, pw: 'wrong password' });
    expect(wrong.status).toBe(401);
    const wrongHtml = await wrong.text();
    expect(wrongHtml).not.toContain('"event":"login"');
    const back = await post(client, '/en-us/account', { csrf_token: tokenIn(wrongHtml), email, pw: PASSWORD });
    expect(back.status).toBe(303);
    const signedIn = await (await client.fetch('/en-us/account/addresses')).text();
    expect(signedIn).toContain('Main St 1');
    // GA4 login: once, on the page the sign-in leads to.
    expect(signedIn).toContain('dataLayer.push({"event":"login","method":"password"});');
    expect(await (await client.fetch('/en-us/account/addresses')).text()).not.toContain('"event":"login"');
  });

  it('after signing in, sends the customer back only to a path on this site', async () => {
    const { client, email } = await signedUp('pages-return');
    const out = await post(client, '/en-us/account/sign-out', {
      csrf_token: tokenIn(await (await client.fetch('/en-us/account/addresses')).text()),
    });
    expect(out.status).toBe(303);
    // Harmless as typed, but it parses to `//evil.example`, which a browser reads as another host.
    const page = await (await client.fetch('/en-us/account?return=%2F.%2F%2Fevil.example')).text();
    expect(page).not.toContain('evil.example');
    const back = await post(client, '/en-us/account', { csrf_token: tokenIn(page), email, pw: PASSWORD, return_to: '/.//evil.example' });
    expect(back.status).toBe(303);
    expect(back.headers.get('location')).toBe('/en-us/account');
  });

  it("sends a signed-out visitor of an account page to sign in, and another customer's address or order page is a 404", async () => {
    const guest = new Client();
    const res = await guest.fetch('/en-us/account/addresses');
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/en-us/account?return=%2Fen-us%2Faccount%2Faddresses');

    const owner = await signedUp('pages-owner');
    const address = (await (
      await owner.client.api('POST', `/customers/${owner.id}/addresses`, {
        first_name: 'A',
        last_name: 'B',
        address1: 'Storgata 1',
        city: 'Oslo',
        postal_code: '0155',
        country_code: 'NO',
      })
    ).json()) as { data: { id: number } };
    const other = await signedUp('pages-other');
    expect((await other.client.fetch(`/en-us/account/addresses/${address.data.id}`)).status).toBe(404);
    expect((await owner.client.fetch(`/en-us/account/addresses/${address.data.id}`)).status).toBe(200);
    expect((await other.client.fetch('/en-us/account/orders/1')).status).toBe(404);
  });

  it('requests a password reset: the answer is the same for any email, the mail goes to the outbox', async () => {
    const { email } = await signedUp('pages-reset');
    const client = new Client();
    const res = await post(client, '/de-de/account/password-reset', { email, altcha: await solvedBotcheck(client) });
    expect(res.status).toBe(303);
    expect(await (await client.fetch(res.headers.get('location')!)).text()).toContain('Wenn ein Konto diese E-Mail-Adresse hat');
  });
});

describe('/dev/outbox', () => {
  it('is a 404 outside development', async () => {
    expect((await new Client().fetch('/dev/outbox')).status).toBe(404);
  });
});

export { PASSWORD };
