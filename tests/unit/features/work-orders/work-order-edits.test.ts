import { describe, expect, it } from 'vitest';
import { applyWorkOrderChange } from '../../../../contract/work-orders/apply';
import {
  noAnswers,
  type MaintenanceScheduleLine,
  type WorkOrderQuickKit,
} from '../../../../contract/work-orders/lines';
import type { WorkOrder } from '../../../../contract/work-orders/schemas';
import { workOrderChangeSchema } from '../../../../contract/work-orders/intents';
import {
  addJobPart,
  addPart,
  addSchedule,
  addService,
  addTaskJobWithParts,
  answerLines,
  changeKitBrand,
  moveStatus,
  nextPosition,
  removeLine,
  setField,
  updateLine,
} from '../../../../src/features/work-orders/work-order-edits';
import { blankWorkOrder } from '../../../../src/features/work-orders/work-order-local';
import { id, item, job } from '../../../contract/work-orders/fixtures';

const base = (over: Partial<WorkOrder> = {}): WorkOrder => ({
  ...blankWorkOrder('00000000-0000-7000-8000-00000000aaaa', { vrm: 'WB19 KFD' }, 'GBP', '2026-11-26T09:00:00.000Z'),
  ...over,
});
const valid = (changes: unknown[]) => changes.every((change) => workOrderChangeSchema.safeParse(change).success);

describe('the intents the editor makes', () => {
  it('puts a new line after every line of every kind, as a fractional index', () => {
    expect(nextPosition(base())).toBe('a0');
    const doc = base({ workOrderItems: [item(1, { position: 'a3' })], workOrderJobs: [job(2, { position: 'a5' })] });
    expect(nextPosition(doc)).toBe('a6');
  });

  it('says what the field was when it changes it, and makes nothing when it is unchanged', () => {
    const doc = base({ mileage: 1000 });
    expect(setField(doc, 'mileage', 1000)).toEqual([]);
    const changes = setField(doc, 'mileage', 41_250);
    expect(changes).toEqual([{ op: 'setFields', base: { mileage: 1000 }, set: { mileage: 41_250 } }]);
    expect(valid(changes)).toBe(true);
  });

  it('adds to the quantity of the same part not yet ordered rather than a second line', () => {
    const doc = base({ workOrderItems: [item(1, { product: '/products/100001', quantity: 2 })] });
    expect(addPart(doc, '100001', 1)).toEqual([
      { op: 'updateLine', kind: 'item', id: doc.workOrderItems[0]!.id, base: { quantity: 2 }, set: { quantity: 3 } },
    ]);
    const ordered = base({ workOrderItems: [item(1, { product: '/products/100001', orderedIn: item(9).id })] });
    const [added] = addPart(ordered, '100001', 1);
    expect(added).toMatchObject({ op: 'addLine', kind: 'item', line: { product: '/products/100001', quantity: 1 } });
    expect(valid([added, ...addService(doc, 'Disposal of old parts', 250)])).toBe(true);
  });

  it('changes and removes a line from what the device shows, with its rev', () => {
    const doc = base({ workOrderItems: [item(1, { quantity: 2, rev: 4 })] });
    const id = doc.workOrderItems[0]!.id;
    expect(updateLine(doc, 'item', id, { quantity: 2 })).toEqual([]);
    expect(removeLine(doc, 'item', id)).toEqual([{ op: 'removeLine', kind: 'item', id, baseRev: 4 }]);
    expect(removeLine(doc, 'item', item(7).id)).toEqual([]);
  });

  it('authorises a line for what it costs now, as the customer was told, and declines another', () => {
    const doc = base({ workOrderJobs: [job(1)], workOrderItems: [item(1)] });
    const [pads] = doc.workOrderJobs;
    const [part] = doc.workOrderItems;
    const changes = answerLines(
      doc,
      [
        { kind: 'job', lineId: pads!.id, answer: 'authorise' },
        { kind: 'item', lineId: part!.id, answer: 'decline' },
      ],
      'Mrs J. Kaur',
      'in-person',
    );
    // 42 minutes at £75 an hour, £52.50, and its VAT.
    expect(changes).toEqual([
      { op: 'authorise', kind: 'job', lineId: pads!.id, by: 'Mrs J. Kaur', method: 'in-person', amount: 6300 },
      { op: 'decline', kind: 'item', lineId: part!.id, by: 'Mrs J. Kaur', method: 'in-person' },
    ]);
    const override = moveStatus(doc, 'in-progress', undefined, 'Brakes unsafe to drive');
    expect(override).toEqual([
      { op: 'setStatus', from: 'pending', to: 'in-progress', override: { reason: 'Brakes unsafe to drive' } },
    ]);
    expect(valid([...changes, ...override, ...moveStatus(doc, 'in-progress')])).toBe(true);
  });

  it('puts a repair-time job on with the parts it needs, each its part, and leaves the rest to choose', () => {
    const task = {
      id: '1M01822000FO0',
      awNumber: '18220',
      description: 'Front brake pads - renew',
      value: 70,
      genarts: [],
      includes: [],
    };
    const changes = addTaskJobWithParts(base(), task, { id: 'mechanical', rate: 7200 }, [
      { product: '/products/100001', quantity: 1, partRequired: true },
      { product: null, quantity: 1, partRequired: true },
      { product: '/products/100003', quantity: 1, partRequired: false },
    ]);
    expect(changes.map((change) => change.op === 'addLine' && change.kind)).toEqual(['job', 'item']);
    const [job, pads] = changes as { line: { id: string; position: string; jobId?: string; time?: string } }[];
    expect(job!.line.time).toBe('00:42');
    expect(pads!.line).toMatchObject({ product: '/products/100001', jobId: job!.line.id });
    expect(pads!.line.position > job!.line.position).toBe(true);
    expect(valid(changes)).toBe(true);
  });

  it('replaces a maintenance schedule with the same id when it is added again (§4)', () => {
    const period = {
      id: 'FO-ECO-FULL',
      description: 'Full service',
      months: 24,
      miles: 24_000,
      combinable: false,
      time: 180,
      tasks: [{ id: 'T1', description: 'Engine oil and filter - renew', value: 60, required: true, genarts: [] }],
    };
    const rate = { id: 'mechanical', rate: 7200 };
    const [first] = addSchedule(base(), period, rate) as unknown as { line: MaintenanceScheduleLine }[];
    const doc = base({ maintenanceSchedules: [{ ...first!.line, rev: 3, taxRate: 2000 }] });
    const again = addSchedule(doc, period, rate);
    expect(again.map((change) => change.op)).toEqual(['removeLine', 'addLine']);
    expect(again[0]).toMatchObject({ kind: 'maintenanceSchedule', id: first!.line.id, baseRev: 3 });
    expect(valid(again)).toBe(true);
  });
});

