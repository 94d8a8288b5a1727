import { applyChanges, nothingApplied } from '../../../contract/documents/apply-changes';
import { applyHealthCheckChange } from '../../../contract/health-checks/apply';
import type { HealthCheckChange } from '../../../contract/health-checks/intents';
import { healthCheckMessages as m } from '../../../contract/health-checks/messages';
import { newHealthCheck } from '../../../contract/health-checks/new-check';
import type { CreateHealthCheck, HealthCheck, HealthCheckStatus } from '../../../contract/health-checks/schemas';
import type { HealthCheckSettings, SaveHealthCheckSettings } from '../../../contract/health-checks/settings';
import { currencyOfCountry } from '../../../contract/money/sale-country';
import type { Clock } from '../../clock';
import type { Database } from '../../db/database';
import type { HealthCheckRow } from '../../db/schema';
import { withTransaction } from '../../db/unit-of-work';
import type { AuthContext } from '../../http/auth-context';
import { HttpProblem } from '../../http/problem';
import { createHealthCheckSettings, type HealthCheckSettingsStore } from './health-check-settings';
import { carriedForward, storedOf, summaryOf, toHealthCheck } from './health-check-document';
import { healthCheckClash, healthCheckNotFound, healthCheckRefused } from './health-check-problems';
import { createHealthChecksRepository, vrmKeyOf, type HealthChecksRepository } from './health-checks.repository';

export interface HealthChecksServiceDeps {
  db: Database;
  checks: HealthChecksRepository;
  /** The garage's thresholds and checklists. */
  settings: HealthCheckSettingsStore;
  /** The trade account a user works in, as for work orders (its id and country are all a check needs). */
  workOrders: { account(auth: AuthContext): Promise<{ id: string; country: 'GB' | 'IE' }> };
  /** The name a check shows for who started it. */
  userName: (userId: string) => Promise<string | null>;
  clock: Clock;
}

/**
 * Vehicle health checks of a trade account (issue 46). Every write runs on the row locked in the
 * request's transaction: the intents of two tablets are applied one after the other, each to what
 * the other left, by the rule the device applied them with (contract/health-checks/apply.ts), and
 * only what really clashed answers 409.
 */
