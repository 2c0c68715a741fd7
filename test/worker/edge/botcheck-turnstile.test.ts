/**
 * With BOTCHECK_PROVIDER=turnstile the account form shows Cloudflare's
 * widget (and only then does the CSP allow its origin), and the server asks siteverify at
 * TURNSTILE_SITEVERIFY_URL: an accepted token creates the account, a refused one does not.
 * The siteverify here is a fake at the var's URL that answers as the vendor's contract does
 * (test/vendor/turnstile/siteverify-answers.json).
 */
import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { app } from '../../../worker/app';
import { TURNSTILE_ACTION } from '../../../worker/ports/botcheck/turnstile';
import answers from '../../vendor/turnstile/siteverify-answers.json';
import { PASSWORD, countCustomers, uniqueEmail } from '../account/account-support';
import { Client } from '../cart/cart-support';

vi.setConfig({ testTimeout: 60_000 });

const ORIGIN = 'https://loipe.test';
const SITEVERIFY = 'https://siteverify.fake.test/turnstile/v0/siteverify';
const turnstileEnv = {
  ...env,
  BOTCHECK_PROVIDER: 'turnstile',
  TURNSTILE_SITE_KEY: '1x00000000000000000000AA',
  TURNSTILE_SECRET_KEY: 'turnstile-test-secret',
  TURNSTILE_SITEVERIFY_URL: SITEVERIFY,
} as typeof env;

/** The fake siteverify: `accepted-token` passes on our host for our action, anything else is refused. */
const asked: URLSearchParams[] = [];
const realFetch = globalThis.fetch;
beforeEach(() => {
  asked.length = 0;
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = input instanceof Request ? input.url : String(input);
    if (url !== SITEVERIFY) return realFetch(input, init);
    const body = new URLSearchParams(await new Response(init?.body).text());
    asked.push(body);
    const ok = body.get('secret') === 'turnstile-test-secret' && body.get('response') === 'accepted-token';
    const answer = ok ? { ...answers.success, hostname: 'loipe.test', action: TURNSTILE_ACTION } : answers['invalid-token'];
    return Response.json(answer);
  });
});
afterEach(() => vi.restoreAllMocks());

async function turnstileFetch(path: string, init: RequestInit = {}): Promise<Response> {
  const ctx = createExecutionContext();
  const res = await app.fetch(new Request(`${ORIGIN}${path}`, { ...init, redirect: 'manual' }), turnstileEnv, ctx);
  await waitOnExecutionContext(ctx);
  return res;
}

/** A plain form post as a browser sends it (with its Content-Length, which the CSRF check reads). */
function createForm(fields: Record<string, string>) {
  const body = new URLSearchParams(fields).toString();
  return turnstileFetch('/en-us/account/create', {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      'content-length': String(body.length),
      'sec-fetch-site': 'same-origin',
      accept: 'text/html',
    },
    body,
  });
}

const customerWith = async (email: string) =>
  env.COMMERCE_DB.prepare('SELECT id FROM customers WHERE email = ?').bind(email).first<{ id: number }>();

describe('BOTCHECK_PROVIDER=turnstile', () => {
  it("shows Cloudflare's widget on the account form, and the CSP allows its origin on that page", async () => {
    const res = await turnstileFetch('/en-us/account/create', { headers: { accept: 'text/html' } });
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('data-botcheck="turnstile"');
    expect(html).toContain('data-sitekey="1x00000000000000000000AA"');
    expect(html).not.toContain('/api/botcheck/challenge');
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toMatch(/script-src [^;]*https:\/\/challenges\.cloudflare\.com/);
    expect(csp).toMatch(/frame-src [^;]*https:\/\/challenges\.cloudflare\.com/);
  });

  it('creates the account with a token siteverify accepts', async () => {
    const email = uniqueEmail('turnstile');
    const res = await createForm({ firstName: 'Tove', lastName: 'Lie', email, password: PASSWORD, altcha: 'accepted-token' });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/en-us/account');
    expect(await customerWith(email)).not.toBeNull();
    expect(asked).toHaveLength(1);
    expect(asked[0]!.get('idempotency_key')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('creates nothing with a token siteverify refuses, and shows the form again', async () => {
    const before = await countCustomers();
    const email = uniqueEmail('turnstile-no');
    const res = await createForm({ firstName: 'Tove', lastName: 'Lie', email, password: PASSWORD, altcha: 'forged-token' });
    expect(res.status).toBe(400);
    const html = await res.text();
    expect(html).toContain('The bot check did not pass');
    expect(html).toContain('data-botcheck="turnstile"');
    expect(asked).toHaveLength(1);
    expect(await customerWith(email)).toBeNull();
    expect(await countCustomers()).toBe(before);
  });

  it('the footer newsletter signup takes the same widget', async () => {
    const html = await (await turnstileFetch('/en-us/account/create', { headers: { accept: 'text/html' } })).text();
    const id = /data-island="newsletter-form" data-island-id="([^"]+)"/.exec(html)?.[1];
    expect(id).toBeDefined();
    const props = new RegExp(`data-island-props="${id}">([^<]*)<`).exec(html)?.[1] ?? '{}';
    expect(JSON.parse(props)).toMatchObject({
      widget: { kind: 'turnstile', siteKey: '1x00000000000000000000AA', action: TURNSTILE_ACTION },
    });
  });
});

describe('with the default ALTCHA bot check', () => {
  it('the CSP names no Turnstile origin, and the form fetches ALTCHA challenges', async () => {
    const res = await new Client().fetch('/en-us/account/create', { headers: { accept: 'text/html' } });
    expect(res.headers.get('content-security-policy')).not.toContain('challenges.cloudflare.com');
    const html = await res.text();
    expect(html).toContain('data-botcheck="altcha"');
    expect(html).toContain('/api/botcheck/challenge');
  });
});
