import { z } from 'zod/mini';
import { text } from './text';

/**
 * Collections are Hydra (design/api-routes.md): `hydra:member` and `hydra:totalItems`, paged with
 * `page` (from 1) and `itemsPerPage`. Query values arrive as text, so the query helpers parse them.
 */
export const hydraCollection = <T extends z.ZodMiniType>(member: T) =>
  z.object({
    'hydra:member': z.array(member),
    'hydra:totalItems': z.int().check(z.minimum(0)),
  });
export type HydraCollection<T> = { 'hydra:member': T[]; 'hydra:totalItems': number };

export const queryMessages = {
  integer: 'This value should be a whole number.',
  range: (min: number, max: number) => `This value should be between ${min} and ${max}.`,
  boolean: 'This value should be true or false.',
  tooMany: (max: number) => `At most ${max} values may be given.`,
} as const;

/** A whole number in the query string, within [min, max]. */
export const queryInt = (min: number, max: number) =>
  z
    .pipe(z.string().check(z.regex(/^\d{1,9}$/, queryMessages.integer)), z.transform(Number))
    .check(z.refine((value) => value >= min && value <= max, queryMessages.range(min, max)));

export const queryBool = () =>
  z.pipe(
    z.enum(['true', 'false', '1', '0'], queryMessages.boolean),
    z.transform((value) => value === 'true' || value === '1'),
  );

/** `key[]=a&key[]=b`; a single plain `key=a` counts as a list of one. */
export const queryList = <T extends z.ZodMiniType<unknown, string>>(item: T, max: number) =>
  z
    .union([
      z.array(item),
      z.pipe(
        item,
        z.transform((value): z.output<T>[] => [value]),
      ),
    ])
    .check(z.refine((list) => list.length <= max, queryMessages.tooMany(max)));

/** `page` and `itemsPerPage`, with the route's default page size and ceiling. */
export const pagingQuery = (defaultItemsPerPage: number, maxItemsPerPage = 1000) => ({
  page: z._default(queryInt(1, 100_000), 1),
  itemsPerPage: z._default(queryInt(1, maxItemsPerPage), defaultItemsPerPage),
});

/** A text value of the query string. */
export const queryText = (max = 500) =>
  text().check(z.maxLength(max, `This value should have at most ${max} characters.`));
