import { describe, expect, it } from 'vitest';
import type { RepairTask } from '../../../../contract/repair-data/schemas';
import type { HaynesProJobPart } from '../../../../contract/work-orders/part-selection';
import { blankWorkOrder } from '../../../../src/features/work-orders/work-order-local';
import { addCustomJob, addPart, addTaskJobWithParts } from '../../../../src/features/work-orders/work-order-edits';
import { addedJobOf, addedJobWords } from '../../../../src/features/work-orders/added-job';
import { id } from '../../../contract/work-orders/fixtures';

const doc = blankWorkOrder(id(1), { vrm: 'WB19 KFD', tecdocId: 1234 }, 'GBP', '2026-11-26T09:00:00.000Z');
const rate = { id: id(7), rate: 6500 };

describe('the job an Add puts on the work order (issue 45)', () => {
  it('is the job line the edit adds, with the parts that come with it', () => {
    const task = { id: 'T1', description: 'Front brake pads - renew', value: 80 } as unknown as RepairTask;
    const part = { partRequired: true, product: '/products/100001', quantity: 1 };
    const made = addTaskJobWithParts(doc, task, rate, [
      part,
      { ...part, product: '/products/100002' },
    ] as unknown as HaynesProJobPart[]);
    const jobLine = made.find((change) => change.op === 'addLine' && change.kind === 'job');
    expect(jobLine?.op).toBe('addLine');
    expect(addedJobOf(made)).toEqual({ id: jobLine?.op === 'addLine' ? jobLine.line.id : null, parts: 2 });
    const custom = addCustomJob(doc, { description: 'Valet', time: '00:30', customJob: null }, rate);
    expect(addedJobOf(custom)?.parts).toBe(0);
  });

  it('is none for an edit that adds no job', () => {
    expect(addedJobOf(addPart(doc, '100001', 1))).toBeNull();
    expect(addedJobOf([])).toBeNull();
  });

  it('says where the job went, and its parts when it brought any', () => {
    expect(addedJobWords('Front brake pads - renew', 0)).toBe('Added ‘Front brake pads - renew’ to Jobs');
    expect(addedJobWords('Front brake pads - renew', 1)).toBe(
      'Added ‘Front brake pads - renew’ to Jobs, and its part to Parts',
    );
    expect(addedJobWords('Clutch - replace', 3)).toBe('Added ‘Clutch - replace’ to Jobs, and its 3 parts to Parts');
  });
});
