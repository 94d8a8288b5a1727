import { act, render, screen, waitFor } from '@testing-library/react';
import { useLiveQuery } from 'dexie-react-hooks';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Vehicle } from '../../../../contract/vehicles/schemas';
import type { WorkOrderChange } from '../../../../contract/work-orders/intents';
import { appDb } from '../../../../src/db/app-db';
import { saveRecentVehicle } from '../../../../src/db/recent-vehicles';
import { WorkOrderVehicle } from '../../../../src/features/work-orders/components/work-order-vehicle';
import { useVehicleLookup } from '../../../../src/features/work-orders/hooks/use-vehicle-lookup';
import { entriesOfWorkOrder, workOrderOperations } from '../../../../src/features/work-orders/work-order-outbox';
import { createWorkOrder } from '../../../../src/features/work-orders/work-order-store';
import { useOnlineStatus } from '../../../../src/sync/online-status';
import { clearDb } from '../../sync/support';
import { claims, fakeApi, json, storeBearerSession, useBearerMode } from '../../support/fake-api';

const me = claims({ id: 'u-bay' });
const WAITS = 'We’ll look this vehicle up when you’re back online.';
const LOOKUP = 'POST /storefront/vehicle-search/vrm';
const focus: Vehicle = {
  vehicleDetails: [
    { name: 'VRM', value: 'WB19KFD' },
    { name: 'VIN', value: 'WF0NXXGCHNKA12345' },
    { name: 'Make', value: 'Ford' },
    { name: 'Model', value: 'Focus Mk4' },
    { name: 'VehicleYear', value: '2019' },
    { name: 'EngineSizeDescription', value: '1.0 EcoBoost 125' },
    { name: 'Fuel', value: 'Petrol' },
  ],
  tecdocId: 132_001,
  description: 'Ford Focus Mk4 1.0 EcoBoost 125',
  candidates: 1,
  hasMotHistory: true,
};
const unreachable = () => {
  throw new TypeError('Failed to fetch');
};

let online = true;
function setOnline(value: boolean) {
  online = value;
  act(() => void window.dispatchEvent(new Event(value ? 'online' : 'offline')));
}

/** The vehicle card of the editor on the device's row. */
function VehicleCard({ id }: { id: string }) {
  const isOnline = useOnlineStatus();
  const row = useLiveQuery(() => appDb.workOrders.get(id), [id]);
  const lookup = useVehicleLookup(me.id, row?.workOrder ?? null, isOnline);
  return row ? <WorkOrderVehicle doc={row.workOrder} changeStatuses={[]} online={isOnline} lookup={lookup} /> : null;
}

const startOffline = () =>
  createWorkOrder(me.id, { header: { vrm: 'WB19KFD', vehicleRequestType: 'vrm' }, currency: 'GBP', defaultUplift: 0 });
const read = async (id: string) => (await appDb.workOrders.get(id))!.workOrder;
const lookups = async (id: string) =>
  (await entriesOfWorkOrder(id))
    .filter((entry) => entry.operation === workOrderOperations.changes)
    .flatMap((entry) => (entry.payload as { changes: WorkOrderChange[] }).changes);

/** Issue 42: a work order started offline for a registration the device has not seen. */
describe('the vehicle of a work order started offline', () => {
  beforeEach(async () => {
    await clearDb();
    useBearerMode();
    storeBearerSession(me);
    online = false;
    vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online);
  });
  afterEach(() => vi.restoreAllMocks());

  it('says it will be looked up when back online, and on reconnect fills in by itself', async () => {
    const api = fakeApi({ [LOOKUP]: () => json(focus) });
    const id = await startOffline();
    render(<VehicleCard id={id} />);
    expect(await screen.findByText(WAITS)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Look up the vehicle' })).toBe(null);
    expect(api.calls).toEqual([]);

    setOnline(true);
    await waitFor(async () => expect((await read(id)).make).toBe('Ford'));
    expect(api.callsTo(LOOKUP).map((call) => call.body)).toEqual([{ vrm: 'WB19KFD', saveToCache: false }]);
    const doc = await read(id);
    expect(doc).toMatchObject({ model: 'Focus Mk4', engineSize: '1.0 EcoBoost 125', tecdocId: 132_001 });
    // Recorded as a change of the work order, like the person's own lookup, from the empty fields.
    expect(await lookups(id)).toEqual([
      {
        op: 'setFields',
        base: {
          vin: null,
          make: null,
          model: null,
          engineSize: null,
          year: null,
          fuel: null,
          tecdocId: null,
          vehicleOptions: null,
        },
        set: {
          vin: 'WF0NXXGCHNKA12345',
          make: 'Ford',
          model: 'Focus Mk4',
          engineSize: '1.0 EcoBoost 125',
          year: '2019',
          fuel: 'Petrol',
          tecdocId: 132_001,
          vehicleOptions: { tecdocId: 132_001 },
        },
      },
    ]);
    await waitFor(() => expect(screen.queryByText(WAITS)).toBe(null));
    expect(screen.getByText('Ford')).toBeTruthy();
  });

  it('still waits when the connection drops on the way, and tries again on the next reconnect', async () => {
    const api = fakeApi({ [LOOKUP]: [unreachable, () => json(focus)] });
    const id = await startOffline();
    render(<VehicleCard id={id} />);
    await screen.findByText(WAITS);

    setOnline(true);
    await waitFor(() => expect(api.callsTo(LOOKUP)).toHaveLength(1));
    expect(await screen.findByText(WAITS)).toBeTruthy();
    expect((await read(id)).make).toBe(null);

    setOnline(false);
    setOnline(true);
    await waitFor(async () => expect((await read(id)).make).toBe('Ford'));
    expect(api.callsTo(LOOKUP)).toHaveLength(2);
  });

  it('is filled in offline from the device when the registration was found on it before', async () => {
    const api = fakeApi({});
    await saveRecentVehicle(me.id, focus);
    const id = await startOffline();
    render(<VehicleCard id={id} />);
    await waitFor(async () => expect((await read(id)).tecdocId).toBe(132_001));
    expect(screen.queryByText(WAITS)).toBe(null);
    expect(api.calls).toEqual([]);
  });

  it('opened online, a work order that waits for its vehicle is looked up at once', async () => {
    online = true;
    const api = fakeApi({ [LOOKUP]: () => json(focus) });
    const id = await startOffline();
    render(<VehicleCard id={id} />);
    await waitFor(async () => expect((await read(id)).make).toBe('Ford'));
    expect(api.callsTo(LOOKUP)).toHaveLength(1);
  });
});
