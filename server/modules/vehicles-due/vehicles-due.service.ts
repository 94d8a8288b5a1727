import { localDayOf, timeZoneOf } from '../../../contract/clocking/local-time';
import type { HydraCollection } from '../../../contract/http/hydra';
import { motDue, serviceDue, type VehicleDue } from '../../../contract/vehicles-due/vehicles-due';
import type { Clock } from '../../clock';
import type { AuthContext } from '../../http/auth-context';
import { forbidden } from '../../http/problem';
import type { VehiclesDueRepository, VisitRow } from './vehicles-due.repository';

/** As deferred work keys a vehicle: its registration without spaces or dashes, in capitals. */
const vrmKeyOf = (vrm: string | null) => (vrm ? vrm.replace(/[\s-]/g, '').toUpperCase() : null);
const noTradeAccount = () =>
  forbidden('MOT and service due needs a trade account. Please log in with your trade account.');
const dayOf = (at: string | Date, timeZone: string) => localDayOf(new Date(at).getTime(), timeZone);
const isService = (description: string | null) => description !== null && /\bservice\b/i.test(description);

/**
 * GET /vehicles-due (issue 47): the rules are the contract's (contract/vehicles-due); this reads
 * the user's trade account's work orders, their vehicles' MOT history and deferred work.
 */
export function createVehiclesDueService(deps: {
  repository: VehiclesDueRepository;
  accounts: { accountOf(userId: string): Promise<{ id: string; country: 'GB' | 'IE' } | null> };
  clock: Clock;
}) {
  const { repository, accounts, clock } = deps;
  return {
    async list(auth: AuthContext, query: { within: '30' | '60' }): Promise<HydraCollection<VehicleDue>> {
      const account = await accounts.accountOf(auth.userId);
      if (!account) throw noTradeAccount();
      const timeZone = timeZoneOf(account.country);
      const today = localDayOf(clock().getTime(), timeZone);
      const within = Number(query.within);
      const visits = await repository.visits(account.id);
      const byVehicle = new Map<string, VisitRow[]>();
      for (const visit of visits) {
        const key = vrmKeyOf(visit.vrm);
        if (key) byVehicle.set(key, [...(byVehicle.get(key) ?? []), visit]);
      }
      const keys = [...byVehicle.keys()];
      const mots = new Map((await repository.mot(keys)).map((row) => [row.vrm_key, row]));
      const deferred = await repository.deferred(account.id);
      const members: VehicleDue[] = [];
      for (const [key, own] of byVehicle) {
        // Newest first (the read's order).
        const last = own[0] as VisitRow;
        const mot = mots.get(key);
        const serviced = own.find((visit) => (visit.jobs ?? []).some(isService));
        const mileages = [
          ...own.flatMap((visit) =>
            visit.mileage === null ? [] : [{ day: dayOf(visit.created_at, timeZone), miles: visit.mileage }],
          ),
          ...(mot?.latest_mileage != null && mot.latest_test
            ? [{ day: mot.latest_test, miles: mot.latest_mileage }]
            : []),
        ].sort((a, b) => (a.day < b.day ? 1 : a.day > b.day ? -1 : b.miles - a.miles));
        const service = serviced
          ? serviceDue(
              {
                lastServiceDate: dayOf(serviced.created_at, timeZone),
                lastServiceMileage: serviced.mileage,
                latestMileage: mileages[0]?.miles ?? null,
              },
              today,
              within,
            )
          : null;
        const motDueNow = motDue(mot?.due ?? null, today, within);
        if (!service && !motDueNow) continue;
        members.push({
          vrm: last.vrm,
          vehicle: [last.make, last.model].filter(Boolean).join(' ') || null,
          customerName: own.find((visit) => visit.customer_name)?.customer_name ?? null,
          customerPhone: own.find((visit) => visit.customer_phone)?.customer_phone ?? null,
          lastVisit: {
            date: dayOf(last.created_at, timeZone),
            workOrder: last.id,
            workOrderNumber: last.number,
            mileage: last.mileage,
          },
          mot: motDueNow,
          service,
          deferred: deferred
            .filter((row) => row.vrm_key === key)
            .map((row) => ({ itemName: row.item_name, state: row.state, followUp: row.follow_up })),
        });
      }
      // Soonest first: the earlier of the MOT's and the service's dates.
      const soonest = (vehicle: VehicleDue) =>
        [vehicle.mot?.dueDate, vehicle.service?.dueDate].filter((day): day is string => !!day).sort()[0] ?? '';
      members.sort((a, b) => (soonest(a) < soonest(b) ? -1 : soonest(a) > soonest(b) ? 1 : a.vrm.localeCompare(b.vrm)));
      return { 'hydra:member': members, 'hydra:totalItems': members.length };
    },
  };
}

export type VehiclesDueService = ReturnType<typeof createVehiclesDueService>;
