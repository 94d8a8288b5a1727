import { partSelectionRoutes } from '../../../../contract/work-orders/part-selection-routes';
import type { HaynesPartSelectionAnswer, HaynesProJobPart } from '../../../../contract/work-orders/part-selection';
import { readKept, savedRead } from '../../../db/saved-reads';
import { apiRequest } from '../../../session/api-request';

const whatOf = (tecdocId: number, repairTimeTaskId: string) => `work-orders/job-parts/${tecdocId}/${repairTimeTaskId}`;

/**
 * A repair-time job's parts (POST /haynes-pro/work-order/part-selection): each generic article the
 * job needs, with the fitting part suggested for it at the account's prices. Kept on the device
 * once read, as the person's own (db/saved-reads); null when neither the server nor the device can
 * answer (offline, never read).
 */
export async function jobParts(
  userId: string,
  tecdocId: number,
  repairTimeTaskId: string,
): Promise<HaynesProJobPart[] | null> {
  try {
    const answer = await savedRead(userId, whatOf(tecdocId, repairTimeTaskId), () =>
      apiRequest(partSelectionRoutes.haynesProPartSelection, { body: { tecdocId, repairTimeTaskId } }),
    );
    return answer.value.haynesProJobParts;
  } catch {
    return null;
  }
}

/**
 * The same, from the device's copy when it has one (read when the job was added), else asked: a
 * work order of twenty jobs opens without twenty requests. What it offers is a suggestion; the
 * server prices the line it becomes.
 */
export async function keptJobParts(
  userId: string,
  tecdocId: number,
  repairTimeTaskId: string,
): Promise<HaynesProJobPart[] | null> {
  const kept = await readKept(userId, whatOf(tecdocId, repairTimeTaskId)).catch(() => undefined);
  if (kept) return (kept.value as HaynesPartSelectionAnswer).haynesProJobParts;
  return jobParts(userId, tecdocId, repairTimeTaskId);
}
