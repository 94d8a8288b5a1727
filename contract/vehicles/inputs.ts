import { z } from 'zod/mini';
import { text } from '../http/text';
import { isValidRegistration, normaliseRegistration, registrationMessages } from './registration';
import { isValidVin, normaliseVin, vinMessages } from './vin';

/**
 * A registration and a VIN as a person types them, for every route that takes one (vehicle
 * search, repair data): normalised, then checked, with the same words beside the field.
 */

/** A registration as typed ('wb19 kfd'): normalised, then 1–7 letters and digits or an Irish mark. */
export const registrationInput = z
  .pipe(text().check(z.maxLength(20, registrationMessages.invalid)), z.transform(normaliseRegistration))
  .check(
    z.refine((value) => value.length > 0, registrationMessages.required),
    z.refine(isValidRegistration, registrationMessages.invalid),
  );

/** A VIN as typed, spaces or dashes between characters allowed; the pattern is in the OpenAPI document. */
const VIN_AS_TYPED = /^ *(?:[A-HJ-NPR-Za-hj-npr-z0-9][ -]?){16}[A-HJ-NPR-Za-hj-npr-z0-9] *$/;
export const vinInput = z
  .pipe(
    text().check(
      z.minLength(1, vinMessages.required),
      z.maxLength(40, vinMessages.invalid),
      z.regex(VIN_AS_TYPED, vinMessages.invalid),
    ),
    z.transform(normaliseVin),
  )
  .check(z.refine(isValidVin, vinMessages.invalid));
