import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { repairTaskIndex, repairTaskOverlap, type OverlapTask } from '../../../contract/repair-data/overlap';
import type { OverlapRequestTask, RepairTask, RepairTaskGroup } from '../../../contract/repair-data/schemas';

// The ids HaynesPro gives (design/providers.md), in a tree shaped as GET repair-tasks answers it.
const PADS = '1M01510000WV0';
const DISCS = '1M01822000WV0';
const REAR_PADS = '1M01610000WV0';
const STRUT = '1M03110000WV0';
const SHOCK = '1M03112000WV0';
const SPRING = '1M03114000WV0';

const task = (id: string, value: number, includes: [string, number][] = []): RepairTask => ({
  id,
  awNumber: id.slice(3, 10),
  description: id,
  value,
  genarts: [],
  includes: includes.map(([included, time]) => ({ id: included, description: included, value: time })),
});
const tree: RepairTaskGroup[] = [
  {
    id: 'brakes',
    description: 'Brakes',
    subgroups: [
      {
        id: 'front',
        description: 'Front brakes',
        tasks: [task(PADS, 70), task(DISCS, 110, [[PADS, 70]])],
      },
      { id: 'rear', description: 'Rear brakes', tasks: [task(REAR_PADS, 90)] },
    ],
  },
  {
    id: 'suspension',
    description: 'Suspension',
    subgroups: [
      {
        id: 'front-suspension',
        description: 'Front suspension',
        tasks: [task(STRUT, 80), task(SHOCK, 100, [[STRUT, 80]]), task(SPRING, 95, [[STRUT, 80]])],
      },
    ],
  },
];
const index = repairTaskIndex(tree);
const chosen = (...ids: string[]): OverlapRequestTask[] =>
  ids.map((repairTaskId) => ({ repairTaskId, defaultTime: index.get(repairTaskId)?.value ?? 50 }));
const timesOf = (answer: ReturnType<typeof repairTaskOverlap>) =>
  Object.fromEntries(answer['hydra:member'].map((member) => [member.repairTaskId, member.time]));

describe('repair-task overlap', () => {
  it('front discs (1.10 h) and front pads (0.70 h) cost 1.10 h: the pads are covered by other work', () => {
    for (const order of [chosen(DISCS, PADS), chosen(PADS, DISCS)]) {
      const answer = repairTaskOverlap(index, order);
      expect(timesOf(answer)).toEqual({ [DISCS]: 110, [PADS]: 0 });
      expect(answer.total).toBe(110);
      expect(answer['hydra:totalItems']).toBe(2);
      // Answered per task, in the order asked, each with the book time it was sent with.
      expect(answer['hydra:member'].map((member) => member.repairTaskId)).toEqual(
        order.map((entry) => entry.repairTaskId),
      );
      expect(answer['hydra:member'].find((member) => member.repairTaskId === PADS)?.defaultTime).toBe(70);
    }
  });

  it('front pads and rear pads share nothing: the sum', () => {
    const answer = repairTaskOverlap(index, chosen(PADS, REAR_PADS));
    expect(timesOf(answer)).toEqual({ [PADS]: 70, [REAR_PADS]: 90 });
    expect(answer.total).toBe(160);
  });

  it('a shared sub-task counts once; the longer task keeps it and the other gives only its own work', () => {
    // Shock absorber and coil spring on one side both take the strut out (0.80 h).
    const answer = repairTaskOverlap(index, chosen(SPRING, SHOCK));
    expect(timesOf(answer)).toEqual({ [SHOCK]: 100, [SPRING]: 15 });
    expect(answer.total).toBe(115);
    // With the strut itself chosen as well, it is covered too.
    expect(timesOf(repairTaskOverlap(index, chosen(STRUT, SPRING, SHOCK)))).toEqual({
      [STRUT]: 0,
      [SHOCK]: 100,
      [SPRING]: 15,
    });
  });

  it('keeps the given time of a task it does not know, answers a task chosen twice once, and takes nothing', () => {
    const answer = repairTaskOverlap(index, [
      { repairTaskId: 'custom', defaultTime: 45 },
      { repairTaskId: PADS, defaultTime: 70 },
      { repairTaskId: PADS, defaultTime: 70 },
    ]);
    expect(answer['hydra:member']).toEqual([
      { repairTaskId: 'custom', defaultTime: 45, time: 45 },
      { repairTaskId: PADS, defaultTime: 70, time: 70 },
    ]);
    expect(answer.total).toBe(115);
    expect(repairTaskOverlap(index, [])).toEqual({ 'hydra:member': [], 'hydra:totalItems': 0, total: 0 });
  });

  it('reads an included task that has sub-tasks of its own as those, so nothing counts twice', () => {
    const nested = new Map<string, OverlapTask>([
      ['service', { id: 'service', value: 100, includes: [{ id: 'oil', value: 40 }] }],
      ['oil', { id: 'oil', value: 40, includes: [{ id: 'drain', value: 15 }] }],
      ['drain', { id: 'drain', value: 15, includes: [] }],
    ]);
    const answer = repairTaskOverlap(nested, [
      { repairTaskId: 'drain', defaultTime: 15 },
      { repairTaskId: 'service', defaultTime: 100 },
    ]);
    expect(timesOf(answer)).toEqual({ service: 100, drain: 0 });
  });
});

