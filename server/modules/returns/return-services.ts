import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../clock';
import type { Database } from '../../db/database';
import { createOrderInvoicing } from '../invoices/invoices.service';
import { createDeliveries } from '../tracking/tracking.service';
import { createReturnProgress } from './return-progress';
import { createReturnsRepository } from './returns.repository';
import { createReturnsService } from './returns.service';

interface Options {
  db: Database;
  clock: Clock;
  log: Pick<FastifyBaseLogger, 'error'>;
  /** RETURN_ROUND_SECONDS (server/env.ts): the van's round in seconds, for browser tests. */
  roundSeconds?: number | undefined;
}

/** The digital-return calls' service, wired once per app (server/services.ts). */
export function createReturnServices({ db, clock, log, roundSeconds }: Options) {
  const returns = createReturnsRepository(db);
  const progress = createReturnProgress({ db, returns, invoices: createOrderInvoicing(db), clock, log });
  return {
    returns: createReturnsService({
      db,
      returns,
      progress,
      deliveries: createDeliveries(db),
      clock,
      collectAfterSeconds: roundSeconds,
    }),
    returnProgress: progress,
  };
}
