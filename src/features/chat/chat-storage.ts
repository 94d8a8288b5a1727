import { removeLocalKeysStartingWith } from '../../storage/local-keys';

/**
 * What the chat keeps on the device: Zendesk messaging's `ZD-…` keys (its conversation and
 * visitor ids) and the local panel's own `chat:…` keys.
 */
export const CHAT_STORAGE_PREFIXES = ['ZD-', 'chat:'] as const;

/** The local panel's "open" state, so that it stays open across a reload. */
export const CHAT_OPEN_KEY = 'chat:open';

interface ZendeskCommand {
  (target: 'messenger', command: 'hide' | 'show' | 'logoutUser' | 'open' | 'close'): void;
  (target: 'messenger', command: 'loginUser', jwt: (callback: (token: string) => void) => void): void;
}

/** The Zendesk snippet's command function, once its script has loaded. */
export function zendesk(): ZendeskCommand | undefined {
  return (window as { zE?: ZendeskCommand }).zE;
}

/**
 * The chat ends: after a logout, or when functional consent is withdrawn. Zendesk (if it loaded)
 * signs the person out and hides; whatever either chat kept on the device is removed.
 */
export function endChat(): void {
  const zE = zendesk();
  if (zE) {
    zE('messenger', 'logoutUser');
    zE('messenger', 'hide');
  }
  removeLocalKeysStartingWith(CHAT_STORAGE_PREFIXES);
}
