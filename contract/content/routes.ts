import { z } from 'zod/mini';
import { hydraCollection, pagingQuery, queryBool } from '../http/hydra';
import { defineRoutes } from '../http/route';
import {
  articleCategorySchema,
  articleSchema,
  articleSummarySchema,
  contentAtPathSchema,
  contentElementSchema,
  menuItemAtPathSchema,
  menuItemSchema,
  menuSchema,
  redirectSchema,
} from './schemas';

/** Article lists: 25 per page, page 1 by default (storefront-core §9, trade-features §9). */
export const ARTICLES_PER_PAGE = 25;
/** Content changes rarely; a change shows within five minutes, sooner on revalidation (ETag). */
const CONTENT_CACHE_SECONDS = 300;

export const contentRoutes = defineRoutes('content', {
  menu: {
    method: 'GET',
    cacheSeconds: CONTENT_CACHE_SECONDS,
    path: '/menus/{code}',
    summary: "A menu by its code ('header', 'footer'), with its items",
    auth: 'public',
    host: 'cached',
    response: menuSchema,
  },
  headerMenuItems: {
    method: 'GET',
    cacheSeconds: CONTENT_CACHE_SECONDS,
    path: '/storefront/menu-items',
    summary:
      "The header menu's items; with a vehicle chosen, without the categories that hold no part for it " +
      '(unless filterByVehicle=false)',
    auth: 'session',
    query: z.object({ filterByVehicle: z._default(queryBool(), true) }),
    response: hydraCollection(menuItemSchema),
  },
  footerMenu: {
    method: 'GET',
    cacheSeconds: CONTENT_CACHE_SECONDS,
    path: '/storefront/menus/footer.json',
    summary: 'The footer menu',
    auth: 'public',
    host: 'cached',
    response: menuSchema,
  },
  menuItemsByPath: {
    method: 'GET',
    cacheSeconds: CONTENT_CACHE_SECONDS,
    path: '/menu-items-by-path/{path}',
    summary: "The menu items leading to a page ('category/braking'), with their children and breadcrumbs",
    auth: 'public',
    response: hydraCollection(menuItemAtPathSchema),
  },
  contentElement: {
    method: 'GET',
    cacheSeconds: CONTENT_CACHE_SECONDS,
    path: '/content-elements/{name}',
    summary: "A piece of content by name ('homepage', 'haynes_pro_tc', 'registration_text') as sanitised HTML",
    auth: 'public',
    response: contentElementSchema,
  },
  articlesByCategory: {
    method: 'GET',
    cacheSeconds: CONTENT_CACHE_SECONDS,
    path: '/articles-by-category/{category}',
    summary: 'The articles of a category, newest first, paged (25 per page by default)',
    auth: 'public',
    query: z.object({ ...pagingQuery(ARTICLES_PER_PAGE, 100) }),
    response: hydraCollection(articleSummarySchema),
  },
  contentBySlug: {
    method: 'GET',
    cacheSeconds: CONTENT_CACHE_SECONDS,
    path: '/content-by-slug/{slug}',
    summary: 'An article by its slug, its body as sanitised HTML',
    auth: 'public',
    response: articleSchema,
  },
  articleCategoryByPath: {
    method: 'GET',
    cacheSeconds: CONTENT_CACHE_SECONDS,
    path: '/article-category-by-path/{path}',
    summary: "An article category by its path ('guides')",
    auth: 'public',
    response: articleCategorySchema,
  },
  contentAtPath: {
    method: 'GET',
    cacheSeconds: CONTENT_CACHE_SECONDS,
    path: '/content-at-path/{path}',
    summary: "What /articles/{path} shows: an article category ('guides') or an article, in one ask (ours)",
    auth: 'public',
    response: contentAtPathSchema,
  },
  redirectByUrl: {
    method: 'GET',
    cacheSeconds: CONTENT_CACHE_SECONDS,
    path: '/redirects-by-url/{url}',
    summary: "Where an old address ('/brakes') leads now, and whether for good (301) or for a while (302)",
    auth: 'public',
    response: redirectSchema,
  },
});
