import { useQuery } from '@tanstack/react-query';
import { useSession } from '../../../session/use-session';
import { keptJobParts } from '../api/job-parts';

/**
 * A repair-time job's parts for the work order's vehicle (api/job-parts.ts): the device's copy of
 * the last answer, else the server's; null when neither has one (offline, never read).
 */
export function useJobParts(tecdocId: number | null, repairTimeTaskId: string | null) {
  const userId = useSession().claims?.id ?? '';
  return useQuery({
    queryKey: ['job-parts', userId, tecdocId, repairTimeTaskId],
    queryFn: () => keptJobParts(userId, tecdocId!, repairTimeTaskId!),
    enabled: tecdocId !== null && repairTimeTaskId !== null,
    networkMode: 'always',
    // An answer stays; none yet (offline, never read) is asked again when the network is back.
    staleTime: (query) => (query.state.data ? Infinity : 0),
    retry: false,
  });
}
