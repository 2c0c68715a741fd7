/**
 * `npm run search:sync` against the fake App Search (fake-app-search.ts over
 * loopback): the whole catalog in every content locale in batches of 100, flat documents
 * within the engine's 64 fields, the same ids on every run, documents that are gone
 * deleted, progress printed, and a refusal of the engine ending the run non-zero with the
 * engine's own message. The last cases run the command itself (it reads the built
 * documents under dist/public, as ops run it after a build).
 */
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTENT_LOCALES } from '../../worker/rules/locale';
import { MAX_ENGINE_FIELDS } from '../../worker/ports/search/app-search/documents';
import { syncDocuments, SyncRefused } from '../../worker/ports/search/app-search/sync';
import { runSearchSync, type SyncEnv } from '../../worker/data/build/search-sync';
import { testCommerce, testContent } from '../support/data';
import { createFakeAppSearch, type FakeAppSearch } from './fake-app-search';
import { serve, type Served } from './fake-app-search-server';

const KEYS = { engine: 'loipe', searchKey: 'search-sync-key', privateKey: 'private-sync-key' };
let fake: FakeAppSearch;
let served: Served;
beforeAll(async () => {
  fake = createFakeAppSearch(KEYS);
  served = await serve(fake.handle);
});
afterAll(() => served.close());

const ports = { content: testContent(), commerce: testCommerce() };
const env = (over: SyncEnv = {}): SyncEnv => ({
  SEARCH_ENDPOINT_BASE: served.url,
  SEARCH_ENGINE: KEYS.engine,
  SEARCH_PRIVATE_KEY: KEYS.privateKey,
  ...over,
});

async function run(over: SyncEnv = {}, fetchImpl?: typeof fetch) {
  const out: string[] = [];
  const err: string[] = [];
  const result = await runSearchSync({ env: env(over), ports, fetch: fetchImpl, out: (l) => out.push(l), err: (l) => err.push(l) });
  return { ...result, out, err };
}

