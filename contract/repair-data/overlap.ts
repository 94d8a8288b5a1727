import type { OverlapAnswer, OverlapRequestTask, OverlapTime, RepairTaskGroup } from './schemas';

/**
 * Repair-task overlap as the repair-data service computes it (design/providers.md "Overlap"):
 * work found in more than one chosen task counts once. Front discs and pads (1.10 h, which
 * contains fitting the front pads) with front pads (0.70 h) cost 1.10 h, the pads answering 0
 * ("covered by other work"); front pads with rear pads share nothing and cost the sum.
 *
 * The server answers POST /repair-data/repair-task-overlap with this function, and the device
 * runs it on its cached task tree, so a work order's times agree offline and online.
 *
 * A task is made of units: each sub-task it includes, and its own work (its value less those),
 * keyed by its own id. A unit in several chosen tasks belongs to one of them: the one with the
 * most time, then the smallest id. So the answer depends on the set chosen, never on its order.
 * A task the data does not know keeps the time the device gave it and overlaps nothing.
 */
export interface OverlapTask {
  id: string;
  value: number;
  includes: readonly { id: string; value: number }[];
}

/** The tasks of a tree (GET /repair-data/repair-tasks' hydra:member) by id, for repairTaskOverlap. */
export function repairTaskIndex(groups: readonly RepairTaskGroup[]): Map<string, OverlapTask> {
  const index = new Map<string, OverlapTask>();
  for (const group of groups) {
    for (const subgroup of group.subgroups) for (const task of subgroup.tasks) index.set(task.id, task);
  }
  return index;
}

/**
 * Its units: included sub-tasks (each once) and its own work beyond them. An included sub-task
 * that is itself a task with sub-tasks of its own stands for those, so nothing counts twice.
 */
function unitsOf(
  task: OverlapTask,
  tasks: ReadonlyMap<string, OverlapTask>,
  seen: ReadonlySet<string> = new Set(),
): Map<string, number> {
  const units = new Map<string, number>();
  const path = new Set(seen).add(task.id);
  let own = task.value;
  for (const included of task.includes) {
    if (path.has(included.id)) continue;
    own -= included.value;
    const nested = tasks.get(included.id);
    const parts = nested?.includes.length ? unitsOf(nested, tasks, path) : new Map([[included.id, included.value]]);
    for (const [id, value] of parts) units.set(id, value);
  }
  if (own > 0) units.set(task.id, own);
  return units;
}

/** Plain code-unit order: the same on every device, whatever its locale. */
const byId = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** Whether task `a` keeps a unit it shares with task `b`: more time first, then the smaller id. */
const outranks = (a: OverlapTask, b: OverlapTask) => a.value > b.value || (a.value === b.value && byId(a.id, b.id) < 0);

export function repairTaskOverlap(
  tasks: ReadonlyMap<string, OverlapTask>,
  chosen: readonly OverlapRequestTask[],
): OverlapAnswer {
  // One answer per task: a task chosen twice is one piece of work (the first defaultTime counts).
  const requested = new Map<string, OverlapRequestTask>();
  for (const entry of chosen) if (!requested.has(entry.repairTaskId)) requested.set(entry.repairTaskId, entry);

  const known = [...requested.keys()].flatMap((id) => {
    const task = tasks.get(id);
    return task ? [{ task, units: unitsOf(task, tasks) }] : [];
  });

  // Each unit's keeper among the chosen tasks that contain it.
  const keeper = new Map<string, OverlapTask>();
  for (const { task, units } of known) {
    for (const unit of units.keys()) {
      const current = keeper.get(unit);
      if (!current || outranks(task, current)) keeper.set(unit, task);
    }
  }

  const times = new Map<string, number>();
  for (const { task, units } of known) {
    let covered = 0;
    for (const [unit, value] of units) if (keeper.get(unit) !== task) covered += value;
    times.set(task.id, Math.max(0, task.value - covered));
  }

  const members: OverlapTime[] = [...requested.values()].map(({ repairTaskId, defaultTime }) => ({
    repairTaskId,
    defaultTime,
    time: times.get(repairTaskId) ?? defaultTime,
  }));
  return {
    'hydra:member': members,
    'hydra:totalItems': members.length,
    total: members.reduce((sum, member) => sum + member.time, 0),
  };
}
