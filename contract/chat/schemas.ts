import { z } from 'zod/mini';
import { text } from '../http/text';

/**
 * Chat support (storefront-core §2, §6, §7): Zendesk messaging when the server is set up for it,
 * otherwise Workbay's own small panel, whose conversation the server keeps. Either way only for a
 * logged-in user with functional consent, and never on /, /store/basket or /account/register.
 */
export const chatProviders = ['local', 'zendesk'] as const;
export type ChatProvider = (typeof chatProviders)[number];

/** Pages the chat widget never shows on (storefront-core §2). */
export const CHAT_HIDDEN_PATHS = ['/', '/store/basket', '/account/register'] as const;

export const chatConfigSchema = z.object({
  provider: z.enum(chatProviders),
  /** The Zendesk widget's key (its snippet's `key=`); null for the local panel. */
  widgetKey: z.nullable(z.string()),
});
export type ChatConfig = z.infer<typeof chatConfigSchema>;

/** GET /zendesk/generate-token: the JWT the widget signs the user in with. */
export const zendeskTokenSchema = z.object({ authToken: z.string() });

export const chatMessageSchema = z.object({
  '@id': z.string(),
  id: z.string(),
  author: z.enum(['customer', 'agent']),
  body: z.string(),
  createdAt: z.string(),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

export const MAX_CHAT_MESSAGE_LENGTH = 2000;

/** One line, as the panel's input sends it (Enter sends). */
export const chatMessageBodySchema = z.object({
  body: text().check(
    z.trim(),
    z.minLength(1, 'Please write a message.'),
    z.maxLength(MAX_CHAT_MESSAGE_LENGTH, `Please keep a message to ${MAX_CHAT_MESSAGE_LENGTH} characters.`),
  ),
});
