import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { BayTechnicianRow } from '../../../../../src/db/clocking';
import { ClockingContext } from '../../../../../src/features/clocking/components/clocking-provider';
import { TechnicianSwitch } from '../../../../../src/features/clocking/components/technician-switch';
import type { Clocking } from '../../../../../src/features/clocking/hooks/use-clocking';
import { bayTechniciansOf, currentOf, rememberVerified } from '../../../../../src/features/clocking/pin-memory';
import { clearDb } from '../../../sync/support';

const tom = {
  id: '01936b2e-0000-7000-8000-00000000b001',
  name: 'Tom Fletcher',
  role: 'technician' as const,
  hasPin: true,
};

function show(technicians: BayTechnicianRow[], current: BayTechnicianRow | null) {
  const value = { userId: 'u1', online: false, current, technicians } as unknown as Clocking;
  render(
    <QueryClientProvider client={new QueryClient()}>
      <ClockingContext.Provider value={value}>
        <TechnicianSwitch />
      </ClockingContext.Provider>
    </QueryClientProvider>,
  );
}

describe('switching technician on the bay tablet, offline', () => {
  beforeEach(() => clearDb());

  it('says who is on the tablet, and switches with the right PIN of one remembered here', async () => {
    const row = await rememberVerified('u1', tom, '1357', Date.now() - 60_000);
    show([row], null);
    expect(screen.getByRole('heading', { name: 'Nobody is on this tablet' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Choose technician' }));
    expect((screen.getByLabelText('Technician') as HTMLSelectElement).value).toBe(tom.id);
    expect(screen.getByText(/Offline: only technicians who used their PIN here recently/)).toBeTruthy();

    fireEvent.change(screen.getByLabelText('PIN'), { target: { value: '12a' } });
    expect((screen.getByLabelText('PIN') as HTMLInputElement).value).toBe('12');
    fireEvent.click(screen.getByRole('button', { name: 'Switch' }));
    expect(await screen.findByText('Please enter the four-digit PIN.')).toBeTruthy();

    fireEvent.change(screen.getByLabelText('PIN'), { target: { value: '0000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Switch' }));
    expect(await screen.findByText('That PIN is not right. Please try again.')).toBeTruthy();
    expect(screen.getByLabelText('PIN').getAttribute('aria-invalid')).toBe('true');

    fireEvent.change(screen.getByLabelText('PIN'), { target: { value: '1357' } });
    fireEvent.click(screen.getByRole('button', { name: 'Switch' }));
    await waitFor(() => expect(screen.queryByLabelText('PIN')).toBeNull());
    expect(currentOf(await bayTechniciansOf('u1'))?.name).toBe('Tom Fletcher');
  });
});
