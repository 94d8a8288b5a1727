import { formatRegistration } from '../../../../contract/vehicles/registration';
import { detailValue } from '../../../../contract/vehicles/schemas';
import { useLazyLiveQuery } from '../../../db/use-lazy-live-query';
import { GUEST_USER_KEY } from '../../../db/user-key';
import { useSession } from '../../../session/use-session';

// Dexie loads when the offline pages first ask, not with the catalogue's pages (issue 23).
const recentReads = () => import('./recent-fit-reads');

/** A recent vehicle the offline catalogue can match parts to, by its TecDoc variant. */
export interface FitVehicle {
  key: string;
  tecdocId: number;
  description: string;
  /** 'WB19 KFD', when it was found by registration. */
  registration: string | null;
}

/**
 * The person's recent vehicles on this device, newest first, that name a catalogue variant: what
 * the offline pages match the pack's fitment keys against. Undefined while IndexedDB answers.
 */
export function useRecentFitVehicles(): FitVehicle[] | undefined {
  const { claims, isLoggedIn } = useSession();
  const userKey = isLoggedIn && claims ? claims.id : GUEST_USER_KEY;
  const recent = useLazyLiveQuery(recentReads, (reads) => reads.recentVehicles(userKey), [userKey]);
  return recent?.flatMap(({ searchKey, vehicle }) => {
    if (vehicle.tecdocId === null) return [];
    const vrm = detailValue(vehicle.vehicleDetails, 'VRM');
    return [
      {
        key: searchKey,
        tecdocId: vehicle.tecdocId,
        description: vehicle.description,
        registration: vrm ? formatRegistration(vrm) : null,
      },
    ];
  });
}
