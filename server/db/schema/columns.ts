import { customType, timestamp } from 'drizzle-orm/pg-core';

/** Column types shared by the tables' files. */

export const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/** Bytes as they are (a photo's JPEG): a Buffer on node-postgres, a Uint8Array on PGlite. */
export const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({ dataType: () => 'bytea' });
