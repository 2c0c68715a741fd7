/**
 * The page cache with a hosted bot check (BOTCHECK_PROVIDER=turnstile): every page's footer signup
 * (and a product page's stock alert) loads Cloudflare's widget, so the CSP of a cached copy
 * must allow the Turnstile origin as the render's did, with the hit's own fresh nonce on
 * every runnable script: from the isolate's copy and from the Cache API alike.
 */
import { createExecutionContext, env, reset, waitOnExecutionContext } from 'cloudflare:test';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { app } from '../../../worker/app';
import { hotPages } from '../../../worker/page-cache/middleware';
import { TURNSTILE_ORIGIN } from '../../../worker/ports/botcheck/turnstile';
import { runnableScripts } from '../support/helpers';
import { migrate } from '../checkout/order-support';

beforeEach(migrate);
afterEach(() => {
  hotPages.clear();
  return reset();
});

const PRODUCT = '/en-us/p/aurora-classic';
const SITE_KEY = '1x00000000000000000000AA';
const turnstileEnv = {
  ...env,
  BOTCHECK_PROVIDER: 'turnstile',
  TURNSTILE_SITE_KEY: SITE_KEY,
  TURNSTILE_SECRET_KEY: 'turnstile-test-secret',
  TURNSTILE_SITEVERIFY_URL: 'https://siteverify.fake.test/turnstile/v0/siteverify',
} as typeof env;

async function view(path: string, environment: typeof env) {
  const ctx = createExecutionContext();
  const res = await app.fetch(new Request(`https://loipe.test${path}`, { headers: { accept: 'text/html' } }), environment, ctx);
  const html = await res.text();
  // The fill is stored in the answer's waitUntil.
  await waitOnExecutionContext(ctx);
  const csp = res.headers.get('content-security-policy') ?? '';
  return { res, html, csp, status: res.headers.get('cache-status') ?? '', nonce: /'nonce-([^']+)'/.exec(csp)?.[1] ?? '' };
}

const origin = TURNSTILE_ORIGIN.replace(/[.]/g, '\\.');

function expectTurnstileCsp(page: Awaited<ReturnType<typeof view>>) {
  expect(page.csp).toMatch(new RegExp(`script-src [^;]*'nonce-${page.nonce.replace(/[+/=]/g, '\\$&')}'[^;]* ${origin}`));
  expect(page.csp).toMatch(new RegExp(`frame-src [^;]*${origin}`));
  expect(page.csp).toMatch(new RegExp(`connect-src [^;]*${origin}`));
  expect(page.html).toContain(SITE_KEY);
  const scripts = runnableScripts(page.html);
  expect(scripts.length).toBeGreaterThan(0);
  for (const tag of scripts) expect(tag).toContain(`nonce="${page.nonce}"`);
}

describe('cached pages with the Turnstile bot check', () => {
  it("a hit's CSP allows the Turnstile origin and names the hit's fresh nonce, from the isolate's copy and from the Cache API", async () => {
    const miss = await view(PRODUCT, turnstileEnv);
    expect(miss.status).toBe('loipe; fwd=miss; stored');
    expectTurnstileCsp(miss);

    const hot = await view(PRODUCT, turnstileEnv);
    expect(hot.status).toMatch(/^loipe; hit; /);
    expect(hot.nonce).not.toBe(miss.nonce);
    expectTurnstileCsp(hot);

    // The isolate's copy gone: the page comes from the Cache API, with the origin it was stored with.
    hotPages.clear();
    const stored = await view(PRODUCT, turnstileEnv);
    expect(stored.status).toMatch(/^loipe; hit; /);
    expect(new Set([miss.nonce, hot.nonce, stored.nonce]).size).toBe(3);
    expectTurnstileCsp(stored);
  });

  it('a category hit carries it too (the footer signup is on every page)', async () => {
    await view('/en-us/c/skis', turnstileEnv);
    const hit = await view('/en-us/c/skis', turnstileEnv);
    expect(hit.status).toMatch(/^loipe; hit; /);
    expectTurnstileCsp(hit);
  });

  it('with the default ALTCHA bot check a hit names no Turnstile origin (the key holds the provider)', async () => {
    await view(PRODUCT, turnstileEnv);
    const first = await view(PRODUCT, env);
    expect(first.status).toBe('loipe; fwd=miss; stored');
    const hit = await view(PRODUCT, env);
    expect(hit.status).toMatch(/^loipe; hit; /);
    expect(hit.csp).not.toContain(TURNSTILE_ORIGIN);
    for (const tag of runnableScripts(hit.html)) expect(tag).toContain(`nonce="${hit.nonce}"`);
  });
});
