import { z } from 'zod';
import { text } from './text';

/**
 * Collections are Hydra (design/api-routes.md): `hydra:member` and `hydra:totalItems`, paged with
 * `page` (from 1) and `itemsPerPage`. Query values arrive as text, so the query helpers parse them.
 */
export const hydraCollection = <T extends z.ZodType>(member: T) =>
  z.object({
    'hydra:member': z.array(member),
    'hydra:totalItems': z.number().int().min(0),
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
    .string()
    .regex(/^\d{1,9}$/, queryMessages.integer)
    .transform(Number)
    .refine((value) => value >= min && value <= max, queryMessages.range(min, max));

export const queryBool = () =>
  z.enum(['true', 'false', '1', '0'], queryMessages.boolean).transform((value) => value === 'true' || value === '1');

/** `key[]=a&key[]=b`; a single plain `key=a` counts as a list of one. */
export const queryList = <T extends z.ZodType<unknown, string>>(item: T, max: number) =>
  z
    .union([z.array(item), item.transform((value): z.output<T>[] => [value])])
    .refine((list) => list.length <= max, queryMessages.tooMany(max));

/** `page` and `itemsPerPage`, with the route's default page size and ceiling. */
export const pagingQuery = (defaultItemsPerPage: number, maxItemsPerPage = 1000) => ({
  page: queryInt(1, 100_000).default(1),
  itemsPerPage: queryInt(1, maxItemsPerPage).default(defaultItemsPerPage),
});

/** A text value of the query string. */
export const queryText = (max = 500) => text().max(max, `This value should have at most ${max} characters.`);
