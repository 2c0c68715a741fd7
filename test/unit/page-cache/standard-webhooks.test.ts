import { describe, expect, it } from 'vitest';
import { checkStandardWebhook, type SignedHeaders } from '../../../worker/page-cache/standard-webhooks';
import { signStandardWebhook } from '../../support/standard-webhooks';

const key = new TextEncoder().encode('client-secret-of-the-api-account');
const NOW = Date.UTC(2026, 10, 29, 8, 0, 0);
const T = Math.floor(NOW / 1000);
const BODY = '{"scope":"store/product/updated","data":{"type":"product","id":1101}}';

const signed = async (
  over: { body?: string; timestamp?: number; id?: string; key?: Uint8Array<ArrayBuffer> } = {},
): Promise<SignedHeaders> => {
  const h = await signStandardWebhook(over.body ?? BODY, over.key ?? key, { id: over.id ?? 'msg_1', timestamp: over.timestamp ?? T });
  return { id: h['webhook-id'], timestamp: h['webhook-timestamp'], signature: h['webhook-signature'] };
};

describe('checkStandardWebhook: a delivery is authentic and fresh, or refused with its reason', () => {
  it('matches the Standard Webhooks specification’s own example', async () => {
    const specKey = Uint8Array.from(atob('MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw'), (ch) => ch.charCodeAt(0));
    const headers = {
      id: 'msg_p5jXN8AQM9LWM0D4loKWxJek',
      timestamp: '1614265330',
      signature: 'v1,g0hM9SsE+OTPJTGt/tmIKtSyZlE3uFJELVlNIOLJ1OE=',
    };
    expect(await checkStandardWebhook(headers, '{"test": 2432232314}', specKey, 1614265330_000)).toEqual({
      ok: true,
      id: 'msg_p5jXN8AQM9LWM0D4loKWxJek',
    });
  });

  it.each<[string, () => Promise<SignedHeaders>, string, string]>([
    ['a fresh signed delivery', () => signed(), BODY, 'ok'],
    ['signed 5 minutes ago', () => signed({ timestamp: T - 300 }), BODY, 'ok'],
    ['signed 5 minutes ahead (clock skew)', () => signed({ timestamp: T + 300 }), BODY, 'ok'],
    [
      'one valid entry among others',
      async () => ({ ...(await signed()), signature: `v1,AAAA v2,xyz ${(await signed()).signature}` }),
      BODY,
      'ok',
    ],
    ['signed 5 minutes and 1 second ago', () => signed({ timestamp: T - 301 }), BODY, 'stale'],
    ['signed a day ago', () => signed({ timestamp: T - 86_400 }), BODY, 'stale'],
    ['signed 6 minutes ahead', () => signed({ timestamp: T + 360 }), BODY, 'stale'],
    ['a changed body', () => signed(), BODY.replace('1101', '1102'), 'signature'],
    ['another key', () => signed({ key: new TextEncoder().encode('someone else') }), BODY, 'signature'],
    [
      'a timestamp changed after signing',
      async () => ({ ...(await signed({ timestamp: T - 3600 })), timestamp: String(T) }),
      BODY,
      'signature',
    ],
    ['an id changed after signing', async () => ({ ...(await signed()), id: 'msg_2' }), BODY, 'signature'],
    [
      'a version other than v1',
      async () => ({ ...(await signed()), signature: (await signed()).signature!.replace('v1,', 'v2,') }),
      BODY,
      'signature',
    ],
    ['a signature that is not base64', async () => ({ ...(await signed()), signature: 'v1,%%%' }), BODY, 'signature'],
    ['no signature', async () => ({ ...(await signed()), signature: undefined }), BODY, 'unsigned'],
    ['no id', async () => ({ ...(await signed()), id: undefined }), BODY, 'unsigned'],
    ['no timestamp', async () => ({ ...(await signed()), timestamp: undefined }), BODY, 'unsigned'],
    ['a timestamp that is not a number', async () => ({ ...(await signed()), timestamp: '1e9' }), BODY, 'unsigned'],
    ['an id of 300 characters', () => signed({ id: 'x'.repeat(300) }), BODY, 'unsigned'],
  ])('%s → %s', async (_, headers, body, expected) => {
    const check = await checkStandardWebhook(await headers(), body, key, NOW);
    expect(check.ok ? 'ok' : check.reason).toBe(expected);
  });
});
