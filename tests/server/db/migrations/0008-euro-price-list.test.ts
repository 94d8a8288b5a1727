import { cpSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoEuroPrice, demoEuroSurcharge } from '../../../../server/demo/catalogue/euro-prices';
import { queryRows, type DatabaseHandle } from '../../../../server/db/database';
import { MIGRATIONS_DIR, migrate } from '../../../../server/db/migrate';
import { testDatabases } from '../../helpers/test-app';

/**
 * A catalogue made before the euro list: migration 0008 gives each product the euro prices the
 * demo generator gives new catalogues, with the same rule written in SQL.
 */
describe.each(testDatabases)('migration 0008 on a catalogue of $name', (database) => {
  let handle: DatabaseHandle;
  let versionsBefore: { sku: string; version: string }[] = [];
  // The migrations before 0008, and those up to it: later ones are no concern of this test.
  const before = mkdtempSync(join(tmpdir(), 'workbay-migrations-'));
  const through = mkdtempSync(join(tmpdir(), 'workbay-migrations-'));
  // Every sku remainder (the factor) and prices that land on the rounding edges (3125p × 1.17).
  const products = [
    { sku: '100001', price: 3895, wasPrice: 4599, surcharge: 0 },
    { sku: '100009', price: 0, wasPrice: null, surcharge: 4500 },
    { sku: '245678', price: 1249, wasPrice: null, surcharge: 0 },
    { sku: 'KIT-7', price: 8999, wasPrice: null, surcharge: 2500 },
    { sku: '100002', price: 3125, wasPrice: null, surcharge: 0 },
    ...Array.from({ length: 140 }, (_, i) => ({
      sku: String(300_000 + i),
      price: 45 + i * 625,
      wasPrice: i % 3 ? null : 99 + i * 700,
      surcharge: (i % 5) * 1250,
    })),
  ];

  beforeAll(async () => {
    for (const name of readdirSync(MIGRATIONS_DIR).filter((file) => file < '0009')) {
      if (name < '0008') cpSync(join(MIGRATIONS_DIR, name), join(before, name));
      cpSync(join(MIGRATIONS_DIR, name), join(through, name));
    }
    handle = await database.open('blank');
    await migrate(handle.db, before);
    await handle.db.execute(sql`INSERT INTO brands (id, name, slug) VALUES (1, 'Brembo', 'brembo')`);
    await handle.db.execute(sql`INSERT INTO categories (id, slug, name, path, depth, position)
      VALUES (1, 'brake-pads', 'Brake Pads', 'brake-pads', 0, 0)`);
    const values = products.map(
      (p) => sql`(gen_random_uuid(), ${p.sku}, ${`prod_${p.sku}`}, ${`p-${p.sku}`}, 'Pads', 1, 1, ${p.sku}, ${p.sku},
        ${p.price}, ${p.wasPrice}, ${p.surcharge})`,
    );
    await handle.db.execute(sql`INSERT INTO products (id, sku, object_id, slug, name, brand_id, category_id, mpn,
      mpn_normalised, price, was_price, surcharge) VALUES ${sql.join(values, sql`, `)}`);
    versionsBefore = await queryRows<{ sku: string; version: string }>(
      handle.db,
      sql`SELECT sku, version::text AS version FROM products`,
    );
  });
  afterAll(async () => {
    await handle.close();
    rmSync(before, { recursive: true, force: true });
    rmSync(through, { recursive: true, force: true });
  });

  it('fills the euro list by the demo rule, and requires a euro price from then on', async () => {
    expect(await migrate(handle.db, through)).toEqual(['0008_euro_price_list']);
    const rows = await queryRows<{
      sku: string;
      price_eur: number;
      was_price_eur: number | null;
      surcharge_eur: number;
    }>(handle.db, sql`SELECT sku, price_eur, was_price_eur, surcharge_eur FROM products ORDER BY sku`);
    for (const p of products) {
      const row = rows.find((r) => r.sku === p.sku);
      expect(row, p.sku).toEqual({
        sku: p.sku,
        price_eur: demoEuroPrice(p.price, p.sku),
        was_price_eur: p.wasPrice === null ? null : demoEuroPrice(p.wasPrice, p.sku),
        surcharge_eur: demoEuroSurcharge(p.surcharge, p.sku),
      });
    }
    await expect(handle.db.execute(sql`UPDATE products SET price_eur = NULL WHERE sku = '100001'`)).rejects.toThrow();
  });

  it('moves every product to a new catalogue version, so the offline packs fetch the euro prices', async () => {
    const after = new Map(
      (
        await queryRows<{ sku: string; version: string }>(
          handle.db,
          sql`SELECT sku, version::text AS version FROM products`,
        )
      ).map((r) => [r.sku, BigInt(r.version)]),
    );
    for (const { sku, version } of versionsBefore) expect((after.get(sku) ?? 0n) > BigInt(version), sku).toBe(true);
  });
});
