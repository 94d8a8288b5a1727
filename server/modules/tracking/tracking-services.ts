import type { Clock } from '../../clock';
import type { Database } from '../../db/database';
import { createTradeAccountsRepository } from '../trade-accounts/trade-accounts.service';
import { createTrackingRepository } from './tracking.repository';
import { createTrackingService } from './tracking.service';

/** The tracking calls' service, wired once per app (server/services.ts). */
export const createTrackingServices = ({ db, clock }: { db: Database; clock: Clock }) => ({
  tracking: createTrackingService({
    tracking: createTrackingRepository(db),
    accounts: createTradeAccountsRepository(db),
    clock,
  }),
});
