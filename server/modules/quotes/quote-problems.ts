import type { Clash } from '../../../contract/documents/clash';
import { quoteMessages } from '../../../contract/quotes/messages';
import { DocumentClashProblem } from '../../http/conflict';
import { HttpProblem, notFound } from '../../http/problem';

/** 409 for a write that met a quote that had moved on: the quote as it is, and just what clashed. */
export const quoteClash = (current: unknown, clashes: Clash[]) =>
  new DocumentClashProblem(current, clashes, { noun: 'quote', stale: quoteMessages.rev });

export const quoteNotFound = () => notFound(quoteMessages.notFound);

/** A request that cannot be made as it is: a 422 naming the field. */
export const quoteRefused = (propertyPath: string, message: string) =>
  new HttpProblem(422, message, [{ propertyPath, message }]);
