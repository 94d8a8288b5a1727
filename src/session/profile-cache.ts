import { z } from 'zod/mini';
import { userSchema, type User } from '../../contract/users/schemas';
import { localValue } from '../storage/local-value';

/**
 * The last user record the server answered, kept so that a logged-in user's app opens offline
 * with their name, trade account and branding. One record: the key holds whoever is logged in.
 */
export const PROFILE_KEY = 'profile';

const cachedProfileSchema = z.object({ user: userSchema, savedAt: z.number() });
type CachedProfile = z.infer<typeof cachedProfileSchema>;

// Unreadable or in another shape (an older version's), it reads as none: the next GET /me refills it.
const storedProfile = localValue(PROFILE_KEY, z.nullable(cachedProfileSchema), null);

export function saveProfile(user: User, now = Date.now()): void {
  storedProfile.write({ user, savedAt: now });
}

/** The cached record of this user, or undefined (another user's, or unreadable, counts as none). */
export function readProfile(userId: string): CachedProfile | undefined {
  const profile = storedProfile.read();
  return profile?.user.id === userId ? profile : undefined;
}

export function forgetProfile(): void {
  storedProfile.remove();
}
