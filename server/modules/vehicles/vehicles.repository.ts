import { sql } from 'drizzle-orm';
import type { RecentVehicleSearch, Vehicle } from '../../../contract/vehicles/schemas';
import { queryRows, type Database } from '../../db/database';
import { databaseOf } from '../../db/unit-of-work';
import { uuidv7 } from '../../../contract/ids/uuid-v7';
import type { VehicleRecord } from '../../providers/vehicles/vehicle-data-provider';

/**
 * The session's active vehicle as kept in sessions.active_vehicle: the vehicle as answered, what
 * it was found from, the variants it may be and the refinement chosen so far.
 */
export interface ActiveVehicle {
  vehicle: Vehicle;
  /** The registration service's record; null for a vehicle chosen by make and model. */
  record: VehicleRecord | null;
  year: number | null;
  candidates: number[];
  refinementData: { name: string; value: string }[];
}

interface RecentRow {
  id: string;
  vehicle_details: Vehicle['vehicleDetails'];
  tecdoc_id: number | null;
  description: string;
  candidates: number;
  has_mot_history: boolean;
  searched_at: Date | string;
}

export function createVehiclesRepository(root: Database) {
  const db = databaseOf(root);
  return {
    async activeVehicle(sessionId: string): Promise<ActiveVehicle | null> {
      const [row] = await queryRows<{ active_vehicle: ActiveVehicle | null }>(
        db(),
        sql`SELECT active_vehicle FROM sessions WHERE id = ${sessionId}`,
      );
      return row?.active_vehicle ?? null;
    },

    /** Sets (or clears, with null) the active vehicle and the TecDoc id the catalogue filters by. */
    async setActiveVehicle(sessionId: string, active: ActiveVehicle | null): Promise<void> {
      await queryRows(
        db(),
        sql`UPDATE sessions SET active_vehicle = ${active === null ? null : JSON.stringify(active)}::jsonb,
              active_tecdoc_id = ${active?.vehicle.tecdocId ?? null}
            WHERE id = ${sessionId}`,
      );
    },

    /** Adds a search, or moves the same vehicle's earlier one to the front with what was found now. */
    async remember(userId: string, searchKey: string, vehicle: Vehicle, searchedAt: Date): Promise<void> {
      const stored = { candidates: vehicle.candidates, hasMotHistory: vehicle.hasMotHistory };
      await queryRows(
        db(),
        sql`INSERT INTO vehicle_searches (id, user_id, search_key, tecdoc_id, vehicle_details, description, searched_at)
            VALUES (${uuidv7()}, ${userId}, ${searchKey}, ${vehicle.tecdocId},
              ${JSON.stringify({ details: vehicle.vehicleDetails, ...stored })}::jsonb, ${vehicle.description},
              ${searchedAt})
            ON CONFLICT (user_id, search_key) DO UPDATE SET tecdoc_id = EXCLUDED.tecdoc_id,
              vehicle_details = EXCLUDED.vehicle_details, description = EXCLUDED.description,
              searched_at = EXCLUDED.searched_at`,
      );
    },

    async recent(userId: string, limit: number): Promise<{ members: RecentVehicleSearch[]; total: number }> {
      const rows = await queryRows<RecentRow & { total: number }>(
        db(),
        sql`SELECT id::text AS id, vehicle_details->'details' AS vehicle_details, tecdoc_id, description,
              COALESCE((vehicle_details->>'candidates')::int, 1) AS candidates,
              COALESCE((vehicle_details->>'hasMotHistory')::boolean, false) AS has_mot_history,
              searched_at, count(*) OVER () AS total
            FROM vehicle_searches WHERE user_id = ${userId}
            ORDER BY searched_at DESC, id DESC LIMIT ${limit}`,
      );
      return {
        total: Number(rows[0]?.total ?? 0),
        members: rows.map((row) => ({
          id: row.id,
          vehicleDetails: row.vehicle_details,
          tecdocId: row.tecdoc_id === null ? null : Number(row.tecdoc_id),
          description: row.description,
          candidates: Number(row.candidates),
          hasMotHistory: row.has_mot_history,
          searchedAt: new Date(row.searched_at).toISOString(),
        })),
      };
    },

    async acceptVinTerms(userId: string, at: Date): Promise<Date> {
      const [row] = await queryRows<{ vin_terms_accepted_at: Date | string }>(
        db(),
        sql`UPDATE users SET vin_terms_accepted_at = COALESCE(vin_terms_accepted_at, ${at})
            WHERE id = ${userId} RETURNING vin_terms_accepted_at`,
      );
      return new Date(row?.vin_terms_accepted_at ?? at);
    },

    /**
     * The most asked-for parts of a category subtree for a fuel: products fitting at least one
     * variant of that fuel (petrol takes in hybrids, which share petrol engines' parts), ranked
     * by how widely the branches stock them.
     */
    async topParts(categoryPath: string, fuel: 'petrol' | 'diesel', limit: number): Promise<string[]> {
      const fuels = fuel === 'diesel' ? ['diesel'] : ['petrol', 'hybrid'];
      const rows = await queryRows<{ id: string }>(
        db(),
        sql`SELECT p.id::text AS id FROM products p JOIN categories c ON c.id = p.category_id
            WHERE (c.path = ${categoryPath} OR c.path LIKE ${`${categoryPath}/%`})
              AND p.withdrawn_at IS NULL AND p.show_on_website
              AND EXISTS (SELECT 1 FROM product_fitments f JOIN vehicle_variants v ON v.id = f.variant_id
                          WHERE f.product_id = p.id AND v.fuel IN (${sql.join(
                            fuels.map((value) => sql`${value}`),
                            sql`, `,
                          )}))
            ORDER BY (SELECT COALESCE(sum(s.quantity), 0) FROM branch_stock s WHERE s.product_id = p.id) DESC, p.sku
            LIMIT ${limit}`,
      );
      return rows.map((row) => row.id);
    },
  };
}

export type VehiclesRepository = ReturnType<typeof createVehiclesRepository>;
