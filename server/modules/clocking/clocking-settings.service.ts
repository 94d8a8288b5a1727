import { clockingMessages as m } from '../../../contract/clocking/messages';
import type { ClockingSettings } from '../../../contract/clocking/schemas';
import type { Clock } from '../../clock';
import type { AuthContext } from '../../http/auth-context';
import { forbidden } from '../../http/problem';
import type { ClockEventsRepository } from './clock-events.repository';
import type { WorkshopAccess } from './workshop-access';

/** The garage's clocking setting (issue 47): its shift end, read by all, changed by a manager. */
export function createClockingSettingsService({
  events,
  workshopOf,
  clock,
}: {
  events: ClockEventsRepository;
  workshopOf: WorkshopAccess;
  clock: Clock;
}) {
  return {
    async get(auth: AuthContext): Promise<ClockingSettings> {
      const workshop = await workshopOf(auth);
      return { shiftEnd: await events.shiftEnd(workshop.accountId) };
    },
    async save(auth: AuthContext, settings: ClockingSettings): Promise<ClockingSettings> {
      const workshop = await workshopOf(auth);
      if (workshop.role !== 'manager') throw forbidden(m.managersSet);
      await events.saveShiftEnd(workshop.accountId, settings.shiftEnd, clock());
      return { shiftEnd: settings.shiftEnd };
    },
  };
}
