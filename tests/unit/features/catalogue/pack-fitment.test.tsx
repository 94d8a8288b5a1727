import { render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Vehicle } from '../../../../contract/vehicles/schemas';
import { saveRecentVehicle } from '../../../../src/db/recent-vehicles';
import { GUEST_USER_KEY } from '../../../../src/db/user-key';
import { PackFitment } from '../../../../src/features/catalogue/components/pack-fitment';
import { clearDb } from '../../sync/support';

const vehicle = (description: string, tecdocId: number, vrm?: string): Vehicle => ({
  vehicleDetails: vrm ? [{ name: 'VRM', value: vrm }] : [],
  tecdocId,
  description,
  candidates: 1,
  hasMotHistory: true,
});

describe('fitment offline, from the pack', () => {
  beforeEach(async () => {
    localStorage.clear();
    await clearDb();
  });

  it('says for each recent vehicle whether the part fits, and counts the variants it fits in all', async () => {
    await saveRecentVehicle(GUEST_USER_KEY, vehicle('Volkswagen Golf Mk7 2.0 TDI 150', 991318), '2026-11-23T09:00:00Z');
    await saveRecentVehicle(
      GUEST_USER_KEY,
      vehicle('Ford Focus Mk4 1.0 EcoBoost 125', 595349, 'WB19KFD'),
      '2026-11-24T08:00:00Z',
    );
    render(<PackFitment tecdocIds={[595349, 595350, 595351]} />);
    const list = await screen.findByRole('list', { name: 'Your recent vehicles' });
    const items = Array.from(list.querySelectorAll('li')).map((li) => li.textContent);
    // Newest first, each said plainly, with its registration when it has one.
    expect(items).toEqual([
      'Fits the Ford Focus Mk4 1.0 EcoBoost 125 (WB19 KFD)',
      'Does not fit the Volkswagen Golf Mk7 2.0 TDI 150',
    ]);
    expect(screen.getByText(/Fits 3 vehicle variants in all\. The full list shows when you are online\./)).toBeTruthy();
  });

  it('says a universal part fits no particular vehicle', () => {
    render(<PackFitment tecdocIds={[]} />);
    expect(screen.getByText('A universal part: it fits no particular vehicle.')).toBeTruthy();
  });

  it('only counts when no vehicle has been looked up on the device', async () => {
    render(<PackFitment tecdocIds={[595349]} />);
    expect(await screen.findByText(/Fits 1 vehicle variant in all/)).toBeTruthy();
    expect(screen.queryByRole('list', { name: 'Your recent vehicles' })).toBeNull();
  });
});
