import type { Clock } from '../../clock';
import type { AppConfig } from '../../env';
import type { ChatProvider } from './chat-provider';
import { localChat } from './local-chat';
import { createZendeskChat } from './zendesk-chat';

/** Zendesk when its key is configured (ZENDESK_JWT_SECRET, ZENDESK_KEY_ID), else the local panel. */
export function createChatProvider(config: Pick<AppConfig, 'zendesk'>, clock: Clock): ChatProvider {
  return config.zendesk ? createZendeskChat(config.zendesk, clock) : localChat;
}
