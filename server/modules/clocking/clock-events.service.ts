import { clockingMessages as m } from '../../../contract/clocking/messages';
import { MAX_CLOCK_DAYS } from '../../../contract/clocking/routes';
import type { ClockEvent, RecordClockEvent } from '../../../contract/clocking/schemas';
import type { HydraCollection } from '../../../contract/http/hydra';
import type { Clock } from '../../clock';
import type { Database } from '../../db/database';
import { withTransaction } from '../../db/unit-of-work';
import type { AuthContext } from '../../http/auth-context';
import { forbidden } from '../../http/problem';
import type { ClockEventsRepository } from './clock-events.repository';
import { readPeriod, toClockEvent } from './clock-reading';
import { checkClockEvent } from './clock-event-checks';
import { clockRefused, technicianNotFound } from './clocking-problems';
import type { TechniciansRepository } from './technicians.repository';
import type { WorkshopAccess } from './workshop-access';
import type { WorkOrdersForClocks } from './clock-events.repository';

/** A device clock further out than this from the server's is flagged (issue 47). */
export const SKEW_LIMIT_MS = 2 * 60_000;
const DAY_MS = 86_400_000;

export interface ClockEventsDeps {
  db: Database;
  events: ClockEventsRepository;
  technicians: TechniciansRepository;
  workOrders: WorkOrdersForClocks;
  workshopOf: WorkshopAccess;
  clock: Clock;
}

/**
 * Clock events (issue 47): append-only, each with the device's time and the server's time of
 * receipt. A technician clocks only themselves and sees only their own; a manager clocks anyone,
 * edits (a new event that replaces another, with a reason) and sees everyone's. Another account's
 * technician or event is 404.
 */
export function createClockEventsService({ db, events, technicians, workOrders, workshopOf, clock }: ClockEventsDeps) {
  /** The event as the rules now read it around its time. */
  async function answer(accountId: string, timeZone: string, id: string): Promise<ClockEvent> {
    const row = await events.find(id);
    if (!row) throw clockRefused('id', m.eventNotFound);
    const { reading } = await readPeriod(
      events,
      accountId,
      { since: row.deviceTime, until: row.deviceTime, technicians: [row.technicianId] },
      { timeZone, now: clock() },
    );
    return toClockEvent(row, reading.eventFlags.get(row.id));
  }

  return {
    /**
     * Records the event under the id the device made. The same id again answers the event as it is
     * (created: false); an id another account used is refused.
     */
    async record(
      auth: AuthContext,
      body: RecordClockEvent,
      deviceClock: string | undefined,
    ): Promise<{ event: ClockEvent; created: boolean }> {
      return withTransaction(db, async () => {
        const workshop = await workshopOf(auth);
        const existing = await events.find(body.id);
        if (existing) {
          const theirs = workshop.role === 'manager' || existing.technicianId === workshop.technician;
          if (existing.accountId !== workshop.accountId || !theirs) throw clockRefused('id', m.idInUse);
          return { event: await answer(workshop.accountId, workshop.timeZone, body.id), created: false };
        }
        const technician = await technicians.find(workshop.accountId, body.technician);
        if (!technician) throw technicianNotFound();
        if (workshop.role !== 'manager') {
          if (body.technician !== workshop.technician) throw forbidden(m.ownClocksOnly);
          if (body.replaces || body.editReason) throw forbidden(m.managersEdit);
        }
        const received = clock();
        await checkClockEvent(body, { accountId: workshop.accountId, received, events, workOrders });
        const deviceTime = new Date(body.deviceTime);
        const sentAt = deviceClock ? Date.parse(deviceClock) : Number.NaN;
        const skewed = Number.isNaN(sentAt)
          ? deviceTime.getTime() - received.getTime() > SKEW_LIMIT_MS
          : Math.abs(sentAt - received.getTime()) > SKEW_LIMIT_MS;
        await events.add({
          id: body.id,
          accountId: workshop.accountId,
          technicianId: body.technician,
          kind: body.kind,
          workOrderId: body.workOrder,
          jobId: body.job,
          reason: body.reason,
          device: body.device,
          fromEvent: body.from ?? null,
          fromKnown: body.from !== undefined,
          replaces: body.replaces,
          editReason: body.editReason,
          deviceTime,
          receivedAt: received,
          clockSkewed: skewed,
          recordedBy: auth.userId,
        });
        return { event: await answer(workshop.accountId, workshop.timeZone, body.id), created: true };
      });
    },

    /** The events of a period by device time (the last week by default), flagged as the rules read them. */
    async list(
      auth: AuthContext,
      query: { technician?: string; from?: string; to?: string },
    ): Promise<HydraCollection<ClockEvent>> {
      const workshop = await workshopOf(auth);
      let technician = query.technician;
      if (workshop.role !== 'manager') {
        if (technician && technician !== workshop.technician) throw forbidden(m.notATechnician);
        technician = workshop.technician ?? undefined;
      }
      if (technician && !(await technicians.find(workshop.accountId, technician))) throw technicianNotFound();
      const now = clock();
      const until = query.to ? new Date(query.to) : new Date(now.getTime() + DAY_MS);
      const since = query.from ? new Date(query.from) : new Date(until.getTime() - 8 * DAY_MS);
      if (until < since) throw clockRefused('from', m.period);
      if (until.getTime() - since.getTime() > MAX_CLOCK_DAYS * DAY_MS)
        throw clockRefused('from', m.periodTooLong(MAX_CLOCK_DAYS));
      const { rows, reading } = await readPeriod(
        events,
        workshop.accountId,
        { since, until, ...(technician ? { technicians: [technician] } : {}) },
        { timeZone: workshop.timeZone, now },
      );
      const members = rows
        .filter((row) => row.deviceTime >= since && row.deviceTime < until)
        .map((row) => toClockEvent(row, reading.eventFlags.get(row.id)));
      return { 'hydra:member': members, 'hydra:totalItems': members.length };
    },
  };
}

export type ClockEventsService = ReturnType<typeof createClockEventsService>;
