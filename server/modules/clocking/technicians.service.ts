import { clockingMessages as m } from '../../../contract/clocking/messages';
import type { Technician, WorkshopRole } from '../../../contract/clocking/schemas';
import type { HydraCollection } from '../../../contract/http/hydra';
import type { TechnicianRow } from '../../db/schema';
import type { AuthContext } from '../../http/auth-context';

import { clockRefused, technicianNotFound } from './clocking-problems';
import type { TechniciansRepository } from './technicians.repository';
import type { WorkshopAccess } from './workshop-access';

/** What a PIN check needs of the app's password hasher (modules/passwords): a PIN is hashed as a password is. */
export interface PinHashing {
  verify(hash: string, pin: string): Promise<boolean>;
  /** Spends a real check's time, so an unknown technician answers as slowly as a known one. */
  verifyDummy(pin: string): Promise<void>;
}

const toTechnician = (row: TechnicianRow): Technician => ({
  id: row.id,
  name: row.name,
  role: row.role as WorkshopRole,
  hasPin: row.pinHash !== null,
});

/**
 * The workshop's people (issue 47): its technicians and managers, and the PIN a shared bay tablet
 * switches technician with. The PIN is checked against its hash, as a password is; the route is
 * rate limited as logins are, since four digits are few.
 */
export function createTechniciansService({
  technicians,
  workshopOf,
  hasher,
}: {
  technicians: TechniciansRepository;
  workshopOf: WorkshopAccess;
  hasher: PinHashing;
}) {
  return {
    async list(auth: AuthContext): Promise<HydraCollection<Technician>> {
      const workshop = await workshopOf(auth);
      const members = (await technicians.list(workshop.accountId)).map(toTechnician);
      return { 'hydra:member': members, 'hydra:totalItems': members.length };
    },

    async checkPin(auth: AuthContext, id: string, pin: string): Promise<Technician> {
      const workshop = await workshopOf(auth);
      const row = await technicians.find(workshop.accountId, id);
      if (!row || !row.active) {
        await hasher.verifyDummy(pin);
        throw technicianNotFound();
      }
      if (!row.pinHash) throw clockRefused('pin', m.noPin);
      if (!(await hasher.verify(row.pinHash, pin))) throw clockRefused('pin', m.wrongPin);
      return toTechnician(row);
    },
  };
}

export type TechniciansService = ReturnType<typeof createTechniciansService>;
