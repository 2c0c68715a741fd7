/**
 * Sign-in throttling over the LOGIN_THROTTLE Durable Objects (worker/durable/login-throttle.ts):
 * one counter per IP address and one per email address; an attempt runs only when both allow it.
 */
import type { Context } from 'hono';
import type { AppEnv } from '../app-env';
import { normalEmail } from '../domain/owner';
import { sha256Hex } from '../domain/digest';

export type ThrottleOutcome = { allowed: true; done(success: boolean): Promise<void> } | { allowed: false; retryAfterSeconds: number };

const emailKey = async (email: string): Promise<string> => `email:${await sha256Hex(normalEmail(email))}`;

/** The visitor's IP as the edge saw it; one shared bucket when there is none (local tools). */
export const clientIp = (c: Context<AppEnv>) => c.req.header('cf-connecting-ip') ?? c.req.header('x-real-ip') ?? 'unknown';

export async function beginSignIn(c: Context<AppEnv>, email: string, now = Date.now()): Promise<ThrottleOutcome> {
  const namespace = c.env.LOGIN_THROTTLE;
  const keys = [`ip:${clientIp(c)}`, await emailKey(email)];
  const stubs = keys.map((key) => namespace.get(namespace.idFromName(key)));
  const waits = await Promise.all(stubs.map((stub) => stub.attempt(now)));
  if (waits.some((wait) => wait > 0)) {
    // An attempt one counter allowed is not a failure: give it back.
    await Promise.all(stubs.map((stub, i) => (waits[i] === 0 ? stub.succeeded(now) : null)));
    return { allowed: false, retryAfterSeconds: Math.max(...waits) };
  }
  return {
    allowed: true,
    async done(success) {
      if (success) await Promise.all(stubs.map((stub) => stub.succeeded(now)));
    },
  };
}
