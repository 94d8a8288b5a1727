import type { Clash } from '../../../contract/documents/clash';
import { healthCheckMessages } from '../../../contract/health-checks/messages';
import { DocumentClashProblem } from '../../http/conflict';
import { HttpProblem, notFound } from '../../http/problem';

/** 409 for intents that met a check that had moved on: the check as it is, and just what clashed. */
export const healthCheckClash = (current: unknown, clashes: Clash[]) =>
  new DocumentClashProblem(current, clashes, {
    noun: 'health check',
    locked: 'The customer has answered this item, so it can no longer change.',
  });

export const healthCheckNotFound = () => notFound(healthCheckMessages.notFound);

/** A request that cannot be made as it is: a 422 naming the field. */
export const healthCheckRefused = (propertyPath: string, message: string) =>
  new HttpProblem(422, message, [{ propertyPath, message }]);
