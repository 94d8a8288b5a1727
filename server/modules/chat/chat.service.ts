import { chatMessages as chatWords } from '../../../contract/chat/messages';
import type { ChatConfig, ChatMessage } from '../../../contract/chat/schemas';
import { uuidv7 } from '../../../contract/ids/uuid-v7';
import type { Clock } from '../../clock';
import { notFound } from '../../http/problem';
import type { ChatProvider, ChatUser } from '../../providers/chat/chat-provider';
import type { AuthContext } from '../auth/auth.service';
import type { ChatMessageRow, ChatRepository } from './chat.repository';

interface Deps {
  provider: ChatProvider;
  chat: ChatRepository;
  /** The logged-in user's name and email, as the chat shows them. */
  userOf: (userId: string) => Promise<(ChatUser & { firstName: string | null }) | undefined>;
  clock: Clock;
}

/** The parts desk greets a conversation again after this long without a word from it. */
const GREETING_GAP_MS = 60 * 60 * 1000;

const toMessage = (row: ChatMessageRow): ChatMessage => ({
  '@id': `/api/chat/messages/${row.id}`,
  id: row.id,
  author: row.author,
  body: row.body,
  createdAt: row.createdAt.toISOString(),
});

/**
 * Chat support for logged-in users (the route table's 'user' level). With Zendesk, the server
 * only signs its tokens; without it, the local panel's conversation is kept here, and the parts
 * desk's automatic greeting answers the first message of a conversation (or after an hour's quiet)
 * with its opening hours, so nobody writes into silence.
 */
export function createChatService({ provider, chat, userOf, clock }: Deps) {
  async function token(auth: AuthContext): Promise<{ authToken: string }> {
    const user = await userOf(auth.userId);
    const authToken = user ? await provider.signIn(user) : null;
    if (!authToken) throw notFound(chatWords.zendeskNotConfigured);
    return { authToken };
  }

  const localOnly = () => {
    if (provider.kind !== 'local') throw notFound(chatWords.localChatOnly);
  };

  return {
    config: (): ChatConfig => ({ provider: provider.kind, widgetKey: provider.widgetKey }),
    token,
    /** Zendesk reads name and email from each token: a fresh one carries the changed details. */
    updateUser: token,

    async conversation(auth: AuthContext): Promise<ChatMessage[]> {
      localOnly();
      return (await chat.conversation(auth.userId)).map(toMessage);
    },

    async send(auth: AuthContext, body: string): Promise<ChatMessage[]> {
      localOnly();
      const now = clock();
      const earlier = await chat.conversation(auth.userId);
      const lastGreeting = earlier.filter((row) => row.author === 'agent').at(-1);
      const added: ChatMessageRow[] = [
        { id: uuidv7(now.getTime()), userId: auth.userId, author: 'customer', body, createdAt: now },
      ];
      if (!lastGreeting || now.getTime() - lastGreeting.createdAt.getTime() > GREETING_GAP_MS) {
        const user = await userOf(auth.userId);
        // A millisecond later, so the conversation's order never depends on the ids alone.
        const at = new Date(now.getTime() + 1);
        added.push({
          id: uuidv7(at.getTime()),
          userId: auth.userId,
          author: 'agent',
          body: chatWords.agentGreeting(user?.firstName ?? null),
          createdAt: at,
        });
      }
      await chat.add(added);
      return added.map(toMessage);
    },
  };
}

export type ChatService = ReturnType<typeof createChatService>;
