import type { Clash } from '../../../contract/documents/clash';
import type { HydraError } from '../../../contract/errors';
import { workOrderMessages } from '../../../contract/work-orders/messages';
import { ConflictProblem } from '../../http/conflict';
import { forbidden, notFound } from '../../http/problem';

/** 409 for intents that clashed: the work order as it is and just what clashed, with both values. */
export class ClashProblem extends ConflictProblem {
  constructor(
    current: unknown,
    readonly clashes: Clash[],
  ) {
    super(clashMessage(clashes), current);
    this.name = 'ClashProblem';
  }

  override toBody(): HydraError {
    return { ...super.toBody(), clashes: this.clashes } as HydraError;
  }
}

/** One sentence a person can read, naming what clashed; the client shows each beside its field. */
function clashMessage(clashes: Clash[]): string {
  const [first] = clashes;
  if (!first) return 'This work order has changed.';
  switch (first.reason) {
    case 'locked':
      return 'Part of this work order can no longer change: its parts are ordered or it is closed.';
    case 'move':
      return 'This work order cannot move to that status from where it is now.';
    case 'removed':
      return 'Someone removed a line you changed.';
    default:
      return clashes.length === 1
        ? 'Someone else changed this on the work order at the same time. Choose which to keep.'
        : `Someone else changed ${clashes.length} of the same things on the work order. Choose which to keep.`;
  }
}

export const noTradeAccount = () =>
  forbidden('Work orders need a trade account. Please log in with your trade account.');
export const workOrderNotFound = () => notFound(workOrderMessages.notFound);
