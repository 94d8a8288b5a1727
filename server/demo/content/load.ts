import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import {
  articleCategories,
  articles,
  contentElements,
  forms,
  menuItems,
  menus,
  redirects,
  serverSettings,
} from '../../db/schema';
import { readDemoContent, type MenuFile } from './read-content';

const HASH_KEY = 'demo_content_hash';

/**
 * Loads the repository's content (read-content.ts) into the content tables. The files are the
 * source: when any has changed since the last load, menus, content elements, article categories,
 * articles and redirects are replaced by what the files say, in one transaction, so a reader sees
 * the old content or the new, never half of each. Forms are updated in place, as submissions refer
 * to them. Unchanged files cost one read of a setting.
 */
export async function loadDemoContent(db: Database, dir?: string): Promise<boolean> {
  const content = await readDemoContent(dir);
  const [stored] = await db.select().from(serverSettings).where(eq(serverSettings.key, HASH_KEY));
  if (stored?.value === content.hash) return false;
  await db.transaction(async (tx) => {
    // Several instances may start at once: the first loads, the others find the hash and skip.
    await tx.execute(sql`SELECT pg_advisory_xact_lock(7411202727)`);
    const [again] = await tx.select().from(serverSettings).where(eq(serverSettings.key, HASH_KEY));
    if (again?.value === content.hash) return;
    await tx.delete(menus);
    await tx.delete(contentElements);
    await tx.delete(articles);
    await tx.delete(articleCategories);
    await tx.delete(redirects);
    await tx.insert(menus).values(content.menus.map(({ code, name }) => ({ code, name })));
    // Parents first: an item refers to the one above it.
    const levels = menuItemRows(content.menus);
    for (const level of levels) if (level.length) await tx.insert(menuItems).values(level);
    await tx.insert(contentElements).values(content.elements);
    await tx
      .insert(articleCategories)
      .values(content.categories.map((category, position) => ({ ...category, position })));
    await tx.insert(articles).values(content.articles);
    await tx
      .insert(redirects)
      .values(
        content.redirects.map(({ from, to, status }) => ({ sourceUrl: from, targetUrl: to, statusCode: status })),
      );
    for (const [position, { code, ...form }] of content.forms.entries()) {
      await tx
        .insert(forms)
        .values({ code, ...form, position })
        .onConflictDoUpdate({ target: forms.code, set: { ...form, position } });
    }
    await tx
      .insert(serverSettings)
      .values({ key: HASH_KEY, value: content.hash })
      .onConflictDoUpdate({ target: serverSettings.key, set: { value: content.hash } });
  });
  return true;
}

type MenuItemInsert = typeof menuItems.$inferInsert;

/** The menus' items as rows, level by level (top items, their children, theirs). */
function menuItemRows(menuList: MenuFile): MenuItemInsert[][] {
  const levels: MenuItemInsert[][] = [[], [], []];
  for (const menu of menuList) {
    for (const [position, item] of menu.items.entries()) {
      levels[0]?.push(row(menu.code, null, position, item));
      for (const [childPosition, child] of (item.children ?? []).entries()) {
        levels[1]?.push(row(menu.code, item.id, childPosition, child));
        for (const [leafPosition, leaf] of (child.children ?? []).entries())
          levels[2]?.push(row(menu.code, child.id, leafPosition, leaf));
      }
    }
  }
  return levels;
}

function row(
  menuCode: string,
  parentId: string | null,
  position: number,
  item: { id: string; label: string; url: string; category?: string | undefined },
): MenuItemInsert {
  return {
    id: item.id,
    menuCode,
    parentId,
    position,
    label: item.label,
    url: item.url,
    categoryPath: item.category ?? null,
  };
}
