import { useMemo } from 'react';
import type { WorkOrder } from '../../../../contract/work-orders/schemas';
import { answersOf, type LineAnswers } from '../line-answers';

/**
 * The customer's answers on the work order's lines: the ones the editor worked out for every list
 * (`given`, null when the device cannot price the work order), or worked out here for a list shown
 * alone (`given` undefined).
 */
export function useLineAnswers(doc: WorkOrder, given?: LineAnswers | null): LineAnswers | null {
  return useMemo(() => (given === undefined ? answersOf(doc) : given), [doc, given]);
}
