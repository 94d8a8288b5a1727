import type { Article, ArticleCategory, ArticleSummary, MenuItem } from '../../../../contract/content/schemas';
import { guestClaims } from '../../support/fake-api';

export const guest = guestClaims();

const link = (id: string, label: string, url: string, categoryPath: string | null = null) => ({
  '@id': `/api/menu-items/${id}`,
  id,
  label,
  url,
  categoryPath,
});

export const headerItems: MenuItem[] = [
  {
    ...link('header-braking', 'Brakes', '/category/braking', 'braking'),
    children: [
      {
        ...link('header-brake-pads', 'Brake pads', '/category/braking/brake-pads', 'braking/brake-pads'),
        children: [],
      },
      {
        ...link('header-brake-discs', 'Brake discs', '/category/braking/brake-discs', 'braking/brake-discs'),
        children: [],
      },
    ],
  },
  { ...link('header-guides', 'Fitting guides', '/articles/guides'), children: [] },
];

export const footerMenu = {
  '@id': '/api/menus/footer',
  code: 'footer',
  name: 'Footer menu',
  menuItems: [
    {
      ...link('footer-help', 'Help and information', '/articles/help'),
      children: [
        { ...link('footer-returns', 'Returns and refunds', '/articles/returns-and-refunds'), children: [] },
        { ...link('footer-cookie-settings', 'Cookie settings', '#cookie-settings'), children: [] },
      ],
    },
  ],
};

export const guides: ArticleCategory = {
  '@id': '/api/article-category-by-path/guides',
  path: 'guides',
  name: 'Fitting guides',
  description: 'Step-by-step guides for the jobs people do on their own drive.',
  articleCount: 27,
};

export function summary(n: number): ArticleSummary {
  return {
    '@id': `/api/content-by-slug/guide-${n}`,
    slug: `guide-${n}`,
    title: `Guide number ${n}`,
    summary: `What guide ${n} covers.`,
    author: 'Sarah Kelly, Workbay Dublin Ballymount',
    publishedAt: '2026-10-28T00:00:00.000Z',
    category: { path: 'guides', name: 'Fitting guides' },
  };
}

export const focusPads: Article = {
  ...summary(1),
  '@id': '/api/content-by-slug/ford-focus-mk3-front-brake-pads',
  slug: 'ford-focus-mk3-front-brake-pads',
  title: 'Changing the front brake pads on a Ford Focus Mk3',
  summary: 'A driveway job of about an hour.',
  html:
    '<h2>You will need</h2><p>A 7 mm hex key. See <a href="/brakes">our brakes</a>.</p>' +
    '<img src="x" onerror="alert(1)" alt="">',
  updatedAt: '2026-11-01T00:00:00.000Z',
};
