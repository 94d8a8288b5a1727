import type { RouteDeps } from '../../http/route-deps';

/** Chat support: the provider in use, Zendesk tokens and the local panel's conversation. */
export function chatRoutes({ route, services }: RouteDeps): void {
  const { chat } = services;
  route('chatConfig', { handler: async () => chat.config() });
  route('zendeskToken', { handler: async ({ auth }) => chat.token(auth) });
  route('updateZendeskUser', { handler: async ({ auth }) => chat.updateUser(auth) });
  route('chatConversation', {
    handler: async ({ auth }) => {
      const members = await chat.conversation(auth);
      return { 'hydra:member': members, 'hydra:totalItems': members.length };
    },
  });
  route('sendChatMessage', {
    handler: async ({ auth, body }) => {
      const members = await chat.send(auth, body.body);
      return { 'hydra:member': members, 'hydra:totalItems': members.length };
    },
  });
}
