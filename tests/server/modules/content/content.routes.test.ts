import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentMessages } from '../../../../contract/content/messages';
import type { Article, ArticleSummary, Menu, MenuItem } from '../../../../contract/content/schemas';
import type { DatabaseHandle } from '../../../../server/db/database';
import { articles, menuItems } from '../../../../server/db/schema';
import { bearer, guestLogin } from '../../helpers/session';
import { buildTestApp, testDatabases } from '../../helpers/test-app';

const paths = (items: MenuItem[]): string[] =>
  items.flatMap((item) => [item.categoryPath ?? item.url, ...paths(item.children as MenuItem[])]);

describe.each(testDatabases)('menus, content and articles on $name', (database) => {
  let app: FastifyInstance;
  let handle: DatabaseHandle;

  beforeAll(async () => {
    handle = await database.open();
    ({ app } = await buildTestApp(database, { database: handle }));
  });
  afterAll(() => app.close());

  const get = async (url: string, status = 200, headers: Record<string, string> = {}) => {
    const response = await app.inject({ method: 'GET', url: `/api${url}`, headers });
    expect(response.statusCode, response.body).toBe(status);
    return response.json();
  };

  it('answers a menu by its code, as a tree of links in the order written', async () => {
    const header: Menu = await get('/menus/header');
    expect(header).toMatchObject({ code: 'header', name: 'Header menu' });
    expect(header.menuItems.map((item) => item.label).slice(0, 3)).toEqual(['Brakes', 'Filters', 'Engine']);
    const brakes = header.menuItems[0];
    expect(brakes).toMatchObject({ url: '/category/braking', categoryPath: 'braking' });
    expect(brakes?.children.map((child) => child.label)).toContain('Brake pads');
    expect((await get('/menus/sidebar', 404))['hydra:description']).toBe(contentMessages.menuNotFound);
  });

  it('answers the footer menu, with the cookie settings link the banner listens for', async () => {
    const footer: Menu = await get('/storefront/menus/footer.json');
    expect(footer.code).toBe('footer');
    expect(footer.menuItems.map((item) => item.label)).toEqual(['Help and information', 'About Workbay', 'Legal']);
    expect(paths(footer.menuItems)).toContain('#cookie-settings');
  });

  it('answers the header menu only to a session, leaving out categories with no part for the vehicle', async () => {
    await get('/storefront/menu-items', 401);
    const headers = bearer((await guestLogin(app)).token);
    // A menu item leading to a category no vehicle has parts in.
    await handle.db.insert(menuItems).values({
      id: 'header-test-empty',
      menuCode: 'header',
      parentId: null,
      position: 99,
      label: 'Nothing fits',
      url: '/category/nothing',
      categoryPath: 'no-such-category',
    });
    const all = (await get('/storefront/menu-items', 200, headers))['hydra:member'] as MenuItem[];
    expect(paths(all)).toEqual(expect.arrayContaining(['braking', 'no-such-category', '/articles/guides']));

    const lookup = await app.inject({
      method: 'POST',
      url: '/api/storefront/vehicle-search/vrm',
      headers,
      payload: { vrm: 'WB19KFD', saveToCache: true },
    });
    expect(lookup.statusCode, lookup.body).toBe(200);
    const { counts } = await get('/storefront/categories/for-active-vehicle', 200, headers);
    const tree = (await get('/storefront/categories'))['hydra:member'] as {
      id: string;
      path: string;
      children: { id: string; path: string }[];
    }[];
    const fitting = new Set(
      tree.flatMap((root) => [root, ...root.children]).flatMap((c) => ((counts[c.id] ?? 0) > 0 ? [c.path] : [])),
    );
    const filtered = (await get('/storefront/menu-items', 200, headers))['hydra:member'] as MenuItem[];
    const shown = paths(filtered);
    expect(shown).not.toContain('no-such-category');
    expect(shown).toContain('/articles/guides');
    for (const path of paths(all).filter((p) => !p.startsWith('/') && !p.startsWith('#')))
      expect(shown.includes(path), path).toBe(fitting.has(path));
    // Unless the client asks for the whole menu.
    const unfiltered = await get('/storefront/menu-items?filterByVehicle=false', 200, headers);
    expect(paths(unfiltered['hydra:member'])).toContain('no-such-category');
    await get('/storefront/menu-items?filterByVehicle=maybe', 400, headers);
  });

  it('finds the menu items leading to a page, with their children and breadcrumbs', async () => {
    const found = (await get(`/menu-items-by-path/${encodeURIComponent('category/braking/brake-pads')}`))[
      'hydra:member'
    ];
    expect(found).toHaveLength(1);
    expect(found[0]).toMatchObject({
      label: 'Brake pads',
      menuCode: 'header',
      breadcrumbs: [{ label: 'Brakes', url: '/category/braking' }],
    });
    const guides = (await get('/menu-items-by-path/articles%2Fguides'))['hydra:member'];
    expect(guides.map((item: { menuCode: string }) => item.menuCode).sort()).toEqual(['footer', 'header']);
    const brakes = (await get('/menu-items-by-path/%2Fcategory%2Fbraking%2F'))['hydra:member'];
    expect(brakes[0].children.length).toBeGreaterThan(2);
    expect((await get('/menu-items-by-path/nowhere', 404))['hydra:description']).toBe(contentMessages.menuItemNotFound);
  });

  it('answers the three content elements as HTML, and 404 for another name', async () => {
    for (const name of ['homepage', 'haynes_pro_tc', 'registration_text']) {
      const element = await get(`/content-elements/${name}`);
      expect(element.name).toBe(name);
      expect(element.html).toMatch(/^<(p|ul|ol|h2)>/);
    }
    const terms = await get('/content-elements/haynes_pro_tc');
    expect(terms.title).toBe('Repair data terms of use');
    expect(terms.html).toContain('<ol>');
    expect((await get('/content-elements/footer_text', 404))['hydra:description']).toBe(
      contentMessages.contentElementNotFound,
    );
  });

  it('lists a category’s articles newest first, 25 a page and page 1 by default', async () => {
    const guides = await get('/articles-by-category/guides');
    const members = guides['hydra:member'] as ArticleSummary[];
    expect(guides['hydra:totalItems']).toBe(6);
    expect(members.map((a) => a.slug)).toContain('ford-focus-mk3-front-brake-pads');
    const dates = members.map((a) => a.publishedAt);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(members[0]).not.toHaveProperty('html');
    expect(members[0]?.category).toEqual({ path: 'guides', name: 'Fitting guides' });

    // 30 news articles: 25 on page 1, 5 on page 2, the total on both.
    await handle.db.insert(articles).values(
      Array.from({ length: 26 }, (_, i) => ({
        slug: `test-news-${i}`,
        categoryPath: 'news',
        title: `Test news ${i}`,
        summary: 'A test',
        author: 'Test',
        bodyMarkdown: 'Text',
        publishedAt: new Date(Date.UTC(2020, 0, 1 + i)),
      })),
    );
    const first = await get('/articles-by-category/news');
    expect(first['hydra:member']).toHaveLength(25);
    expect(first['hydra:totalItems']).toBe(30);
    const second = await get('/articles-by-category/news?page=2');
    expect(second['hydra:member']).toHaveLength(5);
    expect(second['hydra:member'][4].slug).toBe('test-news-0');
    expect((await get('/articles-by-category/news?itemsPerPage=10&page=3'))['hydra:member']).toHaveLength(10);
    await get('/articles-by-category/news?page=0', 400);
    await get('/articles-by-category/news?itemsPerPage=101', 400);
    expect((await get('/articles-by-category/recipes', 404))['hydra:description']).toBe(
      contentMessages.articleCategoryNotFound,
    );
  });

  it('answers an article by slug with its body as HTML, and a category by path', async () => {
    const article: Article = await get('/content-by-slug/ford-focus-mk3-front-brake-pads');
    expect(article.title).toBe('Changing the front brake pads on a Ford Focus Mk3');
    expect(article.html).toContain('<h2>What you need</h2>');
    expect(article.html).toContain('<strong>28 Nm</strong>');
    const limerick: Article = await get('/content-by-slug/new-branch-limerick-raheen');
    expect(limerick.category.path).toBe('news');
    expect(limerick.html).toContain('href="/forms/trade-account"');
    expect((await get('/content-by-slug/no-such-article', 404))['hydra:description']).toBe(
      contentMessages.articleNotFound,
    );
    expect(await get('/article-category-by-path/guides')).toMatchObject({
      path: 'guides',
      name: 'Fitting guides',
      articleCount: 6,
    });
    await get('/article-category-by-path/recipes', 404);
  });

  it('answers what /articles/{path} shows in one ask: a category, else an article (issue 45)', async () => {
    expect(await get('/content-at-path/guides')).toMatchObject({
      kind: 'category',
      category: { path: 'guides', name: 'Fitting guides' },
    });
    expect(await get('/content-at-path/ford-focus-mk3-front-brake-pads')).toMatchObject({
      kind: 'article',
      article: { title: 'Changing the front brake pads on a Ford Focus Mk3' },
    });
    expect((await get('/content-at-path/no-such-page', 404))['hydra:description']).toBe(
      contentMessages.articleNotFound,
    );
  });

  it('sends Cache-Control and an ETag with content, and 304 when it has not changed', async () => {
    const first = await app.inject({ method: 'GET', url: '/api/content-by-slug/checking-coolant' });
    expect(first.headers['cache-control']).toMatch(/^public, max-age=300/);
    const etag = first.headers.etag as string;
    expect(etag).toBeTruthy();
    const again = await app.inject({
      method: 'GET',
      url: '/api/content-by-slug/checking-coolant',
      headers: { 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    const other = await app.inject({
      method: 'GET',
      url: '/api/content-by-slug/choosing-engine-oil',
      headers: { 'if-none-match': etag },
    });
    expect(other.statusCode).toBe(200);
    const menu = await app.inject({ method: 'GET', url: '/api/storefront/menus/footer.json' });
    expect(menu.headers['cache-control']).toMatch(/^public, max-age=300/);
    expect(menu.headers.etag).toBeTruthy();
  });
});