const kit = (overrides: Partial<WorkOrderQuickKit> = {}): WorkOrderQuickKit => ({
  id: id(50),
  position: 'a9',
  rev: 2,
  type: 'brake',
  workOrderQuickKitItems: [
    {
      componentPart: 'Front Brake Pads',
      sku: '100001',
      quantity: 1,
      additionalServiceName: null,
      additionalServicePrice: null,
    },
    {
      componentPart: 'Front Brake Discs',
      sku: null,
      quantity: 2,
      additionalServiceName: null,
      additionalServicePrice: null,
    },
  ],
  itemPrices: [],
  orderedIn: null,
  ...noAnswers,
  ...overrides,
});
const now = '2026-11-26T10:00:00.000Z';

describe('a part of a job put on after the job', () => {
  it('goes on as the job’s part, after every line, as the required ones do', () => {
    const doc = base({ workOrderJobs: [job(1)], workOrderItems: [item(2, { position: 'a5' })] });
    const changes = addJobPart(doc, job(1).id, { product: '/products/300007', quantity: 2 });
    expect(changes).toHaveLength(1);
    expect(changes[0]).toMatchObject({
      op: 'addLine',
      kind: 'item',
      line: { product: '/products/300007', quantity: 2, jobId: job(1).id, position: 'a6' },
    });
    expect(valid(changes)).toBe(true);
  });

  it('is not put on twice, nor on a job that is gone', () => {
    const doc = base({
      workOrderJobs: [job(1)],
      workOrderItems: [item(2, { product: '/products/300007', jobId: job(1).id })],
    });
    expect(addJobPart(doc, job(1).id, { product: '/products/300007', quantity: 1 })).toEqual([]);
    expect(addJobPart(doc, job(9).id, { product: '/products/300008', quantity: 1 })).toEqual([]);
  });
});

