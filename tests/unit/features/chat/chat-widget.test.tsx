import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearCsrfToken } from '../../../../src/api/csrf';
import { ChatWidget } from '../../../../src/features/chat/components/chat-widget';
import { ZENDESK_SNIPPET_URL } from '../../../../src/features/chat/components/zendesk-messenger';
import { setSessionStatus } from '../../../../src/session/session-status';
import { claims, fakeApi, json, storeBearerSession, useBearerMode } from '../../support/fake-api';
import { testQueryClient } from '../../support/render';

beforeEach(() => {
  clearCsrfToken();
  useBearerMode();
  storeBearerSession(claims({ exp: 2_000_000_000 }));
  setSessionStatus({ status: 'ready', error: null });
});

afterEach(() => {
  vi.unstubAllGlobals();
  delete (window as { zE?: unknown }).zE;
  document.getElementById('ze-snippet')?.remove();
});

function renderWidget() {
  return render(
    <QueryClientProvider client={testQueryClient()}>
      <ChatWidget userId="user-1" />
    </QueryClientProvider>,
  );
}

describe('the chat provider the server is set up for', () => {
  it('is the local panel by default, with no outside script', async () => {
    fakeApi({ 'GET /chat/config': () => json({ provider: 'local', widgetKey: null }) });
    renderWidget();
    expect(await screen.findByRole('button', { name: 'Chat with us' })).toBeTruthy();
    expect(document.getElementById('ze-snippet')).toBeNull();
  });

  it('is Zendesk messaging when configured: its snippet, signed in with our JWT, shown; hidden when left', async () => {
    const api = fakeApi({
      'GET /chat/config': () => json({ provider: 'zendesk', widgetKey: 'wb-key-1' }),
      'GET /zendesk/generate-token': () => json({ authToken: 'jwt-for-user-1' }),
    });
    const view = renderWidget();
    const script = await waitFor(() => {
      const found = document.getElementById('ze-snippet');
      if (!(found instanceof HTMLScriptElement)) throw new Error('No snippet yet');
      return found;
    });
    expect(script.src).toBe(`${ZENDESK_SNIPPET_URL}?key=wb-key-1`);
    expect(screen.queryByRole('button', { name: 'Chat with us' })).toBeNull();

    // The snippet defines zE when it runs.
    const signedIn = vi.fn();
    const zE = vi.fn((_target: string, command: string, jwt?: (callback: (token: string) => void) => void) => {
      if (command === 'loginUser') jwt?.(signedIn);
    });
    (window as { zE?: unknown }).zE = zE;
    script.dispatchEvent(new Event('load'));

    await waitFor(() => expect(signedIn).toHaveBeenCalledWith('jwt-for-user-1'));
    expect(zE.mock.calls.map((call) => call[1])).toEqual(['loginUser', 'show']);
    expect(api.callsTo('GET /zendesk/generate-token')).toHaveLength(1);

    view.unmount();
    expect(zE.mock.calls.at(-1)?.slice(0, 2)).toEqual(['messenger', 'hide']);
  });
});
