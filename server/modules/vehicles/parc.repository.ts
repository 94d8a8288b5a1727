import { sql } from 'drizzle-orm';
import { queryRows, type Database } from '../../db/database';
import { databaseOf } from '../../db/unit-of-work';
import type { ProviderFuel } from '../../providers/vehicles/vehicle-data-provider';

/** One catalogue variant with its make and model: what lookups match against and offer. */
export interface ParcVariant {
  tecdocId: number;
  make: string;
  makeSlug: string;
  model: string;
  modelSlug: string;
  /** The engine as sold: '1.0 EcoBoost 125'. */
  name: string;
  /** The engine without its power: '1.0 EcoBoost'. */
  engineDescription: string;
  engineCc: number | null;
  fuel: Exclude<ProviderFuel, 'other'>;
  powerKw: number;
  bodyType: string;
  yearFrom: number;
  yearTo: number | null;
}

interface Row {
  tecdoc_id: number;
  make: string;
  make_slug: string;
  model: string;
  model_slug: string;
  name: string;
  engine_description: string;
  engine_cc: number | null;
  fuel: ParcVariant['fuel'];
  power_kw: number;
  body_type: string;
  year_from: number;
  year_to: number | null;
}

/**
 * The car parc, read once: a few hundred rows that change only when the catalogue is loaded
 * again, which happens before the app serves (seed) — so every lookup matches in memory.
 * How stale: for the life of the process. Safe with several instances because they all load it
 * from the same tables after the seed; loading a new parc while they run needs each restarted.
 */
export function createParcRepository(root: Database) {
  const db = databaseOf(root);
  let loaded: Promise<ParcVariant[]> | null = null;

  const load = async (): Promise<ParcVariant[]> => {
    const rows = await queryRows<Row>(
      db(),
      sql`SELECT v.tecdoc_id, mk.name AS make, mk.slug AS make_slug, m.name AS model, m.slug AS model_slug, v.name,
            v.engine_description, v.engine_cc, v.fuel, v.power_kw, v.body_type, v.year_from, v.year_to
          FROM vehicle_variants v JOIN vehicle_models m ON m.id = v.model_id JOIN vehicle_makes mk ON mk.id = m.make_id
          ORDER BY mk.name, m.year_from, m.name, v.engine_cc NULLS LAST, v.power_kw`,
    );
    return rows.map((row) => ({
      tecdocId: Number(row.tecdoc_id),
      make: row.make,
      makeSlug: row.make_slug,
      model: row.model,
      modelSlug: row.model_slug,
      name: row.name,
      engineDescription: row.engine_description,
      engineCc: row.engine_cc === null ? null : Number(row.engine_cc),
      fuel: row.fuel,
      powerKw: Number(row.power_kw),
      bodyType: row.body_type,
      yearFrom: Number(row.year_from),
      yearTo: row.year_to === null ? null : Number(row.year_to),
    }));
  };

  return {
    async variants(): Promise<ParcVariant[]> {
      loaded ??= load().catch((error: unknown) => {
        loaded = null;
        throw error;
      });
      const variants = await loaded;
      // An empty parc (a database without the demo catalogue yet) is read again next time.
      if (variants.length === 0) loaded = null;
      return variants;
    },
  };
}

export type ParcRepository = ReturnType<typeof createParcRepository>;
