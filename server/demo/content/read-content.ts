import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';
import { z } from 'zod/mini';
import { formFieldSchema } from '../../../contract/forms/schemas';

/**
 * The demo content as written in the repository (content/, listed in the README): Markdown with a
 * YAML header for content elements and articles, YAML for menus, categories, redirects and forms.
 * Each file is checked here, so a mistake in one stops the start with the file's name rather than
 * serving half a menu.
 */
// Beside this file in the sources; beside the bundle in dist-server (scripts/build-server.mjs copies it).
export const CONTENT_DIR = join(dirname(fileURLToPath(import.meta.url)), 'content');

const menuLinkFile = z.object({
  id: z.string().check(z.regex(/^[a-z0-9-]+$/)),
  label: z.string().check(z.minLength(1)),
  url: z.string().check(z.minLength(1)),
  category: z.optional(z.string()),
});
const menuFile = z.array(
  z.object({
    code: z.string().check(z.regex(/^[a-z0-9-]+$/)),
    name: z.string().check(z.minLength(1)),
    items: z.array(
      z.extend(menuLinkFile, {
        children: z.optional(z.array(z.extend(menuLinkFile, { children: z.optional(z.array(menuLinkFile)) }))),
      }),
    ),
  }),
);
const categoriesFile = z.array(
  z.object({ path: z.string().check(z.regex(/^[a-z0-9/-]+$/)), name: z.string(), description: z.string() }),
);
const redirectsFile = z.array(
  z.object({
    from: z.string().check(z.startsWith('/')),
    to: z.string().check(z.startsWith('/')),
    status: z.literal([301, 302]),
  }),
);
const formFile = z.object({
  code: z.string().check(z.regex(/^[a-z0-9-]+$/)),
  name: z.string(),
  description: z.string(),
  submitLabel: z.string(),
  acknowledgement: z.string(),
  notifyEmail: z.email(),
  fields: z.array(formFieldSchema).check(z.minLength(1)),
});
const elementHeader = z.object({ title: z.string().check(z.minLength(1)) });
const articleHeader = z.object({
  title: z.string().check(z.minLength(1)),
  summary: z.string().check(z.minLength(1)),
  author: z.string().check(z.minLength(1)),
  // YAML reads an unquoted 2026-10-14 as a date.
  publishedAt: z.pipe(
    z.union([z.date(), z.string()]),
    z.transform((value) => new Date(value)),
  ),
});

export type MenuFile = z.infer<typeof menuFile>;
export type FormFile = z.infer<typeof formFile>;

export interface DemoContent {
  menus: MenuFile;
  categories: z.infer<typeof categoriesFile>;
  redirects: z.infer<typeof redirectsFile>;
  forms: FormFile[];
  elements: { name: string; title: string; bodyMarkdown: string }[];
  articles: (z.infer<typeof articleHeader> & { slug: string; categoryPath: string; bodyMarkdown: string })[];
  /** Changes when any file does: loading is skipped while it stays the same. */
  hash: string;
}

const FRONT_MATTER = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?/;

/** A Markdown file's YAML header, checked, and its body. */
function splitMarkdown<T extends z.ZodMiniType>(text: string, header: T, file: string): [z.output<T>, string] {
  const match = FRONT_MATTER.exec(text);
  if (!match) throw new Error(`${file}: a content file starts with a --- header ---`);
  return [parseWith(header, parse(match[1] ?? ''), file), text.slice(match[0].length).trim()];
}

function parseWith<T extends z.ZodMiniType>(schema: T, value: unknown, file: string): z.output<T> {
  const result = schema.safeParse(value);
  if (!result.success) throw new Error(`${file}: ${z.prettifyError(result.error)}`);
  return result.data;
}

const markdownIn = async (dir: string) => (await readdir(dir)).filter((name) => name.endsWith('.md')).sort();

export async function readDemoContent(dir = CONTENT_DIR): Promise<DemoContent> {
  const hash = createHash('sha256');
  const read = async (path: string) => {
    const text = await readFile(join(dir, path), 'utf8');
    hash.update(path).update('\0').update(text).update('\0');
    return text;
  };
  const yamlFile = async <T extends z.ZodMiniType>(path: string, schema: T) =>
    parseWith(schema, parse(await read(path)), path);

  const menus = await yamlFile('menus.yaml', menuFile);
  const categories = await yamlFile('article-categories.yaml', categoriesFile);
  const redirects = await yamlFile('redirects.yaml', redirectsFile);
  const forms: FormFile[] = [];
  for (const name of (await readdir(join(dir, 'forms'))).filter((file) => file.endsWith('.yaml')).sort())
    forms.push(await yamlFile(`forms/${name}`, formFile));
  const elements: DemoContent['elements'] = [];
  for (const name of await markdownIn(join(dir, 'elements'))) {
    const path = `elements/${name}`;
    const [header, bodyMarkdown] = splitMarkdown(await read(path), elementHeader, path);
    elements.push({ name: name.replace(/\.md$/, ''), title: header.title, bodyMarkdown });
  }
  const articles: DemoContent['articles'] = [];
  for (const category of categories) {
    for (const name of await markdownIn(join(dir, 'articles', category.path))) {
      const path = `articles/${category.path}/${name}`;
      const [header, bodyMarkdown] = splitMarkdown(await read(path), articleHeader, path);
      articles.push({ ...header, slug: name.replace(/\.md$/, ''), categoryPath: category.path, bodyMarkdown });
    }
  }
  return { menus, categories, redirects, forms, elements, articles, hash: hash.digest('hex') };
}
