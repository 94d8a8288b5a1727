import type { Clock } from '../../clock';
import type { Database } from '../../db/database';
import { createClockEventsRepository } from './clock-events.repository';
import { createTechniciansRepository } from './technicians.repository';
import { createWorkshopAccess } from './workshop-access';
import { createWorkshopBoardRepository } from './workshop-board.repository';
import { createWorkshopBoardService } from './workshop-board.service';

/** The workshop board's service, wired once per app (server/services.ts). */
export function createWorkshopBoardServices({ db, clock }: { db: Database; clock: Clock }) {
  return {
    workshopBoard: createWorkshopBoardService({
      board: createWorkshopBoardRepository(db),
      events: createClockEventsRepository(db),
      technicians: createTechniciansRepository(db),
      workshopOf: createWorkshopAccess(db),
      clock,
    }),
  };
}
