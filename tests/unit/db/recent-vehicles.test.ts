import { beforeEach, describe, expect, it } from 'vitest';
import type { Vehicle } from '../../../contract/vehicles/schemas';
import { appDb } from '../../../src/db/app-db';
import {
  listRecentVehicles,
  RECENT_VEHICLES_KEPT,
  recentVehicleSearchKey,
  replaceRecentVehicles,
  saveRecentVehicle,
} from '../../../src/db/recent-vehicles';

function vehicle({
  vrm = '',
  vin = '',
  tecdocId = 595349,
  description = 'Ford Focus Mk4 1.0 EcoBoost 125',
} = {}): Vehicle {
  return {
    vehicleDetails: [
      { name: 'VRM', value: vrm },
      { name: 'VIN', value: vin },
      { name: 'Make', value: 'Ford' },
    ],
    tecdocId,
    description,
    candidates: 1,
    hasMotHistory: vrm !== '',
  };
}

const focus = vehicle({ vrm: 'WB19KFD' });
const golf = vehicle({ vrm: 'WB16GLF', tecdocId: 991318, description: 'Volkswagen Golf Mk7 2.0 TDI 150' });
const byVin = vehicle({ vin: 'WF0NXXGCHNKA12345' });

beforeEach(async () => {
  await appDb.recentVehicles.clear();
});

describe('recent vehicles on this device', () => {
  it('keys a vehicle by registration, else VIN, else its variant, as the server does', () => {
    expect(recentVehicleSearchKey(focus)).toBe('vrm:WB19KFD');
    expect(recentVehicleSearchKey(byVin)).toBe('vin:WF0NXXGCHNKA12345');
    expect(recentVehicleSearchKey(vehicle())).toBe('tecdoc:595349');
  });

  it('reads back newest first, per user', async () => {
    await saveRecentVehicle('u1', focus, '2025-03-01T10:00:00.000Z');
    await saveRecentVehicle('u1', golf, '2025-03-02T10:00:00.000Z');
    await saveRecentVehicle('guest', byVin, '2025-03-03T10:00:00.000Z');

    const mine = await listRecentVehicles('u1');
    expect(mine.map((row) => row.searchKey)).toEqual(['vrm:WB16GLF', 'vrm:WB19KFD']);
    expect(mine[0]?.vehicle).toEqual(golf);
    expect((await listRecentVehicles('guest')).map((row) => row.searchKey)).toEqual(['vin:WF0NXXGCHNKA12345']);
    expect(await listRecentVehicles('u2')).toEqual([]);
  });

  it('keeps one row per vehicle: searching again moves it to the top', async () => {
    await saveRecentVehicle('u1', focus, '2025-03-01T10:00:00.000Z');
    await saveRecentVehicle('u1', golf, '2025-03-02T10:00:00.000Z');
    await saveRecentVehicle('u1', focus, '2025-03-03T10:00:00.000Z');
    const rows = await listRecentVehicles('u1');
    expect(rows.map((row) => [row.searchKey, row.searchedAt])).toEqual([
      ['vrm:WB19KFD', '2025-03-03T10:00:00.000Z'],
      ['vrm:WB16GLF', '2025-03-02T10:00:00.000Z'],
    ]);
  });

  it('shows at most the limit asked for and keeps a bounded number', async () => {
    for (let i = 0; i < RECENT_VEHICLES_KEPT + 5; i += 1) {
      const at = new Date(Date.UTC(2025, 0, 1, 0, i)).toISOString();
      await saveRecentVehicle('u1', vehicle({ vrm: `AB${String(i).padStart(2, '0')}CDE` }), at);
    }
    const ten = await listRecentVehicles('u1', 10);
    expect(ten).toHaveLength(10);
    expect(ten[0]?.searchKey).toBe(`vrm:AB${RECENT_VEHICLES_KEPT + 4}CDE`);
    expect(await appDb.recentVehicles.count()).toBe(RECENT_VEHICLES_KEPT);
  });

  it("replacing with the server's list changes only that user's rows", async () => {
    await saveRecentVehicle('u1', focus, '2025-03-01T10:00:00.000Z');
    await saveRecentVehicle('u2', golf, '2025-03-01T10:00:00.000Z');
    await replaceRecentVehicles('u1', [
      { vehicle: golf, searchedAt: '2025-03-05T10:00:00.000Z' },
      { vehicle: byVin, searchedAt: '2025-03-04T10:00:00.000Z' },
    ]);
    expect((await listRecentVehicles('u1')).map((row) => row.searchKey)).toEqual([
      'vrm:WB16GLF',
      'vin:WF0NXXGCHNKA12345',
    ]);
    expect((await listRecentVehicles('u2')).map((row) => row.searchKey)).toEqual(['vrm:WB16GLF']);
  });
});
