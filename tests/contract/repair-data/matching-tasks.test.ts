import { describe, expect, it } from 'vitest';
import { matchingTasks } from '../../../contract/repair-data/matching-tasks';
import type { RepairTaskGroup } from '../../../contract/repair-data/schemas';

const task = (id: string, description: string) => ({
  id,
  awNumber: id,
  description,
  value: 100,
  genarts: [],
  includes: [],
});
const tree: RepairTaskGroup[] = [
  {
    id: 'brakes',
    description: 'Brakes',
    subgroups: [
      {
        id: 'front',
        description: 'Front brakes',
        tasks: [task('t1', 'Front brake pads - renew'), task('t2', 'Front brake discs and pads - renew')],
      },
      { id: 'rear', description: 'Rear brakes', tasks: [task('t3', 'Rear brake pads - renew')] },
    ],
  },
];

describe('finding a repair time by words', () => {
  it('finds the tasks with every word typed, in any case and order', () => {
    expect(matchingTasks(tree, 'FRONT pads').map((found) => found.id)).toEqual(['t1', 't2']);
    expect(matchingTasks(tree, 'pads rear').map((found) => found.id)).toEqual(['t3']);
  });

  it('finds nothing for nothing typed, and no more than the limit', () => {
    expect(matchingTasks(tree, '   ')).toEqual([]);
    expect(matchingTasks(tree, 'brake', 2)).toHaveLength(2);
  });
});
