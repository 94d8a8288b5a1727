import { z } from 'zod/mini';
import { localValue } from './local-value';

/**
 * "My branch" of a guest or retail customer, chosen in the store locator and kept on this device
 * (a trade user's branch is their trade account's). Name and slug are kept beside the id so the
 * choice reads, and links to its store page, offline.
 */
export const storedBranchSchema = z.object({
  id: z.string().check(z.minLength(1), z.maxLength(64)),
  name: z.string().check(z.minLength(1), z.maxLength(200)),
  slug: z.string().check(z.minLength(1), z.maxLength(200)),
});
export type StoredBranch = z.infer<typeof storedBranchSchema>;

export const myBranch = localValue('my-branch', z.nullable(storedBranchSchema), null);
