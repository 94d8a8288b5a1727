import { createHash } from 'node:crypto';
import { clockingMessages as m } from '../../../contract/clocking/messages';
import { instantAt, localDayOf, nextDay } from '../../../contract/clocking/local-time';
import type { Assignment, AssignmentBody, WorkshopBoard } from '../../../contract/workshop-board/schemas';
import type { Clock } from '../../clock';
import type { AuthContext } from '../../http/auth-context';
import { notFound } from '../../http/problem';
import type { ClockEventsRepository } from './clock-events.repository';
import { readPeriod } from './clock-reading';
import { technicianNotFound } from './clocking-problems';
import type { TechniciansRepository } from './technicians.repository';
import type { WorkshopAccess } from './workshop-access';
import { arrangeBoard } from './board-reading';
import type { WorkshopBoardRepository } from './workshop-board.repository';

/** Boards kept per process, by account and day, each with the version it was built at. */
const BOARDS_KEPT = 200;

/**
 * The workshop board (issue 47). Polled every few seconds by every tablet, so it is built only
 * when its version moves: one cheap statement (the repository's fingerprint) decides, and a board
 * built at that version is answered again. The version comes from PostgreSQL, so every instance
 * behind one database answers the same ETag, and a board kept here is never stale: a change
 * anywhere moves the version and the next request builds it again. The local day of `now` is in
 * the version too: the clock rules close a forgotten clock when the day turns.
 */
export function createWorkshopBoardService({
  board,
  events,
  technicians,
  workshopOf,
  clock,
}: {
  board: WorkshopBoardRepository;
  events: ClockEventsRepository;
  technicians: TechniciansRepository;
  workshopOf: WorkshopAccess;
  clock: Clock;
}) {
  const kept = new Map<string, WorkshopBoard>();

  async function build(accountId: string, timeZone: string, date: string, version: string): Promise<WorkshopBoard> {
    const since = new Date(instantAt(date, '00:00', timeZone));
    const until = new Date(instantAt(nextDay(date), '00:00', timeZone));
    const now = clock();
    const { reading } = await readPeriod(events, accountId, { since, until }, { timeZone, now });
    const clockedIds = [
      ...new Set(
        reading.segments
          .filter((s) => s.workOrder && s.start < until.getTime() && (s.end ?? Infinity) > since.getTime())
          .map((s) => s.workOrder!),
      ),
    ];
    const [rows, team] = await Promise.all([
      board.workOrdersOfDay(accountId, since, until, clockedIds),
      technicians.list(accountId),
    ]);
    return arrangeBoard({
      date,
      timeZone,
      version,
      since: since.getTime(),
      until: until.getTime(),
      technicians: team.map((row) => ({ id: row.id, name: row.name, role: row.role as 'technician' | 'manager' })),
      reading,
      workOrders: rows,
    });
  }

  return {
    /** The board's version (its ETag) and the board, built again only when the version moved. */
    async read(auth: AuthContext, date: string | undefined): Promise<WorkshopBoard> {
      const workshop = await workshopOf(auth);
      const now = clock().getTime();
      const today = localDayOf(now, workshop.timeZone);
      const day = date ?? today;
      const fingerprint = await board.fingerprint(workshop.accountId);
      const version = createHash('sha1')
        .update(`${workshop.accountId};${day};${today};${fingerprint}`)
        .digest('base64url')
        .slice(0, 22);
      const key = `${workshop.accountId} ${day}`;
      const known = kept.get(key);
      if (known?.version === version) return known;
      const built = await build(workshop.accountId, workshop.timeZone, day, version);
      kept.delete(key);
      kept.set(key, built);
      if (kept.size > BOARDS_KEPT) kept.delete(kept.keys().next().value!);
      return built;
    },

    /** Gives the work order to a technician of the account (or to nobody); another account's is 404. */
    async assign(auth: AuthContext, workOrderId: string, body: AssignmentBody): Promise<Assignment> {
      const workshop = await workshopOf(auth);
      if ((await board.workOrderAccount(workOrderId)) !== workshop.accountId) throw notFound(m.workOrderNotFound);
      if (body.technician !== null) {
        const technician = await technicians.find(workshop.accountId, body.technician);
        if (!technician || !technician.active) throw technicianNotFound();
      }
      const at = clock();
      await board.assign({
        workOrderId,
        accountId: workshop.accountId,
        technicianId: body.technician,
        at,
        by: auth.userId,
      });
      return { workOrder: workOrderId, technician: body.technician, assignedAt: at.toISOString() };
    },
  };
}

export type WorkshopBoardService = ReturnType<typeof createWorkshopBoardService>;
