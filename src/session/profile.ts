import { queryOptions, useQuery } from '@tanstack/react-query';
import type { User } from '../../contract/users/schemas';
import { apiRequest } from './api-request';
import { readProfile, saveProfile } from './profile-cache';
import { useSession } from './use-session';
import { userRoutes } from '../../contract/users/routes';

/** Query key of a user record; everything that changes the record invalidates `['user']`. */
export const profileKey = (userId: string) => ['user', userId] as const;

export async function fetchProfile(userId: string, signal?: AbortSignal): Promise<User> {
  const user = await apiRequest(userRoutes.getUser, { params: { id: userId }, signal });
  saveProfile(user);
  return user;
}

export function profileQueryOptions(userId: string) {
  return queryOptions({
    queryKey: profileKey(userId),
    queryFn: ({ signal }) => fetchProfile(userId, signal),
    staleTime: 60_000,
    // Offline, the last record the server answered; refetched as soon as it is stale and online.
    initialData: () => readProfile(userId)?.user,
    initialDataUpdatedAt: () => readProfile(userId)?.savedAt,
  });
}

/** The logged-in user's record (GET /users/{id}); guests do not load it (§6). */
export function useProfile() {
  const { claims, isLoggedIn } = useSession();
  return useQuery({ ...profileQueryOptions(claims?.id ?? ''), enabled: isLoggedIn });
}
