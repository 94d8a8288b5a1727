import { PGlite } from '@electric-sql/pglite';
import { afterAll, describe, expect, it } from 'vitest';
import { textArrayLiteral } from '../../../server/db/array-literal';

const db = new PGlite();
afterAll(() => db.close());

const parsed = async (values: string[]) =>
  (await db.query<{ list: string[] }>('SELECT $1::text[] AS list', [textArrayLiteral(values)])).rows[0]?.list;

describe('a list of text as one PostgreSQL array literal', () => {
  it('reads back as the same list, whatever the items hold', async () => {
    const awkward = [
      'P 85 020',
      'a,b',
      '{braces}',
      'quote " inside',
      'back\\slash',
      '\\"',
      '',
      'NULL',
      ' spaced ',
      'Citroën €',
    ];
    expect(await parsed(awkward)).toEqual(awkward);
  });

  it('keeps order and repeats, and an empty list is empty', async () => {
    expect(await parsed(['100002', '100001', '100002'])).toEqual(['100002', '100001', '100002']);
    expect(await parsed([])).toEqual([]);
  });
});
