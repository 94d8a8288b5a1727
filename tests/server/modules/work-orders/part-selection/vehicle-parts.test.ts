import { describe, expect, it } from 'vitest';
import type { CategoryRecord } from '../../../../../server/modules/catalogue/categories.repository';
import { ownCounts, rollUpCounts } from '../../../../../server/modules/work-orders/part-selection/category-counts';
import {
  createVehiclePartsCache,
  VEHICLE_PARTS_MAX_AGE_MS,
  type VehicleParts,
} from '../../../../../server/modules/work-orders/part-selection/vehicle-parts';

const partsOf = (tecdocId: number): VehicleParts => ({ tecdocId, byCategory: new Map() });

function counting(load: (tecdocId: number) => Promise<VehicleParts | null> = async (id) => partsOf(id)) {
  let now = 0;
  const loads: number[] = [];
  const cache = createVehiclePartsCache(
    (tecdocId) => {
      loads.push(tecdocId);
      return load(tecdocId);
    },
    () => now,
  );
  return { cache, loads, later: (ms: number) => (now += ms) };
}

describe('a vehicle’s parts kept for a minute', () => {
  it('reads once for calls that arrive together and reuses the answer within the minute', async () => {
    const { cache, loads, later } = counting();
    const [first, second] = await Promise.all([cache.get(595349), cache.get(595349)]);
    expect(first).toBe(second);
    later(VEHICLE_PARTS_MAX_AGE_MS);
    expect(await cache.get(595349)).toBe(first);
    expect(loads).toEqual([595349]);
    later(1);
    expect(await cache.get(595349)).not.toBe(first);
    expect(loads).toEqual([595349, 595349]);
  });

  it('keeps an unknown vehicle as null, and forgets a read that failed', async () => {
    let fail = true;
    const { cache, loads } = counting(async (tecdocId) => {
      if (fail) throw new Error('database away');
      return tecdocId === 1 ? null : partsOf(tecdocId);
    });
    await expect(cache.get(7)).rejects.toThrow('database away');
    fail = false;
    expect(await cache.get(7)).toEqual(partsOf(7));
    expect(await cache.get(1)).toBeNull();
    expect(await cache.get(1)).toBeNull();
    expect(loads).toEqual([7, 7, 1]);
  });

  it('keeps at most 32 vehicles, the oldest first out', async () => {
    const { cache, loads } = counting();
    for (let id = 1; id <= 33; id++) await cache.get(id);
    await cache.get(33);
    await cache.get(1);
    expect(loads.filter((id) => id === 33)).toHaveLength(1);
    expect(loads.filter((id) => id === 1)).toHaveLength(2);
  });
});

describe('a vehicle’s counts over the category tree', () => {
  const row = (id: string, path: string, parent: string | null): CategoryRecord => ({
    id,
    name: path,
    slug: path.split('/').pop() ?? path,
    path,
    depth: path.split('/').length - 1,
    genart_id: null,
    parent_id: parent,
    product_count: 0,
  });
  const tree = [
    row('1', 'braking', null),
    row('2', 'braking/brake-pads', '1'),
    row('3', 'braking/brake-discs', '1'),
    row('20', 'exhaust-system', null),
    row('24', 'exhaust-system/silencers', '20'),
    row('25', 'exhaust-system/silencers/rear-silencers', '24'),
    row('40', 'tools', null),
    row('41', 'tools/jacks', '40'),
  ];

  it('adds each category’s own parts, fitting and universal, to itself and its ancestors', () => {
    const own = ownCounts(
      new Map([
        ['2', ['a', 'b', 'c']],
        ['3', ['d']],
        ['25', ['e', 'f']],
      ]),
      [{ category_id: '41', total: 4 }],
    );
    expect(Object.fromEntries(rollUpCounts(tree, own))).toEqual({
      '1': 4,
      '2': 3,
      '3': 1,
      '20': 2,
      '24': 2,
      '25': 2,
      '40': 4,
      '41': 4,
    });
  });
});
