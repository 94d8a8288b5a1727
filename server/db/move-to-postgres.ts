import { sql } from 'drizzle-orm';
import { queryRows, type Database } from './database';

/**
 * Copies every row of one Workbay database into another of the same schema (both migrated to the
 * same last migration): `npm run db:move-to-postgres` moves an embedded database into PostgreSQL.
 * Rows travel as JSON (row_to_json out, json_populate_recordset in), which round-trips every
 * column type the schema uses; generated columns are computed again by the target. The target's
 * rows are replaced in one transaction with `session_replication_role = replica`, so foreign keys
 * and triggers (which would number catalogue versions anew) stay out of the way while tables
 * arrive in any order: that needs a superuser (or a managed service's equivalent role). Sequences
 * are set to the source's values, so new numbers carry on where the source's stopped.
 */

const BATCH = 1_000;

/** The tables of the current schema, bar the migrations' own record (the target has it already). */
const tablesOf = (db: Database) =>
  queryRows<{ name: string }>(
    db,
    sql`SELECT c.relname AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
        WHERE n.nspname = current_schema() AND c.relkind IN ('r', 'p') AND NOT c.relispartition
          AND c.relname <> 'schema_migrations'
        ORDER BY c.relname`,
  );

/** A table's columns that take a value on INSERT: not dropped, not generated. */
const insertableColumns = (db: Database, table: string) =>
  queryRows<{ name: string }>(
    db,
    sql`SELECT a.attname AS name FROM pg_attribute a
        WHERE a.attrelid = ${table}::regclass AND a.attnum > 0 AND NOT a.attisdropped AND a.attgenerated = ''
        ORDER BY a.attnum`,
  );

export interface CopiedTable {
  table: string;
  rows: number;
}

export async function copyDatabase(source: Database, target: Database): Promise<CopiedTable[]> {
  const tables = (await tablesOf(source)).map((row) => row.name);
  const targetTables = new Set((await tablesOf(target)).map((row) => row.name));
  const missing = tables.filter((table) => !targetTables.has(table));
  if (missing.length) throw new Error(`The target lacks tables ${missing.join(', ')}: migrate it first.`);
  const [users] = await queryRows<{ n: number }>(target, sql`SELECT count(*)::int AS n FROM users`);
  if (users && users.n > 0) throw new Error('The target already has users: it is not an empty Workbay database.');
  const sequences = await queryRows<{ name: string }>(
    source,
    sql`SELECT sequencename AS name FROM pg_sequences WHERE schemaname = current_schema() ORDER BY sequencename`,
  );

  return target.transaction(async (tx) => {
    await tx.execute(sql`SET LOCAL session_replication_role = replica`);
    await tx.execute(sql.raw(`TRUNCATE ${tables.map((table) => `"${table}"`).join(', ')}`));
    const copied: CopiedTable[] = [];
    for (const table of tables) {
      const name = sql.identifier(table);
      const columns = sql.join(
        (await insertableColumns(tx, table)).map((column) => sql.identifier(column.name)),
        sql`, `,
      );
      const rows = await queryRows<{ row: string }>(source, sql`SELECT row_to_json(t)::text AS row FROM ${name} t`);
      for (let at = 0; at < rows.length; at += BATCH) {
        const batch = `[${rows
          .slice(at, at + BATCH)
          .map((row) => row.row)
          .join(',')}]`;
        await tx.execute(
          sql`INSERT INTO ${name} (${columns}) OVERRIDING SYSTEM VALUE
              SELECT ${columns} FROM json_populate_recordset(NULL::${name}, ${batch}::json)`,
        );
      }
      copied.push({ table, rows: rows.length });
    }
    for (const { name } of sequences) {
      const [value] = await queryRows<{ last_value: string; is_called: boolean }>(
        source,
        sql`SELECT last_value::text, is_called FROM ${sql.identifier(name)}`,
      );
      if (value)
        await tx.execute(sql`SELECT setval(${name}::regclass, ${value.last_value}::bigint, ${value.is_called})`);
    }
    return copied;
  });
}
