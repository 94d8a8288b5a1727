import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ChatMessage } from '../../../../contract/chat/schemas';
import { clearCsrfToken } from '../../../../src/api/csrf';
import { LocalChatPanel } from '../../../../src/features/chat/components/local-chat-panel';
import { setSessionStatus } from '../../../../src/session/session-status';
import { claims, fakeApi, json, storeBearerSession, useBearerMode } from '../../support/fake-api';
import { testQueryClient } from '../../support/render';

const message = (id: string, author: ChatMessage['author'], body: string): ChatMessage => ({
  '@id': `/api/chat/messages/${id}`,
  id,
  author,
  body,
  createdAt: '2026-11-27T09:15:00.000Z',
});

const collection = (members: ChatMessage[]) => json({ 'hydra:member': members, 'hydra:totalItems': members.length });

beforeEach(() => {
  clearCsrfToken();
  useBearerMode();
  storeBearerSession(claims({ exp: 2_000_000_000 }));
  setSessionStatus({ status: 'ready', error: null });
});
afterEach(() => vi.unstubAllGlobals());

function renderPanel() {
  render(
    <QueryClientProvider client={testQueryClient()}>
      <LocalChatPanel userId="user-1" />
    </QueryClientProvider>,
  );
}

describe('the local chat panel', () => {
  it('asks for the conversation only once opened', async () => {
    const api = fakeApi({ 'GET /chat/messages': () => collection([]) });
    renderPanel();
    const launcher = screen.getByRole('button', { name: 'Chat with us' });
    expect(launcher.getAttribute('aria-expanded')).toBe('false');
    expect(api.calls).toEqual([]);

    fireEvent.click(launcher);
    const panel = await screen.findByRole('region', { name: 'Chat with the parts desk' });
    expect(await within(panel).findByText(/Ask about a part/)).toBeTruthy();
    expect(api.callsTo('GET /chat/messages')).toHaveLength(1);
    expect(launcher.getAttribute('aria-expanded')).toBe('true');
    expect(document.activeElement).toBe(screen.getByLabelText('Your message'));
  });

  it('sends a message with Enter and shows the parts desk’s reply', async () => {
    const api = fakeApi({
      'GET /chat/messages': () => collection([]),
      'POST /chat/messages': (call) =>
        json(
          {
            'hydra:member': [
              message('m1', 'customer', (call.body as { body: string }).body),
              message('m2', 'agent', 'Thanks, Rita. Someone from the parts desk will answer here.'),
            ],
            'hydra:totalItems': 2,
          },
          201,
        ),
    });
    renderPanel();
    fireEvent.click(screen.getByRole('button', { name: 'Chat with us' }));
    const input = await screen.findByLabelText('Your message');
    fireEvent.change(input, { target: { value: '  Do you have front pads for a 2016 Focus?  ' } });
    fireEvent.keyDown(input, { key: 'Enter' });

    const log = screen.getByRole('log', { name: 'Conversation' });
    expect(await within(log).findByText('Do you have front pads for a 2016 Focus?')).toBeTruthy();
    expect(within(log).getByText(/Someone from the parts desk/)).toBeTruthy();
    expect(api.callsTo('POST /chat/messages')[0]?.body).toEqual({ body: 'Do you have front pads for a 2016 Focus?' });
    await waitFor(() => expect((input as HTMLTextAreaElement).value).toBe(''));
  });

  it('closes with Escape and gives the focus back to its button', async () => {
    fakeApi({ 'GET /chat/messages': () => collection([]) });
    renderPanel();
    const launcher = screen.getByRole('button', { name: 'Chat with us' });
    fireEvent.click(launcher);
    const input = await screen.findByLabelText('Your message');
    fireEvent.keyDown(input, { key: 'Escape' });
    expect(screen.queryByRole('region', { name: 'Chat with the parts desk' })).toBeNull();
    expect(document.activeElement).toBe(launcher);
  });
});
