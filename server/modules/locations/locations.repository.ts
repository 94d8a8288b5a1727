import { sql, type SQL } from 'drizzle-orm';
import type { Location, OpeningHours } from '../../../contract/locations/schemas';
import { queryRows, type Database } from '../../db/database';
import { databaseOf } from '../../db/unit-of-work';

/** Branches as the store locator shows them (trade-features §3 "Store location"). */
interface BranchRecord {
  id: string;
  name: string;
  slug: string;
  country: 'GBR' | 'IRL';
  latitude: number;
  longitude: number;
  address_line1: string;
  address_line2: string | null;
  town: string;
  county: string | null;
  postcode: string;
  phone: string;
  email: string | null;
  opening_hours: OpeningHours[];
  status: 'active' | 'inactive';
}

const columns = sql`id, name, slug, country, latitude, longitude, address_line1, address_line2, town, county,
  postcode, phone, email, opening_hours, status`;

export function toLocation(row: BranchRecord): Location {
  return {
    '@id': `/locations/${row.id}`,
    id: row.id,
    name: row.name,
    slug: row.slug,
    country: row.country,
    latitude: Number(row.latitude),
    longitude: Number(row.longitude),
    address: {
      line1: row.address_line1,
      line2: row.address_line2,
      town: row.town,
      county: row.county,
      postcode: row.postcode,
    },
    phone: row.phone,
    email: row.email,
    openingHours: row.opening_hours,
    status: row.status,
  };
}

export function createLocationsRepository(root: Database) {
  const db = databaseOf(root);
  const select = async (where: SQL, tail: SQL = sql``) =>
    (await queryRows<BranchRecord>(db(), sql`SELECT ${columns} FROM branches WHERE ${where} ${tail}`)).map(toLocation);

  return {
    async page(options: { page: number; itemsPerPage: number; status?: 'active' | 'inactive' }) {
      const where = options.status ? sql`status = ${options.status}` : sql`true`;
      const offset = (options.page - 1) * options.itemsPerPage;
      const [members, [count]] = await Promise.all([
        select(where, sql`ORDER BY name LIMIT ${options.itemsPerPage} OFFSET ${offset}`),
        queryRows<{ total: number }>(db(), sql`SELECT count(*)::int AS total FROM branches WHERE ${where}`),
      ]);
      return { members, total: count?.total ?? 0 };
    },

    async byId(id: string): Promise<Location | undefined> {
      return (await select(sql`id = ${id}`))[0];
    },

    async bySlug(slug: string): Promise<Location | undefined> {
      return (await select(sql`slug = ${slug}`))[0];
    },

    async active(): Promise<Location[]> {
      return select(sql`status = 'active'`, sql`ORDER BY name`);
    },
  };
}

export type LocationsRepository = ReturnType<typeof createLocationsRepository>;
