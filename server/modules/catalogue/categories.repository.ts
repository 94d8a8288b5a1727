import { sql } from 'drizzle-orm';
import type { CategoryRef } from '../../../contract/catalogue/schemas';
import type { Clock } from '../../clock';
import { readCatalogueCounter } from '../../db/catalogue-counter';
import { queryRows, type Database } from '../../db/database';
import { databaseOf } from '../../db/unit-of-work';
import { findByCommonName } from './category-names';

interface CategoryRecord {
  id: string;
  name: string;
  slug: string;
  path: string;
  depth: number;
  genart_id: number | null;
  parent_id: string | null;
  product_count: number;
}

type OwnCount = { category_id: string; total: number };

/**
 * How stale the kept tree may be. It is kept under the catalogue's change counter (the sequence
 * `catalogue_version`, migration 0007, which the catalogue packs read too): every product added,
 * withdrawn, shown, hidden or moved to another category takes a new number. The counter is read
 * at most once per COUNTER_CHECK_MS, so a product change shows in the counts within about a
 * second. A tree older than MAX_AGE_MS is read again whatever the counter says: that covers what
 * the counter does not number (a category added with no product yet) and a change that had taken
 * its number but not committed when the tree was read. Every instance reads the same database, so
 * two instances disagree for no longer than these bounds.
 */
export const COUNTER_CHECK_MS = 1_000;
export const MAX_AGE_MS = 60_000;

/** The tree and the universal parts' counts as they were at one value of the change counter. */
interface Snapshot {
  counter: string;
  readAt: number;
  tree: Promise<CategoryRecord[]>;
  universal?: Promise<OwnCount[]>;
}

/**
 * The category tree with its product counts; small (a few hundred rows), so it is read whole and
 * kept per process, within the bounds above.
 */
