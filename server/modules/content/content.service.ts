import type {
  Article,
  ArticleCategory,
  ArticleSummary,
  ContentAtPath,
  ContentElement,
  Menu,
  MenuItem,
  MenuItemAtPath,
  Redirect,
} from '../../../contract/content/schemas';
import { contentMessages } from '../../../contract/content/messages';
import { notFound } from '../../http/problem';
import type { ArticleRecord, ContentRepository } from './content.repository';
import { buildMenuTree, itemsAt } from './menu-tree';
import { createRenderCache } from './render-cache';

interface Deps {
  content: ContentRepository;
  /** The catalogue categories (paths) holding a part that fits this vehicle. */
  categoriesFitting: (tecdocId: number) => Promise<ReadonlySet<string>>;
}

/** An address as stored: one leading slash, no trailing one, no query or fragment. */
export function normaliseUrl(value: string): string {
  const path = value.split(/[?#]/)[0] ?? '';
  const trimmed = path.replace(/^\/+/, '').replace(/\/+$/, '');
  return `/${trimmed}`;
}

/**
 * Menus, content elements, articles and redirects (storefront-core §7, trade-features §7). Text
 * is stored as Markdown and answered as sanitised HTML (render-markdown.ts).
 */
export function createContentService({ content, categoriesFitting }: Deps) {
  const render = createRenderCache();

  const summary = (row: ArticleRecord): ArticleSummary => ({
    '@id': `/api/content-by-slug/${row.slug}`,
    slug: row.slug,
    title: row.title,
    summary: row.summary,
    author: row.author,
    publishedAt: row.publishedAt.toISOString(),
    category: { path: row.categoryPath, name: row.categoryName },
  });

  async function menu(code: string): Promise<Menu> {
    const found = await content.menu(code);
    if (!found) throw notFound(contentMessages.menuNotFound);
    return {
      '@id': `/api/menus/${found.code}`,
      code: found.code,
      name: found.name,
      menuItems: buildMenuTree(await content.menuItems([found.code])),
    };
  }

  const service = {
    menu,

    /**
     * The header menu. With a vehicle chosen, an item leading to a catalogue category with no part
     * for it is left out (with its children); items that lead elsewhere always stay.
     */
    async headerMenuItems(tecdocId: number | null): Promise<MenuItem[]> {
      const rows = await content.menuItems(['header']);
      if (tecdocId === null) return buildMenuTree(rows);
      const fitting = await categoriesFitting(tecdocId);
      return buildMenuTree(rows, (row) => row.categoryPath === null || fitting.has(row.categoryPath));
    },

    async menuItemsByPath(path: string): Promise<MenuItemAtPath[]> {
      const url = normaliseUrl(path);
      const codes = await content.menusLinkingTo(url);
      if (!codes.length) throw notFound(contentMessages.menuItemNotFound);
      return itemsAt(await content.menuItems(codes), url);
    },

    async element(name: string): Promise<ContentElement> {
      const element = await content.element(name);
      if (!element) throw notFound(contentMessages.contentElementNotFound);
      return {
        '@id': `/api/content-elements/${element.name}`,
        name: element.name,
        title: element.title,
        html: render(element.bodyMarkdown),
        updatedAt: element.updatedAt.toISOString(),
      };
    },

    async category(path: string): Promise<ArticleCategory> {
      const category = await content.category(path.replace(/^\/+|\/+$/g, ''));
      if (!category) throw notFound(contentMessages.articleCategoryNotFound);
      return {
        '@id': `/api/article-category-by-path/${category.path}`,
        path: category.path,
        name: category.name,
        description: category.description,
        articleCount: category.articleCount,
      };
    },

    async articlesByCategory(path: string, page: number, itemsPerPage: number) {
      const category = await content.category(path.replace(/^\/+|\/+$/g, ''));
      if (!category) throw notFound(contentMessages.articleCategoryNotFound);
      const rows = await content.articlesOf(category.path, (page - 1) * itemsPerPage, itemsPerPage);
      return { members: rows.map(summary), total: category.articleCount };
    },

    async article(slug: string): Promise<Article> {
      const row = await content.article(slug);
      if (!row) throw notFound(contentMessages.articleNotFound);
      return { ...summary(row), html: render(row.bodyMarkdown), updatedAt: row.updatedAt.toISOString() };
    },

    /** What /articles/{path} shows: the category at that path, else the article of that slug. */
    async atPath(path: string): Promise<ContentAtPath> {
      const trimmed = path.replace(/^\/+|\/+$/g, '');
      if (await content.category(trimmed)) return { kind: 'category', category: await service.category(trimmed) };
      return { kind: 'article', article: await service.article(trimmed) };
    },

    /** For a page opened at an old address (plugins/client-app.ts): null when it leads nowhere else. */
    async findRedirect(url: string): Promise<Pick<Redirect, 'targetUrl' | 'statusCode'> | null> {
      const row = await content.redirect(normaliseUrl(url));
      return row ? { targetUrl: row.targetUrl, statusCode: row.statusCode === 302 ? 302 : 301 } : null;
    },

    async redirect(url: string): Promise<Redirect> {
      const row = await content.redirect(normaliseUrl(url));
      if (!row) throw notFound(contentMessages.redirectNotFound);
      return {
        '@id': `/api/redirects-by-url/${encodeURIComponent(row.sourceUrl)}`,
        sourceUrl: row.sourceUrl,
        targetUrl: row.targetUrl,
        statusCode: row.statusCode === 302 ? 302 : 301,
      };
    },
  };
  return service;
}

export type ContentService = ReturnType<typeof createContentService>;
