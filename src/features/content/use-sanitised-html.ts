import { useEffect, useState } from 'react';
import { log } from '../../api/log';

/**
 * The server's HTML sanitised once more in the browser, or null until it is: the server already
 * strips scripts, event handlers and `javascript:` links, and DOMPurify is the second guard should
 * a saved copy or a proxy ever bring something else. It loads on first use, never in the first
 * paint's chunk; the service worker precaches it, so it works offline.
 */
export function useSanitisedHtml(html: string | undefined): string | null {
  const [sanitised, setSanitised] = useState<{ html: string; clean: string } | null>(null);
  useEffect(() => {
    if (html === undefined) return;
    let current = true;
    import('dompurify')
      .then(({ default: DOMPurify }) => {
        if (current) setSanitised({ html, clean: DOMPurify.sanitize(html) });
      })
      // Only when the chunk cannot be had (a new version replaced it): the update prompt offers the reload.
      .catch((error: unknown) => log.error('This content could not be shown:', error));
    return () => {
      current = false;
    };
  }, [html]);
  return sanitised !== null && sanitised.html === html ? sanitised.clean : null;
}
