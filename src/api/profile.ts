import { queryOptions, useQuery } from '@tanstack/react-query';
import type { User } from '../../contract/users';
import { apiRequest } from './client';
import { useSession } from './use-session';

/** Query key of a user record; everything that changes the record invalidates `['user']`. */
export const profileKey = (userId: string) => ['user', userId] as const;

export function fetchProfile(userId: string, signal?: AbortSignal): Promise<User> {
  return apiRequest('getUser', { params: { id: userId }, signal });
}

export function profileQueryOptions(userId: string) {
  return queryOptions({
    queryKey: profileKey(userId),
    queryFn: ({ signal }) => fetchProfile(userId, signal),
    staleTime: 60_000,
  });
}

/** The logged-in user's record (GET /users/{id}); guests do not load it (§6). */
export function useProfile() {
  const { claims, isLoggedIn } = useSession();
  return useQuery({ ...profileQueryOptions(claims?.id ?? ''), enabled: isLoggedIn });
}
