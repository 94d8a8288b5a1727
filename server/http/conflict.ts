import type { HydraError } from '../../contract/errors';
import { HttpProblem } from './problem';

/**
 * 409 for a write based on a state that has moved on (an older version, a basket already
 * confirmed, a total that changed): the Hydra error plus `current`, the resource as it is now, in
 * the shape its GET answers (the route's `conflict` schema), so the client can keep both copies
 * and let the person choose.
 */
export class ConflictProblem extends HttpProblem {
  constructor(
    message: string,
    readonly current: unknown,
  ) {
    super(409, message);
    this.name = 'ConflictProblem';
  }

  override toBody(): HydraError {
    return { ...super.toBody(), current: this.current } as HydraError;
  }
}
