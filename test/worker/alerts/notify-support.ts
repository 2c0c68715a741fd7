/** Shared setup of the contact and back-in-stock worker tests (notify.test.ts, back-in-stock.test.ts): forms, the outbox, stock picks. */
import { env } from 'cloudflare:workers';
import { commerceProducts, contentProducts } from '../../../worker/data/catalog';
import { readOutbox } from '../../../worker/ports/email/outbox';
import type { Client } from '../cart/cart-support';

export const OPS = { authorization: 'Bearer workerd-tests-ops-token' };
export const db = () => env.COMMERCE_DB;

export function postForm(client: Client, path: string, form: Record<string, string>) {
  return client.fetch(path, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'sec-fetch-site': 'same-origin', accept: 'text/html' },
    body: new URLSearchParams(form).toString(),
  });
}

export const mailsTo = async (email: string) => (await readOutbox(db())).filter((m) => m.to === email);
export const alertRows = async (email: string) =>
  (await db().prepare('SELECT * FROM stock_subscriptions WHERE email = ?').bind(email).all<Record<string, unknown>>()).results;

/** Sold-out variants (in the seed) of products a store sells, with their page's slug. */
export const soldOutVariants = (region: 'us' | 'no') => {
  const slugs = new Map(contentProducts.filter((p) => p.regions.includes(region) && !p.discontinued).map((p) => [p.uid, p.url]));
  return commerceProducts(region)
    .filter((p) => p.is_visible && slugs.has(p.uid))
    .flatMap((p) =>
      p.variants.filter((v) => v.inventoryLevel === 0).map((v) => ({ product_id: p.id, variant_id: v.id, slug: slugs.get(p.uid)! })),
    );
};
export const pool = { us: soldOutVariants('us'), no: soldOutVariants('no') };
/** A fresh sold-out variant per test: tests share the database. */
export const freshSoldOut = (region: 'us' | 'no' = 'us') => {
  const pick = pool[region].shift();
  if (!pick) throw new Error('ran out of sold-out variants');
  return pick;
};
export const inStockVariant = () => {
  const p = commerceProducts('us').find((x) => x.is_visible && x.variants.some((v) => v.inventoryLevel > 3))!;
  return { product_id: p.id, variant_id: p.variants.find((v) => v.inventoryLevel > 3)!.id };
};
