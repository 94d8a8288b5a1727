import type { GenartUse } from './genarts';
import type { VehicleFacts } from './local-vehicle-facts';

/**
 * The repair-time tasks the local provider generates for every variant: the groups a workshop
 * expects, with book times near the trade's (front pads 0.70 h, front discs and pads 1.10 h,
 * rear pads 0.90 h, oil and filter 0.40 h; a timing belt 2.5–4 h and a clutch 3–6 h by engine
 * size, fuel and body). Times are hundredths of an hour. A task's time is its own work plus the
 * tasks it includes, and an included task includes nothing itself, so overlap stays exact.
 */
export interface TaskTemplate {
  key: string;
  /** Four digits: the task's id and work number are made from it. */
  code: string;
  description: string;
  /** Other words a mechanic searches with ("cambelt"). */
  keywords?: string;
  /** Its own work beyond the tasks it includes. */
  own: (facts: VehicleFacts) => number;
  includes?: readonly string[];
  parts?: (facts: VehicleFacts) => readonly GenartUse[];
  /** Whether the variant has this job at all (no timing belt on an electric car). */
  when?: (facts: VehicleFacts) => boolean;
}

export interface SubgroupTemplate {
  code: string;
  description: string;
  tasks: readonly TaskTemplate[];
}

export interface GroupTemplate {
  code: string;
  description: string;
  subgroups: readonly SubgroupTemplate[];
}

export const fixed = (hundredths: number) => () => hundredths;
export const combustion = (facts: VehicleFacts) => !facts.electric;
/** Litres of engine size above one litre, for times that grow with the engine. */
export const litresOver1 = (facts: VehicleFacts) => Math.max(0, ((facts.variant.engineCc ?? 1000) - 1000) / 1000);
