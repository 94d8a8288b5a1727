import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ClockInput } from '../../../contract/clocking/clock-rules';
import { clockKinds, indirectReasons } from '../../../contract/clocking/schemas';
import { readClocks } from '../../../contract/clocking/segments';
import { JOB_A, JOB_B, JOB_C, NIAMH, settings, TOM, WO1 } from './clock-fixtures';

const START = Date.parse('2026-03-27T06:00:00.000Z'); // a weekend the clocks go forward in

/** Events of two technicians on two devices over four days, some naming what they end, some edits. */
const eventsArbitrary = fc
  .array(
    fc.record({
      technician: fc.constantFrom(TOM, NIAMH),
      kind: fc.constantFrom(...clockKinds),
      job: fc.constantFrom(JOB_A, JOB_B, JOB_C),
      reason: fc.constantFrom(...indirectReasons),
      minute: fc.integer({ min: 0, max: 4 * 24 * 60 }),
      device: fc.constantFrom('bay-1', 'bay-2', null),
      from: fc.option(fc.nat(40), { nil: undefined }),
      replaces: fc.option(fc.nat(40), { nil: null }),
    }),
    { maxLength: 40 },
  )
  .map((drafts) =>
    drafts.map((draft, index): ClockInput => {
      const id = `0193c000-0000-7000-8000-${String(index + 1).padStart(12, '0')}`;
      const ref = (n: number) => `0193c000-0000-7000-8000-${String((n % (index + 1)) + 1).padStart(12, '0')}`;
      const onJob = draft.kind === 'job-on' || draft.kind === 'job-off';
      return {
        id,
        technician: draft.technician,
        kind: draft.kind,
        workOrder: onJob ? WO1 : null,
        job: onJob ? draft.job : null,
        reason: draft.kind === 'indirect' ? draft.reason : null,
        deviceTime: new Date(START + draft.minute * 60_000).toISOString(),
        device: draft.device,
        from: draft.from === undefined ? undefined : index === 0 ? null : ref(draft.from),
        replaces: draft.replaces === null || index === 0 ? null : ref(draft.replaces),
      };
    }),
  );

const now = '2026-03-31T12:00:00.000Z';

describe('clock segments, whatever the order events arrive in', () => {
  it('never overlap for one technician, and never run backwards', () => {
    fc.assert(
      fc.property(eventsArbitrary, (events) => {
        const { segments, shifts } = readClocks(events, settings(now));
        for (const technician of [TOM, NIAMH]) {
          for (const list of [segments, shifts]) {
            const own = list.filter((item) => item.technician === technician).sort((a, b) => a.start - b.start);
            own.forEach((item, index) => {
              const end = item.end ?? Number.POSITIVE_INFINITY;
              expect(end).toBeGreaterThanOrEqual(item.start);
              const next = own[index + 1];
              if (next) expect(next.start).toBeGreaterThanOrEqual(end);
            });
          }
        }
      }),
      { numRuns: 300 },
    );
  });

  it('are the same whichever order the events arrived in', () => {
    fc.assert(
      fc.property(
        eventsArbitrary.chain((events) =>
          fc.tuple(fc.constant(events), fc.shuffledSubarray(events, { minLength: events.length })),
        ),
        ([events, shuffled]) => {
          const first = readClocks(events, settings(now));
          const second = readClocks(shuffled, settings(now));
          expect(second.segments).toEqual(first.segments);
          expect(second.shifts).toEqual(first.shifts);
          expect(new Map([...second.eventFlags].map(([id, flags]) => [id, [...flags].sort()]))).toEqual(
            new Map([...first.eventFlags].map(([id, flags]) => [id, [...flags].sort()])),
          );
        },
      ),
      { numRuns: 300 },
    );
  });

  it('every job segment lies inside a shift of its technician', () => {
    fc.assert(
      fc.property(eventsArbitrary, (events) => {
        const { segments, shifts } = readClocks(events, settings(now));
        for (const segment of segments) {
          const end = segment.end ?? Number.POSITIVE_INFINITY;
          const inside = shifts.some(
            (shift) =>
              shift.technician === segment.technician &&
              shift.start <= segment.start &&
              (shift.end ?? Number.POSITIVE_INFINITY) >= end,
          );
          expect(inside, JSON.stringify(segment)).toBe(true);
        }
      }),
      { numRuns: 300 },
    );
  });
});
