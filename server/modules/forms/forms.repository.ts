import { asc, desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import {
  fifmApplications,
  formSubmissions,
  forms,
  userApplications,
  type FifmApplicationRow,
  type FormRow,
} from '../../db/schema';

export type NewFifmApplication = Omit<FifmApplicationRow, 'status'>;

/** Forms and what is sent through them (migration 0014). */
export function createFormsRepository(db: Database) {
  return {
    async all(): Promise<FormRow[]> {
      return db.select().from(forms).orderBy(asc(forms.position), asc(forms.code));
    },

    async find(code: string): Promise<FormRow | undefined> {
      const [form] = await db.select().from(forms).where(eq(forms.code, code));
      return form;
    },

    async addSubmission(values: typeof formSubmissions.$inferInsert): Promise<void> {
      await db.insert(formSubmissions).values(values);
    },

    async addUserApplication(values: typeof userApplications.$inferInsert): Promise<void> {
      await db.insert(userApplications).values(values);
    },

    async addFifmApplication(values: NewFifmApplication): Promise<FifmApplicationRow> {
      const [row] = await db.insert(fifmApplications).values(values).returning();
      if (!row) throw new Error('The fitting request was not stored');
      return row;
    },

    async fifmApplicationsOf(userId: string): Promise<FifmApplicationRow[]> {
      return db
        .select()
        .from(fifmApplications)
        .where(eq(fifmApplications.userId, userId))
        .orderBy(desc(fifmApplications.createdAt), desc(fifmApplications.id));
    },
  };
}

export type FormsRepository = ReturnType<typeof createFormsRepository>;
