import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { setConfig } from '../../../../src/api/config';
import { appDb } from '../../../../src/db/app-db';
import { registerReturnOperations } from '../../../../src/features/returns/return-operations';
import { createReturnSchema } from '../../../../contract/returns/schemas';
import { queueReturn, returnPayloadSchema, waitingReturns } from '../../../../src/features/returns/return-outbox';
import { replayWith } from '../../../../src/sync/replay';
import { claims, fakeApi, json, problem, storeBearerSession } from '../../support/fake-api';
import { clearDb } from '../../sync/support';

const clock = { now: () => Date.now(), random: () => 0 };
const body = {
  id: '019cd79e-4600-73ba-a60b-8aa9201143cc',
  order: '019cd79e-4600-73ba-a60b-8aa920110000',
  lines: [{ orderLine: 'line-1', quantity: 1, reason: 'faulty' as const }],
};

beforeAll(() => registerReturnOperations());
beforeEach(async () => {
  await clearDb();
  setConfig({ baseUrl: '/api', isCookies: false });
  storeBearerSession(claims({ id: 'u1' }));
});
afterEach(() => vi.unstubAllGlobals());

describe('a return asked for offline', () => {
  it('waits in the outbox, then is sent once with its id and the entry’s Idempotency-Key', async () => {
    await queueReturn('u1', body, 'WB-482913');
    const [entry] = await waitingReturns('u1');
    expect(entry).toMatchObject({ entityId: body.id, description: 'Return 1 part from order WB-482913' });
    expect(await waitingReturns('u2')).toEqual([]);

    const made = {
      id: body.id,
      reference: 'RT-204518',
      order: body.order,
      orderReference: 'WB-482913',
      state: 'approved',
      currency: 'GBP',
      lines: [],
      history: [],
      collectAt: null,
      creditNote: null,
      createdAt: new Date(0).toISOString(),
    };
    const server = fakeApi({ 'POST /digital-returns': () => json(made, 201) });
    await replayWith(clock);
    const [call] = server.callsTo('POST /digital-returns');
    expect(call?.headers['idempotency-key']).toBe(entry!.id);
    expect(call?.body).toEqual(body);
    expect(await appDb.outbox.count()).toBe(0);
  });

  it('refused, it stays with the server’s words for the returns page', async () => {
    await queueReturn('u1', body, 'WB-482913');
    fakeApi({
      'POST /digital-returns': () =>
        problem(422, 'At most 0 of this part can be returned.', {
          '@type': 'ConstraintViolationList',
          violations: [{ propertyPath: 'lines[0].quantity', message: 'At most 0 of this part can be returned.' }],
        }),
    });
    await replayWith(clock);
    const [entry] = await waitingReturns('u1');
    expect(entry).toMatchObject({ state: 'failed', lastError: 'At most 0 of this part can be returned.' });
    expect(entry!.violations).toEqual([
      { propertyPath: 'lines[0].quantity', message: 'At most 0 of this part can be returned.' },
    ]);
  });

  it('keeps a body the contract accepts, field for field', () => {
    const kept = returnPayloadSchema.parse({
      body: { ...body, lines: [{ ...body.lines[0], note: 'Box crushed' }] },
      orderReference: 'WB-1',
    });
    expect(createReturnSchema.parse(kept.body)).toEqual(kept.body);
    expect(Object.keys(returnPayloadSchema.shape.body.shape).sort()).toEqual(
      Object.keys(createReturnSchema.shape).sort(),
    );
  });
});
