import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { buildDocuments } from '../../../worker/data/build/documents';
import { STOCK_SEED_FILE, stockSeedSql } from '../../../worker/data/build/stock-seed';
import { commerceProducts } from '../../../worker/data/catalog';

describe('the live stock seed migration', () => {
  it('is the catalog’s stock, as the build generates it (the committed file never drifts)', async () => {
    const sql = stockSeedSql(await buildDocuments({ scale: 1 }));
    expect(await readFile(STOCK_SEED_FILE, 'utf8')).toBe(sql);
  }, 60_000);

  it('holds one row per variant and store with the catalog level', async () => {
    const sql = await readFile(STOCK_SEED_FILE, 'utf8');
    const us = commerceProducts('us').flatMap((p) => p.variants);
    const sample = us.filter((_, i) => i % 50 === 0);
    for (const v of sample) expect(sql).toContain(`('us', ${v.id}, ${v.product_id}, ${v.inventoryLevel}, ${v.inventoryLevel})`);
    expect(sql.match(/\('us', /g)).toHaveLength(us.length);
  });
});
