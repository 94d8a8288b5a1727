// The consent library and its styles: this module is imported only dynamically (consent-banner.ts),
// so neither grows the JavaScript before the first paint.
import 'vanilla-cookieconsent/dist/cookieconsent.css';
import './consent-banner.css';
import { run, showPreferences } from 'vanilla-cookieconsent';
import { bannerConfig } from './banner-config';
import { choiceOf } from './consent-cookie';
import { setConsentChoice } from './consent-store';

/** Starts the banner: it shows itself when no choice of this revision is kept. */
export function runBanner(): Promise<void> {
  return run(bannerConfig((cookie) => setConsentChoice(choiceOf(cookie.categories))));
}

export { showPreferences };
