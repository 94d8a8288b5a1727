/**
 * Where a link written by the retailer (a menu item, a link in an article) leads: a page of the
 * app, followed by the router without reloading it, or anything else (another site, a mail
 * address, '#cookie-settings' which the consent banner answers), left to the browser.
 */
export type LinkTarget = { kind: 'app'; to: string } | { kind: 'browser'; href: string };

/** A menu item's url: '/category/braking' is the app's; 'https://…', 'mailto:…' and '#…' are not. */
export function menuLinkTarget(url: string): LinkTarget {
  if (url.startsWith('/') && !url.startsWith('//') && !isApiPath(url)) return { kind: 'app', to: url };
  return { kind: 'browser', href: url };
}

const isApiPath = (path: string) => /^\/api(\/|$)/.test(path);

/** What a click needs to know of the link clicked (an anchor element, or a plain object in tests). */
export interface ClickedLink {
  href: string;
  target: string;
  hasDownload: boolean;
}

export interface ClickKeys {
  button: number;
  ctrlKey: boolean;
  metaKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
}

/**
 * The app path a click on a link in rendered content should go to through the router, or null
 * when the browser should follow it itself: another origin, a new tab or window asked for (a
 * modifier key, a middle click, target="_blank"), a download, the API, or a jump within the page.
 */
export function inAppPath(
  link: ClickedLink,
  keys: ClickKeys,
  location: { origin: string; pathname: string },
): string | null {
  if (keys.button !== 0 || keys.ctrlKey || keys.metaKey || keys.shiftKey || keys.altKey) return null;
  if ((link.target && link.target !== '_self') || link.hasDownload) return null;
  let url: URL;
  try {
    // Relative to the page shown: '#step-3' is a jump within it, 'next' a sibling page.
    url = new URL(link.href, `${location.origin}${location.pathname}`);
  } catch {
    return null;
  }
  if (url.origin !== location.origin || isApiPath(url.pathname)) return null;
  if (url.hash && url.pathname === location.pathname) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}
