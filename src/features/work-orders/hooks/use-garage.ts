import { useLiveQuery } from 'dexie-react-hooks';
import { appDb, readOr } from '../../../db/app-db';
import type { JobSheetGarage } from '../../../print/job-sheet/job-sheet-model';

/**
 * The workshop as its job sheet heads it: the trade account's default billing address from the
 * address book kept on the device (so it prints offline), else its first address; without any,
 * the account's name alone.
 */
export function useGarage(userId: string, accountName: string): JobSheetGarage {
  const rows = useLiveQuery(() => readOr(() => appDb.addresses.where('userId').equals(userId).toArray(), []), [userId]);
  const live = (rows ?? []).filter((row) => !row.deleted).map((row) => row.address);
  const billing = live.find((address) => address.defaults.some((entry) => entry.type === 'billing')) ?? live[0];
  if (!billing) return { name: accountName, address: [] };
  return {
    name: billing.company || `${billing.firstName} ${billing.lastName}`,
    address: [billing.line1, billing.line2, `${billing.town} ${billing.postcode}`].filter((line): line is string =>
      Boolean(line),
    ),
    phone: billing.telephone,
  };
}
