import { z } from 'zod/mini';

/**
 * Menus, content elements, articles and redirects (storefront-core §7, trade-features §7). Text
 * written by the retailer arrives as Markdown in the repository and is answered as `html`: already
 * sanitised by the server (no script, no event handler, no `javascript:` link), so the client puts
 * it on the page as it is.
 */

/** One link of a menu. `categoryPath` names the catalogue category it leads to, if any. */
export const menuLinkSchema = z.object({
  '@id': z.string(),
  id: z.string(),
  label: z.string(),
  url: z.string(),
  categoryPath: z.nullable(z.string()),
});
export type MenuLink = z.infer<typeof menuLinkSchema>;

/** Menus are three levels deep at most: a heading, its links, and theirs. */
export const menuItemSchema = z.extend(menuLinkSchema, {
  children: z.array(z.extend(menuLinkSchema, { children: z.array(menuLinkSchema) })),
});
export type MenuItem = z.infer<typeof menuItemSchema>;

export const menuSchema = z.object({
  '@id': z.string(),
  code: z.string(),
  name: z.string(),
  menuItems: z.array(menuItemSchema),
});
export type Menu = z.infer<typeof menuSchema>;

/** A menu item found by the page it leads to, with the menu it is in and the items above it. */
export const menuItemAtPathSchema = z.extend(menuItemSchema, {
  menuCode: z.string(),
  breadcrumbs: z.array(z.object({ label: z.string(), url: z.string() })),
});
export type MenuItemAtPath = z.infer<typeof menuItemAtPathSchema>;

/** The content elements the storefront asks for by name (trade-features §7). */
export const contentElementNames = ['homepage', 'haynes_pro_tc', 'registration_text'] as const;

export const contentElementSchema = z.object({
  '@id': z.string(),
  name: z.string(),
  title: z.string(),
  html: z.string(),
  updatedAt: z.string(),
});
export type ContentElement = z.infer<typeof contentElementSchema>;

export const articleCategorySchema = z.object({
  '@id': z.string(),
  path: z.string(),
  name: z.string(),
  description: z.string(),
  articleCount: z.int().check(z.minimum(0)),
});
export type ArticleCategory = z.infer<typeof articleCategorySchema>;

/** An article in a list: enough for a card, without its body. */
export const articleSummarySchema = z.object({
  '@id': z.string(),
  slug: z.string(),
  title: z.string(),
  summary: z.string(),
  author: z.string(),
  publishedAt: z.string(),
  category: z.object({ path: z.string(), name: z.string() }),
});
export type ArticleSummary = z.infer<typeof articleSummarySchema>;

export const articleSchema = z.extend(articleSummarySchema, {
  html: z.string(),
  updatedAt: z.string(),
});
export type Article = z.infer<typeof articleSchema>;

/** An old address and where it leads now: 301 moved for good, 302 for a while. */
export const redirectSchema = z.object({
  '@id': z.string(),
  sourceUrl: z.string(),
  targetUrl: z.string(),
  statusCode: z.union([z.literal(301), z.literal(302)]),
});
export type Redirect = z.infer<typeof redirectSchema>;

/**
 * What lives at /articles/{path}: a category of articles or one article (ours, issue 45). The menus
 * lead there to both; asking the two routes of the specification at once always logged a 404 for
 * the one that was not it.
 */
export const contentAtPathSchema = z.union([
  z.object({ kind: z.literal('category'), category: articleCategorySchema }),
  z.object({ kind: z.literal('article'), article: articleSchema }),
]);
export type ContentAtPath = z.infer<typeof contentAtPathSchema>;
