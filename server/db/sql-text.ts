import { entityKind, Param, Placeholder, SQL, StringChunk, type Query } from 'drizzle-orm';

/**
 * The text and parameters of a raw SQL read, exactly as drizzle's PgDialect writes them, for what
 * the repositories compose: text, nested `sql`, `sql.join`, lists (`IN ${ids}`) and values.
 * Anything else (a column, table or name, a placeholder, inlined parameters, an encoder that
 * answers SQL) answers undefined, and drizzle builds it. Drizzle checks each piece against every
 * kind of entity it knows; building a category page's statement that way took 9 µs of its few
 * hundred (tests/server/db/sql-text.test.ts compares the two).
 */
export function sqlText(query: SQL): Query | undefined {
  const out: Query = { sql: '', params: [] };
  return write(query, out) ? out : undefined;
}

// A module function rather than a closure made per statement (under tsx, each such closure is
// also renamed as it is made).
function write(chunk: unknown, out: Query): boolean {
  if (chunk instanceof StringChunk) {
    out.sql += chunk.value.join('');
  } else if (chunk instanceof SQL) {
    if ((chunk as unknown as { shouldInlineParams: boolean }).shouldInlineParams) return false;
    for (const inner of chunk.queryChunks) if (!write(inner, out)) return false;
  } else if (chunk === undefined) {
    // Drizzle writes nothing for it.
  } else if (Array.isArray(chunk)) {
    out.sql += '(';
    for (let i = 0; i < chunk.length; i++) {
      if (i > 0) out.sql += ', ';
      if (!write(chunk[i], out)) return false;
    }
    out.sql += ')';
  } else if (chunk instanceof Param) {
    if (chunk.value instanceof Placeholder) return false;
    const value: unknown = chunk.value === null ? null : chunk.encoder.mapToDriverValue(chunk.value);
    if (isEntity(value)) return false;
    out.params.push(value);
    out.sql += `$${out.params.length}`;
  } else if (isEntity(chunk) || typeof chunk === 'function' || typeof (chunk as { getSQL?: unknown } | null)?.getSQL === 'function') {
    return false;
  } else {
    out.params.push(chunk);
    out.sql += `$${out.params.length}`;
  }
  return true;
}

function isEntity(value: unknown): boolean {
  if (value === null || typeof value !== 'object') return false;
  const type = (value as { constructor?: unknown }).constructor;
  return typeof type === 'function' && entityKind in type;
}
