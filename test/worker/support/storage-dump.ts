/**
 * Everything the Worker keeps locally, as text lines to search: every row of every D1 table,
 * every KV entry with its metadata, every Durable Object's stored keys and SQL tables.
 */
import { env, listDurableObjectIds, runInDurableObject } from 'cloudflare:test';

/** Every row of every table of the commerce database (D1), the outbox among them. */
export async function dumpD1(): Promise<string[]> {
  const tables = await env.COMMERCE_DB.prepare("SELECT name FROM sqlite_master WHERE type = 'table'").all<{ name: string }>();
  const out: string[] = [];
  for (const { name } of tables.results) {
    // D1's own bookkeeping (`_cf_METADATA`) may not be read from a Worker (SQLITE_AUTH); nothing of ours is written there.
    if (name.startsWith('_cf_')) continue;
    const rows = await env.COMMERCE_DB.prepare(`SELECT * FROM "${name.replace(/"/g, '""')}"`).all();
    out.push(`${name}: ${JSON.stringify(rows.results)}`);
  }
  return out;
}

/** Every key, value and metadata of every KV namespace. */
export async function dumpKv(): Promise<string[]> {
  const out: string[] = [];
  for (const [binding, kv] of Object.entries({ SESSIONS: env.SESSIONS, PAGE_INDEX: env.PAGE_INDEX })) {
    if (!kv) throw new Error(`the tests have no ${binding} namespace`);
    let cursor: string | undefined;
    do {
      const page = await kv.list({ cursor });
      for (const key of page.keys) {
        const { value, metadata } = await kv.getWithMetadata(key.name, 'text');
        out.push(`${binding} ${key.name}: ${value} ${JSON.stringify(metadata)}`);
      }
      cursor = page.list_complete ? undefined : page.cursor;
    } while (cursor);
  }
  return out;
}

/** Every stored key and every SQL table of every Durable Object (carts, sign-in throttles, customers' sessions). */
export async function dumpDurableObjects(): Promise<string[]> {
  const out: string[] = [];
  for (const [binding, namespace] of [
    ['CART', env.CART],
    ['LOGIN_THROTTLE', env.LOGIN_THROTTLE],
    ['CUSTOMER_SESSIONS', env.CUSTOMER_SESSIONS],
  ] as [string, DurableObjectNamespace][]) {
    for (const id of await listDurableObjectIds(namespace)) {
      out.push(
        ...(await runInDurableObject(namespace.get(id), async (_instance, state) => {
          const found = [...(await state.storage.list())].map(([key, value]) => `${binding} ${key}: ${JSON.stringify(value)}`);
          const tables = state.storage.sql.exec<{ name: string }>("SELECT name FROM sqlite_master WHERE type = 'table'").toArray();
          for (const { name } of tables) {
            // The key-value storage listed above lives in `_cf_KV`, which SQL may not read.
            if (name.startsWith('_cf_')) continue;
            found.push(`${binding} ${name}: ${JSON.stringify(state.storage.sql.exec(`SELECT * FROM "${name}"`).toArray())}`);
          }
          return found;
        })),
      );
    }
  }
  return out;
}
