import { useMutation, useQueryClient } from '@tanstack/react-query';
import { IDEMPOTENCY_HEADER } from '../../../../contract/http/headers';
import { uuidv7 } from '../../../../contract/ids/uuid-v7';
import { workshopBoardRoutes } from '../../../../contract/workshop-board/routes';
import type { Assignment, WorkshopBoard } from '../../../../contract/workshop-board/schemas';
import { isTransient } from '../../../api/api-error';
import type { Saved } from '../../../db/saved-reads';
import { apiRequest } from '../../../session/api-request';
import { boardQueryKey } from './workshop-board';

/** Tries of one move when the network fails; the same Idempotency-Key each time, so it counts once. */
const TRIES = 3;

/**
 * POST /work-orders/{id}/assignment: gives the work order to a technician. A move is made while
 * online (the board is the server's view; offline it is a saved copy and says so), under one
 * Idempotency-Key for all its tries. The board shows the move at once and reads the server again.
 */
export async function assignWorkOrder(workOrder: string, technician: string | null): Promise<Assignment> {
  const key = uuidv7();
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await apiRequest(workshopBoardRoutes.assignWorkOrder, {
        params: { id: workOrder },
        body: { technician },
        headers: { [IDEMPOTENCY_HEADER]: key },
      });
    } catch (error) {
      if (attempt >= TRIES || !isTransient(error)) throw error;
    }
  }
}

export function useAssignWorkOrder(userId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ workOrder, technician }: { workOrder: string; technician: string | null }) =>
      assignWorkOrder(workOrder, technician),
    onMutate: async ({ workOrder, technician }) => {
      await client.cancelQueries({ queryKey: boardQueryKey(userId) });
      client.setQueryData<Saved<WorkshopBoard>>(boardQueryKey(userId), (saved) =>
        saved
          ? {
              ...saved,
              value: {
                ...saved.value,
                workOrders: saved.value.workOrders.map((card) =>
                  card.id === workOrder ? { ...card, assignedTo: technician } : card,
                ),
              },
            }
          : saved,
      );
    },
    onSettled: () => client.invalidateQueries({ queryKey: boardQueryKey(userId) }),
  });
}
