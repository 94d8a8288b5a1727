import { addressRoutes } from '../../../../contract/addresses/routes';
import { appDb } from '../../../db/app-db';
import { apiRequest } from '../../../session/api-request';
import { addressEntriesOf } from '../address-outbox';
import { rowFromServer } from '../address-row';

/**
 * Makes the device's address book the server's (GET /users-addresses; another device may have
 * changed it), but only while none of the person's address changes wait: those are the device's
 * newer word, and the list is read again once they are through.
 */
export async function pullAddresses(userId: string, signal?: AbortSignal): Promise<'pulled' | 'waiting'> {
  if ((await addressEntriesOf(userId)).length > 0) return 'waiting';
  const answer = await apiRequest(addressRoutes.userAddresses, { query: {}, signal });
  let outcome: 'pulled' | 'waiting' = 'pulled';
  await appDb.transaction('rw', appDb.addresses, appDb.outbox, async () => {
    // A change made while the request was out wins: keep the device's copy.
    if ((await addressEntriesOf(userId)).length > 0) {
      outcome = 'waiting';
      return;
    }
    const now = new Date().toISOString();
    await appDb.addresses.where('userId').equals(userId).delete();
    // The server's order (the defaults first, then oldest first) is the list's order.
    await appDb.addresses.bulkPut(
      answer['hydra:member'].map((address, position) => rowFromServer(address, userId, position, now)),
    );
  });
  return outcome;
}
