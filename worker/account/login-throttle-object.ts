import { DurableObject } from 'cloudflare:workers';
import { decide, forgive, SIGN_IN_RULE, type ThrottleDecision, type ThrottleRule } from './login-throttle';

/**
 * One counter of attempts per key (throttle-keys.ts: sign-ins by client and account,
 * guest order look-ups by client and order number),
 * as a Durable Object: its calls run one at a time, so the check and the count are one step
 * and parallel guesses cannot all pass. Chosen over the `[[ratelimits]]` binding because that
 * binding counts every call it is asked about (it cannot ask "blocked?" without counting)
 * and says nothing about when to come back (Retry-After).
 */
export class LoginThrottleDurableObject extends DurableObject {
  private async attempts(): Promise<number[]> {
    return (await this.ctx.storage.get<number[]>('attempts')) ?? [];
  }

  /** Counts an attempt at `now` unless the rule's limit is reached; `retryAfterSeconds` 0 means allowed. */
  async attempt(now: number, rule: ThrottleRule = SIGN_IN_RULE): Promise<number> {
    const decision: ThrottleDecision = decide(await this.attempts(), now, rule.limit, rule.windowMs);
    await this.ctx.storage.put('attempts', decision.attempts);
    return decision.allowed ? 0 : decision.retryAfterSeconds;
  }

  /** The attempt counted at `at` succeeded: it does not count as a failure. */
  async succeeded(at: number): Promise<void> {
    await this.ctx.storage.put('attempts', forgive(await this.attempts(), at));
  }
}
