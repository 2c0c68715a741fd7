/**
 * build.mjs runs this (bundled for Node): the embedded services' documents as JSON files
 * under `dist/public/_data`, deployed with the Worker's static assets, and the live stock's
 * seed migration (migrations/0006_stock_seed.sql). Returns what it wrote.
 */
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { buildDocuments } from './documents';
import { STOCK_SEED_FILE, stockSeedSql } from './stock-seed';

// build.mjs writes dist/public/_headers from the same security headers the Worker sets.
export { staticHeadersFile } from '../../rules/static-headers';

export async function writeDocuments(directory: string, scale: number): Promise<{ files: number; bytes: number }> {
  const documents = await buildDocuments({ scale });
  await rm(directory, { recursive: true, force: true });
  let bytes = 0;
  for (const [path, document] of documents) {
    const file = join(directory, path);
    await mkdir(dirname(file), { recursive: true });
    const text = JSON.stringify(document);
    bytes += text.length;
    await writeFile(file, text);
  }
  // The stock seed migration follows the shipped catalog (scale 1 only: the bench's repeats
  // are seeded on their first order instead). Rewritten only when it changed.
  if (scale === 1) {
    const sql = stockSeedSql(documents);
    if ((await readFile(STOCK_SEED_FILE, 'utf8').catch(() => '')) !== sql) await writeFile(STOCK_SEED_FILE, sql);
  }
  return { files: documents.size, bytes };
}
