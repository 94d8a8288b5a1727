import type { ClockInput } from '../../../contract/clocking/clock-rules';

/**
 * Hand-made clock events for the rules' tests. Times are London wall-clock on a winter day
 * (GMT, so UTC reads the same); ids sort in the order they are made.
 */
let counter = 0;
export const nextId = () => `0193c000-0000-7000-8000-${String(++counter).padStart(12, '0')}`;

export const TOM = '0193c000-0000-7000-8000-00000000a0a1';
export const NIAMH = '0193c000-0000-7000-8000-00000000a0a2';
export const WO1 = '0193c000-0000-7000-8000-0000000000f1';
export const WO2 = '0193c000-0000-7000-8000-0000000000f2';
export const JOB_A = '0193c000-0000-7000-8000-0000000000b1';
export const JOB_B = '0193c000-0000-7000-8000-0000000000b2';
export const JOB_C = '0193c000-0000-7000-8000-0000000000b3';

export const at = (day: string, time: string) => `${day}T${time}:00.000Z`;

type Extra = Partial<Omit<ClockInput, 'kind' | 'deviceTime'>>;
export function clock(kind: ClockInput['kind'], deviceTime: string, extra: Extra = {}): ClockInput {
  return {
    id: nextId(),
    technician: TOM,
    kind,
    workOrder: null,
    job: null,
    reason: null,
    deviceTime,
    device: 'bay-1',
    replaces: null,
    ...extra,
  };
}
export const jobOn = (deviceTime: string, job: string, extra: Extra = {}) =>
  clock('job-on', deviceTime, { workOrder: job === JOB_C ? WO2 : WO1, job, ...extra });

export const settings = (now = '2026-01-20T12:00:00.000Z') => ({
  shiftEnd: '18:00',
  timeZone: 'Europe/London',
  now: Date.parse(now),
});
