/**
 * The Turnstile adapter against Cloudflare's siteverify contract (test/vendor/turnstile/):
 * the answers the vendor documents, the fields a request sends, the one retry of an
 * `internal-error` with the same idempotency key, and hostname/action checks.
 */
import { readFileSync } from 'node:fs';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  accepted,
  createTurnstileBotcheck,
  retryable,
  SiteverifyAnswer,
  TURNSTILE_ACTION,
  TURNSTILE_SITEVERIFY,
} from '../../../worker/ports/botcheck/turnstile';

const vendor = (name: string) => JSON.parse(readFileSync(new URL(`../../vendor/turnstile/${name}`, import.meta.url), 'utf8'));
const answers = vendor('siteverify-answers.json') as Record<string, Record<string, unknown>>;
const schema = vendor('siteverify-response.schema.json') as { required: string[]; properties: Record<string, { type: string }> };

const ours = (answer: Record<string, unknown>) => ({ ...answer, hostname: 'loipe.test', action: TURNSTILE_ACTION });

/** A stand-in for siteverify that records what it was sent and answers from a list. */
function fakeSiteverify(replies: unknown[]) {
  const sent: { url: string; body: URLSearchParams }[] = [];
  const fetch = (async (url: string, init: RequestInit) => {
    sent.push({ url, body: new URLSearchParams(init.body as URLSearchParams) });
    const reply = replies[Math.min(sent.length - 1, replies.length - 1)];
    return new Response(JSON.stringify(reply), { headers: { 'content-type': 'application/json' } });
  }) as unknown as typeof globalThis.fetch;
  return { sent, fetch };
}

describe('the vendor answers', () => {
  it.each(Object.keys(answers).filter((k) => !k.startsWith('$')))('%s has the fields the contract requires and parses', (name) => {
    const answer = answers[name]!;
    for (const field of schema.required) expect(answer, field).toHaveProperty(field);
    expect(typeof answer.success).toBe(schema.properties.success!.type);
    expect(v.safeParse(SiteverifyAnswer, answer).success).toBe(true);
  });
});

describe('accepted and retryable', () => {
  const expected = { hostname: 'loipe.test' };
  it.each([
    ['a success on our host for our action', ours(answers.success!), true],
    ['a success for another action (the vendor example: login)', { ...answers.success!, hostname: 'loipe.test' }, false],
    ['a success on another host', { ...ours(answers.success!), hostname: 'example.com' }, false],
    ['a success without a hostname', { ...ours(answers.success!), hostname: undefined }, false],
    ['an invalid token', answers['invalid-token']!, false],
    ['a used token', answers['used-token']!, false],
    ['an internal error', answers['internal-error']!, false],
  ])('%s → %s', (_, answer, pass) => {
    expect(accepted(v.parse(SiteverifyAnswer, answer), expected)).toBe(pass);
  });

  it('retries only an internal error', () => {
    expect(retryable(v.parse(SiteverifyAnswer, answers['internal-error']))).toBe(true);
    for (const name of ['success', 'invalid-token', 'used-token'])
      expect(retryable(v.parse(SiteverifyAnswer, answers[name])), name).toBe(false);
  });
});

describe('createTurnstileBotcheck().verify', () => {
  const options = { siteKey: 'site', secretKey: 'secret' };

  it('posts secret, response, remoteip and an idempotency key to the configured URL', async () => {
    const fake = fakeSiteverify([ours(answers.success!)]);
    const check = createTurnstileBotcheck({ ...options, siteverifyUrl: 'http://fake.test/siteverify', fetch: fake.fetch });
    expect(await check.verify('token-1', '203.0.113.9', { hostname: 'loipe.test' })).toBe(true);
    expect(fake.sent).toHaveLength(1);
    expect(fake.sent[0]!.url).toBe('http://fake.test/siteverify');
    const body = fake.sent[0]!.body;
    expect(body.get('secret')).toBe('secret');
    expect(body.get('response')).toBe('token-1');
    expect(body.get('remoteip')).toBe('203.0.113.9');
    expect(body.get('idempotency_key')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("defaults to Cloudflare's siteverify URL", async () => {
    const fake = fakeSiteverify([ours(answers.success!)]);
    await createTurnstileBotcheck({ ...options, fetch: fake.fetch }).verify('t', null, { hostname: 'loipe.test' });
    expect(fake.sent[0]!.url).toBe(TURNSTILE_SITEVERIFY);
  });

  it('asks once more after an internal error, with the same idempotency key, and takes that answer', async () => {
    const fake = fakeSiteverify([answers['internal-error'], ours(answers.success!)]);
    const check = createTurnstileBotcheck({ ...options, fetch: fake.fetch });
    expect(await check.verify('token-2', null, { hostname: 'loipe.test' })).toBe(true);
    expect(fake.sent).toHaveLength(2);
    expect(fake.sent[1]!.body.get('idempotency_key')).toBe(fake.sent[0]!.body.get('idempotency_key'));
  });

  it('gives up after the second internal error (one retry only)', async () => {
    const fake = fakeSiteverify([answers['internal-error']]);
    expect(await createTurnstileBotcheck({ ...options, fetch: fake.fetch }).verify('t', null, { hostname: 'loipe.test' })).toBe(false);
    expect(fake.sent).toHaveLength(2);
  });

  it.each([
    ['an invalid token', answers['invalid-token']],
    ['a used token', answers['used-token']],
    ['another action', { ...answers.success!, hostname: 'loipe.test' }],
    ['another host', answers.success],
    ['an answer that is not the contract', { ok: true }],
  ])('refuses %s without a retry', async (_, reply) => {
    const fake = fakeSiteverify([reply]);
    expect(await createTurnstileBotcheck({ ...options, fetch: fake.fetch }).verify('t', null, { hostname: 'loipe.test' })).toBe(false);
    expect(fake.sent).toHaveLength(1);
  });

  it('refuses a missing or oversized token without asking', async () => {
    const fake = fakeSiteverify([ours(answers.success!)]);
    const check = createTurnstileBotcheck({ ...options, fetch: fake.fetch });
    for (const token of [undefined, '', 'x'.repeat(2049), 42]) expect(await check.verify(token, null)).toBe(false);
    expect(fake.sent).toHaveLength(0);
  });

  it('refuses when siteverify cannot be reached', async () => {
    const failing = (async () => {
      throw new TypeError('network down');
    }) as unknown as typeof fetch;
    expect(await createTurnstileBotcheck({ ...options, fetch: failing }).verify('t', null)).toBe(false);
  });
});