export function createCategoriesRepository(root: Database, clock: Clock) {
  const db = databaseOf(root);
  const load = async (): Promise<CategoryRecord[]> => {
    const [rows, counts] = await Promise.all([
      queryRows<Omit<CategoryRecord, 'product_count'>>(
        db(),
        sql`SELECT c.id::text AS id, c.name, c.slug, c.path, c.depth, c.genart_id, c.parent_id::text AS parent_id
            FROM categories c ORDER BY c.depth, c.position, c.name`,
      ),
      queryRows<{ category_id: string; total: number }>(
        db(),
        sql`SELECT category_id::text AS category_id, count(*)::int AS total FROM products
            WHERE withdrawn_at IS NULL AND show_on_website GROUP BY category_id`,
      ),
    ]);
    const own = new Map(counts.map((count) => [count.category_id, count.total]));
    const pathOf = new Map(rows.map((row) => [row.id, row.path]));
    // A category counts its own products and its subcategories'.
    const total = new Map<string, number>();
    for (const [id, count] of own) {
      const parts = (pathOf.get(id) ?? '').split('/');
      for (let i = 1; i <= parts.length; i++) {
        const path = parts.slice(0, i).join('/');
        total.set(path, (total.get(path) ?? 0) + count);
      }
    }
    return rows.map((row) => ({ ...row, product_count: total.get(row.path) ?? 0 }));
  };

  let snapshot: Snapshot | undefined;
  let checkedAt = Number.NEGATIVE_INFINITY;
  let checking: Promise<Snapshot> | undefined;

  /** A kept promise that failed is forgotten, so that the next call reads again. */
  const forgetOnFailure = <T>(promise: Promise<T>, kept: Snapshot): Promise<T> =>
    promise.catch((error: unknown) => {
      if (snapshot === kept) snapshot = undefined;
      throw error;
    });

  // Read before the tree: a change numbered after this read is seen at the next check.
  const readCounter = () => readCatalogueCounter(db());

  const check = async (now: number): Promise<Snapshot> => {
    const counter = await readCounter();
    checkedAt = now;
    if (!snapshot || snapshot.counter !== counter || now - snapshot.readAt >= MAX_AGE_MS) {
      const next: Snapshot = { counter, readAt: now, tree: Promise.resolve([]) };
      next.tree = forgetOnFailure(load(), next);
      snapshot = next;
    }
    return snapshot;
  };

  /** The snapshot in force; the counter is read once for all the calls that arrive meanwhile. */
  const current = (): Promise<Snapshot> => {
    const now = clock().getTime();
    if (snapshot && now - checkedAt < COUNTER_CHECK_MS && now - snapshot.readAt < MAX_AGE_MS) {
      return Promise.resolve(snapshot);
    }
    checking ??= check(now).finally(() => {
      checking = undefined;
    });
    return checking;
  };

  const all = async (): Promise<CategoryRecord[]> => (await current()).tree;

  /** A category's own count added to itself and each ancestor, by path. */
  const rollUp = async (own: OwnCount[]): Promise<Record<string, number>> => {
    const rows = await all();
    const pathOf = new Map(rows.map((row) => [row.id, row.path]));
    const byPath = new Map<string, number>();
    for (const { category_id, total } of own) {
      const parts = (pathOf.get(category_id) ?? '').split('/');
      for (let i = 1; i <= parts.length; i++) {
        const path = parts.slice(0, i).join('/');
        byPath.set(path, (byPath.get(path) ?? 0) + Number(total));
      }
    }
    return Object.fromEntries(
      rows.flatMap((row) => (byPath.get(row.path) ? [[row.id, byPath.get(row.path) ?? 0]] : [])),
    );
  };

  // Universal parts (fitting no vehicle in particular) fit every vehicle: counted once per snapshot.
  const universalCounts = async (): Promise<OwnCount[]> => {
    const kept = await current();
    kept.universal ??= forgetOnFailure(
      queryRows<OwnCount>(
        db(),
        sql`SELECT p.category_id::text AS category_id, count(*)::int AS total FROM products p
            WHERE p.withdrawn_at IS NULL AND p.show_on_website
              AND NOT EXISTS (SELECT 1 FROM product_fitments f WHERE f.product_id = p.id)
            GROUP BY p.category_id`,
      ),
      kept,
    );
    return kept.universal;
  };

  const ref = (row: CategoryRecord): CategoryRef => ({ id: row.id, name: row.name, slug: row.slug, path: row.path });

  return {
    all,
    ref,
    /** Per category id, its own listed products that fit no vehicle in particular (kept with the tree). */
    universalCounts,
    /** Per category id, the products fitting the vehicle (through its fitments) and universal ones. */
    async countsForVehicle(tecdocId: number): Promise<Record<string, number>> {
      const [fitting, everywhere] = await Promise.all([
        queryRows<OwnCount>(
          db(),
          sql`SELECT p.category_id::text AS category_id, count(DISTINCT p.id)::int AS total
              FROM vehicle_variants v JOIN product_fitments f ON f.variant_id = v.id
                JOIN products p ON p.id = f.product_id
              WHERE v.tecdoc_id = ${tecdocId} AND p.withdrawn_at IS NULL AND p.show_on_website
              GROUP BY p.category_id`,
        ),
        universalCounts(),
      ]);
      return rollUp([...fitting, ...everywhere]);
    },
    /**
     * By full path ('braking/brake-pads'), else by its own slug when that is unique, else by a
     * name people use for it ('brakes', 'Oils & Fluids', 'cambelts'; category-names.ts).
     */
    async find(slugOrPath: string): Promise<CategoryRecord | undefined> {
      const rows = await all();
      const byPath = rows.find((row) => row.path === slugOrPath);
      if (byPath) return byPath;
      const bySlug = rows.filter((row) => row.slug === slugOrPath);
      if (bySlug.length === 1) return bySlug[0];
      return bySlug.length === 0 ? findByCommonName(rows, slugOrPath) : undefined;
    },
    async byId(id: string): Promise<CategoryRecord | undefined> {
      return (await all()).find((row) => row.id === id);
    },
    async children(id: string): Promise<CategoryRecord[]> {
      return (await all()).filter((row) => row.parent_id === id);
    },
    /** The category and its ancestors, root first. */
    async breadcrumbs(path: string): Promise<CategoryRef[]> {
      const rows = await all();
      const parts = path.split('/');
      return parts
        .map((_, index) => rows.find((row) => row.path === parts.slice(0, index + 1).join('/')))
        .filter((row): row is CategoryRecord => row !== undefined)
        .map(ref);
    },
    /** Forgets the kept tree: the next call reads it again. */
    reset(): void {
      snapshot = undefined;
    },
  };
}

export type CategoriesRepository = ReturnType<typeof createCategoriesRepository>;
export type { CategoryRecord };
