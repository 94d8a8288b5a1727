import { describe, expect, it } from 'vitest';
import { repairTaskIndex, repairTaskOverlap } from '../../../../contract/repair-data/overlap';
import type { RepairTask, RepairTaskGroup } from '../../../../contract/repair-data/schemas';
import { featuredVariants, variants, type DemoVariant } from '../../../../server/providers/car-parc';
import { leaves } from '../../../../server/demo/catalogue/categories';
import { loadConfig } from '../../../../server/env';
import { createRepairDataProvider } from '../../../../server/providers/repair-data/create-repair-data-provider';
import { createLocalRepairData } from '../../../../server/providers/repair-data/local-repair-data';
import type { RepairDataAnswer } from '../../../../server/providers/repair-data/repair-data-provider';

const provider = createLocalRepairData();
const ok = <T>(answer: RepairDataAnswer<T>): T => {
  if (answer.status !== 'OK') throw new Error(`${answer.status}: ${answer.message}`);
  return answer.data;
};
const tasksOf = (groups: RepairTaskGroup[]) => groups.flatMap((g) => g.subgroups.flatMap((s) => s.tasks));
const find = (tasks: RepairTask[], description: string) => tasks.find((task) => task.description === description);
const treeOf = async (variant: DemoVariant) => ok(await provider.repairTasks(variant.tecdocId));
const search = async (variant: DemoVariant, q: string) =>
  ok(await provider.searchRepairTimes(variant.tecdocId, q)).map((task) => task.description);

const focus = featuredVariants.focusEcoBoost2019;
const golf = featuredVariants.golfTdi2016;
const electric = variants.filter((variant) => variant.fuel === 'electric');

