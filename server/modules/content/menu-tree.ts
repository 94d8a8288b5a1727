import type { MenuItem, MenuItemAtPath, MenuLink } from '../../../contract/content/schemas';
import type { MenuItemRow } from '../../db/schema';

/** Which items stay: all of them, or (with a vehicle) those whose category holds a part for it. */
export type KeepItem = (row: MenuItemRow) => boolean;
const keepAll: KeepItem = () => true;

const link = (row: MenuItemRow): MenuLink => ({
  '@id': `/api/menu-items/${row.id}`,
  id: row.id,
  label: row.label,
  url: row.url,
  categoryPath: row.categoryPath,
});

/**
 * A menu's rows (in position order) as its tree, three levels deep. An item left out takes its
 * children with it.
 */
export function buildMenuTree(rows: readonly MenuItemRow[], keep: KeepItem = keepAll): MenuItem[] {
  const childrenOf = (parentId: string | null) => rows.filter((row) => row.parentId === parentId && keep(row));
  return childrenOf(null).map((top) => ({
    ...link(top),
    children: childrenOf(top.id).map((child) => ({ ...link(child), children: childrenOf(child.id).map(link) })),
  }));
}

/** The items of a menu that lead to `url`, each with its children and the items above it. */
export function itemsAt(rows: readonly MenuItemRow[], url: string): MenuItemAtPath[] {
  const byId = new Map(rows.map((row) => [row.id, row]));
  const childrenOf = (parentId: string) => rows.filter((row) => row.parentId === parentId);
  return rows
    .filter((row) => row.url === url)
    .map((row) => {
      const breadcrumbs: { label: string; url: string }[] = [];
      for (let parent = row.parentId ? byId.get(row.parentId) : undefined; parent;) {
        breadcrumbs.unshift({ label: parent.label, url: parent.url });
        parent = parent.parentId ? byId.get(parent.parentId) : undefined;
      }
      return {
        ...link(row),
        menuCode: row.menuCode,
        breadcrumbs,
        children: childrenOf(row.id).map((child) => ({ ...link(child), children: childrenOf(child.id).map(link) })),
      };
    });
}
