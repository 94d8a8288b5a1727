import type { CookieConsentConfig, CookieValue } from 'vanilla-cookieconsent';
import { CONSENT_COOKIE_NAME, CONSENT_REVISION } from './consent-cookie';
import { consentGroups, optionalGroups, type ConsentGroup } from './consent-groups';

/** What each group is for, in the words the banner's settings show. */
const groupText: Record<ConsentGroup, { title: string; description: string }> = {
  necessary: {
    title: 'Strictly necessary',
    description:
      'Keep you logged in, remember your basket and protect your forms. Workbay cannot work without them, ' +
      'so they are always on.',
  },
  performance: {
    title: 'Performance',
    description: 'Count visits and see which pages are slow, so that we can make the site faster.',
  },
  functional: {
    title: 'Functional',
    description:
      'Turn on chat support with our parts desk. The chat keeps your conversation on this device while it is open.',
  },
  marketing: {
    title: 'Marketing',
    description: 'Show offers on parts for your vehicles on other sites you visit.',
  },
};

const section = (group: ConsentGroup) => ({
  title: `${groupText[group].title} (${consentGroups[group]})`,
  description: groupText[group].description,
  linkedCategory: group,
});

/**
 * The banner as the ICO asks for it (design/providers.md): "Reject all" beside "Accept all" and
 * styled the same on the first layer, every optional group off until turned on, and the same
 * choice offered again from "Cookie settings". `onChoice` hears the accepted groups each time the
 * choice is made, read back at a page load, or changed.
 */
export function bannerConfig(onChoice: (cookie: CookieValue) => void): CookieConsentConfig {
  return {
    mode: 'opt-in',
    revision: CONSENT_REVISION,
    // Crawlers and automated browsers are never asked (the library's default, said here so it is
    // not lost): the browser tests that need the banner say they are a person (tests/e2e/support/consent.ts).
    hideFromBots: true,
    autoClearCookies: true,
    cookie: { name: CONSENT_COOKIE_NAME, expiresAfterDays: 182, sameSite: 'Lax' },
    guiOptions: {
      consentModal: { layout: 'box', position: 'bottom right', equalWeightButtons: true, flipButtons: false },
      preferencesModal: { layout: 'box', equalWeightButtons: true, flipButtons: false },
    },
    categories: {
      necessary: { enabled: true, readOnly: true },
      ...Object.fromEntries(optionalGroups.map((group) => [group, { enabled: false, readOnly: false }])),
    },
    onFirstConsent: ({ cookie }) => onChoice(cookie),
    onConsent: ({ cookie }) => onChoice(cookie),
    onChange: ({ cookie }) => onChoice(cookie),
    language: {
      default: 'en',
      translations: {
        en: {
          consentModal: {
            label: 'Cookies on Workbay',
            title: 'Cookies on Workbay',
            description:
              'We use the cookies Workbay needs to work. With your permission we would also use cookies to ' +
              'measure how the site performs, to offer chat support and for marketing. You can change your ' +
              'choice at any time from "Cookie settings" at the foot of each page.',
            acceptAllBtn: 'Accept all',
            acceptNecessaryBtn: 'Reject all',
            showPreferencesBtn: 'Choose cookies',
          },
          preferencesModal: {
            title: 'Cookie settings',
            acceptAllBtn: 'Accept all',
            acceptNecessaryBtn: 'Reject all',
            savePreferencesBtn: 'Save my choices',
            closeIconLabel: 'Close cookie settings',
            sections: [
              {
                description:
                  'Choose which cookies Workbay may use. Strictly necessary cookies are always on; the others ' +
                  'stay off unless you turn them on.',
              },
              section('necessary'),
              ...optionalGroups.map(section),
            ],
          },
        },
      },
    },
  };
}
