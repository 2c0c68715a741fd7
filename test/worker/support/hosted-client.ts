/**
 * A shopper's client of the Worker on the hosted plane (COMMERCE_PROVIDER=bigcommerce against
 * the loopback BigCommerce double, test/support/bigcommerce-fake-global.ts), for the
 * hosted-accounts*.test.ts files; moved from hosted-accounts.test.ts unchanged.
 */
import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { inject } from 'vitest';
import { createApp } from '../../../worker/app';
import { answerChallenge, type BotcheckChallenge } from '../../support/botcheck';
import { ORIGIN } from '../cart/cart-support';

export const vars = inject('bigcommerceVars');
const hostedEnv = { ...env, ...vars };
const app = createApp();
// The seeded customer of every store of the double (test/contract/fake-bigcommerce-customers.ts DEMO_CUSTOMER).
export const DEMO = { id: 1, email: 'demo@loipe.test', password: 'Demo-skier-2026' };

/** A shopper's cookies and csrf token, talking to the Worker on the hosted plane. */
export class HostedClient {
  cookies = new Map<string, string>();
  token = '';

  async fetch(path: string, init: RequestInit & { headers?: Record<string, string> } = {}): Promise<Response> {
    const headers: Record<string, string> = { ...init.headers };
    if (this.cookies.size > 0) headers.cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    const ctx = createExecutionContext();
    const res = await app.request(`${ORIGIN}${path}`, { ...init, headers, redirect: 'manual' }, hostedEnv, ctx);
    await waitOnExecutionContext(ctx);
    for (const line of res.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const at = pair!.indexOf('=');
      if (/max-age=0/i.test(line)) this.cookies.delete(pair!.slice(0, at));
      else this.cookies.set(pair!.slice(0, at), pair!.slice(at + 1));
    }
    return res;
  }

  async api(method: string, path: string, body?: unknown): Promise<Response> {
    const headers: Record<string, string> = {};
    if (this.token) headers['csrf-token'] = this.token;
    if (body !== undefined) headers['content-type'] = 'application/json';
    return this.fetch(`/api${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  }

  async start(): Promise<this> {
    const res = await this.fetch('/api/session');
    this.token = ((await res.json()) as { data: { csrfToken: string } }).data.csrfToken;
    return this;
  }

  async signIn(email: string, pw: string): Promise<Response> {
    const res = await this.api('POST', '/customers/login', { email, pw });
    if (res.ok) this.token = ((await res.clone().json()) as { data: { csrfToken: string } }).data.csrfToken;
    return res;
  }

  async botcheck(): Promise<string> {
    return answerChallenge((await (await this.fetch('/api/botcheck/challenge')).json()) as BotcheckChallenge);
  }
}

/** What the double found wrong since the last call (and forgets it). */
export const violations = async () => (await fetch(`${vars.BIGCOMMERCE_API_HOST}/__violations`)).json();
