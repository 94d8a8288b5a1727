import type { RepairTask, RepairTaskGroup } from './schemas';

/**
 * Tasks whose description has every word typed ("front pads" finds "Front brake pads - renew"):
 * how a person finds a repair time for a job, on a work order or a health check's recommended job.
 */
export function matchingTasks(tree: readonly RepairTaskGroup[], text: string, limit = 30): RepairTask[] {
  const words = text.toLowerCase().split(/\s+/).filter(Boolean);
  if (!words.length) return [];
  const tasks = tree.flatMap((group) => group.subgroups.flatMap((subgroup) => subgroup.tasks));
  return tasks
    .filter((task) => {
      const description = task.description.toLowerCase();
      return words.every((word) => description.includes(word));
    })
    .slice(0, limit);
}
