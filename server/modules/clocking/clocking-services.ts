import type { Clock } from '../../clock';
import type { Database } from '../../db/database';

import { createClockEventsRepository, createWorkOrdersForClocks } from './clock-events.repository';
import { createClockEventsService } from './clock-events.service';
import { createClockingSettingsService } from './clocking-settings.service';
import { createTechnicianFiguresService } from './technician-figures.service';
import { createTechniciansRepository } from './technicians.repository';
import { createTechniciansService, type PinHashing } from './technicians.service';
import { createWorkshopAccess } from './workshop-access';

/** The clocking calls' services, wired once per app (server/services.ts). */
export function createClockingServices({ db, clock, hasher }: { db: Database; clock: Clock; hasher: PinHashing }) {
  const events = createClockEventsRepository(db);
  const technicians = createTechniciansRepository(db);
  const workOrders = createWorkOrdersForClocks(db);
  const workshopOf = createWorkshopAccess(db);
  return {
    technicians: createTechniciansService({ technicians, workshopOf, hasher }),
    clockEvents: createClockEventsService({ db, events, technicians, workOrders, workshopOf, clock }),
    clockingSettings: createClockingSettingsService({ events, workshopOf, clock }),
    technicianFigures: createTechnicianFiguresService({ events, technicians, workOrders, workshopOf, clock }),
  };
}
