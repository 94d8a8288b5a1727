import type {
  MaintenanceSystem,
  OverlapAnswer,
  OverlapRequestTask,
  RepairTask,
  RepairTaskGroup,
} from '../../../contract/repair-data/schemas';

/**
 * Where repair times, the task tree, maintenance schedules and overlap come from
 * (design/providers.md "Repair times: how HaynesPro-style data behaves"). The local provider
 * generates them for every catalogue variant; an adapter for HaynesPro fits the same shape:
 * string task ids, times in hundredths of an hour, parts by TecDoc generic article number, and
 * a status inside the answer, because the real service answers HTTP 200 with a status code in
 * its body for a bad session or an unknown vehicle. Vehicles are named by TecDoc id; finding
 * that id from a registration or VIN is the vehicle lookup's job, not this provider's.
 */
export type RepairDataStatus =
  /** The vehicle has no repair data here (the service's id for it changed, or it never had any). */
  | 'UNKNOWN_VEHICLE'
  /** The service's session was refused or has expired: an adapter logs in again before it says this. */
  | 'SESSION_EXPIRED'
  /** Anything else the service reported, or could not be reached to report. */
  | 'FAILED';

export type RepairDataAnswer<T> = { status: 'OK'; data: T } | { status: RepairDataStatus; message: string };

export interface RepairDataProvider {
  /** The source's name, for logs and the README ('local'). */
  readonly name: string;
  /** The tree: group → subgroup → task. */
  repairTasks(tecdocId: number): Promise<RepairDataAnswer<RepairTaskGroup[]>>;
  /** Tasks matching the words, best first. */
  searchRepairTimes(tecdocId: number, query: string): Promise<RepairDataAnswer<RepairTask[]>>;
  maintenanceSystems(tecdocId: number): Promise<RepairDataAnswer<MaintenanceSystem[]>>;
  /** Each chosen task's time once shared work counts once, answered per task id, and the total. */
  overlap(tecdocId: number, tasks: readonly OverlapRequestTask[]): Promise<RepairDataAnswer<OverlapAnswer>>;
}
