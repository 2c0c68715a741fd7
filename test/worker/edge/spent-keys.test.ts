/** One-time keys (bot-check answers, webhook deliveries) spent in D1 inside workerd, also when spends race. */
import { env } from 'cloudflare:workers';
import { beforeEach, describe, expect, it } from 'vitest';
import { createBotcheckProvider } from '../../../worker/ports/botcheck';
import { spendOnce } from '../../../worker/ports/spent-keys';
import { answerChallenge, type BotcheckChallenge } from '../../support/botcheck';
import { migrate } from '../checkout/order-support';

// D1 is shared by the tests of a file: each starts without test keys.
beforeEach(async () => {
  await migrate();
  await env.COMMERCE_DB.prepare("DELETE FROM spent_keys WHERE key LIKE 'test:%'").run();
});

const NOW = Date.UTC(2026, 10, 29, 8, 0, 0);
const inSeconds = (s: number) => Math.floor(NOW / 1000) + s;

describe('spendOnce', () => {
  it('lets exactly one of 20 concurrent spends of a key through', async () => {
    const spent = await Promise.all(Array.from({ length: 20 }, () => spendOnce(env.COMMERCE_DB, 'test:race', inSeconds(300), NOW)));
    expect(spent.filter(Boolean)).toHaveLength(1);
  });

  it('keeps keys apart and refuses a spent key until it expires, then lets it be spent again', async () => {
    expect(await spendOnce(env.COMMERCE_DB, 'test:a', inSeconds(60), NOW)).toBe(true);
    expect(await spendOnce(env.COMMERCE_DB, 'test:b', inSeconds(60), NOW)).toBe(true);
    expect(await spendOnce(env.COMMERCE_DB, 'test:a', inSeconds(60), NOW + 59_000)).toBe(false);
    expect(await spendOnce(env.COMMERCE_DB, 'test:a', inSeconds(120), NOW + 60_000)).toBe(true);
  });

  it('deletes the rows whose time is up as it spends', async () => {
    await spendOnce(env.COMMERCE_DB, 'test:old', inSeconds(10), NOW);
    await spendOnce(env.COMMERCE_DB, 'test:new', inSeconds(600), NOW + 20_000);
    const rows = await env.COMMERCE_DB.prepare("SELECT key FROM spent_keys WHERE key LIKE 'test:%' ORDER BY key").all<{ key: string }>();
    expect(rows.results.map((r) => r.key)).toEqual(['test:new']);
  });
});

describe('the ALTCHA bot check spends an answer once', () => {
  it('passes a solved answer for one of five checks that race with it', async () => {
    const botcheck = createBotcheckProvider(env);
    const altcha = await answerChallenge((await botcheck.challenge()) as BotcheckChallenge);
    const passed = await Promise.all(Array.from({ length: 5 }, () => botcheck.verify(altcha, null, { hostname: 'loipe.test' })));
    expect(passed.filter(Boolean)).toHaveLength(1);
    expect(await botcheck.verify(altcha, null, { hostname: 'loipe.test' })).toBe(false);
  });
});
