import type { Clash } from '../../contract/documents/clash';
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

/** How a document names itself in its 409s; `stale` is what a whole save on an old rev is told. */
export interface ClashWords {
  noun: string;
  stale?: string;
  locked?: string;
}

/**
 * 409 for intents that clashed on a document with lines (contract/documents): the document as it
 * is and just what clashed, with both values. One sentence names the first clash; the client shows
 * each beside its field.
 */
export class DocumentClashProblem extends ConflictProblem {
  constructor(
    current: unknown,
    readonly clashes: Clash[],
    words: ClashWords,
  ) {
    super(clashMessage(clashes, words), current);
    this.name = 'DocumentClashProblem';
  }

  override toBody(): HydraError {
    return { ...super.toBody(), clashes: this.clashes } as HydraError;
  }
}

function clashMessage(clashes: Clash[], { noun, stale, locked }: ClashWords): string {
  const [first] = clashes;
  if (!first) return stale ?? `This ${noun} has changed.`;
  if (first.path === 'rev' && stale) return stale;
  switch (first.reason) {
    case 'locked':
      return locked ?? `Part of this ${noun} can no longer change.`;
    case 'move':
      return `This ${noun} cannot move to that status from where it is now.`;
    case 'removed':
      return `Someone removed a line you changed on this ${noun}.`;
    default:
      return clashes.length === 1
        ? `Someone else changed this on the ${noun} at the same time. Choose which to keep.`
        : `Someone else changed ${clashes.length} of the same things on the ${noun}. Choose which to keep.`;
  }
}
