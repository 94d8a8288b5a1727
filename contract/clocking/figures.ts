import { z } from 'zod/mini';
import type { Segment, Shift } from './clock-rules';
import { figurePers, type FigureWindow } from './periods';
import { indirectReasons, type IndirectReason } from './schemas';

/**
 * The figures a garage owner watches (issue 47), per technician and window: hours attended (the
 * shift less breaks), clocked on jobs, on indirect time by reason, and the sold hours of the jobs
 * completed in the window. Efficiency = sold ÷ clocked on jobs; productivity = clocked on jobs ÷
 * attended. Sold hours count only jobs whose work order was completed in the window, each shared
 * between the technicians who clocked on it by their time on it. Worked in milliseconds, answered
 * in hours to 0.01.
 */
export const figureFormulas = {
  attended: 'Attended = time from shift start to shift end, less breaks',
  clockedOnJobs: 'Clocked on jobs = time clocked onto jobs of work orders',
  soldHours:
    'Sold hours = the charged time of jobs on work orders completed in the period, shared by time clocked on each job',
  efficiency: 'Efficiency = sold hours ÷ hours clocked on jobs',
  productivity: 'Productivity = hours clocked on jobs ÷ hours attended',
} as const;

/** A job of a completed work order: its charged minutes and when its work order was completed. */
export interface CompletedJob {
  workOrder: string;
  job: string;
  soldMinutes: number;
  completedAt: number;
}

const hoursSchema = z.number();
export const figureRowSchema = z.object({
  technician: z.string(),
  name: z.string(),
  from: z.string(),
  to: z.string(),
  attendedHours: hoursSchema,
  clockedOnJobsHours: hoursSchema,
  indirectHours: z.object(
    Object.fromEntries(indirectReasons.map((reason) => [reason, hoursSchema])) as Record<
      IndirectReason,
      typeof hoursSchema
    >,
  ),
  breakHours: hoursSchema,
  soldHours: hoursSchema,
  /** Sold ÷ clocked on jobs, as a ratio (0.94); null with no time on jobs. */
  efficiency: z.nullable(z.number()),
  /** Clocked on jobs ÷ attended; null with no time attended. */
  productivity: z.nullable(z.number()),
  /** Clocks of the window the rules closed (overlap or forgotten): for the manager to look at. */
  flaggedClocks: z.int(),
});
export type FigureRow = z.infer<typeof figureRowSchema>;

export const technicianFiguresSchema = z.object({
  from: z.string(),
  to: z.string(),
  per: z.enum(figurePers),
  timeZone: z.string(),
  onlyCompletedJobs: z.boolean(),
  formula: z.object({
    attended: z.string(),
    clockedOnJobs: z.string(),
    soldHours: z.string(),
    efficiency: z.string(),
    productivity: z.string(),
  }),
  rows: z.array(figureRowSchema),
});
export type TechnicianFigures = z.infer<typeof technicianFiguresSchema>;

const HOUR = 3_600_000;
/** Hours to 0.01, as the figures are answered. */
export const toHours = (ms: number): number => Math.round((ms / HOUR) * 100) / 100;
const ratio = (part: number, whole: number): number | null =>
  whole <= 0 ? null : Math.round((part / whole) * 10_000) / 10_000;

/** The part of [start, end) inside the window, running clocks counted to `now`. */
function within(start: number, end: number | null, window: FigureWindow, now: number): number {
  return Math.max(0, Math.min(end ?? now, window.end, now) - Math.max(start, window.start));
}

const length = (segment: Segment, now: number) => Math.max(0, (segment.end ?? now) - segment.start);
const jobKey = (workOrder: string | null, job: string | null) => `${workOrder}\u0000${job}`;

interface TimeOnJob {
  total: number;
  byTechnician: Map<string, number>;
}

// A request asks for every technician in every window of one reading: the time on each job is
// summed once per reading, not once per job per row (a garage's month timed out, issue 47 bench).
const timeOnJobsCache = new WeakMap<readonly Segment[], { now: number; byJob: Map<string, TimeOnJob> }>();

/** The time clocked on each job (by work order and job), in all and per technician. */
function clockedByJob(segments: readonly Segment[], now: number): Map<string, TimeOnJob> {
  const kept = timeOnJobsCache.get(segments);
  if (kept && kept.now === now) return kept.byJob;
  const byJob = new Map<string, TimeOnJob>();
  for (const segment of segments) {
    if (segment.kind !== 'job') continue;
    const key = jobKey(segment.workOrder, segment.job);
    const onJob = byJob.get(key) ?? { total: 0, byTechnician: new Map<string, number>() };
    const time = length(segment, now);
    onJob.total += time;
    onJob.byTechnician.set(segment.technician, (onJob.byTechnician.get(segment.technician) ?? 0) + time);
    byJob.set(key, onJob);
  }
  timeOnJobsCache.set(segments, { now, byJob });
  return byJob;
}

/** One technician's figures for one window, in hours. */
export function figuresFor(
  technician: { id: string; name: string },
  reading: { segments: readonly Segment[]; shifts: readonly Shift[] },
  completed: readonly CompletedJob[],
  window: FigureWindow,
  now: number,
): FigureRow {
  const own = reading.segments.filter((segment) => segment.technician === technician.id);
  let jobs = 0;
  let breaks = 0;
  let flagged = 0;
  const indirect = Object.fromEntries(indirectReasons.map((reason) => [reason, 0])) as Record<IndirectReason, number>;
  for (const segment of own) {
    const time = within(segment.start, segment.end, window, now);
    if (segment.kind === 'job') jobs += time;
    else if (segment.kind === 'break') breaks += time;
    else if (segment.reason) indirect[segment.reason] += time;
    if (segment.flags.length && segment.start >= window.start && segment.start < window.end) flagged += 1;
  }
  const shiftTime = reading.shifts
    .filter((shift) => shift.technician === technician.id)
    .reduce((sum, shift) => sum + within(shift.start, shift.end, window, now), 0);
  const attended = Math.max(0, shiftTime - breaks);

  // Each completed job's charged time, shared by time clocked on it (all of it, not only this window's).
  const timeOnJobs = clockedByJob(reading.segments, now);
  let sold = 0;
  for (const job of completed) {
    if (job.completedAt < window.start || job.completedAt >= window.end) continue;
    const onJob = timeOnJobs.get(jobKey(job.workOrder, job.job));
    const mine = onJob?.byTechnician.get(technician.id) ?? 0;
    if (onJob && onJob.total > 0) sold += (job.soldMinutes * 60_000 * mine) / onJob.total;
  }
  return {
    technician: technician.id,
    name: technician.name,
    from: window.from,
    to: window.to,
    attendedHours: toHours(attended),
    clockedOnJobsHours: toHours(jobs),
    indirectHours: Object.fromEntries(Object.entries(indirect).map(([reason, ms]) => [reason, toHours(ms)])) as Record<
      IndirectReason,
      number
    >,
    breakHours: toHours(breaks),
    soldHours: toHours(sold),
    efficiency: ratio(sold, jobs),
    productivity: ratio(jobs, attended),
    flaggedClocks: flagged,
  };
}
