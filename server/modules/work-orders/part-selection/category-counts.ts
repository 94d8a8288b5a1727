import type { CategoryRecord } from '../../catalogue/catalogue.service';

/**
 * A vehicle's product counts over the category tree: each category's own parts that fit (by
 * fitment, plus the universal ones that fit any vehicle), added to itself and each of its
 * ancestors by path, as the catalogue counts its tree (categories.repository.ts).
 */
export function rollUpCounts(tree: readonly CategoryRecord[], own: ReadonlyMap<string, number>): Map<string, number> {
  const pathOf = new Map(tree.map((row) => [row.id, row.path]));
  const byPath = new Map<string, number>();
  for (const [categoryId, count] of own) {
    const path = pathOf.get(categoryId);
    if (path === undefined || count === 0) continue;
    const parts = path.split('/');
    for (let i = 1; i <= parts.length; i++) {
      const ancestor = parts.slice(0, i).join('/');
      byPath.set(ancestor, (byPath.get(ancestor) ?? 0) + count);
    }
  }
  return new Map(tree.map((row) => [row.id, byPath.get(row.path) ?? 0]));
}

/** Own counts from a vehicle's fitting parts by category and the universal counts by category. */
export function ownCounts(
  fitting: ReadonlyMap<string, readonly unknown[]>,
  universal: readonly { category_id: string; total: number }[],
): Map<string, number> {
  const own = new Map<string, number>();
  for (const [categoryId, parts] of fitting) own.set(categoryId, parts.length);
  for (const { category_id: categoryId, total } of universal) {
    own.set(categoryId, (own.get(categoryId) ?? 0) + Number(total));
  }
  return own;
}
