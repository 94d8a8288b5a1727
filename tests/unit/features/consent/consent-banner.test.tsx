import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { getConfig, reset } from 'vanilla-cookieconsent';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CookieSettingsButton } from '../../../../src/features/consent/components/cookie-settings-button';
import { ConsentBanner } from '../../../../src/features/consent/components/consent-banner';
import {
  CONSENT_COOKIE_NAME,
  CONSENT_REVISION,
  choiceFromCookie,
} from '../../../../src/features/consent/consent-cookie';
import { consentChoice, rereadConsent, useConsent } from '../../../../src/features/consent/consent-store';

function Granted() {
  const consent = useConsent();
  return <p data-testid="granted">{consent.decided ? [...consent.granted].sort().join(',') : 'undecided'}</p>;
}

const granted = () => screen.getByTestId('granted').textContent;

beforeEach(() => {
  reset(true);
  rereadConsent();
});

afterEach(() => {
  // Files share one document here: leave no banner and no cookie behind.
  reset(true);
  document.getElementById('cc-main')?.remove();
  rereadConsent();
});

/** The real library, started as the layout starts it. */
async function showBanner() {
  render(
    <>
      <Granted />
      <CookieSettingsButton />
      <ConsentBanner />
    </>,
  );
  await screen.findByRole('button', { name: 'Reject all' });
}

describe('the cookie banner', () => {
  it('asks a first visitor, with "Accept all" and "Reject all" side by side, nothing granted yet', async () => {
    await showBanner();
    expect(granted()).toBe('undecided');
    const accept = screen.getByRole('button', { name: 'Accept all' });
    const rejectAll = screen.getByRole('button', { name: 'Reject all' });
    expect(accept.parentElement).toBe(rejectAll.parentElement);
    expect(accept.className).toBe(rejectAll.className);
  });

  it('"Reject all" grants only the strictly necessary, and keeps that choice in its cookie', async () => {
    await showBanner();
    fireEvent.click(screen.getByRole('button', { name: 'Reject all' }));
    await waitFor(() => expect(granted()).toBe('necessary'));
    expect(document.cookie).toContain(`${CONSENT_COOKIE_NAME}=`);
    expect([...choiceFromCookie(document.cookie).granted]).toEqual(['necessary']);
  });

  it('"Accept all" grants every group', async () => {
    await showBanner();
    fireEvent.click(screen.getByRole('button', { name: 'Accept all' }));
    await waitFor(() => expect(granted()).toBe('functional,marketing,necessary,performance'));
    expect(consentChoice().granted.has('functional')).toBe(true);
  });

  it('does not ask again, nor start the library, once the choice is kept', async () => {
    await showBanner();
    fireEvent.click(screen.getByRole('button', { name: 'Reject all' }));
    await waitFor(() => expect(granted()).toBe('necessary'));
    const kept = document.cookie;
    // A new page: the library's state gone, the cookie kept.
    reset(false);
    document.getElementById('cc-main')?.remove();
    rereadConsent();
    expect(document.cookie).toBe(kept);
    render(<ConsentBanner />);
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(document.getElementById('cc-main')).toBeNull();
    // The library has Workbay's settings only once it has run.
    expect(getConfig('revision')).not.toBe(CONSENT_REVISION);
    expect(consentChoice().decided).toBe(true);

    // "Cookie settings" loads it then, and opens the settings straight away.
    fireEvent.click(screen.getByRole('button', { name: 'Cookie settings' }));
    const functional = await screen.findByRole('checkbox', { name: /Functional/ });
    expect((functional as HTMLInputElement).checked).toBe(false);
    expect(screen.queryByRole('dialog', { name: 'Cookies on Workbay' })).toBeNull();
  });

  it('"Cookie settings" changes the choice later: functional turned on, then withdrawn', async () => {
    await showBanner();
    fireEvent.click(screen.getByRole('button', { name: 'Reject all' }));
    await waitFor(() => expect(granted()).toBe('necessary'));

    fireEvent.click(screen.getByRole('button', { name: 'Cookie settings' }));
    const functional = await screen.findByRole('checkbox', { name: /Functional/ });
    // Nothing is ticked that the person did not tick.
    expect((functional as HTMLInputElement).checked).toBe(false);
    expect((screen.getByRole('checkbox', { name: /Marketing/ }) as HTMLInputElement).checked).toBe(false);
    fireEvent.click(functional);
    fireEvent.click(screen.getByRole('button', { name: 'Save my choices' }));
    await waitFor(() => expect(granted()).toBe('functional,necessary'));

    fireEvent.click(screen.getByRole('button', { name: 'Cookie settings' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Reject all', hidden: false }));
    await waitFor(() => expect(granted()).toBe('necessary'));
  });
});