/** Random data in the service's shape: atomic tasks, and tasks made of some of them plus work of their own. */
const dataArbitrary = fc
  .uniqueArray(fc.integer({ min: 5, max: 400 }), { minLength: 1, maxLength: 8 })
  .chain((atomicValues) =>
    fc
      .array(
        fc.record({
          own: fc.integer({ min: 0, max: 200 }),
          parts: fc.subarray(atomicValues.map((_, i) => i)),
        }),
        { maxLength: 8 },
      )
      .map((composites) => {
        const atomic = atomicValues.map((value, i) => ({ id: `a${i}`, value, includes: [] }));
        const built = composites.map(({ own, parts }, i) => {
          const includes = parts.map((p) => ({ id: `a${p}`, value: atomicValues[p] ?? 0 }));
          return { id: `c${i}`, value: own + includes.reduce((sum, inc) => sum + inc.value, 0), includes };
        });
        return new Map<string, OverlapTask>([...atomic, ...built].map((t) => [t.id, t]));
      }),
  );

describe('repair-task overlap, for any tasks chosen', () => {
  it('answers the same per task whatever the order, and counts each piece of work exactly once', () => {
    fc.assert(
      fc.property(
        dataArbitrary.chain((data) => fc.tuple(fc.constant(data), fc.shuffledSubarray([...data.keys()]))),
        ([data, ids]) => {
          const request = ids.map((id) => ({ repairTaskId: id, defaultTime: data.get(id)?.value ?? 0 }));
          const answer = repairTaskOverlap(data, request);
          for (const other of [
            [...request].reverse(),
            [...request].sort((a, b) => (a.repairTaskId < b.repairTaskId ? -1 : 1)),
          ]) {
            const again = repairTaskOverlap(data, other);
            expect(timesOf(again)).toEqual(timesOf(answer));
            expect(again.total).toBe(answer.total);
          }

          // The total is every distinct piece of work of the chosen tasks once.
          const work = new Map<string, number>();
          for (const id of ids) {
            const chosenTask = data.get(id);
            if (!chosenTask) continue;
            const included = chosenTask.includes.reduce((sum, inc) => sum + inc.value, 0);
            for (const inc of chosenTask.includes) work.set(inc.id, inc.value);
            if (chosenTask.value > included) work.set(id, chosenTask.value - included);
          }
          expect(answer.total).toBe([...work.values()].reduce((sum, value) => sum + value, 0));
          for (const member of answer['hydra:member']) {
            expect(member.time).toBeGreaterThanOrEqual(0);
            expect(member.time).toBeLessThanOrEqual(member.defaultTime);
          }
        },
      ),
      { numRuns: 300 },
    );
  });
});
