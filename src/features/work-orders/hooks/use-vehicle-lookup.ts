import { useCallback, useEffect, useRef, useState } from 'react';
import { isClosed } from '../../../../contract/work-orders/lifecycle';
import type { WorkOrder } from '../../../../contract/work-orders/schemas';
import { errorMessage, isTransient } from '../../../api/api-error';
import { vehicleForWorkOrder } from '../api/vehicle-for-work-order';
import { vehicleSeenOnDevice } from '../api/vehicle-seen-on-device';
import { setHeaderFields, type HeaderValues } from '../set-header-fields';

/** The fields a lookup fills in (the registration is the person's own). */
const VEHICLE_FIELDS = ['vin', 'make', 'model', 'engineSize', 'year', 'fuel', 'tecdocId', 'vehicleOptions'] as const;

/** The work order names a registration but not its vehicle: a lookup would fill it in. */
export function awaitsVehicle(doc: WorkOrder): boolean {
  return !!doc.vrm && !doc.tecdocId && !doc.make && !doc.model && !isClosed(doc.status);
}

/**
 * The registration's vehicle from the server (without saving it as the active vehicle), or the
 * device's copy when the server cannot be reached; null offline for a registration not seen here.
 */
async function vehicleOf(userId: string, vrm: string, viaServer: boolean): Promise<HeaderValues | null> {
  if (!viaServer) return vehicleSeenOnDevice(userId, vrm);
  try {
    return await vehicleForWorkOrder(vrm);
  } catch (error) {
    if (!isTransient(error)) throw error;
    const seen = await vehicleSeenOnDevice(userId, vrm);
    if (!seen) throw error;
    return seen;
  }
}

export interface VehicleLookup {
  lookingUp: boolean;
  /** The lookup could not reach the server: it runs again by itself when the connection is back. */
  waitsForConnection: boolean;
  /** Why the last lookup failed, when it was not for want of a connection. */
  error: string | null;
  /** Looks the vehicle up now; null when there is nothing to look up. */
  lookUp: (() => void) | null;
}

/**
 * The vehicle of a work order that has only its registration (started offline, or while the
 * lookup could not get through). Offline, the device's own copy of that registration fills it in
 * if the person found it before; otherwise the screen says it waits, and when the connection
 * comes back the registration is looked up by itself and the details recorded as a `setFields`
 * change, as the person's own lookup is. Tried once per registration each time the device is
 * online; the person can always try again.
 */
export function useVehicleLookup(userId: string, doc: WorkOrder | null, online: boolean): VehicleLookup {
  const [lookingUp, setLookingUp] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);
  const tried = useRef<string | null>(null);
  const id = doc?.id ?? null;
  const vrm = doc?.vrm ?? null;
  const waiting = !!doc && awaitsVehicle(doc);

  const run = useCallback(
    async (viaServer: boolean) => {
      if (!id || !vrm) return;
      setLookingUp(true);
      try {
        const header = await vehicleOf(userId, vrm, viaServer);
        if (header) {
          const values = Object.fromEntries(VEHICLE_FIELDS.map((field) => [field, header[field] ?? null]));
          await setHeaderFields(userId, id, values, `Look up ${vrm}`);
        }
        setFailure(null);
      } catch (error) {
        setFailure(error);
      } finally {
        setLookingUp(false);
      }
    },
    [userId, id, vrm],
  );

  useEffect(() => {
    const key = `${id ?? ''} ${vrm ?? ''} ${online ? 'online' : 'offline'}`;
    if (!waiting || tried.current === key) return;
    tried.current = key;
    void run(online);
  }, [waiting, id, vrm, online, run]);

  const offline = !online || (failure !== null && isTransient(failure));
  return {
    lookingUp,
    waitsForConnection: waiting && offline && !lookingUp,
    error: failure !== null && !isTransient(failure) ? errorMessage(failure) : null,
    lookUp: doc && doc.vrm && !doc.tecdocId && !isClosed(doc.status) ? () => void run(true) : null,
  };
}
