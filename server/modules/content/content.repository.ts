import { asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import {
  articleCategories,
  articles,
  contentElements,
  menuItems,
  menus,
  redirects,
  type MenuItemRow,
} from '../../db/schema';

export type ArticleRecord = typeof articles.$inferSelect & { categoryName: string };
export type ArticleCategoryRecord = typeof articleCategories.$inferSelect & { articleCount: number };

/** Reads of the content tables (migration 0014); the content is written only by its loader. */
export function createContentRepository(db: Database) {
  const articleColumns = {
    slug: articles.slug,
    categoryPath: articles.categoryPath,
    title: articles.title,
    summary: articles.summary,
    author: articles.author,
    bodyMarkdown: articles.bodyMarkdown,
    publishedAt: articles.publishedAt,
    updatedAt: articles.updatedAt,
    categoryName: articleCategories.name,
  };

  return {
    async menu(code: string) {
      const [menu] = await db.select().from(menus).where(eq(menus.code, code));
      return menu;
    },

    /** Every item of these menus, in menu order. */
    async menuItems(codes: string[]): Promise<MenuItemRow[]> {
      if (!codes.length) return [];
      return db
        .select()
        .from(menuItems)
        .where(inArray(menuItems.menuCode, codes))
        .orderBy(asc(menuItems.menuCode), asc(menuItems.position), asc(menuItems.id));
    },

    /** The menus holding an item that leads to this address. */
    async menusLinkingTo(url: string): Promise<string[]> {
      const rows = await db.selectDistinct({ code: menuItems.menuCode }).from(menuItems).where(eq(menuItems.url, url));
      return rows.map((row) => row.code).sort();
    },

    async element(name: string) {
      const [element] = await db.select().from(contentElements).where(eq(contentElements.name, name));
      return element;
    },

    async category(path: string): Promise<ArticleCategoryRecord | undefined> {
      const [row] = await db
        .select({
          path: articleCategories.path,
          name: articleCategories.name,
          description: articleCategories.description,
          position: articleCategories.position,
          articleCount: sql<number>`(SELECT count(*)::int FROM articles a
                                     WHERE a.category_path = ${articleCategories.path})`,
        })
        .from(articleCategories)
        .where(eq(articleCategories.path, path));
      return row ? { ...row, articleCount: Number(row.articleCount) } : undefined;
    },

    /** A page of a category's articles, newest first. */
    async articlesOf(categoryPath: string, offset: number, limit: number): Promise<ArticleRecord[]> {
      return db
        .select(articleColumns)
        .from(articles)
        .innerJoin(articleCategories, eq(articleCategories.path, articles.categoryPath))
        .where(eq(articles.categoryPath, categoryPath))
        .orderBy(desc(articles.publishedAt), asc(articles.slug))
        .offset(offset)
        .limit(limit);
    },

    async article(slug: string): Promise<ArticleRecord | undefined> {
      const [row] = await db
        .select(articleColumns)
        .from(articles)
        .innerJoin(articleCategories, eq(articleCategories.path, articles.categoryPath))
        .where(eq(articles.slug, slug));
      return row;
    },

    /** Old addresses are matched whatever their case: '/Brakes' was the same page as '/brakes'. */
    async redirect(url: string) {
      const [row] = await db
        .select()
        .from(redirects)
        .where(sql`lower(${redirects.sourceUrl}) = lower(${url})`)
        .limit(1);
      return row;
    },
  };
}

export type ContentRepository = ReturnType<typeof createContentRepository>;