export function createHealthChecksService({
  db,
  checks,
  settings,
  workOrders,
  userName,
  clock,
}: HealthChecksServiceDeps) {
  /** Stores the check as a write left it and answers it. */
  async function write(row: HealthCheckRow, doc: HealthCheck, insert: boolean): Promise<HealthCheck> {
    const stored = {
      id: row.id,
      accountId: row.accountId,
      number: row.number,
      rev: row.rev,
      status: doc.status,
      vrmKey: vrmKeyOf(doc.vrm),
      workOrderId: doc.workOrder,
      document: storedOf(doc),
      modifiedAt: row.modifiedAt,
    };
    if (insert) await checks.insert({ ...stored, createdAt: row.createdAt, createdBy: row.createdBy });
    else await checks.update(stored);
    return toHealthCheck({ ...row, ...stored });
  }

  return {
    async templates(auth: AuthContext) {
      const account = await workOrders.account(auth);
      const { templates } = await settings.of(account.id);
      return { 'hydra:member': templates, 'hydra:totalItems': templates.length };
    },

    /** The garage's thresholds and checklists, the UK defaults until it changes them. */
    async settings(auth: AuthContext): Promise<HealthCheckSettings> {
      const account = await workOrders.account(auth);
      return settings.of(account.id);
    },

    /** Changes them for the checks started from now on; a check started before keeps its own. */
    async saveSettings(auth: AuthContext, body: SaveHealthCheckSettings): Promise<HealthCheckSettings> {
      return withTransaction(db, async () => {
        const account = await workOrders.account(auth);
        return settings.save(account.id, body, auth.userId, clock());
      });
    },

    async list(
      auth: AuthContext,
      query: { page: number; itemsPerPage: number; status?: HealthCheckStatus; vrm?: string; workOrder?: string },
    ) {
      const account = await workOrders.account(auth);
      const { rows, total } = await checks.list(account.id, {
        status: query.status,
        vrmKey: vrmKeyOf(query.vrm ?? null) ?? undefined,
        workOrderId: query.workOrder,
        page: query.page,
        itemsPerPage: query.itemsPerPage,
      });
      return { 'hydra:member': rows.map(summaryOf), 'hydra:totalItems': total };
    },

    async get(auth: AuthContext, id: string): Promise<HealthCheck> {
      const account = await workOrders.account(auth);
      const row = await checks.find(id, account.id);
      if (!row) throw healthCheckNotFound();
      return toHealthCheck(row);
    },

    /**
     * Starts a check under the device's id from one of the account's templates, with the last
     * check of the same vehicle carried forward; an id already the account's answers it as it is.
     */
    async create(auth: AuthContext, body: CreateHealthCheck): Promise<{ healthCheck: HealthCheck; created: boolean }> {
      return withTransaction(db, async () => {
        const account = await workOrders.account(auth);
        const existing = await checks.find(body.id, account.id);
        if (existing) return { healthCheck: toHealthCheck(existing), created: false };
        if (await checks.exists(body.id)) throw healthCheckRefused('id', m.idInUse);
        const garage = await settings.of(account.id);
        const template = garage.templates.find((candidate) => candidate.id === body.template);
        if (!template) throw healthCheckRefused('template', m.template);
        const now = clock();
        const made = newHealthCheck(body, template, {
          thresholds: garage.thresholds,
          currency: currencyOfCountry(account.country),
          technician: await userName(auth.userId),
          now: now.toISOString(),
        });
        const vrmKey = vrmKeyOf(body.vrm);
        const last = vrmKey ? await checks.lastOfVehicle(account.id, vrmKey, body.id) : undefined;
        const doc = carriedForward(made, last ? toHealthCheck(last) : null);
        const row = {
          id: body.id,
          accountId: account.id,
          number: await checks.nextNumber(account.id),
          rev: 1,
          createdAt: now,
          modifiedAt: now,
          createdBy: auth.userId,
        } as HealthCheckRow;
        return { healthCheck: await write(row, doc, true), created: true };
      });
    },

    /** Applies intents in order, in one transaction: all of them, or none and a 409 or 422 naming why. */
    async change(auth: AuthContext, id: string, changes: HealthCheckChange[]): Promise<HealthCheck> {
      return withTransaction(db, async () => {
        const account = await workOrders.account(auth);
        const row = await checks.find(id, account.id, true);
        if (!row) throw healthCheckNotFound();
        const current = toHealthCheck(row);
        const result = applyChanges(nothingApplied(current), changes, applyHealthCheckChange<HealthCheck>);
        const [refusal] = result.refusals;
        if (refusal)
          throw new HttpProblem(422, refusal.message, [
            { propertyPath: `changes[${refusal.index}].${refusal.path}`, message: refusal.message },
          ]);
        if (result.clashes.length) throw healthCheckClash(current, result.clashes);
        if (!result.changed) return current;
        return write({ ...row, rev: row.rev + 1, modifiedAt: clock() }, result.doc, false);
      });
    },
  };
}

export type HealthChecksService = ReturnType<typeof createHealthChecksService>;

/** The module wired on a database: its repository inside, who started a check read from the users. */
export function healthChecksOn(
  db: Database,
  deps: Pick<HealthChecksServiceDeps, 'workOrders' | 'clock'>,
): HealthChecksService {
  const checks = createHealthChecksRepository(db);
  return createHealthChecksService({
    db,
    checks,
    settings: createHealthCheckSettings(db),
    userName: checks.userName,
    ...deps,
  });
}

/** A check's photos are part of the module: the demo (and services.ts) reach them through here. */
export { healthCheckPhotosOn } from './health-check-photos.service';
