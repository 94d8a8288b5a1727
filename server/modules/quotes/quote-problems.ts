import type { Clash } from '../../../contract/documents/clash';
import type { HydraError } from '../../../contract/errors';
import { quoteMessages } from '../../../contract/quotes/messages';
import { ConflictProblem } from '../../http/conflict';
import { HttpProblem, notFound } from '../../http/problem';

/** 409 for a write that met a quote that had moved on: the quote as it is, and just what clashed. */
export class QuoteClashProblem extends ConflictProblem {
  constructor(
    current: unknown,
    readonly clashes: Clash[],
  ) {
    super(clashMessage(clashes), current);
    this.name = 'QuoteClashProblem';
  }

  override toBody(): HydraError {
    return { ...super.toBody(), clashes: this.clashes } as HydraError;
  }
}

function clashMessage(clashes: Clash[]): string {
  const [first] = clashes;
  if (!first || first.path === 'rev') return quoteMessages.rev;
  if (first.reason === 'removed') return 'Someone removed a line you changed on this quote.';
  return clashes.length === 1
    ? 'Someone else changed this on the quote at the same time. Choose which to keep.'
    : `Someone else changed ${clashes.length} of the same things on the quote. Choose which to keep.`;
}

export const quoteNotFound = () => notFound(quoteMessages.notFound);

/** A request that cannot be made as it is: a 422 naming the field. */
export const quoteRefused = (propertyPath: string, message: string) =>
  new HttpProblem(422, message, [{ propertyPath, message }]);
