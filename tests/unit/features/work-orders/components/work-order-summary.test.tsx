import { render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { WorkOrderSummary } from '../../../../../src/features/work-orders/components/work-order-summary';
import { appDb } from '../../../../../src/db/app-db';
import { addCustomJob, updateLine } from '../../../../../src/features/work-orders/work-order-edits';
import { changeWorkOrder, createWorkOrder } from '../../../../../src/features/work-orders/work-order-store';
import { clearDb } from '../../../sync/support';
import { brakeJob, raisedClutch } from '../../../print/job-sheet/samples';

const userId = 'u1';
const rate = { id: 'mechanical', rate: 6000 };
const read = async (id: string) => (await appDb.workOrders.get(id))!;

/** A work order whose jobs add up to more than 'HH:MM' holds (999:59): the device cannot derive it. */
async function tooLong() {
  const id = await createWorkOrder(userId, { header: { vrm: 'WB19 KFD' }, currency: 'GBP', defaultUplift: 0 });
  const job = (description: string, time: string) => ({ description, time, customJob: null });
  await changeWorkOrder(
    userId,
    id,
    addCustomJob((await read(id)).workOrder, job('Restore the body', '01:00'), rate),
    'Add',
  );
  await changeWorkOrder(
    userId,
    id,
    addCustomJob((await read(id)).workOrder, job('Rebuild the engine', '999:00'), rate),
    'Add',
  );
  return id;
}

describe('the summary when the device cannot work out the prices', () => {
  let warn: ReturnType<typeof vi.spyOn>;
  beforeEach(async () => {
    await clearDb();
    warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => warn.mockRestore());

  it('says so beside the figures, logs it (§8), and stops once the prices can be worked out again', async () => {
    const id = await tooLong();
    const row = await read(id);
    expect(row.priceFailure).toBe(
      'the times on it add up to more than 999 hours 59 minutes. Please check the times of its jobs.',
    );
    // The copy keeps the last prices it could work out: the first job's hour at £60.
    expect(row.workOrder.prices.workOrderSummary.total.excTax).toBe(6000);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('prices could not be worked out on this device'));

    const view = render(
      <WorkOrderSummary doc={row.workOrder} provisional={row.provisional} priceFailure={row.priceFailure} />,
    );
    expect(screen.getByRole('alert').textContent).toBe(
      'Prices could not be worked out on this device: the times on it add up to more than 999 hours 59 minutes. ' +
        'Please check the times of its jobs. The server will price the work order when it has your changes.',
    );
    expect(screen.queryByText(/Worked out on this device/)).toBe(null);
    view.unmount();

    const engine = row.workOrder.workOrderJobs.find((line) => line.description === 'Rebuild the engine')!;
    await changeWorkOrder(userId, id, updateLine(row.workOrder, 'job', engine.id, { overrideTime: '20:00' }), 'Time');
    const fixed = await read(id);
    expect(fixed.priceFailure).toBeNull();
    expect(fixed.workOrder.prices.workOrderSummary.total.excTax).toBe(6000 * 21);
    render(
      <WorkOrderSummary doc={fixed.workOrder} provisional={fixed.provisional} priceFailure={fixed.priceFailure} />,
    );
    expect(screen.queryByRole('alert')).toBe(null);
    expect(screen.getByText(/Worked out on this device/)).toBeTruthy();
  });
});

describe('the customer’s answers in the summary (issue 42)', () => {
  const figures = () =>
    Object.fromEntries(
      [...document.querySelectorAll('.wo-summary__more dt')].map((term) => [
        term.textContent,
        term.nextElementSibling?.textContent,
      ]),
    );

  it('shows what was agreed as agreed, what awaits the customer (a rise included) and what they declined', () => {
    render(<WorkOrderSummary doc={raisedClutch()} provisional={false} />);
    // £580.59 agreed for the clutch; its £65.50 rise and the £10.79 screenwash await; the wiper declined.
    expect(figures()).toMatchObject({
      'Authorised (agreed)': '£580.59',
      'Awaiting authorisation': '£76.29',
      Declined: '£18.00',
    });
    expect(screen.queryByText('Not yet authorised')).toBe(null);
  });

  it('leaves Declined out when nothing is declined', () => {
    render(<WorkOrderSummary doc={brakeJob()} provisional={false} />);
    expect(figures()).toMatchObject({ 'Authorised (agreed)': '£62.70', 'Awaiting authorisation': '£273.28' });
    expect(screen.queryByText('Declined')).toBe(null);
  });
});
