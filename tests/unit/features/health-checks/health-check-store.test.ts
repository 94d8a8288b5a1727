import { beforeEach, describe, expect, it } from 'vitest';
import { healthCheckChangesSchema, type HealthCheckChange } from '../../../../contract/health-checks/intents';
import { itemIdOf } from '../../../../contract/health-checks/item-ids';
import { createHealthCheckSchema, type HealthCheck } from '../../../../contract/health-checks/schemas';
import { ukThresholds } from '../../../../contract/health-checks/colours';
import { quickTemplate } from '../../../../contract/health-checks/templates';
import { healthCheckTable } from '../../../../src/db/health-checks';
import { DocumentChangeError } from '../../../../src/documents/document-kind';
import { healthCheckOperations } from '../../../../src/features/health-checks/health-check-outbox';
import {
  changeHealthCheck,
  healthCheckStore,
  startHealthCheck,
} from '../../../../src/features/health-checks/health-check-store';
import { clearDb } from '../../sync/support';

const userId = 'u1';
const ID = '01936b2e-0000-7000-8000-0000000c0101';
const body = createHealthCheckSchema.parse({ id: ID, template: 'quick', vrm: 'YX19 KLM', mileage: 48210 });
const read = async () => (await healthCheckTable.get(ID))!;
const itemOf = (doc: HealthCheck, key: string) => doc.items.find((item) => item.key === key)!;
const mark = (doc: HealthCheck, key: string, set: Record<string, unknown>): HealthCheckChange => {
  const item = itemOf(doc, key) as unknown as Record<string, unknown>;
  const base = Object.fromEntries(Object.keys(set).map((field) => [field, item[field] ?? null]));
  return { op: 'updateLine', kind: 'item', id: itemIdOf(ID, key), base, set } as HealthCheckChange;
};

describe('a health check started and marked on the device, offline', () => {
  beforeEach(() => clearDb());

  const start = () =>
    startHealthCheck(userId, {
      body,
      template: quickTemplate,
      currency: 'GBP',
      technician: 'Dan Whitaker',
      thresholds: ukThresholds,
    });

  it('is started from its template at once, with a create entry; each mark is applied and queued', async () => {
    await start();
    const started = (await read()).healthCheck;
    expect(started.items).toHaveLength(15);
    await changeHealthCheck(
      userId,
      ID,
      [mark(started, 'tyre-nsf', { state: 'amber', measurement: { kind: 'tread', outer: 27, middle: 29, inner: 31 } })],
      'Tyre N/S front',
    );
    const row = await read();
    expect(row).toMatchObject({ provisional: true, server: null });
    expect(itemOf(row.healthCheck, 'tyre-nsf')).toMatchObject({ state: 'amber', rev: 2 });
    const entries = await healthCheckStore.entriesOf(ID);
    expect(entries.map((entry) => entry.operation)).toEqual([
      healthCheckOperations.create,
      healthCheckOperations.changes,
    ]);
    // What is queued passes the contract's schema the server checks it with.
    expect(healthCheckChangesSchema.safeParse(entries[1]!.payload).success).toBe(true);
  });

  it('rebuilds the same check from the outbox alone (a reload before the server has it)', async () => {
    await start();
    const started = (await read()).healthCheck;
    await changeHealthCheck(userId, ID, [mark(started, 'lights', { state: 'green' })], 'Lights');
    await changeHealthCheck(
      userId,
      ID,
      [mark((await read()).healthCheck, 'oil', { state: 'red', customerNote: 'Oil below minimum' })],
      'Oil',
    );
    const shown = (await read()).healthCheck;
    const rebuilt = await healthCheckStore.rebuildRow(ID);
    const strip = (doc: HealthCheck) => ({ ...doc, modifiedAt: '' });
    expect(strip(rebuilt!.healthCheck)).toEqual(strip(shown));
  });

  it('refuses to complete with an item lacking evidence, in words, and queues nothing', async () => {
    await start();
    await changeHealthCheck(userId, ID, [mark((await read()).healthCheck, 'battery', { state: 'red' })], 'Battery');
    const before = await healthCheckStore.entriesOf(ID);
    await expect(
      changeHealthCheck(userId, ID, [{ op: 'setStatus', from: 'in-progress', to: 'completed' }], 'Done'),
    ).rejects.toThrow(
      new DocumentChangeError('A red or amber item needs a measurement, a photo or a note for the customer.'),
    );
    expect(await healthCheckStore.entriesOf(ID)).toHaveLength(before.length);
  });
});
