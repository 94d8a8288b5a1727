import { hydraError, violationList, type HydraError, type Violation } from '../../contract/errors';
import { messages } from '../../contract/messages';

/**
 * A failure a service reports on purpose. The error handler (plugins/errors.ts) turns it into
 * the Hydra / RFC 9457 body; nothing else needs to know the wire shape.
 */
export class HttpProblem extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly violations?: Violation[],
    cause?: unknown,
  ) {
    super(message, cause === undefined ? undefined : { cause });
    this.name = 'HttpProblem';
  }

  toBody(): HydraError {
    if (this.violations) return violationList(this.statusCode === 422 ? 422 : 400, this.violations);
    return hydraError(this.statusCode, this.message);
  }
}

export const violations = (list: Violation[]) => new HttpProblem(400, 'Validation failed', list);
export const violation = (propertyPath: string, message: string) => violations([{ propertyPath, message }]);
export const unauthorised = (message: string = messages.notLoggedIn) => new HttpProblem(401, message);
export const forbidden = (message: string) => new HttpProblem(403, message);
export const notFound = (message: string) => new HttpProblem(404, message);
