import { useQuery, useQueryClient } from '@tanstack/react-query';
import { workshopBoardRoutes } from '../../../../contract/workshop-board/routes';
import type { WorkshopBoard } from '../../../../contract/workshop-board/schemas';
import { ApiError } from '../../../api/api-error';
import { savedRead, type Saved } from '../../../db/saved-reads';
import { apiRequest } from '../../../session/api-request';

/** How often an open board asks the server again: another tablet's change shows within 5 s. */
export const BOARD_POLL_MS = 3_000;

export const boardQueryKey = (userId: string) => ['workshop-board', userId] as const;

/** The If-None-Match of a poll: the version of the server's board held, none for a copy from the device. */
export const ifNoneMatch = (held: Saved<WorkshopBoard> | undefined): Record<string, string> | undefined =>
  held && !held.fromDevice ? { 'if-none-match': `W/"${held.value.version}"` } : undefined;

/** A 304 (nothing moved) keeps the board held: it is still the server's, confirmed just now. */
export async function unlessUnchanged(
  held: Saved<WorkshopBoard> | undefined,
  read: () => Promise<Saved<WorkshopBoard>>,
): Promise<Saved<WorkshopBoard>> {
  try {
    return await read();
  } catch (error) {
    if (error instanceof ApiError && error.status === 304 && held)
      return { value: held.value, savedAt: Date.now(), fromDevice: false };
    throw error;
  }
}

/**
 * GET /workshop-board with the version the device holds as If-None-Match: a 304 keeps the board on
 * screen and costs the server one small statement. A new board is kept on the device
 * (db/saved-reads) so that the last view stays readable offline, with when it was read.
 */
export function readBoard(
  userId: string,
  held: Saved<WorkshopBoard> | undefined,
  signal?: AbortSignal,
): Promise<Saved<WorkshopBoard>> {
  const headers = ifNoneMatch(held);
  return unlessUnchanged(held, () =>
    savedRead(userId, 'workshop-board/today', () =>
      apiRequest(workshopBoardRoutes.workshopBoard, { query: {}, signal, ...(headers ? { headers } : {}) }),
    ),
  );
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
