import { index, integer, pgTable, smallint, text, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { timestamptz } from './columns';

/* Menus, content elements, articles and redirects (migration 0014_content.sql). */

export const menus = pgTable('menus', {
  code: text('code').primaryKey(),
  name: text('name').notNull(),
});

export const menuItems = pgTable(
  'menu_items',
  {
    id: text('id').primaryKey(),
    menuCode: text('menu_code')
      .notNull()
      .references(() => menus.code, { onDelete: 'cascade' }),
    parentId: text('parent_id').references((): AnyPgColumn => menuItems.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    label: text('label').notNull(),
    url: text('url').notNull(),
    categoryPath: text('category_path'),
  },
  (table) => [
    index('menu_items_menu_position_idx').on(table.menuCode, table.position),
    index('menu_items_url_idx').on(table.url),
  ],
);
export type MenuItemRow = typeof menuItems.$inferSelect;

export const contentElements = pgTable('content_elements', {
  name: text('name').primaryKey(),
  title: text('title').notNull(),
  bodyMarkdown: text('body_markdown').notNull(),
  updatedAt: timestamptz('updated_at').notNull().defaultNow(),
});

export const articleCategories = pgTable('article_categories', {
  path: text('path').primaryKey(),
  name: text('name').notNull(),
  description: text('description').notNull(),
  position: integer('position').notNull(),
});

export const articles = pgTable('articles', {
  slug: text('slug').primaryKey(),
  categoryPath: text('category_path')
    .notNull()
    .references(() => articleCategories.path, { onDelete: 'cascade' }),
  title: text('title').notNull(),
  summary: text('summary').notNull(),
  author: text('author').notNull(),
  bodyMarkdown: text('body_markdown').notNull(),
  publishedAt: timestamptz('published_at').notNull(),
  updatedAt: timestamptz('updated_at').notNull().defaultNow(),
});
export type ArticleRow = typeof articles.$inferSelect;

export const redirects = pgTable('redirects', {
  sourceUrl: text('source_url').primaryKey(),
  targetUrl: text('target_url').notNull(),
  statusCode: smallint('status_code').notNull(),
});
