import '../chat.css';
import { useQuery } from '@tanstack/react-query';
import { chatConfigQuery } from '../api/chat';
import { LocalChatPanel } from './local-chat-panel';
import { ZendeskMessenger } from './zendesk-messenger';

/**
 * The chat provider the server is set up for (GET /chat/config): Zendesk messaging when it has a
 * widget key, otherwise Workbay's own panel. Rendered (and its chunk loaded) only once
 * `mayShowChat` allows it.
 */
export function ChatWidget({ userId }: { userId: string }) {
  const config = useQuery(chatConfigQuery);
  if (!config.data) return null;
  if (config.data.provider === 'zendesk') {
    return config.data.widgetKey ? <ZendeskMessenger widgetKey={config.data.widgetKey} userId={userId} /> : null;
  }
  return <LocalChatPanel userId={userId} />;
}
