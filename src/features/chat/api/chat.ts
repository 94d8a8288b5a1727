import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { chatRoutes } from '../../../../contract/chat/routes';
import type { ChatMessage } from '../../../../contract/chat/schemas';
import { apiRequest } from '../../../session/api-request';

/** GET /chat/config: Zendesk messaging (with its widget key) or the local panel. */
export const chatConfigQuery = queryOptions({
  queryKey: ['chat', 'config'],
  queryFn: ({ signal }) => apiRequest(chatRoutes.chatConfig, { signal }),
  staleTime: 5 * 60_000,
});

// One person's conversation: the user is in the key, so nobody sees the last person's after a logout.
const messagesKey = (userId: string) => ['chat', 'messages', userId] as const;

/** GET /chat/messages: the local panel's conversation, oldest first (fetched once the panel opens). */
export function useChatMessages(userId: string, enabled: boolean) {
  return useQuery({
    queryKey: messagesKey(userId),
    queryFn: ({ signal }) => apiRequest(chatRoutes.chatConversation, { signal }),
    select: (collection) => collection['hydra:member'],
    enabled,
    // The parts desk answers in the panel: look again now and then while it is open.
    refetchInterval: enabled ? 30_000 : false,
  });
}

/** POST /chat/messages: the messages it added (the person's, and any reply) join the conversation. */
export function useSendChatMessage(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: string) => apiRequest(chatRoutes.sendChatMessage, { body: { body } }),
    onSuccess: (added) => {
      queryClient.setQueryData(
        messagesKey(userId),
        (earlier: { 'hydra:member': ChatMessage[]; 'hydra:totalItems': number } | undefined) => {
          const members = [...(earlier?.['hydra:member'] ?? []), ...added['hydra:member']];
          return { 'hydra:member': members, 'hydra:totalItems': members.length };
        },
      );
    },
  });
}

/** GET /zendesk/generate-token: the JWT Zendesk messaging signs the person in with. */
export async function zendeskToken(): Promise<string> {
  return (await apiRequest(chatRoutes.zendeskToken)).authToken;
}
