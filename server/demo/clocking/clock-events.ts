import { instantAt, localDayOf } from '../../../contract/clocking/local-time';
import type { ClockKind, IndirectReason } from '../../../contract/clocking/schemas';
import { createRandom, stableHash, type Random } from '../../prng';
import type { ClockEventRow } from '../../db/schema';
import { deterministicUuid } from '../deterministic-uuid';

/**
 * The demo workshops' clocks (issue 47): the last three full weeks and this week up to yesterday,
 * Monday to Friday, for each technician (the manager does not clock). A day is a shift from about
 * 08:00 to about 17:30 with a half-hour lunch break at 12:30, now and then a split shift instead;
 * the jobs of work orders completed that day (the bay's cars, work-orders/bay-work-orders.ts) are
 * shared between the technicians, each clocked for about their charged time (85–115%), with some
 * waiting for parts or authorisation between them; what is left of the day goes on a job still in
 * progress, with a road test, some training or the bay cleaned at its end. Every event is made from
 * a seed of the technician and the day, so a new database gets the same. */

export interface DemoJob {
  workOrder: string;
  job: string;
  minutes: number;
  /** The garage's local day its work order was completed; null while it is in progress. */
  completedOn: string | null;
}

type Task =
  | { kind: 'job'; workOrder: string; job: string; minutes: number }
  | { kind: 'indirect'; reason: IndirectReason; minutes: number };

const DAY_MS = 86_400_000;
/** The day's times are minutes after 08:00, the shift's usual start. */
const DAY_START = 8 * 60;
const SHIFT = 570; // 08:00 to 17:30, in minutes
const LUNCH = 270; // 12:30
const LUNCH_LENGTH = 30;

const dayString = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const weekday = (day: string) => new Date(`${day}T00:00:00Z`).getUTCDay();

/** Monday three weeks before this week's to yesterday, weekdays only. */
export function demoClockDays(today: string): string[] {
  const end = Date.parse(`${today}T00:00:00Z`);
  const monday = end - ((new Date(end).getUTCDay() + 6) % 7) * DAY_MS - 21 * DAY_MS;
  const days: string[] = [];
  for (let at = monday; at < end; at += DAY_MS) {
    const day = dayString(at);
    if (weekday(day) !== 0 && weekday(day) !== 6) days.push(day);
  }
  return days;
}

const hhmm = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/** One technician's day as tasks in order, ending at the shift's end. */
function dayTasks(random: Random, own: DemoJob[], inProgress: DemoJob[]): Task[] {
  const tasks: Task[] = [];
  let planned = 0;
  // The same job twice in a row is one clock: a second clock onto it would change nothing.
  const add = (task: Task) => {
    const last = tasks.at(-1);
    if (last?.kind === 'job' && task.kind === 'job' && last.job === task.job) last.minutes += task.minutes;
    else tasks.push(task);
    planned += task.minutes;
  };
  for (const job of own) {
    const minutes = Math.max(10, Math.round((job.minutes * random.int(85, 115)) / 100));
    add({ kind: 'job', workOrder: job.workOrder, job: job.job, minutes });
    if (random.chance(0.25)) {
      const reason = random.chance(0.6) ? 'waiting-for-parts' : 'waiting-for-authorisation';
      const minutes = random.int(10, 35);
      add({ kind: 'indirect', reason, minutes });
    }
  }
  const ending: IndirectReason = random.chance(0.15) ? 'training' : random.chance(0.4) ? 'road-test' : 'cleaning';
  const endMinutes = random.int(15, 30);
  const room = () => SHIFT - LUNCH_LENGTH - endMinutes - 20 - planned;
  // What the bay's own cars leave of the day goes on jobs still in progress (no sold hours yet): an
  // hour at most on a full day, the rest on the end-of-day indirect time.
  let filler = own.length > 0 ? random.int(20, 60) : SHIFT;
  let index = random.int(0, Math.max(0, inProgress.length - 1));
  while (inProgress.length > 0 && room() > 0 && filler > 0) {
    const job = inProgress[index % inProgress.length] as DemoJob;
    const minutes = Math.min(random.int(40, 120), room(), filler);
    add({ kind: 'job', workOrder: job.workOrder, job: job.job, minutes });
    filler -= minutes;
    index += 1;
  }
  add({ kind: 'indirect', reason: ending, minutes: SHIFT });
  return tasks;
}

interface MadeEvent {
  kind: ClockKind;
  at: number;
  workOrder: string | null;
  job: string | null;
  reason: IndirectReason | null;
}

