import { clockingMessages } from '../../../contract/clocking/messages';
import { forbidden, HttpProblem, notFound } from '../../http/problem';

/** A request that cannot be made as it is: a 422 naming the field. */
export const clockRefused = (propertyPath: string, message: string) =>
  new HttpProblem(422, message, [{ propertyPath, message }]);

export const technicianNotFound = () => notFound(clockingMessages.technicianNotFound);
export const noWorkshop = () => forbidden(clockingMessages.noWorkshop);
export const notATechnician = () => forbidden(clockingMessages.notATechnician);
