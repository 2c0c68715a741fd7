import { createHash } from 'node:crypto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type AltchaChallenge, fetchAndSolve, fetchChallenge, RETRY_DELAYS_MS, solve } from '../../../client/lib/botcheck';

/** A challenge whose answer is `number` (as altcha-lib makes them; the signature is not checked here). */
function challengeFor(number: number, maxnumber = 2000): AltchaChallenge {
  const salt = `s${number}?expires=9999999999`;
  return {
    algorithm: 'SHA-256',
    challenge: createHash('sha256')
      .update(salt + number)
      .digest('hex'),
    maxnumber,
    salt,
    signature: 'f'.repeat(64),
  };
}
const numberOf = (answer: string | null) => (answer ? (JSON.parse(atob(answer)) as { number: number }).number : null);

afterEach(() => vi.unstubAllGlobals());

describe('solve: finds n with SHA-256(salt + n) = challenge', () => {
  it.each([0, 499, 500, 1234, 2000])('answer %i', async (n) => {
    expect(numberOf(await solve(challengeFor(n)))).toBe(n);
  });
  it('null when no n up to maxnumber fits', async () => {
    expect(await solve({ ...challengeFor(1500), maxnumber: 1000 })).toBeNull();
  });
});

describe('fetchAndSolve: a lost or failed challenge is tried again with a fresh one', () => {
  const good = challengeFor(42);
  // Each row: what each try's challenge request gives (null = error answer, network failure or timeout).
  it.each<[string, (AltchaChallenge | null)[], number | null, number]>([
    ['first try answers', [good], 42, 1],
    ['first request lost, second answers', [null, good], 42, 2],
    ['two lost, third answers', [null, null, good], 42, 3],
    ['every try lost: null after three', [null, null, null, good], null, 3],
    ['a challenge with no answer in range counts as a failed try', [{ ...challengeFor(3000), maxnumber: 100 }, good], 42, 2],
  ])('%s', async (_name, answers, expected, tries) => {
    const calls: number[] = [];
    const slept: number[] = [];
    const result = await fetchAndSolve('/api/botcheck/challenge', undefined, {
      fetchChallenge: async () => answers[calls.push(1) - 1] ?? null,
      sleep: async (ms) => void slept.push(ms),
    });
    expect(numberOf(result)).toBe(expected);
    expect(calls.length).toBe(tries);
    expect(slept).toEqual(RETRY_DELAYS_MS.slice(0, tries - 1));
  });

  it('stops at once when the island goes away (aborted)', async () => {
    const controller = new AbortController();
    let calls = 0;
    const result = await fetchAndSolve('/x', controller.signal, {
      fetchChallenge: async () => {
        calls += 1;
        controller.abort();
        return null;
      },
      sleep: async () => {},
    });
    expect(result).toBeNull();
    expect(calls).toBe(1);
  });
});

describe('fetchChallenge: null for anything but a challenge, and a request that never answers times out', () => {
  it.each<[string, () => Promise<Response>, boolean]>([
    ['a challenge', async () => Response.json(challengeFor(1)), true],
    ['503', async () => new Response('busy', { status: 503 }), false],
    ['not JSON', async () => new Response('<html>', { status: 200 }), false],
    ['JSON without the fields', async () => Response.json({ algorithm: 'SHA-256' }), false],
    ['a network failure', async () => Promise.reject(new TypeError('Failed to fetch')), false],
  ])('%s', async (_name, answer, ok) => {
    vi.stubGlobal('fetch', answer);
    expect((await fetchChallenge('/x')) !== null).toBe(ok);
  });

  it('gives up on a request that never answers after the timeout, and aborts it', async () => {
    let aborted = false;
    vi.stubGlobal(
      'fetch',
      (_url: string, init: RequestInit) =>
        new Promise((_, reject) =>
          init.signal!.addEventListener('abort', () => {
            aborted = true;
            reject(new DOMException('aborted', 'AbortError'));
          }),
        ),
    );
    const started = Date.now();
    expect(await fetchChallenge('/x', undefined, 50)).toBeNull();
    expect(aborted).toBe(true);
    expect(Date.now() - started).toBeLessThan(2000);
  });
});