/** The day's events: shift start, the tasks with the lunch break (or a split shift) cut into them, shift end. */
function dayEvents(random: Random, tasks: Task[], splitShift: boolean): MadeEvent[] {
  const start = random.int(0, 8);
  let end = SHIFT - random.int(0, 10);
  // A split shift: off at lunch for an hour or more (the school run), and on later in the evening.
  const split = splitShift ? random.int(60, 90) : 0;
  const events: MadeEvent[] = [{ kind: 'shift-start', at: start, workOrder: null, job: null, reason: null }];
  const on = (task: Task, at: number): MadeEvent =>
    task.kind === 'job'
      ? { kind: 'job-on', at, workOrder: task.workOrder, job: task.job, reason: null }
      : { kind: 'indirect', at, workOrder: null, job: null, reason: task.reason };
  // The first clock a minute after the shift's start, so that no two of a day share an instant.
  let t = start + 1;
  let lunched = false;
  const lunch = (at: number) => {
    lunched = true;
    if (!split) {
      events.push({ kind: 'break', at, workOrder: null, job: null, reason: null });
      return at + LUNCH_LENGTH;
    }
    events.push({ kind: 'shift-end', at, workOrder: null, job: null, reason: null });
    events.push({ kind: 'shift-start', at: at + split, workOrder: null, job: null, reason: null });
    end += split - LUNCH_LENGTH;
    return at + split + 1;
  };
  for (const task of tasks) {
    if (t >= end) break;
    if (!lunched && t >= LUNCH) t = lunch(t);
    events.push(on(task, t));
    let left = task.minutes;
    if (!lunched && t + left > LUNCH) {
      left -= LUNCH - t;
      t = lunch(LUNCH);
      events.push(on(task, t));
    }
    t = Math.min(end, t + left);
  }
  events.push({ kind: 'shift-end', at: end, workOrder: null, job: null, reason: null });
  return events;
}

/**
 * The events of one workshop: `jobs` are its work orders' jobs (completed ones with their day),
 * `technicians` the ones who clock, in the demo's order.
 */
export function demoClockEvents(input: {
  accountId: string;
  technicians: readonly string[];
  jobs: readonly DemoJob[];
  today: string;
  timeZone: string;
}): ClockEventRow[] {
  const { accountId, technicians, jobs, today, timeZone } = input;
  const inProgress = jobs.filter((job) => job.completedOn === null && job.minutes > 0);
  const rows: ClockEventRow[] = [];
  const days = demoClockDays(today);
  for (const [dayIndex, day] of days.entries()) {
    // A job completed on a weekend or after the last day is worked on the last weekday before it.
    const due = jobs.filter(
      (job) =>
        job.completedOn !== null &&
        job.minutes > 0 &&
        job.completedOn >= day &&
        (dayIndex === days.length - 1 ? job.completedOn < today : job.completedOn < (days[dayIndex + 1] as string)),
    );
    // Each work order's jobs to one technician, the biggest first, each to whoever has the least
    // booked so far that day: the day's work shared out evenly.
    const orders = new Map<string, DemoJob[]>();
    for (const job of due) orders.set(job.workOrder, [...(orders.get(job.workOrder) ?? []), job]);
    const booked = (list: readonly DemoJob[]) => list.reduce((sum, job) => sum + job.minutes, 0);
    const owns = technicians.map(() => ({ jobs: [] as DemoJob[], minutes: 0 }));
    for (const order of [...orders.values()].sort((a, b) => booked(b) - booked(a))) {
      const least = owns.reduce((best, own) => (own.minutes < best.minutes ? own : best));
      least.jobs.push(...order);
      least.minutes += booked(order);
    }
    for (const [position, technician] of technicians.entries()) {
      const random = createRandom(stableHash(`demo-clocks:${technician}:${day}`));
      const own = owns[position]!.jobs;
      // One day in ten a split shift, each technician on other days.
      const events = dayEvents(random, dayTasks(random, own, inProgress), (dayIndex + position * 3) % 10 === 4);
      let running: string | null = null;
      for (const [index, event] of events.entries()) {
        const id = deterministicUuid(`demo-clock:${technician}:${day}:${index}`);
        const deviceTime = new Date(instantAt(day, hhmm(DAY_START + Math.floor(event.at)), timeZone));
        rows.push({
          id,
          accountId,
          technicianId: technician,
          kind: event.kind,
          workOrderId: event.workOrder,
          jobId: event.job,
          reason: event.reason,
          device: 'Bay tablet',
          fromEvent: event.kind === 'shift-start' ? null : running,
          fromKnown: true,
          replaces: null,
          editReason: null,
          deviceTime,
          receivedAt: new Date(deviceTime.getTime() + 4_000),
          clockSkewed: false,
          recordedBy: null,
        });
        if (event.kind === 'shift-end') running = null;
        else if (event.kind !== 'shift-start') running = id;
      }
    }
  }
  return rows;
}

/** The local day a work order was completed, from its status history. */
export const completedOn = (at: string | undefined, timeZone: string): string | null =>
  at ? localDayOf(Date.parse(at), timeZone) : null;
