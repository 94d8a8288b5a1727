import { z } from 'zod/mini';
import { vehicleDetailSchema } from '../../../contract/users/schemas';
import type { SessionEvent } from '../../session/session-events';
import { localValue } from '../../storage/local-value';

/**
 * Whether the VIN search is shown (storefront-core §3: "a flag for showing the VIN is kept
 * locally and reset on logout").
 */
export const showVin = localValue('show_vin', z.boolean(), false);

/** The vehicles' part of logout: the VIN flag is reset. */
export function vehicleStateOnSessionEvent(event: SessionEvent): void {
  if (event.type === 'logout') showVin.remove();
}

/**
 * The users who accepted the VIN search terms on this device. The user record does not say so,
 * so the first VIN search of each user here asks once; accepting again is harmless on the server.
 */
export const vinTermsAccepted = localValue('vin-terms-accepted', z.array(z.string()).check(z.maxLength(100)), []);

/**
 * A guest's active vehicle, as the last saving lookup of their session answered it. Guests have
 * no user record to carry `vehicleDetails`, so the header shows this copy instead; it counts only
 * for the guest session (`userId`) that made it.
 */
export const guestActiveVehicle = localValue(
  'guest-vehicle',
  z.nullable(z.object({ userId: z.string(), vehicleDetails: z.array(vehicleDetailSchema) })),
  null,
);
