import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { HealthCheck, HealthCheckAnswer } from '../../../../../contract/health-checks/schemas';
import { StaffAnswers } from '../../../../../src/features/health-checks/components/staff-answers';

vi.mock('../../../../../src/features/health-checks/health-check-answers-outbox', () => ({
  recordStaffAnswers: vi.fn(async () => {}),
}));

const item = (id: string, name: string) => ({
  id,
  key: id,
  name,
  side: null,
  state: 'amber',
  price: { excTax: 3960, incTax: 4752 },
  recommendedJob: { description: `Replace: ${name}`, time: '0:30', parts: [] },
});
const answer = (itemId: string, notOnWorkOrder: HealthCheckAnswer['notOnWorkOrder']): HealthCheckAnswer => ({
  item: itemId,
  decision: 'approved',
  reason: null,
  laterDate: null,
  at: '2026-11-02T09:00:00.000Z',
  method: 'online',
  by: 'the customer',
  priceShown: { excTax: 3960, incTax: 4752 },
  notOnWorkOrder,
});

describe('the customer’s answers on the garage’s page', () => {
  it('says beside an approval that its work order was closed, so the work is not on it', () => {
    const check = {
      id: 'check-1',
      status: 'answered',
      currency: 'GBP',
      items: [item('battery', 'Battery test'), item('wipers', 'Wiper blades')],
      answers: [answer('battery', 'completed'), answer('wipers', null)],
    } as unknown as HealthCheck;
    render(<StaffAnswers check={check} changes={[]} userId="u1" staffName="Sam" />);
    const notes = screen.getAllByText(/^Not on the work order/);
    expect(notes).toHaveLength(1);
    expect(notes[0]!.textContent).toBe(
      'Not on the work order: it was completed before this was approved. ' +
        'The work waits on the vehicle; put it on a new work order for the price shown.',
    );
    expect(notes[0]!.closest('li')!.textContent).toContain('Battery test');
  });
});
