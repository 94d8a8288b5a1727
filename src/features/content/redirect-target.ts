/**
 * Where the router should go for an old address the server answered, or null to stay: the target
 * must be a path of this site (a redirect never sends the app to another origin by a router
 * navigation) and not the address itself (no loop).
 */
export function redirectDestination(from: string, targetUrl: string): string | null {
  if (!targetUrl.startsWith('/') || targetUrl.startsWith('//')) return null;
  const path = (url: string) => (url.split(/[?#]/)[0] ?? '').replace(/\/+$/, '') || '/';
  if (path(targetUrl) === path(from)) return null;
  return targetUrl;
}
