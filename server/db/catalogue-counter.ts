import { sql } from 'drizzle-orm';
import { queryRows, type Database } from './database';

/**
 * The catalogue's change counter (the sequence `catalogue_version`, migration 0007): every product
 * added, withdrawn, shown, hidden, renamed or moved, and every stock change, takes a new number.
 * What a process keeps of the catalogue is kept under the value it was read at, and read again
 * when the value moves: every instance reads the same sequence. As text: a bigint.
 */
export async function readCatalogueCounter(db: Database): Promise<string> {
  const [row] = await queryRows<{ counter: string }>(
    db,
    sql`SELECT (CASE WHEN is_called THEN last_value ELSE 0 END)::text AS counter FROM catalogue_version`,
  );
  return row?.counter ?? '0';
}