describe('another brand for a kit already on the work order', () => {
  it('changes that item’s sku through the line-update intent, from the items the device saw', () => {
    const doc = base({ workOrderQuickKits: [kit()] });
    const changes = changeKitBrand(doc, id(50), 1, '200004');
    expect(changes).toEqual([
      {
        op: 'updateLine',
        kind: 'quickKit',
        id: id(50),
        base: { workOrderQuickKitItems: kit().workOrderQuickKitItems },
        set: {
          workOrderQuickKitItems: [
            kit().workOrderQuickKitItems[0],
            { ...kit().workOrderQuickKitItems[1], sku: '200004' },
          ],
        },
      },
    ]);
    expect(valid(changes)).toBe(true);
    const applied = applyWorkOrderChange(doc, changes[0]!, now);
    expect(applied.doc.workOrderQuickKits[0]!.workOrderQuickKitItems.map((one) => one.sku)).toEqual([
      '100001',
      '200004',
    ]);
    expect(applied.doc.workOrderQuickKits[0]!.rev).toBe(3);
  });

  it('makes nothing for the brand it has, an item it has not, or a kit whose parts are ordered', () => {
    const doc = base({ workOrderQuickKits: [kit()] });
    expect(changeKitBrand(doc, id(50), 0, '100001')).toEqual([]);
    expect(changeKitBrand(doc, id(50), 5, '100002')).toEqual([]);
    expect(changeKitBrand(doc, id(51), 0, '100002')).toEqual([]);
    const ordered = base({ workOrderQuickKits: [kit({ orderedIn: id(90) })] });
    expect(changeKitBrand(ordered, id(50), 0, '100002')).toEqual([]);
  });

  it('merges with another tablet’s change elsewhere, and clashes on the kit when both change its brands', () => {
    const doc = base({ workOrderQuickKits: [kit()], mileage: 1000 });
    const [mine] = changeKitBrand(doc, id(50), 0, '100002');
    const [theirs] = changeKitBrand(doc, id(50), 1, '200004');
    const [mileage] = setField(doc, 'mileage', 41_250);
    const afterMileage = applyWorkOrderChange(doc, mileage!, now).doc;
    expect(applyWorkOrderChange(afterMileage, mine!, now).clashes).toEqual([]);
    const afterTheirs = applyWorkOrderChange(doc, theirs!, now).doc;
    const clash = applyWorkOrderChange(afterTheirs, mine!, now).clashes;
    expect(clash.map((one) => [one.path, one.reason])).toEqual([
      [`workOrderQuickKits[${id(50)}].workOrderQuickKitItems`, 'changed'],
    ]);
  });

  it('is refused once the kit’s parts are ordered on the server', () => {
    const doc = base({ workOrderQuickKits: [kit()] });
    const [mine] = changeKitBrand(doc, id(50), 0, '100002');
    const ordered = base({ workOrderQuickKits: [kit({ orderedIn: id(90) })] });
    expect(applyWorkOrderChange(ordered, mine!, now).clashes.map((one) => one.reason)).toEqual(['locked']);
  });
});

describe('the uplift as an intent', () => {
  it('is a header field: set from what the device saw, null for the account’s default', () => {
    const own = setField(base(), 'uplift', 12.5);
    expect(own).toEqual([{ op: 'setFields', base: { uplift: null }, set: { uplift: 12.5 } }]);
    const back = setField(base({ uplift: 12.5 }), 'uplift', null);
    expect(back).toEqual([{ op: 'setFields', base: { uplift: 12.5 }, set: { uplift: null } }]);
    expect(valid([...own, ...back, ...setField(base(), 'uplift', 0)])).toBe(true);
    expect(valid(setField(base(), 'uplift', 150))).toBe(false);
  });
});
