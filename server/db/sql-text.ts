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
  const params: unknown[] = [];
  let text = '';
  const write = (chunk: unknown): boolean => {
    if (chunk instanceof StringChunk) {
      text += chunk.value.join('');
    } else if (chunk instanceof SQL) {
      if ((chunk as unknown as { shouldInlineParams: boolean }).shouldInlineParams) return false;
      for (const inner of chunk.queryChunks) if (!write(inner)) return false;
    } else if (chunk === undefined) {
      // Drizzle writes nothing for it.
    } else if (Array.isArray(chunk)) {
      text += '(';
      for (let i = 0; i < chunk.length; i++) {
        if (i > 0) text += ', ';
        if (!write(chunk[i])) return false;
      }
      text += ')';
    } else if (chunk instanceof Param) {
      if (chunk.value instanceof Placeholder) return false;
      const value: unknown = chunk.value === null ? null : chunk.encoder.mapToDriverValue(chunk.value);
      if (isEntity(value)) return false;
      params.push(value);
      text += `$${params.length}`;
    } else if (isEntity(chunk) || typeof chunk === 'function' || typeof (chunk as { getSQL?: unknown } | null)?.getSQL === 'function') {
      return false;
    } else {
      params.push(chunk);
      text += `$${params.length}`;
    }
    return true;
  };
  return write(query) ? { sql: text, params } : undefined;
}

function isEntity(value: unknown): boolean {
  if (value === null || typeof value !== 'object') return false;
  const type = (value as { constructor?: unknown }).constructor;
  return typeof type === 'function' && entityKind in type;
}
