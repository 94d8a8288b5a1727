import { inArray } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { categories, promotions, shippingServices } from '../../db/schema';
import { demoPromotions } from './promotions';
import { demoShippingServices } from './shipping-services';

/**
 * Loads the demo shipping services and promotions; rows already there are left alone, so it is
 * safe at every start. Runs after the catalogue: category promotions name categories by path.
 */
export async function loadCommerceDemo(db: Database): Promise<void> {
  await db.insert(shippingServices).values(demoShippingServices).onConflictDoNothing();
  const paths = [...new Set(demoPromotions.flatMap((promotion) => promotion.categoryPaths ?? []))];
  const found = paths.length
    ? await db
        .select({ id: categories.id, path: categories.path })
        .from(categories)
        .where(inArray(categories.path, paths))
    : [];
  const idOf = new Map(found.map((row) => [row.path, String(row.id)]));
  const rows = demoPromotions.map(({ categoryPaths, ...promotion }) => ({
    ...promotion,
    categoryIds: categoryPaths ? categoryPaths.flatMap((path) => idOf.get(path) ?? []) : null,
  }));
  await db.insert(promotions).values(rows).onConflictDoNothing();
}
