import { and, eq, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { users, type UserRow } from '../../db/schema';
import { databaseOf } from '../../db/unit-of-work';

export type NewUser = typeof users.$inferInsert;
export type ProfileFields = Partial<Pick<UserRow, 'email' | 'firstName' | 'lastName'>>;

// Emails are compared without case, matching the unique index on lower(email).
const emailIs = (email: string) => sql`lower(${users.email}) = lower(${email.trim()})`;

/** Users, read and written in the request's transaction when there is one (db/unit-of-work.ts). */
export function createUsersRepository(root: Database) {
  const db = databaseOf(root);
  return {
    async findById(id: string): Promise<UserRow | undefined> {
      const [row] = await db().select().from(users).where(eq(users.id, id));
      return row;
    },

    async findByEmail(email: string): Promise<UserRow | undefined> {
      const [row] = await db().select().from(users).where(emailIs(email));
      return row;
    },

    /** Whether another user (not `exceptId`) already has this email. */
    async isEmailTaken(email: string, exceptId?: string): Promise<boolean> {
      const condition = exceptId ? and(emailIs(email), ne(users.id, exceptId)) : emailIs(email);
      const [row] = await db().select({ id: users.id }).from(users).where(condition);
      return row !== undefined;
    },

    async insert(values: NewUser): Promise<UserRow> {
      const [row] = await db().insert(users).values(values).returning();
      if (!row) throw new Error('User insert returned nothing.');
      return row;
    },

    async update(id: string, values: Partial<NewUser>): Promise<UserRow | undefined> {
      const [row] = await db()
        .update(users)
        .set({ ...values, updatedAt: sql`now()` })
        .where(eq(users.id, id))
        .returning();
      return row;
    },
  };
}

export type UsersRepository = ReturnType<typeof createUsersRepository>;

/** PostgreSQL's unique_violation: the race between an email check and the insert. */
export function isUniqueViolation(error: unknown): boolean {
  let current: unknown = error;
  // Drizzle wraps driver errors; the SQLSTATE sits on the cause.
  for (let depth = 0; current && depth < 3; depth++) {
    if ((current as { code?: unknown }).code === '23505') return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
