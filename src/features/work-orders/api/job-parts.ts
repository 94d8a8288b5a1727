import { partSelectionRoutes } from '../../../../contract/work-orders/part-selection-routes';
import type { HaynesProJobPart } from '../../../../contract/work-orders/part-selection';
import { apiRequest } from '../../../session/api-request';
import { keptRead } from './kept-read';

/**
 * A repair-time job's parts (POST /haynes-pro/work-order/part-selection): each generic article the
 * job needs, with the fitting part suggested for it at the account's prices. Kept on the device
 * once read; null when neither the server nor the device can answer (offline, never read).
 */
export async function jobParts(tecdocId: number, repairTimeTaskId: string): Promise<HaynesProJobPart[] | null> {
  try {
    const answer = await keptRead(`job-parts:${tecdocId}:${repairTimeTaskId}`, () =>
      apiRequest(partSelectionRoutes.haynesProPartSelection, { body: { tecdocId, repairTimeTaskId } }),
    );
    return answer.haynesProJobParts;
  } catch {
    return null;
  }
}
