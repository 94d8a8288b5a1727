import { z } from 'zod/mini';
import { hydraCollection } from '../http/hydra';

/**
 * Repair data as HaynesPro gives it (design/providers.md "Repair times"): string node ids, times
 * as whole hundredths of an hour (`110` = 1.10 h = 1 h 06 min), parts named by TecDoc generic
 * article numbers. The device keeps these answers to work offline, overlap included.
 */

/** Hundredths of an hour: 0.70 h is 70. */
const hundredths = z.int().check(z.minimum(0));

/** A part a task needs, by its TecDoc generic article (402 brake pad set, 7 oil filter, …). */
export const genartSchema = z.object({
  id: z.int().check(z.minimum(1)),
  description: z.string(),
  quantity: z.int().check(z.minimum(1)),
  /** A part the task cannot be done without (the pads of a pad change); optional ones may be left off. */
  required: z.boolean(),
});
export type Genart = z.infer<typeof genartSchema>;

/** A piece of work a task contains, with its own time, so that overlap can be worked out from the tree. */
export const includedTaskSchema = z.object({ id: z.string(), description: z.string(), value: hundredths });
export type IncludedTask = z.infer<typeof includedTaskSchema>;

/** One repair-time task (a leaf of the tree), e.g. `1M01822000WV0` "Front brake discs and pads - renew". */
export const repairTaskSchema = z.object({
  id: z.string(),
  /** The service's work number. */
  awNumber: z.string(),
  description: z.string(),
  /** Book time in hundredths of an hour, its included work counted in. */
  value: hundredths,
  genarts: z.array(genartSchema),
  /** The sub-tasks it contains: chosen with another task that contains one too, that one counts once. */
  includes: z.array(includedTaskSchema),
});
export type RepairTask = z.infer<typeof repairTaskSchema>;

export const repairTaskSubgroupSchema = z.object({
  id: z.string(),
  description: z.string(),
  tasks: z.array(repairTaskSchema),
});
export type RepairTaskSubgroup = z.infer<typeof repairTaskSubgroupSchema>;

/** The tree: group (Brakes) → subgroup (Front brakes) → task. */
export const repairTaskGroupSchema = z.object({
  id: z.string(),
  description: z.string(),
  subgroups: z.array(repairTaskSubgroupSchema),
});
export type RepairTaskGroup = z.infer<typeof repairTaskGroupSchema>;

/** One task of a maintenance period: a repair-time task or an inspection, with its parts. */
export const maintenanceTaskSchema = z.object({
  id: z.string(),
  description: z.string(),
  value: hundredths,
  /** A mandatory replacement or check of this period; the others are advised. */
  required: z.boolean(),
  genarts: z.array(genartSchema),
});
export type MaintenanceTask = z.infer<typeof maintenanceTaskSchema>;

/** One period of a maintenance system: "Full service: every 24 months / 24,000 miles". */
export const maintenancePeriodSchema = z.object({
  /** The work order's maintenanceScheduleId: adding a period with the same id replaces it (§4). */
  id: z.string(),
  description: z.string(),
  /** Whichever comes first; a period by time alone has no miles. */
  months: z.nullable(z.int().check(z.minimum(1))),
  miles: z.nullable(z.int().check(z.minimum(1))),
  /** Can be done together with another period of the system (brake fluid with the full service). */
  combinable: z.boolean(),
  /** The period's time after overlap of its tasks, in hundredths of an hour. */
  time: hundredths,
  tasks: z.array(maintenanceTaskSchema),
});
export type MaintenancePeriod = z.infer<typeof maintenancePeriodSchema>;

export const maintenanceSystemSchema = z.object({
  id: z.string(),
  description: z.string(),
  periods: z.array(maintenancePeriodSchema),
});
export type MaintenanceSystem = z.infer<typeof maintenanceSystemSchema>;

export const tecdocAnswerSchema = z.object({ tecdocId: z.int().check(z.minimum(1)) });
export type TecdocAnswer = z.infer<typeof tecdocAnswerSchema>;

/** A chosen task as the overlap call takes it: its id and the book time the device holds. */
export const overlapRequestTaskSchema = z.object({ repairTaskId: z.string(), defaultTime: hundredths });
export type OverlapRequestTask = z.infer<typeof overlapRequestTaskSchema>;

/** A chosen task after overlap: `time` 0 is "covered by other work". */
export const overlapTimeSchema = z.object({ repairTaskId: z.string(), defaultTime: hundredths, time: hundredths });
export type OverlapTime = z.infer<typeof overlapTimeSchema>;

export const overlapAnswerSchema = z.extend(hydraCollection(overlapTimeSchema), {
  /** The chosen tasks' time together: each shared sub-task counted once. */
  total: hundredths,
});
export type OverlapAnswer = z.infer<typeof overlapAnswerSchema>;
