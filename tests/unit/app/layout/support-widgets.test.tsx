import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ChatSupport } from '../../../../src/app/layout/support-widgets';
import { clearCsrfToken } from '../../../../src/api/csrf';
import { choiceOf } from '../../../../src/features/consent/consent-cookie';
import { rereadConsent, setConsentChoice } from '../../../../src/features/consent/consent-store';
import { setSessionStatus } from '../../../../src/session/session-status';
import { claims, fakeApi, json, storeBearerSession, useBearerMode } from '../../support/fake-api';
import { renderAt } from '../../support/render';

const CONFIG = 'GET /chat/config';

function consent(...groups: string[]) {
  act(() => setConsentChoice(choiceOf(groups)));
}

beforeEach(() => {
  clearCsrfToken();
  useBearerMode();
  storeBearerSession(claims({ exp: 2_000_000_000 }));
  setSessionStatus({ status: 'ready', error: null });
});

afterEach(() => {
  vi.unstubAllGlobals();
  rereadConsent();
});

describe('chat support in the layout', () => {
  it('loads nothing without functional consent, then shows once it is given', async () => {
    const api = fakeApi({ [CONFIG]: () => json({ provider: 'local', widgetKey: null }) });
    consent('performance', 'marketing');
    renderAt(<ChatSupport />, '/stores');
    // Give a request every chance to go out.
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(api.calls).toEqual([]);
    expect(screen.queryByRole('button', { name: 'Chat with us' })).toBeNull();

    consent('functional');
    expect(await screen.findByRole('button', { name: 'Chat with us' })).toBeTruthy();
    expect(api.callsTo(CONFIG)).toHaveLength(1);
  });

  it.each(['/', '/store/basket', '/account/register'])('stays away from %s, even with consent', async (path) => {
    const api = fakeApi({ [CONFIG]: () => json({ provider: 'local', widgetKey: null }) });
    consent('functional');
    renderAt(<ChatSupport />, path);
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(api.calls).toEqual([]);
    expect(screen.queryByRole('button', { name: 'Chat with us' })).toBeNull();
  });

  it('stays away from a guest', async () => {
    storeBearerSession(claims({ id: 'g1', guest_user: true, email: null, exp: 2_000_000_000 }));
    const api = fakeApi({ [CONFIG]: () => json({ provider: 'local', widgetKey: null }) });
    consent('functional');
    renderAt(<ChatSupport />, '/stores');
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(api.calls).toEqual([]);
  });

  it('hides and clears its storage when functional consent is withdrawn', async () => {
    fakeApi({ [CONFIG]: () => json({ provider: 'local', widgetKey: null }) });
    consent('functional');
    renderAt(<ChatSupport />, '/stores');
    await screen.findByRole('button', { name: 'Chat with us' });
    localStorage.setItem('chat:open', 'false');
    localStorage.setItem('ZD-suid', 'left over');

    consent();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Chat with us' })).toBeNull());
    expect(localStorage.getItem('chat:open')).toBeNull();
    expect(localStorage.getItem('ZD-suid')).toBeNull();
    expect(localStorage.getItem('token')).not.toBeNull();
  });
});
