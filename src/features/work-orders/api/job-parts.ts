import { partSelectionRoutes } from '../../../../contract/work-orders/part-selection-routes';
import type { HaynesPartSelectionAnswer, HaynesProJobPart } from '../../../../contract/work-orders/part-selection';
import { readCatalogueRecord } from '../../../db/catalogue-records';
import { apiRequest } from '../../../session/api-request';
import { keptRead } from './kept-read';

const keyOf = (tecdocId: number, repairTimeTaskId: string) => `job-parts:${tecdocId}:${repairTimeTaskId}`;

/**
 * A repair-time job's parts (POST /haynes-pro/work-order/part-selection): each generic article the
 * job needs, with the fitting part suggested for it at the account's prices. Kept on the device
 * once read; null when neither the server nor the device can answer (offline, never read).
 */
export async function jobParts(tecdocId: number, repairTimeTaskId: string): Promise<HaynesProJobPart[] | null> {
  try {
    const answer = await keptRead(keyOf(tecdocId, repairTimeTaskId), () =>
      apiRequest(partSelectionRoutes.haynesProPartSelection, { body: { tecdocId, repairTimeTaskId } }),
    );
    return answer.haynesProJobParts;
  } catch {
    return null;
  }
}

/**
 * The same, from the device's copy when it has one (read when the job was added), else asked: a
 * work order of twenty jobs opens without twenty requests. What it offers is a suggestion; the
 * server prices the line it becomes.
 */
export async function keptJobParts(tecdocId: number, repairTimeTaskId: string): Promise<HaynesProJobPart[] | null> {
  const kept = await readCatalogueRecord(keyOf(tecdocId, repairTimeTaskId)).catch(() => undefined);
  if (kept) return (kept.value as HaynesPartSelectionAnswer).haynesProJobParts;
  return jobParts(tecdocId, repairTimeTaskId);
}
