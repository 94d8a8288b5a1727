import { userSchema, type User } from '../../contract/users/schemas';

/**
 * The last user record the server answered, kept so that a logged-in user's app opens offline
 * with their name, trade account and branding. One record: the key holds whoever is logged in.
 */
export const PROFILE_KEY = 'profile';

interface CachedProfile {
  user: User;
  savedAt: number;
}

export function saveProfile(user: User, now = Date.now()): void {
  localStorage.setItem(PROFILE_KEY, JSON.stringify({ user, savedAt: now } satisfies CachedProfile));
}

/** The cached record of this user, or undefined (another user's, or unreadable, counts as none). */
export function readProfile(userId: string): CachedProfile | undefined {
  const raw = localStorage.getItem(PROFILE_KEY);
  if (!raw) return undefined;
  try {
    const parsed = JSON.parse(raw) as Partial<CachedProfile>;
    const user = userSchema.safeParse(parsed.user);
    if (!user.success || user.data.id !== userId || typeof parsed.savedAt !== 'number') return undefined;
    return { user: user.data, savedAt: parsed.savedAt };
  } catch {
    return undefined;
  }
}

export function forgetProfile(): void {
  localStorage.removeItem(PROFILE_KEY);
}
