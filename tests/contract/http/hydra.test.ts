import { z } from 'zod/mini';
import { describe, expect, it } from 'vitest';
import {
  hydraCollection,
  pagingQuery,
  queryBool,
  queryInt,
  queryList,
  queryMessages,
  queryText,
} from '../../../contract/http/hydra';

describe('Hydra collections', () => {
  it('carry hydra:member and hydra:totalItems', () => {
    const schema = hydraCollection(z.object({ sku: z.string() }));
    expect(schema.parse({ 'hydra:member': [{ sku: 'a' }], 'hydra:totalItems': 7 })['hydra:totalItems']).toBe(7);
    expect(schema.safeParse({ 'hydra:member': [] }).success).toBe(false);
  });
});

describe('query helpers', () => {
  const query = z.object({
    ...pagingQuery(30, 100),
    skus: z.optional(queryList(z.string(), 3)),
    inc: z.optional(queryBool()),
  });

  it('default the paging and parse numbers from text', () => {
    expect(query.parse({})).toEqual({ page: 1, itemsPerPage: 30 });
    expect(query.parse({ page: '3', itemsPerPage: '100' })).toMatchObject({ page: 3, itemsPerPage: 100 });
  });

  it('refuse numbers out of range or not whole', () => {
    expect(query.safeParse({ itemsPerPage: '101' }).error?.issues[0]?.message).toBe(queryMessages.range(1, 100));
    expect(query.safeParse({ page: '1.5' }).error?.issues[0]?.message).toBe(queryMessages.integer);
    expect(query.safeParse({ page: '0' }).success).toBe(false);
    expect(queryInt(0, 5).safeParse('99999999999').success).toBe(false);
  });

  it('read a single value as a list of one, and bound lists', () => {
    expect(query.parse({ skus: 'a' }).skus).toEqual(['a']);
    expect(query.parse({ skus: ['a', 'b'] }).skus).toEqual(['a', 'b']);
    expect(query.safeParse({ skus: ['a', 'b', 'c', 'd'] }).error?.issues[0]?.message).toBe(queryMessages.tooMany(3));
  });

  it('read booleans and bounded text', () => {
    expect(query.parse({ inc: 'false' }).inc).toBe(false);
    expect(query.safeParse({ inc: 'maybe' }).success).toBe(false);
    expect(queryText(5).safeParse('abcdef').success).toBe(false);
    expect(queryText().safeParse('a\u0000').success).toBe(false);
  });
});
