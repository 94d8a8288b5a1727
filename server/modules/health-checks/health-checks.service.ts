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
import { carriedForward, storedOf, summaryOf, toHealthCheck, type DeferredOnVehicle } from './health-check-document';
import { healthCheckClash, healthCheckNotFound, healthCheckRefused } from './health-check-problems';
import { createHealthChecksRepository, vrmKeyOf, type HealthChecksRepository } from './health-checks.repository';
import { createHealthCheckAnswers } from './health-check-answers';
import { createHealthCheckAnswersRepository } from './health-check-answers.repository';
import { createHealthCheckShares } from './health-check-shares';
import { priceRecommendedJobs } from './recommended-job-prices';
import type { WorkOrderSide } from './work-order-side';

export interface HealthChecksServiceDeps {
  db: Database;
  checks: HealthChecksRepository;
  /** The garage's thresholds and checklists. */
  settings: HealthCheckSettingsStore;
  /** The trade account a user works in, and the work orders' pricing and intents (work-order-side.ts). */
  workOrders: WorkOrderSide;
  /** The work deferred on a vehicle (health-check-answers.repository.ts), soonest first. */
  deferredOn?: (accountId: string, vrmKey: string) => Promise<DeferredOnVehicle[]>;
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
  deferredOn,
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
        const waiting = vrmKey && deferredOn ? await deferredOn(account.id, vrmKey) : [];
        const doc = await priceRecommendedJobs(
          carriedForward(made, last ? toHealthCheck(last) : null, waiting),
          auth,
          workOrders,
        );
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
        const priced = await priceRecommendedJobs(result.doc, auth, workOrders);
        return write({ ...row, rev: row.rev + 1, modifiedAt: clock() }, priced, false);
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
  const answers = createHealthCheckAnswersRepository(db);
  const deferredOn = (accountId: string, vrmKey: string) => answers.deferred(accountId, { vrmKey, today: '' });
  return createHealthChecksService({
    db,
    checks,
    settings: createHealthCheckSettings(db),
    userName: checks.userName,
    deferredOn,
    ...deps,
  });
}

/** A check's photos are part of the module: the demo (and services.ts) reach them through here. */
export { healthCheckPhotosOn } from './health-check-photos.service';
/** And the service manager's numbers. */
export { healthCheckFiguresOn } from './health-check-figures';

/**
 * The customer's side of the module on a database (issue 46): the link and the answers, with the
 * deferred work they leave on vehicles.
 */
export function healthCheckAnswersOn(
  db: Database,
  deps: Pick<HealthChecksServiceDeps, 'workOrders' | 'clock'> & { appUrl: string },
) {
  const checks = createHealthChecksRepository(db);
  const answers = createHealthCheckAnswersRepository(db);
  return {
    shares: createHealthCheckShares({ db, checks, answers, ...deps }),
    answers: createHealthCheckAnswers({ db, checks, answers, workOrders: deps.workOrders, clock: deps.clock }),
  };
}

export type { WorkOrderSide } from './work-order-side';
