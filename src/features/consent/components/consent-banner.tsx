import { useEffect } from 'react';
import { log } from '../../../api/log';
import { startConsentBanner } from '../consent-banner';

/**
 * Starts the cookie banner once the page has painted. The library draws the banner itself (at the
 * end of the body) when no choice is kept, and tells the consent store what was chosen.
 */
export function ConsentBanner() {
  useEffect(() => {
    startConsentBanner().catch((error: unknown) => log.warn('The cookie banner could not start:', error));
  }, []);
  return null;
}
