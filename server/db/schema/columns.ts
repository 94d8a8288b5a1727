import { customType, timestamp } from 'drizzle-orm/pg-core';

/** Column types shared by the tables' files. */

export const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });
