import type { ChatProvider as ChatProviderKind } from '../../../contract/chat/schemas';

/** Who the chat is with: a logged-in user. */
export interface ChatUser {
  id: string;
  name: string | null;
  email: string | null;
}

/**
 * Where chat support happens (storefront-core §2, design/providers.md). Zendesk messaging when
 * the server has its JWT key; otherwise Workbay's own panel, whose conversations the server keeps
 * (modules/chat), so the demo and the tests need no outside service.
 */
export interface ChatProvider {
  readonly kind: ChatProviderKind;
  /** The Zendesk widget's key; null for the local panel. */
  readonly widgetKey: string | null;
  /** The token that signs the user into the outside chat, or null when there is none (local). */
  signIn(user: ChatUser): Promise<string | null>;
}
