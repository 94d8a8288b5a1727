import { beforeEach, describe, expect, it } from 'vitest';
import type { ClockEvent } from '../../../../contract/clocking/schemas';
import { appDb } from '../../../../src/db/app-db';
import { CLOCK_EVENT_OPERATION } from '../../../../src/features/clocking/clock-outbox';
import { clockEventOperation } from '../../../../src/features/clocking/clock-operation';
import {
  forgetOldEvents,
  KEEP_MS,
  keepServerEvents,
  recordClockEvent,
} from '../../../../src/features/clocking/clock-store';
import type { QueuedEntry } from '../../../../src/sync/operations';
import { clearDb } from '../../sync/support';

const TOM = '01936b2e-0000-7000-8000-00000000b001';
const WO = '01936b2e-0000-7000-8000-00000000d001';
const JOB = '01936b2e-0000-7000-8000-00000000e001';
const options = { device: 'Bay tablet', technicianName: 'Tom Fletcher', now: new Date('2026-12-07T09:00:00Z') };

const queued = async (id: string) => {
  const entry = (await appDb.outbox.get(id))!;
  return { ...entry, payload: clockEventOperation.payload.parse(entry.payload) } as QueuedEntry<never>;
};

describe('a clock event in the outbox', () => {
  beforeEach(() => clearDb());

  it('is one row and one entry, keyed by the event’s own id, in the shape the server checks', async () => {
    const row = await recordClockEvent(
      'u1',
      { technician: TOM, kind: 'job-on', workOrder: WO, job: JOB, from: null },
      options,
    );
    const entry = await appDb.outbox.get(row.id);
    expect(entry).toMatchObject({ operation: CLOCK_EVENT_OPERATION, entityId: row.id, state: 'pending' });
    expect(entry!.description).toBe('Clock on: Tom Fletcher');
    expect(clockEventOperation.payload.parse(entry!.payload)).toEqual({
      id: row.id,
      technician: TOM,
      kind: 'job-on',
      workOrder: WO,
      job: JOB,
      reason: null,
      deviceTime: '2026-12-07T09:00:00.000Z',
      device: 'Bay tablet',
      from: null,
      replaces: null,
      editReason: null,
    });
    expect(await appDb.clockEvents.get(row.id)).toMatchObject({ server: null, problem: null });
  });

  it('takes the server’s answer, a refusal in its words, and leaves the device when discarded', async () => {
    const row = await recordClockEvent('u1', { technician: TOM, kind: 'break' }, options);
    const entry = await queued(row.id);
    const answer: ClockEvent = {
      ...row.event,
      from: null,
      receivedAt: '2026-12-07T09:04:00.000Z',
      recordedBy: 'Sam Holroyd',
      flags: ['clock-skew'],
    };
    await clockEventOperation.applied(entry, answer);
    expect((await appDb.clockEvents.get(row.id))!.server?.flags).toEqual(['clock-skew']);
    await clockEventOperation.failed!(entry, 'Only indirect time has a reason.', null);
    expect((await appDb.clockEvents.get(row.id))!.problem).toBe('Only indirect time has a reason.');
    await clockEventOperation.discarded!(entry);
    expect(await appDb.clockEvents.get(row.id)).toBeUndefined();
  });

  it('keeps the server’s events of other tablets beside its own, once each', async () => {
    const mine = await recordClockEvent('u1', { technician: TOM, kind: 'break' }, options);
    const other: ClockEvent = {
      ...mine.event,
      id: '01936b2e-0000-7000-8000-00000000f999',
      kind: 'job-on',
      workOrder: WO,
      job: JOB,
      from: null,
      device: 'Bay 2',
      receivedAt: '2026-12-07T08:00:00.000Z',
      recordedBy: 'Sam Holroyd',
      flags: [],
    };
    const mineAnswered: ClockEvent = {
      ...mine.event,
      from: null,
      receivedAt: other.receivedAt,
      recordedBy: null,
      flags: [],
    };
    await keepServerEvents('u1', [other, mineAnswered]);
    await keepServerEvents('u1', [other]);
    const rows = await appDb.clockEvents.toArray();
    expect(rows.map((r) => r.id).sort()).toEqual([mine.id, other.id].sort());
    expect(rows.find((r) => r.id === other.id)!.event).not.toHaveProperty('flags');
  });

  it('forgets old clocks the server has, and keeps any still waiting', async () => {
    const sent = await recordClockEvent('u1', { technician: TOM, kind: 'break' }, options);
    const waiting = await recordClockEvent('u1', { technician: TOM, kind: 'job-off' }, options);
    await clockEventOperation.applied(await queued(sent.id), {
      ...sent.event,
      from: null,
      receivedAt: '',
      recordedBy: null,
      flags: [],
    });
    await forgetOldEvents('u1', options.now.getTime() + KEEP_MS + 1);
    expect((await appDb.clockEvents.toArray()).map((row) => row.id)).toEqual([waiting.id]);
  });
});
