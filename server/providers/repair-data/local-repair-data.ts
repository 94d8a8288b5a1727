import { repairTaskIndex, repairTaskOverlap, type OverlapTask } from '../../../contract/repair-data/overlap';
import type { MaintenanceSystem, RepairTaskGroup } from '../../../contract/repair-data/schemas';
import { variants, type DemoVariant } from '../car-parc';
import { vehicleFactsOf } from './local-vehicle-facts';
import { buildMaintenanceSystems } from './maintenance';
import type { RepairDataAnswer, RepairDataProvider } from './repair-data-provider';
import { searchableTask, searchTasks, type SearchableTask } from './task-search';
import { buildTaskTree } from './task-tree';

/** One variant's repair data, generated once. */
interface VariantRepairData {
  groups: RepairTaskGroup[];
  index: Map<string, OverlapTask>;
  searchable: SearchableTask[];
  maintenance: MaintenanceSystem[];
}

/**
 * The default repair-data provider: data generated from the catalogue's own variants
 * (providers/car-parc.ts), the same for a TecDoc id on every machine and every run, with
 * no table behind it. A variant's data is made the first time it is asked for and kept: the car
 * parc is a few hundred variants of a few kilobytes each.
 */
export function createLocalRepairData(parc: readonly DemoVariant[] = variants): RepairDataProvider {
  const byTecdocId = new Map(parc.map((variant) => [variant.tecdocId, variant]));
  const made = new Map<number, VariantRepairData>();

  const dataOf = (tecdocId: number): VariantRepairData | null => {
    const cached = made.get(tecdocId);
    if (cached) return cached;
    const variant = byTecdocId.get(tecdocId);
    if (!variant) return null;
    const facts = vehicleFactsOf(variant);
    const tree = buildTaskTree(facts);
    const data: VariantRepairData = {
      groups: tree.groups,
      index: repairTaskIndex(tree.groups),
      searchable: tree.groups.flatMap((group) =>
        group.subgroups.flatMap((subgroup) =>
          subgroup.tasks.map((task) => searchableTask(task, tree.searchWords.get(task.id) ?? task.description)),
        ),
      ),
      maintenance: buildMaintenanceSystems(facts, tree),
    };
    made.set(tecdocId, data);
    return data;
  };

  const answer = async <T>(tecdocId: number, read: (data: VariantRepairData) => T): Promise<RepairDataAnswer<T>> => {
    const data = dataOf(tecdocId);
    if (!data) return { status: 'UNKNOWN_VEHICLE', message: `No repair data for TecDoc id ${tecdocId}` };
    return { status: 'OK', data: read(data) };
  };

  return {
    name: 'local',
    repairTasks: (tecdocId) => answer(tecdocId, (data) => data.groups),
    searchRepairTimes: (tecdocId, query) => answer(tecdocId, (data) => searchTasks(data.searchable, query)),
    maintenanceSystems: (tecdocId) => answer(tecdocId, (data) => data.maintenance),
    // The contract's own function: the device computes the same from the tree it keeps.
    overlap: (tecdocId, tasks) => answer(tecdocId, (data) => repairTaskOverlap(data.index, tasks)),
  };
}
