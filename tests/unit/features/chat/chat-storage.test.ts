import { afterEach, describe, expect, it, vi } from 'vitest';
import { endChat } from '../../../../src/features/chat/chat-storage';

afterEach(() => {
  delete (window as { zE?: unknown }).zE;
});

describe('ending the chat (logout or withdrawn functional consent)', () => {
  it('clears what either chat kept on the device, and nothing else', () => {
    localStorage.setItem('ZD-suid', 'visitor-1');
    localStorage.setItem('ZD-store', '{"conversation":"c-1"}');
    localStorage.setItem('chat:open', 'true');
    localStorage.setItem('token', 't-1');
    localStorage.setItem('product_list', '[]');
    endChat();
    expect(Object.keys(localStorage).sort()).toEqual(['product_list', 'token']);
  });

  it('signs the person out of Zendesk and hides it when its script had loaded', () => {
    const zE = vi.fn();
    (window as { zE?: unknown }).zE = zE;
    endChat();
    expect(zE.mock.calls).toEqual([
      ['messenger', 'logoutUser'],
      ['messenger', 'hide'],
    ]);
  });
});
