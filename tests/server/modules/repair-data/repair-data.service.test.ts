import { describe, expect, it, vi } from 'vitest';
import { repairDataMessages } from '../../../../contract/repair-data/messages';
import type { Vehicle } from '../../../../contract/vehicles/schemas';
import { HttpProblem } from '../../../../server/http/problem';
import { createRepairDataService } from '../../../../server/modules/repair-data/repair-data.service';
import type { RepairDataProvider } from '../../../../server/providers/repair-data/repair-data-provider';

const auth = { userId: 'u', sessionId: 's', guest: false, exp: 0 };
const vehicle = (tecdocId: number | null): Vehicle => ({
  vehicleDetails: [],
  tecdocId,
  description: 'A car',
  candidates: tecdocId === null ? 0 : 1,
  hasMotHistory: true,
});

/** A provider whose every call gives the same answer (or throws), as an adapter for the real service could. */
const providerAnswering = (answer: () => Promise<never> | object): RepairDataProvider => ({
  name: 'fake',
  repairTasks: async () => answer() as never,
  searchRepairTimes: async () => answer() as never,
  maintenanceSystems: async () => answer() as never,
  overlap: async () => answer() as never,
});

function serviceWith(provider: RepairDataProvider, found: Vehicle = vehicle(123456), matches = [found]) {
  const log = { warn: vi.fn() };
  const vehicles = {
    byVrm: vi.fn(async (_auth: unknown, _vrm: string, _saveToCache: boolean) => found),
    byVin: vi.fn(async (_auth: unknown, _vin: string, _saveToCache: boolean) => found),
    mvl: vi.fn(async (_auth: unknown, _body: object) => ({ searchResults: matches })),
  };
  return { service: createRepairDataService({ provider, vehicles, log }), vehicles, log };
}

const problemOf = async (promise: Promise<unknown>) => {
  const error = await promise.then(
    () => null,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(HttpProblem);
  return error as HttpProblem;
};

describe('repair-data service', () => {
  it('looks a vehicle up without making it the active vehicle, and answers its TecDoc id', async () => {
    const { service, vehicles } = serviceWith(providerAnswering(() => ({ status: 'OK', data: [] })));
    expect(await service.tecdocByVrm(auth, 'WB19KFD')).toEqual({ tecdocId: 123456 });
    expect(vehicles.byVrm).toHaveBeenCalledWith(auth, 'WB19KFD', false);
    const mvl = { make: 'Ford', model: 'Focus Mk4', vehicleYear: '2019', engine: '1.0 EcoBoost 125', fuel: 'Petrol' };
    expect(await service.tecdocByMvl(auth, mvl)).toEqual({ tecdocId: 123456 });
    expect(vehicles.mvl).toHaveBeenCalledWith(auth, expect.objectContaining({ saveToCache: false }));
  });

  it('says plainly when a vehicle is found but matches no variant, or nothing matches', async () => {
    const { service } = serviceWith(
      providerAnswering(() => ({ status: 'OK', data: [] })),
      vehicle(null),
      [],
    );
    const unmatched = await problemOf(service.tecdocByVin(auth, 'WF0NXXGC0KS712345'));
    expect([unmatched.statusCode, unmatched.message]).toEqual([404, repairDataMessages.noVariant]);
    const none = await problemOf(
      service.tecdocByMvl(auth, { make: 'Ford', model: 'Focus', vehicleYear: '1950', engine: 'x', fuel: 'petrol' }),
    );
    expect([none.statusCode, none.message]).toEqual([404, repairDataMessages.noMatch]);
  });

  it('turns the status in the provider’s answer into HTTP: unknown vehicle 404, anything else 503', async () => {
    const unknown = serviceWith(providerAnswering(() => ({ status: 'UNKNOWN_VEHICLE', message: 'gone' }))).service;
    const notFound = await problemOf(unknown.repairTasks(1));
    expect([notFound.statusCode, notFound.message]).toEqual([404, repairDataMessages.unknownTecdocId]);

    const expired = serviceWith(providerAnswering(() => ({ status: 'SESSION_EXPIRED', message: 'login' }))).service;
    const refused = await problemOf(expired.search(1, 'pads'));
    expect([refused.statusCode, refused.message]).toEqual([503, repairDataMessages.serviceUnavailable]);

    const down = serviceWith(providerAnswering(() => Promise.reject(new Error('ECONNRESET')))).service;
    expect((await problemOf(down.maintenanceSystems(1))).statusCode).toBe(503);
  });

  it('gives a work order its overlap times by task id, or book times (logged) when it cannot', async () => {
    const member = { repairTaskId: 'pads', defaultTime: 70, time: 0 };
    const answering = serviceWith(
      providerAnswering(() => ({
        status: 'OK',
        data: { 'hydra:member': [member], 'hydra:totalItems': 1, total: 0 },
      })),
    ).service;
    expect(await answering.overlapTimes(1, [{ repairTaskId: 'pads', defaultTime: 70 }])).toEqual(
      new Map([['pads', 0]]),
    );
    const failing = serviceWith(providerAnswering(() => Promise.reject(new Error('down'))));
    expect(await failing.service.overlapTimes(1, [{ repairTaskId: 'pads', defaultTime: 70 }])).toEqual(new Map());
    expect(failing.log.warn).toHaveBeenCalledOnce();
  });
});