describe('local repair data', () => {
  it('is chosen by REPAIR_DATA, local by default; another source is refused at start-up', () => {
    expect(loadConfig({}).repairData).toBe('local');
    expect(createRepairDataProvider(loadConfig({ REPAIR_DATA: 'local' })).name).toBe('local');
    expect(() => loadConfig({ REPAIR_DATA: 'haynespro' })).toThrow(/REPAIR_DATA/);
  });

  it('generates the same tree for a variant every time, with the trade’s times for the common jobs', async () => {
    expect(await treeOf(focus)).toEqual(ok(await createLocalRepairData().repairTasks(focus.tecdocId)));
    const groups = await treeOf(focus);
    expect(groups.map((group) => group.description)).toEqual([
      'Brakes',
      'Engine / timing',
      'Clutch and gearbox',
      'Suspension and steering',
      'Cooling',
      'Exhaust',
      'Electrical',
      'Servicing',
    ]);
    const tasks = tasksOf(groups);
    const pads = find(tasks, 'Front brake pads - renew');
    const discs = find(tasks, 'Front brake discs and pads - renew');
    expect(pads).toMatchObject({ id: '1M01510000FO0', value: 70 });
    expect(pads?.genarts[0]).toEqual({
      id: 402,
      description: 'Brake Pad Set, disc brake',
      quantity: 1,
      required: true,
    });
    expect(discs).toMatchObject({ id: '1M01822000FO0', value: 110 });
    expect(discs?.includes).toEqual([{ id: pads?.id, description: pads?.description, value: 70 }]);
    expect(discs?.genarts.map((genart) => [genart.id, genart.quantity])).toContainEqual([82, 2]);
    expect(find(tasks, 'Rear brake pads - renew')?.value).toBe(90);
    const oil = find(tasks, 'Engine oil and filter - renew');
    expect(oil?.value).toBe(40);
    expect(oil?.genarts.map((genart) => genart.id)).toEqual([7, 3224]);
    expect(find(tasks, 'Spark plugs - renew')?.genarts[0]).toMatchObject({ id: 686, quantity: 3 });
    // A bigger diesel takes longer over its belt and clutch than a 1.0 petrol.
    const golfTasks = tasksOf(await treeOf(golf));
    for (const job of ['Timing belt - renew', 'Clutch kit - renew']) {
      expect(find(golfTasks, job)?.value).toBeGreaterThan(find(tasks, job)?.value ?? Infinity);
    }
  });

  it('gives every variant a consistent tree: unique ids, included tasks in the tree, times in range', async () => {
    const genartsInCatalogue = new Set(leaves.map((leaf) => leaf.genart));
    for (const variant of variants) {
      const tasks = tasksOf(await treeOf(variant));
      const byId = new Map(tasks.map((task) => [task.id, task]));
      expect(byId.size, variant.name).toBe(tasks.length);
      for (const task of tasks) {
        expect(task.id).toMatch(/^1M0\d{7}[A-Z]{2}0$/);
        expect(task.value).toBeGreaterThan(0);
        for (const included of task.includes) {
          // Included work is a task of the same tree, with its time, and includes nothing itself.
          expect(byId.get(included.id)).toMatchObject({ value: included.value, includes: [] });
        }
        expect(task.value).toBeGreaterThanOrEqual(task.includes.reduce((sum, inc) => sum + inc.value, 0));
        for (const genart of task.genarts) expect(genartsInCatalogue, `genart ${genart.id}`).toContain(genart.id);
      }
      const within = (job: string, min: number, max: number) => {
        const value = find(tasks, job)?.value ?? min;
        expect(value, `${job} on ${variant.name}`).toBeGreaterThanOrEqual(min);
        expect(value, `${job} on ${variant.name}`).toBeLessThanOrEqual(max);
      };
      within('Timing belt - renew', 250, 400);
      within('Clutch kit - renew', 300, 600);
      expect(find(tasks, 'Front brake discs and pads - renew')?.value).toBe(110);
    }
  });

  it('gives an electric car no timing belt, clutch, spark plugs, oil service or exhaust', async () => {
    expect(electric.length).toBeGreaterThan(3);
    for (const variant of electric) {
      const groups = await treeOf(variant);
      expect(groups.map((group) => group.description)).not.toContain('Exhaust');
      expect(groups.map((group) => group.description)).not.toContain('Engine / timing');
      const descriptions = tasksOf(groups).map((task) => task.description);
      expect(descriptions.filter((d) => /\b(timing|clutch|spark|oil|exhaust|silencer)\b/i.test(d))).toEqual([]);
      expect(descriptions).toContain('Front brake pads - renew');
      expect(await search(variant, 'cambelt')).toEqual([]);
      const schedules = ok(await provider.maintenanceSystems(variant.tecdocId));
      const scheduled = schedules.flatMap((s) => s.periods.flatMap((p) => p.tasks.map((t) => t.description)));
      expect(scheduled.filter((d) => /\b(oil|spark|timing)\b/i.test(d))).toEqual([]);
    }
  });

  it('finds a task by the words a mechanic uses, the closest first', async () => {
    expect((await search(focus, 'front pads'))[0]).toBe('Front brake pads - renew');
    expect(await search(focus, 'Front PADS')).toContain('Front brake discs and pads - renew');
    expect(await search(focus, 'front pads')).not.toContain('Rear brake pads - renew');
    for (const words of ['cambelt', 'timing belt', 'cam belt', 'Cambelt kit']) {
      expect((await search(golf, words))[0], words).toBe('Timing belt - renew');
    }
    expect(await search(golf, 'cambelt')).toContain('Timing belt and water pump - renew');
    expect((await search(focus, 'shocks'))[0]).toMatch(/shock absorber/);
    expect(await search(focus, 'fan belt')).toEqual(['Auxiliary drive belt - renew']);
    expect(await search(focus, 'pollen')).toEqual(['Pollen filter - renew']);
    expect(await search(focus, 'flux capacitor')).toEqual([]);
  });

  it('gives maintenance periods by months and miles, with their tasks and the time after overlap', async () => {
    const systems = ok(await provider.maintenanceSystems(golf.tecdocId));
    // The VW group has a service indicator: a variable system beside the fixed one.
    expect(systems.map((system) => system.description)).toEqual([
      'Fixed service intervals',
      'Variable service (service indicator)',
    ]);
    const [fixed] = systems;
    const descriptions = fixed?.periods.map((period) => period.description) ?? [];
    expect(descriptions).toContain('Interim service: every 12 months / 12,000 miles');
    expect(descriptions).toContain('Full service: every 24 months / 24,000 miles');
    expect(descriptions).toContain('Brake fluid: every 24 months');
    const full = fixed?.periods.find((period) => period.months === 24 && period.miles === 24_000);
    expect(full?.combinable).toBe(false);
    expect(full?.tasks.map((task) => task.description)).toEqual(
      expect.arrayContaining(['Engine oil and filter - renew', 'Fuel filter - renew', 'Air filter - renew']),
    );
    expect(fixed?.periods.some((period) => period.combinable)).toBe(true);
    const tree = repairTaskIndex(await treeOf(golf));
    for (const period of systems.flatMap((system) => system.periods)) {
      const chosen = period.tasks.map((task) => ({ repairTaskId: task.id, defaultTime: task.value }));
      expect(period.time).toBe(repairTaskOverlap(tree, chosen).total);
      for (const task of period.tasks) if (tree.has(task.id)) expect(task.value).toBe(tree.get(task.id)?.value);
    }
    const ids = systems.flatMap((system) => system.periods.map((period) => period.id));
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('answers overlap with the contract’s function, and an unknown vehicle in the body', async () => {
    const tasks = tasksOf(await treeOf(focus));
    const [pads, discs] = ['Front brake pads - renew', 'Front brake discs and pads - renew'].map((d) => find(tasks, d));
    const answer = ok(
      await provider.overlap(focus.tecdocId, [
        { repairTaskId: pads?.id ?? '', defaultTime: 70 },
        { repairTaskId: discs?.id ?? '', defaultTime: 110 },
      ]),
    );
    expect(answer.total).toBe(110);
    expect(answer['hydra:member'][0]).toEqual({ repairTaskId: pads?.id, defaultTime: 70, time: 0 });
    expect(await provider.repairTasks(1)).toMatchObject({ status: 'UNKNOWN_VEHICLE' });
    expect(await provider.overlap(1, [])).toMatchObject({ status: 'UNKNOWN_VEHICLE' });
  });
});
