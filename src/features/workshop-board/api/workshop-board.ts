import { useQuery, useQueryClient } from '@tanstack/react-query';
import { workshopBoardRoutes } from '../../../../contract/workshop-board/routes';
import type { WorkshopBoard } from '../../../../contract/workshop-board/schemas';
import { ApiError } from '../../../api/api-error';
import { savedRead, type Saved } from '../../../db/saved-reads';
import { apiRequest } from '../../../session/api-request';

/** How often an open board asks the server again: another tablet's change shows within 5 s. */
export const BOARD_POLL_MS = 3_000;

export const boardQueryKey = (userId: string) => ['workshop-board', userId] as const;

/**
 * GET /workshop-board with the version the device holds as If-None-Match: a 304 (nothing moved)
 * keeps the board on screen and costs the server one small statement. A new board is kept on the
 * device (db/saved-reads) so that the last view stays readable offline, with when it was read.
 */
export async function readBoard(
  userId: string,
  held: Saved<WorkshopBoard> | undefined,
  signal?: AbortSignal,
): Promise<Saved<WorkshopBoard>> {
  try {
    return await savedRead(userId, 'workshop-board/today', () =>
      apiRequest(workshopBoardRoutes.workshopBoard, {
        query: {},
        signal,
        ...(held && !held.fromDevice ? { headers: { 'if-none-match': `W/"${held.value.version}"` } } : {}),
      }),
    );
  } catch (error) {
    // Unchanged: the board held is still the server's; it was confirmed just now.
    if (error instanceof ApiError && error.status === 304 && held)
      return { value: held.value, savedAt: Date.now(), fromDevice: false };
    throw error;
  }
}

/** The board, polled every few seconds while the page is open and visible. */
export function useWorkshopBoard(userId: string) {
  const client = useQueryClient();
  return useQuery<Saved<WorkshopBoard>>({
    queryKey: boardQueryKey(userId),
    enabled: userId !== '',
    queryFn: ({ signal }) =>
      readBoard(userId, client.getQueryData<Saved<WorkshopBoard>>(boardQueryKey(userId)), signal),
    refetchInterval: BOARD_POLL_MS,
    // A failed poll keeps the board on screen; the next poll tries again.
    retry: false,
  });
}