describe('npm run search:sync', () => {
  let first: Awaited<ReturnType<typeof run>>;
  beforeAll(async () => {
    first = await run();
  }, 60_000);

  it('indexes every product and article of every content locale, in batches of 100, printing progress', () => {
    expect(first.code, first.err.join('\n')).toBe(0);
    const documents = [...fake.documents.values()];
    expect(documents.length).toBe(first.result!.indexed);
    for (const locale of CONTENT_LOCALES) {
      const mine = documents.filter((d) => (d.locales as string[])[0] === locale);
      expect(mine.filter((d) => d.type === 'product').length, locale).toBeGreaterThan(40);
      expect(mine.filter((d) => d.type === 'article').length, locale).toBeGreaterThan(0);
      expect(first.out).toContain(`catalog ${locale}: ${mine.length} documents`);
    }
    const posts = fake.log.filter((e) => e.method === 'POST' && e.path.endsWith('/documents'));
    expect(posts.length).toBe(Math.ceil(documents.length / 100));
    expect(posts.every((e) => (e.body as unknown[]).length <= 100)).toBe(true);
    expect(first.out).toContain(`indexed ${documents.length}/${documents.length}`);
    expect(first.out.at(-1)).toMatch(/^done: \d+ indexed in \d+ batches, 0 deleted/);
  });

  it('writes flat documents: lowercase fields, at most 64, prices flattened, numbers typed in the schema', () => {
    const fields = new Set([...fake.documents.values()].flatMap((d) => Object.keys(d)));
    expect(fields.size).toBeLessThanOrEqual(MAX_ENGINE_FIELDS);
    expect([...fields].every((f) => /^[a-z0-9_]+$/.test(f))).toBe(true);
    expect(fields.has('prices')).toBe(false);
    expect(fields.has('price_us')).toBe(true);
    expect(fake.schema).toMatchObject({ price_us: 'number', is_new: 'number', order: 'number', date: 'date', title: 'text' });
    const aurora = fake.documents.get('de:product:aurora-classic')!;
    expect(aurora).toMatchObject({ type: 'product', uid: 'aurora-classic', locales: ['de'], stack: 'embedded', environment: 'embedded' });
    expect(typeof aurora.price_us).toBe('number');
  });

  it('pushes each price list’s price as the decimal amount of its currency, never minor units', () => {
    const aurora = fake.documents.get('de:product:aurora-classic')!;
    expect(aurora).toMatchObject({ price_us: 399.95, price_no: 4299, price_jp: 62000, price_de: 369.95 });
    // Every price has at most its currency's digits: no float tail (399.95000000000005) reaches the engine.
    const prices = [...fake.documents.values()].flatMap((d) => Object.entries(d).filter(([k]) => k.startsWith('price_')));
    expect(prices.length).toBeGreaterThan(1000);
    for (const [field, price] of prices) expect(String(price), field).toMatch(/^\d+(\.\d{1,2})?$/);
  });

  it('is idempotent, and deletes what the catalog no longer has', async () => {
    const ids = [...fake.documents.keys()].sort();
    fake.documents.set('en-us:product:discontinued-long-ago', { id: 'en-us:product:discontinued-long-ago', title: 'Gone' });
    const again = await run();
    expect(again.code).toBe(0);
    expect(again.result).toMatchObject({ indexed: ids.length, deleted: 1 });
    expect([...fake.documents.keys()].sort()).toEqual(ids);
  }, 60_000);

  it('stops non-zero on a refused batch, with the engine’s message', async () => {
    // A document the engine cannot hold: a field name with capitals.
    const spoil = (async (input: RequestInfo | URL, init?: RequestInit) => {
      if (init?.method === 'POST' && String(input).endsWith('/documents')) {
        const docs = JSON.parse(String(init.body)) as Record<string, unknown>[];
        docs[3] = { ...docs[3], Colour: 'red' };
        return fake.handle(input, { ...init, body: JSON.stringify(docs) });
      }
      return fake.handle(input, init);
    }) as typeof fetch;
    const refused = await run({}, spoil);
    expect(refused.code).toBe(1);
    expect(refused.err.join('\n')).toMatch(/refused by the engine: batch 1 refused: en-us:\S+: Invalid field name: Colour/);
  }, 60_000);

  it('stops non-zero when the engine fails or refuses the key, and 2 when a setting is missing', async () => {
    fake.failNext(503, 'Service unavailable');
    const down = await run();
    expect(down.code).toBe(1);
    expect(down.err.join('\n')).toContain('[503] Service unavailable');
    const wrongKey = await run({ SEARCH_PRIVATE_KEY: KEYS.searchKey });
    expect(wrongKey.code).toBe(1);
    expect(wrongKey.err.join('\n')).toContain('[401] Unauthorized action.');
    const missing = await run({ SEARCH_PRIVATE_KEY: '', SEARCH_ENGINE: '' });
    expect(missing.code).toBe(2);
    expect(missing.err[0]).toBe('search:sync needs SEARCH_ENGINE, SEARCH_PRIVATE_KEY in the environment');
  }, 60_000);

  it('refuses more fields than the engine holds before sending anything', async () => {
    const wide = { id: 'x', ...Object.fromEntries(Array.from({ length: 65 }, (_, i) => [`f${i}`, 1])) };
    await expect(syncDocuments([wide], { endpoint: served.url, engine: KEYS.engine, privateKey: KEYS.privateKey })).rejects.toThrow(
      SyncRefused,
    );
  });
});

describe('the command', () => {
  const built = existsSync('dist/public/_data');
  const command = (extra: Record<string, string>) =>
    new Promise<{ code: number; stdout: string; stderr: string }>((resolve) => {
      execFile(
        process.execPath,
        ['scripts/search-sync.mjs'],
        { env: { PATH: process.env.PATH ?? '', SEARCH_ENDPOINT_BASE: served.url, SEARCH_ENGINE: KEYS.engine, ...extra }, timeout: 120_000 },
        (error, stdout, stderr) => resolve({ code: error ? Number((error as { code?: number }).code ?? 1) : 0, stdout, stderr }),
      );
    });

  it('runs after a build: exit 0 with progress, non-zero with the engine’s message on a wrong key', async () => {
    expect(built, 'run `node build.mjs` first: the command reads dist/public/_data').toBe(true);
    const ok = await command({ SEARCH_PRIVATE_KEY: KEYS.privateKey });
    expect(ok.code, ok.stderr).toBe(0);
    expect(ok.stdout).toMatch(/catalog en-us: \d+ documents/);
    expect(ok.stdout).toMatch(/^done: \d+ indexed/m);
    const refused = await command({ SEARCH_PRIVATE_KEY: 'private-wrong' });
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain('[401] You need to sign in or sign up before continuing.');
  }, 180_000);
});
