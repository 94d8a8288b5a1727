import { sql } from 'drizzle-orm';
import { queryRows, type Database } from '../../db/database';
import { databaseOf } from '../../db/unit-of-work';
import { createCatalogueFacts } from '../catalogue/catalogue.service';

/** A catalogue variant as a quick kit needs it: what decides plugs, oil and its grade. */
export interface KitVehicle {
  tecdocId: number;
  make: string;
  model: string;
  /** The variant's name ('1.0 EcoBoost 125'). */
  name: string;
  engineCc: number | null;
  fuel: string;
  bodyType: string;
}

/** The leaf category of a TecDoc generic article, where a kit's component is found. */
export interface KitCategory {
  id: string;
  path: string;
}

/** Reads of the catalogue's vehicles and categories for quick kits, in the request's transaction. */
export function createQuickKitsRepository(root: Database) {
  const db = databaseOf(root);
  const catalogue = createCatalogueFacts(root);
  return {
    async vehicle(tecdocId: number): Promise<KitVehicle | undefined> {
      const [row] = await queryRows<{
        make: string;
        model: string;
        name: string;
        engine_cc: number | null;
        fuel: string;
        body_type: string;
      }>(
        db(),
        sql`SELECT mk.name AS make, m.name AS model, v.name, v.engine_cc, v.fuel, v.body_type
            FROM vehicle_variants v JOIN vehicle_models m ON m.id = v.model_id
            JOIN vehicle_makes mk ON mk.id = m.make_id
            WHERE v.tecdoc_id = ${tecdocId}`,
      );
      if (!row) return undefined;
      return {
        tecdocId,
        make: row.make,
        model: row.model,
        name: row.name,
        engineCc: row.engine_cc === null ? null : Number(row.engine_cc),
        fuel: row.fuel,
        bodyType: row.body_type,
      };
    },

    /** Each generic article's category; an article the catalogue has no category for is left out. */
    async categoriesByGenart(genArts: number[]): Promise<Map<number, KitCategory>> {
      if (!genArts.length) return new Map();
      const rows = await queryRows<{ genart_id: number; id: number; path: string }>(
        db(),
        sql`SELECT DISTINCT ON (genart_id) genart_id, id, path FROM categories
            WHERE genart_id IN ${[...new Set(genArts)]} ORDER BY genart_id, depth, id`,
      );
      return new Map(rows.map((row) => [Number(row.genart_id), { id: String(row.id), path: row.path }]));
    },

    /** How many of each sku the branch holds; a sku it holds none of is left out. */
    stockAt: (branchId: string, skus: string[]) => catalogue.stockAt(branchId, { skus }),

    /** Each sku's category path, for the VAT kind of a kit's part (contract/work-orders/part-kind.ts). */
    async categoryPaths(skus: string[]): Promise<Map<string, string>> {
      const facts = await catalogue.partFacts(skus);
      return new Map([...facts].map(([sku, fact]) => [sku, fact.path]));
    },
  };
}

export type QuickKitsRepository = ReturnType<typeof createQuickKitsRepository>;
