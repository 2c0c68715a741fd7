/**
 * A real D1 database in Node (Miniflare's, the engine `wrangler dev` uses) with the
 * migrations of migrations/ applied: what the contract tier runs the account calls against.
 */
import { readdir, readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { Miniflare } from 'miniflare';

const MIGRATIONS = fileURLToPath(new URL('../../migrations/', import.meta.url));

/** The statements of every migration, in file order (comments dropped, split at `;`). */
export async function migrationStatements(): Promise<string[]> {
  const files = (await readdir(MIGRATIONS)).filter((f) => f.endsWith('.sql')).sort();
  const statements: string[] = [];
  for (const file of files) {
    const sql = (await readFile(MIGRATIONS + file, 'utf8'))
      .split('\n')
      .filter((line) => !line.trim().startsWith('--'))
      .join('\n');
    statements.push(
      ...sql
        .split(';')
        .map((s) => s.trim())
        .filter(Boolean),
    );
  }
  return statements;
}

export async function createTestD1(): Promise<{ db: D1Database; dispose: () => Promise<void> }> {
  const mf = new Miniflare({
    modules: true,
    script: 'export default { fetch() { return new Response(null, { status: 404 }); } }',
    d1Databases: { COMMERCE_DB: 'contract-commerce-db' },
  });
  const db = (await mf.getD1Database('COMMERCE_DB')) as unknown as D1Database;
  for (const statement of await migrationStatements()) await db.prepare(statement).run();
  return { db, dispose: () => mf.dispose() };
}
