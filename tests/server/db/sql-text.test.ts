import { sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { sqlText } from '../../../server/db/sql-text';
import { products } from '../../../server/db/schema';

const dialect = new PgDialect();
const drizzles = (query: SQL) => {
  const { sql: text, params } = dialect.sqlToQuery(query);
  return { sql: text, params };
};

describe('raw SQL text', () => {
  it('writes what drizzle writes for the shapes the repositories compose', () => {
    const listed = sql`p.withdrawn_at IS NULL AND p.show_on_website`;
    const when = new Date('2026-11-24T12:00:00Z');
    const cases: SQL[] = [
      sql`SELECT 1`,
      sql`SELECT * FROM products p WHERE p.sku = ${'100001'} AND ${listed} LIMIT ${24} OFFSET ${0}`,
      sql`SELECT ${sql`p.id, p.sku`} FROM products p WHERE p.category_id IN ${[2, 3, 4]} AND p.sku IN ${['a', 'b']}`,
      sql.join([listed, sql`p.price > ${0}`, sql`p.name LIKE ${'%pad%'}`], sql` AND `),
      sql`SELECT ${sql.param(['100001', '100002'])}::text[], ${null}, ${true}, ${when}, ${JSON.stringify([{ code: 'position' }])}::jsonb`,
      sql`SELECT ${undefined}${sql.raw('now()')}, ${sql.empty()} ${[]}`,
      sql`WITH q AS (SELECT ${'brake'} AS w) SELECT ${sql`${sql`${1}`} + ${2}`} FROM q`,
    ];
    for (const query of cases) expect(sqlText(query)).toEqual(drizzles(query));
  });

  it('leaves to drizzle what names the schema or inlines its values', () => {
    expect(sqlText(sql`SELECT ${products.sku} FROM ${products}`)).toBeUndefined();
    expect(sqlText(sql`SELECT * FROM ${sql.identifier('products')}`)).toBeUndefined();
    expect(sqlText(sql`SELECT ${sql.placeholder('sku')}`)).toBeUndefined();
    expect(sqlText(sql`SELECT ${'x'}`.inlineParams())).toBeUndefined();
  });
});
