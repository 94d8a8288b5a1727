import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { chatMessages } from '../../db/schema';

export type ChatMessageRow = typeof chatMessages.$inferSelect;

/** The local chat panel's conversations (migration 0014): one per user. */
export function createChatRepository(db: Database) {
  return {
    async conversation(userId: string): Promise<ChatMessageRow[]> {
      return db
        .select()
        .from(chatMessages)
        .where(eq(chatMessages.userId, userId))
        .orderBy(asc(chatMessages.createdAt), asc(chatMessages.id));
    },

    async add(rows: ChatMessageRow[]): Promise<void> {
      if (rows.length) await db.insert(chatMessages).values(rows);
    },
  };
}

export type ChatRepository = ReturnType<typeof createChatRepository>;
