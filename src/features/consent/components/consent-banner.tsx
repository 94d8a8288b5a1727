import { useEffect } from 'react';
import { log } from '../../../api/log';
import { startConsentBanner } from '../consent-banner';
import { consentChoice } from '../consent-store';

/**
 * Asks a visitor who has not chosen yet: the library loads once the page has painted and draws
 * its banner (at the end of the body). Someone whose choice is kept is not asked, and the library
 * is not even loaded until they press "Cookie settings".
 */
export function ConsentBanner() {
  useEffect(() => {
    if (consentChoice().decided) return;
    startConsentBanner().catch((error: unknown) => log.warn('The cookie banner could not start:', error));
  }, []);
  return null;
}
