import { recallStatuses, type RecallStatus } from '../../../contract/vehicles/schemas';

/**
 * DVSA's `hasOutstandingRecall` as one of its four documented values (providers.md), whatever
 * the case it came in; anything else, or nothing, is 'Unknown': a recall is never claimed or
 * denied on a value the service did not give.
 */
export function recallStatusOf(value: string | null | undefined): RecallStatus {
  const given = value?.trim().toLowerCase();
  return recallStatuses.find((status) => status.toLowerCase() === given) ?? 'Unknown';
}
