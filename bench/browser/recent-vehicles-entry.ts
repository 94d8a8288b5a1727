// Runs in Chromium (bench/recent-vehicles.bench.ts): the app's own recent-vehicles reads from
// Dexie, beside a bare Dexie read of the same rows in the same page and run.
import type { Vehicle } from '../../contract/vehicles/schemas';
import { appDb } from '../../src/db/app-db';
import { listRecentVehicles, saveRecentVehicle } from '../../src/db/recent-vehicles';

const USER = 'bench-user';

function vehicle(index: number): Vehicle {
  const vrm = `WB${String(10 + (index % 60)).padStart(2, '0')}${String.fromCharCode(65 + (index % 26))}KF`;
  return {
    vehicleDetails: [
      { name: 'VRM', value: vrm },
      { name: 'VIN', value: `WF0NXXGC0KS7${String(10_000 + index)}` },
      { name: 'Make', value: 'Ford' },
      { name: 'Model', value: 'Focus Mk4' },
      { name: 'VehicleYear', value: '2019' },
      { name: 'EngineSizeDescription', value: '1.0 EcoBoost 125' },
      { name: 'Fuel', value: 'Petrol' },
      { name: 'DateOfRegistration', value: '12042019' },
    ],
    tecdocId: 595_349,
    description: 'Ford Focus Mk4 1.0 EcoBoost 125',
    candidates: 1,
    hasMotHistory: true,
  };
}

async function time(runs: number, run: () => Promise<unknown>): Promise<number[]> {
  for (let i = 0; i < 20; i++) await run();
  const samples: number[] = [];
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    await run();
    samples.push(performance.now() - started);
  }
  return samples;
}

declare global {
  interface Window {
    runBench(entries: number, runs: number): Promise<Record<string, number[]>>;
  }
}

window.runBench = async (entries, runs) => {
  await appDb.recentVehicles.clear();
  for (let i = 0; i < entries; i++)
    await saveRecentVehicle(USER, vehicle(i), new Date(Date.UTC(2026, 0, 1, 0, i)).toISOString());
  return {
    // What the home page and the change modal show: the newest ten.
    appNewestTen: await time(runs, () => listRecentVehicles(USER, 10)),
    appAll: await time(runs, () => listRecentVehicles(USER, entries)),
    bareDexieAll: await time(runs, () => appDb.recentVehicles.toArray()),
  };
};
