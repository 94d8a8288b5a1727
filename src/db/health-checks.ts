import type { Table } from 'dexie';
import type { HealthCheck } from '../../contract/health-checks/schemas';
import type { HealthCheckTemplate } from '../../contract/health-checks/templates';
import { appDb } from './app-db';
import type { LocalEntityRow } from './local-entity';

/**
 * A health check as the device keeps it (architecture: "Documents with lines"), as a work order
 * is kept: `healthCheck` is what the bay screen shows (the server's copy with the changes still
 * in the outbox applied on top); `server` is the server's last word.
 */
export interface HealthCheckRow extends LocalEntityRow {
  healthCheck: HealthCheck;
  /** The server's last copy; null until it has the check. */
  server: HealthCheck | null;
  /** The checklist it was started from, so that a check started offline is made as the server makes it. */
  template: HealthCheckTemplate;
}

/** The health checks table with its row type (app-db.ts declares it, version 7). */
export const healthCheckTable = appDb.healthChecks as unknown as Table<HealthCheckRow, string>;
