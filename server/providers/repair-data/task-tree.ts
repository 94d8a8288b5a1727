import type { RepairTask, RepairTaskGroup } from '../../../contract/repair-data/schemas';
import { genartOf } from './genarts';
import type { VehicleFacts } from './local-vehicle-facts';
import type { TaskTemplate } from './task-template';
import { chassisGroups } from './tasks-chassis';
import { powertrainGroups } from './tasks-powertrain';
import { servicingGroups } from './tasks-servicing';

/** The whole template tree, in the order a workshop reads it: Brakes first, Servicing last. */
const groupTemplates = [...powertrainGroups, ...chassisGroups, ...servicingGroups];

/** HaynesPro-like ids: `1M0` + the work number + the maker's two letters + `0` ('1M01822000WV0'). */
export const taskIdOf = (code: string, facts: VehicleFacts) => `1M0${code}000${facts.makeCode}0`;
const groupIdOf = (code: string, facts: VehicleFacts) => `1G0${code}00000${facts.makeCode}0`;
const subgroupIdOf = (group: string, code: string, facts: VehicleFacts) => `1S0${group}${code}000${facts.makeCode}0`;

export interface TaskTree {
  groups: RepairTaskGroup[];
  /** Every task of the tree by its template's key ('frontPads'), for schedules and tests. */
  byKey: Map<string, RepairTask>;
  /** The words each task is found by: its description and the words mechanics use for it. */
  searchWords: Map<string, string>;
}

/** The task tree of one variant: only the jobs it has, each with its own times and parts. */
export function buildTaskTree(facts: VehicleFacts): TaskTree {
  const applies = (template: TaskTemplate) => template.when?.(facts) ?? true;
  const templates = new Map(
    groupTemplates.flatMap((g) => g.subgroups.flatMap((s) => s.tasks.filter(applies).map((t) => [t.key, t] as const))),
  );
  const byKey = new Map<string, RepairTask>();
  const searchWords = new Map<string, string>();

  const taskOf = (template: TaskTemplate): RepairTask => {
    const includes = (template.includes ?? []).map((key) => {
      const included = templates.get(key);
      // The catalogue's rule: an included task applies wherever its includer does, and includes nothing itself.
      if (!included || included.includes?.length) throw new Error(`${template.key} cannot include ${key}`);
      return { id: taskIdOf(included.code, facts), description: included.description, value: included.own(facts) };
    });
    const value = template.own(facts) + includes.reduce((sum, included) => sum + included.value, 0);
    return {
      id: taskIdOf(template.code, facts),
      awNumber: `${template.code}000`,
      description: template.description,
      value,
      genarts: (template.parts?.(facts) ?? []).map(genartOf),
      includes,
    };
  };

  const groups: RepairTaskGroup[] = [];
  for (const group of groupTemplates) {
    const subgroups = group.subgroups.flatMap((subgroup) => {
      const tasks = subgroup.tasks.filter(applies).map((template) => {
        const task = taskOf(template);
        byKey.set(template.key, task);
        searchWords.set(task.id, `${template.description} ${template.keywords ?? ''}`);
        return task;
      });
      if (tasks.length === 0) return [];
      return [{ id: subgroupIdOf(group.code, subgroup.code, facts), description: subgroup.description, tasks }];
    });
    if (subgroups.length) groups.push({ id: groupIdOf(group.code, facts), description: group.description, subgroups });
  }
  return { groups, byKey, searchWords };
}
