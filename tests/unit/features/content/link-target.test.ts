import { describe, expect, it } from 'vitest';
import { inAppPath, menuLinkTarget } from '../../../../src/features/content/link-target';
import { redirectDestination } from '../../../../src/features/content/redirect-target';

const plainClick = { button: 0, ctrlKey: false, metaKey: false, shiftKey: false, altKey: false };
const here = { origin: 'https://shop.workbay.test', pathname: '/articles/guides' };
const link = (href: string, target = '', hasDownload = false) => ({ href, target, hasDownload });

describe('menu links', () => {
  it('follows the app’s own pages through the router', () => {
    expect(menuLinkTarget('/category/braking')).toEqual({ kind: 'app', to: '/category/braking' });
    expect(menuLinkTarget('/articles/guides?page=2')).toEqual({ kind: 'app', to: '/articles/guides?page=2' });
  });

  it('leaves other sites, mail, the API and fragments such as #cookie-settings to the browser', () => {
    for (const url of [
      'https://www.haynespro.com',
      '//cdn.example.com/x',
      'mailto:help@workbay.test',
      '#cookie-settings',
      '/api/menus/footer',
    ])
      expect(menuLinkTarget(url)).toEqual({ kind: 'browser', href: url });
  });
});

describe('a click on a link inside the retailer’s content', () => {
  it('goes through the router for a page of this site, relative or absolute', () => {
    expect(inAppPath(link('/brakes'), plainClick, here)).toBe('/brakes');
    expect(inAppPath(link('https://shop.workbay.test/articles/news?page=2#top'), plainClick, here)).toBe(
      '/articles/news?page=2#top',
    );
  });

  it('is left to the browser for another site, a new tab, a download, the API or a jump within the page', () => {
    expect(inAppPath(link('https://www.gov.uk/mot'), plainClick, here)).toBeNull();
    expect(inAppPath(link('/brakes', '_blank'), plainClick, here)).toBeNull();
    expect(inAppPath(link('/brakes'), { ...plainClick, ctrlKey: true }, here)).toBeNull();
    expect(inAppPath(link('/brakes'), { ...plainClick, metaKey: true }, here)).toBeNull();
    expect(inAppPath(link('/brakes'), { ...plainClick, button: 1 }, here)).toBeNull();
    expect(inAppPath(link('/files/guide.pdf', '', true), plainClick, here)).toBeNull();
    expect(inAppPath(link('/api/content-by-slug/x'), plainClick, here)).toBeNull();
    expect(inAppPath(link('#step-3'), plainClick, here)).toBeNull();
  });
});

describe('where a redirect answered by the server leads the router', () => {
  it('to the target on this site, for good or for a while', () => {
    expect(redirectDestination('/brakes', '/category/braking')).toBe('/category/braking');
    expect(redirectDestination('/winter', '/category/oils-and-fluids/antifreeze')).toBe(
      '/category/oils-and-fluids/antifreeze',
    );
  });

  it('nowhere when the target is another site or the address itself (no loop)', () => {
    expect(redirectDestination('/brakes', 'https://elsewhere.example/brakes')).toBeNull();
    expect(redirectDestination('/brakes', '//elsewhere.example/brakes')).toBeNull();
    expect(redirectDestination('/brakes', '/brakes/')).toBeNull();
    expect(redirectDestination('/brakes/', '/brakes?from=menu')).toBeNull();
  });
});
