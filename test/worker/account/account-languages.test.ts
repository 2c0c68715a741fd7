/**
 * Account details checked page by page: field errors next to the field in the page's
 * language (server answer and the field-check island's messages alike), the page form's
 * 429 with Retry-After, and `customers?email:in=` answering only the own address.
 */
import { describe, expect, it, vi } from 'vitest';
import { accountText } from '../../../worker/data/content/display-text/features/account';
import { Client } from '../cart/cart-support';
import { PASSWORD, signedUp, uniqueEmail } from './account-support';
import { decode, islandProps } from '../support/shop-html';

vi.setConfig({ testTimeout: 60_000 });

const LANGUAGES = [
  ['en-us', 'en-us'],
  ['de-de', 'de'],
  ['fr-fr', 'fr'],
  ['es-es', 'es'],
  ['it-it', 'it'],
  ['sv-se', 'sv'],
  ['no-no', 'no'],
  ['ja-jp', 'ja'],
] as const;

function post(client: Client, path: string, form: Record<string, string>, headers: Record<string, string> = {}) {
  return client.fetch(path, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'sec-fetch-site': 'same-origin', accept: 'text/html', ...headers },
    body: new URLSearchParams(form).toString(),
  });
}

describe("field errors in the page's language", () => {
  it.each(LANGUAGES)('/%s/account: a bad sign-in form answers 400 with each error next to its field', async (prefix, text) => {
    const t = accountText[text];
    const res = await post(new Client(), `/${prefix}/account`, { email: 'not-an-email', pw: '' });
    expect(res.status).toBe(400);
    const html = decode(await res.text());
    expect(html).toContain(`<p id="sign-in-email-error" class="field__error">${t['account.error.email']}</p>`);
    expect(html).toContain(`<p id="sign-in-pw-error" class="field__error">${t['account.error.password_required']}</p>`);
    expect(html).toMatch(/<input id="sign-in-email"[^>]*aria-invalid="true"[^>]*aria-describedby="sign-in-email-error"/);
    expect(html).toContain(t['account.error.form']);
    // The field-check island (JavaScript on) carries the same messages for the same fields.
    const [check] = islandProps<{ messages: Record<string, string>; summary: string }>(html, 'form-check');
    expect(check).toEqual({
      messages: { email: t['account.error.email'], pw: t['account.error.password_required'] },
      summary: t['account.error.form'],
    });
  });

  it.each(LANGUAGES)('/%s/account/create: the check island names the fields of the form', async (prefix, text) => {
    const t = accountText[text];
    const create = await (await new Client().fetch(`/${prefix}/account/create`)).text();
    const [createCheck] = islandProps<{ messages: Record<string, string> }>(create, 'form-check');
    expect(createCheck!.messages).toEqual({
      firstName: t['account.error.first_name'],
      lastName: t['account.error.last_name'],
      email: t['account.error.email'],
      password: t['account.error.password_length'],
    });
    // New passwords carry the spec's minimum for the island; the server checks it too.
    expect(create).toMatch(/<input id="create-password"[^>]*minLength="8"/i);
  });
});

describe('the sign-in page form under attack', () => {
  it('answers the 11th failed sign-in with 429, Retry-After and the message in the page language', async () => {
    const { email } = await signedUp('page-guess');
    const client = new Client();
    const ip = { 'cf-connecting-ip': '203.0.113.77' };
    for (let i = 0; i < 10; i++) {
      const res = await post(client, '/de-de/account', { email: uniqueEmail('x'), pw: `guess ${i}` }, ip);
      expect(res.status).toBe(401);
    }
    const eleventh = await post(client, '/de-de/account', { email, pw: PASSWORD }, ip);
    expect(eleventh.status).toBe(429);
    const retry = Number(eleventh.headers.get('retry-after'));
    expect(retry).toBeGreaterThanOrEqual(1);
    expect(retry).toBeLessThanOrEqual(60);
    expect(decode(await eleventh.text())).toContain(accountText.de['account.error.too_many_attempts']);
    // Not signed in: the right password did not get through.
    expect(((await (await client.fetch('/api/customer')).json()) as { data: unknown }).data).toBeNull();
  });
});

describe('GET /api/customers?email:in= answers only the own address', () => {
  it('signed out: an empty list; signed in: the own address in any case, nothing for others or a mixed list', async () => {
    const owner = await signedUp('lookup');
    const other = await signedUp('lookup-other');
    const ask = async (client: Client, emails: string) =>
      ((await (await client.fetch(`/api/customers?email:in=${encodeURIComponent(emails)}`)).json()) as { data: { id: number }[] }).data;
    expect(await ask(new Client(), owner.email)).toEqual([]);
    expect((await ask(owner.client, owner.email.toUpperCase())).map((c) => c.id)).toEqual([owner.id]);
    expect(await ask(owner.client, other.email)).toEqual([]);
    expect(await ask(owner.client, `${owner.email},${other.email}`)).toEqual([]);
    const missing = await owner.client.fetch('/api/customers');
    expect(missing.status).toBe(400);
  });
});
