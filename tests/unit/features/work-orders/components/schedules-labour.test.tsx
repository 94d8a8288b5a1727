import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { deriveWorkOrder } from '../../../../../contract/work-orders/derive';
import { noAnswers, type MaintenanceScheduleLine } from '../../../../../contract/work-orders/lines';
import type { WorkOrder } from '../../../../../contract/work-orders/schemas';
import { Schedules } from '../../../../../src/features/work-orders/components/schedules';
import { blankWorkOrder } from '../../../../../src/features/work-orders/work-order-local';
import type { WorkOrderNotes } from '../../../../../src/features/work-orders/work-order-notes';
import { id } from '../../../../contract/work-orders/fixtures';

const noNotes = (): WorkOrderNotes => ({ byPath: new Map(), general: [], waiting: new Set() });

/** A 12-month service: 1.00 h and 0.50 h required, 0.25 h advised, at £75 an hour. */
const schedule: MaintenanceScheduleLine = {
  id: id(700),
  position: 'a1',
  rev: 1,
  maintenanceScheduleId: 'ms-12',
  description: 'Service every 12 months or 12,500 miles',
  labourRate: { id: 'mechanical', rate: 7500 },
  labourRateOverride: null,
  taxRate: 2000,
  ...noAnswers,
  haynesProJobs: [
    { repairTimeTaskId: 't1', description: 'Renew the engine oil and filter', time: 100, required: true },
    { repairTimeTaskId: 't2', description: 'Check the brakes', time: 50, required: true },
    { repairTimeTaskId: 't3', description: 'Renew the pollen filter', time: 25, required: false },
  ],
};

const docWith = (uplift: number): WorkOrder =>
  deriveWorkOrder(
    {
      ...blankWorkOrder(id(901), { vrm: 'WB19 KFD' }, 'GBP', '2026-11-26T09:00:00.000Z'),
      maintenanceSchedules: [schedule],
    },
    { country: 'GB', uplift, overlapped: new Map() },
  );

function schedules(doc: WorkOrder) {
  render(
    <Schedules doc={doc} systems={undefined} notes={noNotes()} disabled={false} onAdd={vi.fn()} onRemove={vi.fn()} />,
  );
  return screen.getByRole('list', { name: 'Maintenance schedules on the work order' });
}

describe('a maintenance schedule on the work order', () => {
  it('shows its labour: its required tasks at its rate, as the summary counts it', () => {
    const doc = docWith(0);
    const list = schedules(doc);
    expect(list.textContent).toContain('2 required tasks, 1 advised · 01:30 h at £75.00 an hour');
    expect(list.querySelector('.wo-line__price')?.textContent).toBe(
      'Labour for Service every 12 months or 12,500 miles: £112.50',
    );
    expect(doc.prices.workOrderSummary.labourPrice.excTax).toBe(11_250);
  });

  it('with the uplift in force, the same figure as the summary’s labour', () => {
    const doc = docWith(12.5);
    const list = schedules(doc);
    expect(list.textContent).toContain('at £75.00 an hour + 12.5% uplift');
    // £75 × 1.00 h × 1.125 = £84.375 → £84.38 and £75 × 0.50 h × 1.125 = £42.1875 → £42.19, per task as priced.
    expect(list.querySelector('.wo-line__price')?.textContent).toContain('£126.57');
    expect(doc.prices.workOrderSummary.labourPrice.excTax).toBe(12_657);
    expect(doc.prices.withoutUplift.labourPrice.excTax).toBe(11_250);
  });
});
