import { describe, expect, it } from 'vitest';
import { bannerConfig } from '../../../../src/features/consent/banner-config';
import { consentGroups } from '../../../../src/features/consent/consent-groups';

const config = bannerConfig(() => {});
const english = config.language.translations.en;
if (!english || typeof english !== 'object' || !('consentModal' in english)) throw new Error('No English texts');

describe('the cookie banner’s settings', () => {
  it('asks before anything optional: opt-in, with every optional group off', () => {
    expect(config.mode).toBe('opt-in');
    expect(config.categories).toEqual({
      necessary: { enabled: true, readOnly: true },
      performance: { enabled: false, readOnly: false },
      functional: { enabled: false, readOnly: false },
      marketing: { enabled: false, readOnly: false },
    });
  });

  it('offers "Reject all" beside "Accept all" on the first layer, looking the same', () => {
    expect(english.consentModal.acceptAllBtn).toBe('Accept all');
    expect(english.consentModal.acceptNecessaryBtn).toBe('Reject all');
    expect(config.guiOptions?.consentModal?.equalWeightButtons).toBe(true);
    expect(english.preferencesModal.acceptNecessaryBtn).toBe('Reject all');
    expect(config.guiOptions?.preferencesModal?.equalWeightButtons).toBe(true);
  });

  it('names each group with its code in the settings', () => {
    const titles = english.preferencesModal.sections.map((section) => section.title).filter(Boolean);
    expect(titles).toEqual([
      `Strictly necessary (${consentGroups.necessary})`,
      'Performance (C0002)',
      'Functional (C0003)',
      'Marketing (C0004)',
    ]);
    const linked = english.preferencesModal.sections.map((section) => section.linkedCategory).filter(Boolean);
    expect(linked).toEqual(['necessary', 'performance', 'functional', 'marketing']);
  });
});
