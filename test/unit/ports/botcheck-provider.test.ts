import { describe, expect, it } from 'vitest';
import { createBotcheckProvider, isBotcheckNotConfigured } from '../../../worker/ports/botcheck';

const noDb = {} as D1Database;

describe('the development bot-check key stands in only where the machine says it is for trying the shop', () => {
  it.each([
    // ENVIRONMENT, whether the protected forms are open without BOTCHECK_HMAC_KEY
    ['development', true],
    ['test', true],
    ['production', false],
    ['staging', false],
    [undefined, false],
  ])('ENVIRONMENT=%j → open: %j', async (ENVIRONMENT, open) => {
    const botcheck = createBotcheckProvider({ ENVIRONMENT, BOTCHECK_PROVIDER: 'altcha', COMMERCE_DB: noDb } as never);
    const challenge = botcheck.challenge();
    if (open) await expect(challenge).resolves.toMatchObject({ algorithm: 'SHA-256' });
    else await expect(challenge.catch((error: unknown) => isBotcheckNotConfigured(error))).resolves.toBe(true);
  });

  it('a deploy with its own key is open whatever ENVIRONMENT says', async () => {
    const botcheck = createBotcheckProvider({ BOTCHECK_PROVIDER: 'altcha', BOTCHECK_HMAC_KEY: 'k'.repeat(32), COMMERCE_DB: noDb } as never);
    await expect(botcheck.challenge()).resolves.toMatchObject({ algorithm: 'SHA-256' });
  });
});
