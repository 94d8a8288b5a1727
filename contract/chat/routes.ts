import { hydraCollection } from '../http/hydra';
import { defineRoutes } from '../http/route';
import { chatConfigSchema, chatMessageBodySchema, chatMessageSchema, zendeskTokenSchema } from './schemas';

export const chatRoutes = defineRoutes('chat', {
  chatConfig: {
    method: 'GET',
    cacheSeconds: 300,
    path: '/chat/config',
    summary: "Which chat the storefront shows: Zendesk messaging (with its widget's key) or the local panel",
    auth: 'public',
    response: chatConfigSchema,
  },
  zendeskToken: {
    method: 'GET',
    path: '/zendesk/generate-token',
    summary:
      'A JWT (HS256, with `kid`) signing the logged-in user into Zendesk messaging: scope, external_id, name, ' +
      'email, exp. 404 when Zendesk is not set up',
    auth: 'user',
    response: zendeskTokenSchema,
  },
  updateZendeskUser: {
    method: 'GET',
    path: '/zendesk/update-zendesk-user',
    summary:
      "After a change of name or email: a new token carrying them (Zendesk takes them from the user's JWT " +
      'at sign-in). 404 when Zendesk is not set up',
    auth: 'user',
    response: zendeskTokenSchema,
  },
  chatConversation: {
    method: 'GET',
    path: '/chat/messages',
    summary: "The logged-in user's conversation in the local chat panel, oldest first",
    auth: 'user',
    response: hydraCollection(chatMessageSchema),
  },
  sendChatMessage: {
    method: 'POST',
    path: '/chat/messages',
    summary: 'Sends a message in the local chat panel; answers the messages it added (and any reply)',
    auth: 'user',
    status: 201,
    body: chatMessageBodySchema,
    response: hydraCollection(chatMessageSchema),
  },
});
