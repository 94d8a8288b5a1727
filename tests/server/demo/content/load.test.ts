import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadDemoContent } from '../../../../server/demo/content/load';
import { CONTENT_DIR, readDemoContent } from '../../../../server/demo/content/read-content';
import type { DatabaseHandle } from '../../../../server/db/database';
import { migrate } from '../../../../server/db/migrate';
import { articles, forms, menuItems, redirects } from '../../../../server/db/schema';
import { testDatabases } from '../../helpers/test-app';

describe('the demo content files', () => {
  it('hold menus, three content elements, a dozen articles in three categories, redirects and two forms', async () => {
    const content = await readDemoContent();
    expect(content.menus.map((menu) => menu.code)).toEqual(['header', 'footer']);
    expect(content.elements.map((element) => element.name).sort()).toEqual([
      'haynes_pro_tc',
      'homepage',
      'registration_text',
    ]);
    expect(content.categories.map((category) => category.path)).toEqual(['guides', 'news', 'help']);
    expect(content.articles.length).toBeGreaterThanOrEqual(12);
    expect(content.articles.find((a) => a.slug === 'ford-focus-mk3-front-brake-pads')?.categoryPath).toBe('guides');
    expect(content.articles.find((a) => a.slug === 'new-branch-limerick-raheen')?.categoryPath).toBe('news');
    expect(content.redirects).toContainEqual({ from: '/brakes', to: '/category/braking', status: 301 });
    expect(content.redirects.some((redirect) => redirect.status === 302)).toBe(true);
    expect(content.forms.map((form) => form.code)).toEqual(['contact', 'trade-account']);
    // Every menu item's id is unique (it is the row's key).
    const ids = content.menus.flatMap((menu) =>
      menu.items.flatMap((item) => [
        item.id,
        ...(item.children ?? []).flatMap((c) => [c.id, ...(c.children ?? []).map((l) => l.id)]),
      ]),
    );
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('name the file that is wrong', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'workbay-content-'));
    try {
      cpSync(CONTENT_DIR, dir, { recursive: true });
      writeFileSync(join(dir, 'articles/news/broken.md'), '---\ntitle: No summary\n---\nText');
      await expect(readDemoContent(dir)).rejects.toThrow(/articles\/news\/broken\.md/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe.each(testDatabases)('loading the demo content on $name', (database) => {
  let handle: DatabaseHandle;
  const dir = mkdtempSync(join(tmpdir(), 'workbay-content-'));

  beforeAll(async () => {
    cpSync(CONTENT_DIR, dir, { recursive: true });
    handle = await database.open('blank');
    await migrate(handle.db);
  });
  afterAll(async () => {
    await handle.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('loads once, and again only when a file has changed, replacing what the files no longer say', async () => {
    expect(await loadDemoContent(handle.db, dir)).toBe(true);
    expect(await loadDemoContent(handle.db, dir)).toBe(false);
    const [brakes] = await handle.db.select().from(redirects).where(eq(redirects.sourceUrl, '/brakes'));
    expect(brakes).toEqual({ sourceUrl: '/brakes', targetUrl: '/category/braking', statusCode: 301 });

    // An article renamed and a form's wording changed.
    const guide = join(dir, 'articles/guides/checking-coolant.md');
    writeFileSync(join(dir, 'articles/guides/coolant-checks.md'), readFileSync(guide, 'utf8'));
    rmSync(guide);
    const contactFile = join(dir, 'forms/contact.yaml');
    writeFileSync(
      contactFile,
      readFileSync(contactFile, 'utf8').replace('submitLabel: Send message', 'submitLabel: Send'),
    );
    expect(await loadDemoContent(handle.db, dir)).toBe(true);
    const slugs = (await handle.db.select({ slug: articles.slug }).from(articles)).map((row) => row.slug);
    expect(slugs).toContain('coolant-checks');
    expect(slugs).not.toContain('checking-coolant');
    const [contact] = await handle.db.select().from(forms).where(eq(forms.code, 'contact'));
    expect(contact?.submitLabel).toBe('Send');
    const items = await handle.db.select().from(menuItems).where(eq(menuItems.id, 'header-brake-pads'));
    expect(items[0]).toMatchObject({ parentId: 'header-braking', categoryPath: 'braking/brake-pads' });
  });
});
