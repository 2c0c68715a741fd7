/**
 * The scheduled sweep (wrangler.toml `[triggers] crons`), a safety net behind the restock
 * call: stock can also return by other ways (a cancelled order, a platform's own back
 * office). Every confirmed alert whose variant has stock now in its store gets its one mail.
 */
import type { Env } from '../env';
import { COMMERCE_REGIONS, type CommerceRegion } from '../rules/regions';
import { createCommerceProvider } from '../ports/commerce';
import { createContentProvider } from '../ports/content';
import { createEmailProvider } from '../ports/email';
import { requestCalls } from '../ports/context';
import { notifyRestocked } from './back-in-stock';
import { notifyDeps } from './notifier';
import { createSubscriptionStorage } from './subscriptions';

/** Alerts looked at per run; a longer list is worked off over the next runs. */
const ROUND = 500;

export async function sweepRestocked(env: Env, ctx: Pick<ExecutionContext, 'waitUntil'>): Promise<number> {
  const call = requestCalls({ waitUntil: (promise) => ctx.waitUntil(promise), deadlineMs: 25_000 });
  const commerce = createCommerceProvider(env);
  const deps = notifyDeps(env, {
    content: createContentProvider(env, { log: (message, detail) => console.warn(message, detail ?? '') }),
    email: createEmailProvider(env),
    call,
  });
  const alerts = await createSubscriptionStorage(env.COMMERCE_DB).allConfirmed(ROUND);
  const byRegion = new Map<string, Set<number>>();
  for (const alert of alerts)
    (byRegion.get(alert.region) ?? byRegion.set(alert.region, new Set()).get(alert.region)!).add(alert.product_id);
  let sent = 0;
  for (const [region, productIds] of byRegion) {
    if (!(COMMERCE_REGIONS as readonly string[]).includes(region)) continue;
    const inventory = await commerce.getInventory(call.commerce(region as CommerceRegion), [...productIds]);
    const inStock = inventory.flatMap((p) => p.variants.filter((variant) => variant.inventory_level > 0).map((variant) => variant.id));
    sent += await notifyRestocked(deps, region, inStock);
  }
  return sent;
}
