import { describe, expect, it } from 'vitest';
import type { WorkOrderChange } from '../../../../contract/work-orders/intents';
import { workOrderMessages } from '../../../../contract/work-orders/messages';
import type { OutboxEntry } from '../../../../src/db/outbox';
import { notesOf } from '../../../../src/features/work-orders/work-order-notes';
import type { ChangeStatus } from '../../../../src/sync/entity-changes';

const entry = (changes: WorkOrderChange[]): OutboxEntry => ({
  id: 'entry-1',
  userId: 'user-1',
  entity: 'workOrder',
  entityId: 'wo-1',
  operation: 'workOrder.changes',
  payload: { changes },
  description: 'Order the parts',
  state: 'failed',
  attempts: 1,
  nextAttemptAt: 0,
  lastError: 'changes[0]: The parts were not ordered.',
  createdAt: '2026-11-27T09:00:00.000Z',
});

const refused = (violations: { propertyPath: string; message: string }[]): ChangeStatus & { kind: 'refused' } => ({
  kind: 'refused',
  message: violations.map((violation) => `${violation.propertyPath}: ${violation.message}`).join('\n'),
  violations,
  status: 422,
});

describe('where a refusal shows on the work order', () => {
  const order: WorkOrderChange = { op: 'orderParts', orderId: '00000000-0000-7000-8000-00000000bbbb' };

  it('puts a part the branch could not supply on that part, and the whole refusal at the status buttons', () => {
    const notes = notesOf([
      {
        entry: entry([order]),
        status: refused([
          { propertyPath: 'changes[0]', message: 'The parts were not ordered. Brembo pads: Only 1 in stock at Leeds.' },
          { propertyPath: 'changes[0].workOrderItems[item-9].quantity', message: 'Only 1 in stock at Leeds.' },
        ]),
      },
    ]);
    expect(notes.byPath.get('status')).toEqual([
      {
        kind: 'refused',
        entryId: 'entry-1',
        message: 'The parts were not ordered. Brembo pads: Only 1 in stock at Leeds.',
      },
    ]);
    expect(notes.byPath.get('workOrderItems[item-9]')).toEqual([
      { kind: 'refused', entryId: 'entry-1', message: 'Only 1 in stock at Leeds.' },
    ]);
    expect(notes.general).toEqual([]);
  });

  it('shows a field’s refusal in its own words beside the field, without the path', () => {
    const mileage: WorkOrderChange = { op: 'setFields', base: { mileage: null }, set: { mileage: -1 } };
    const notes = notesOf([
      {
        entry: entry([mileage]),
        status: refused([{ propertyPath: 'changes[0].set.mileage', message: 'Bad mileage.' }]),
      },
    ]);
    expect(notes.byPath.get('mileage')).toEqual([{ kind: 'refused', entryId: 'entry-1', message: 'Bad mileage.' }]);
  });

  it('shows a labour rate refused (issue 42) on the job line it was set on, added or changed', () => {
    const jobId = '00000000-0000-7000-8000-00000000c0de';
    const other = '00000000-0000-7000-8000-00000000c0df';
    const comment: WorkOrderChange = { op: 'setFields', base: { comment: null }, set: { comment: 'Keys in' } };
    const added = {
      op: 'addLine',
      kind: 'job',
      line: {
        id: jobId,
        position: 'a1',
        job: null,
        description: 'Diagnose a warning light',
        customJob: 'custom',
        labourRate: { id: 'standard', rate: 0 },
        labourRateOverride: null,
        time: '00:30',
        overrideTime: null,
        locked: false,
      },
    } as WorkOrderChange;
    const changed = {
      op: 'updateLine',
      kind: 'job',
      id: other,
      base: { labourRate: { id: 'mechanical', rate: 7200 } },
      set: { labourRate: { id: 'mechanical', rate: 7500 } },
    } as WorkOrderChange;
    const unknown = workOrderMessages.labourRateUnknown;
    const moved = workOrderMessages.labourRateChanged('Mechanical', '£72.00');
    const notes = notesOf([
      {
        entry: entry([comment, added, changed]),
        status: refused([
          { propertyPath: `changes[1].workOrderJobs[${jobId}].labourRate`, message: unknown },
          { propertyPath: `changes[2].workOrderJobs[${other}].labourRate`, message: moved },
        ]),
      },
    ]);
    expect(notes.byPath.get(`workOrderJobs[${jobId}]`)).toEqual([
      { kind: 'refused', entryId: 'entry-1', message: unknown },
    ]);
    expect(notes.byPath.get(`workOrderJobs[${other}]`)).toEqual([
      { kind: 'refused', entryId: 'entry-1', message: moved },
    ]);
    expect(notes.byPath.get('comment')).toBeUndefined();
    expect(notes.general).toEqual([]);
  });

  it('keeps a refusal that names no intent as a general note, in the server’s words', () => {
    const notes = notesOf([{ entry: entry([order]), status: { ...refused([]), message: 'Something went wrong.' } }]);
    expect(notes.general).toEqual([{ kind: 'refused', entryId: 'entry-1', message: 'Something went wrong.' }]);
  });
});
