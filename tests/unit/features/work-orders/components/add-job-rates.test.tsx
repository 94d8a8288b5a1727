import { fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import type { RepairTaskGroup } from '../../../../../contract/repair-data/schemas';
import type { WorkOrder } from '../../../../../contract/work-orders/schemas';
import { AddJob } from '../../../../../src/features/work-orders/components/add-job';
import { JobList } from '../../../../../src/features/work-orders/components/job-list';
import { Schedules } from '../../../../../src/features/work-orders/components/schedules';
import { blankWorkOrder } from '../../../../../src/features/work-orders/work-order-local';
import { id, job } from '../../../../contract/work-orders/fixtures';
import { describedBy } from '../../../support/described-by';

const rates = [
  { id: 'mechanical', name: 'Mechanical', rate: 7_200 },
  { id: 'diagnostic', name: 'Diagnostic', rate: 9_000 },
];
const tree: RepairTaskGroup[] = [
  {
    id: 'g1',
    description: 'Brakes',
    subgroups: [
      {
        id: 's1',
        description: 'Front brakes',
        tasks: [{ id: 't1', description: 'Front brake pads - renew', value: 70 }],
      },
    ],
  } as RepairTaskGroup,
];

function addJob(props: { rates?: typeof rates; ratesLoading?: boolean } = {}) {
  const onTask = vi.fn();
  const onCustom = vi.fn();
  render(
    <MemoryRouter>
      <AddJob
        tree={tree}
        treeState="ready"
        rates={props.rates ?? rates}
        ratesLoading={props.ratesLoading}
        customJobs={[{ id: 'mot-test', name: 'MOT test (class 4)', time: '01:00', labourRate: 'mot' }]}
        currency="GBP"
        disabled={false}
        onTask={onTask}
        onCustom={onCustom}
      />
    </MemoryRouter>,
  );
  const select = screen.getByLabelText('Labour rate') as HTMLSelectElement;
  const options = () =>
    within(select)
      .getAllByRole('option')
      .map((option) => option.textContent);
  const addTask = screen.getByRole('button', { name: 'Add Front brake pads - renew' }) as HTMLButtonElement;
  const addCustom = screen.getByRole('button', { name: 'Add custom job' }) as HTMLButtonElement;
  const savedJob = screen.getByRole('button', { name: /^MOT test/ }) as HTMLButtonElement;
  return { onTask, onCustom, select, options, addTask, addCustom, savedJob };
}

/** Issue 42: a job goes on at one of the account's rates, or as an override with its reason; never at a £0 made up. */
describe('the labour rate of a job being added', () => {
  it('is one of the account’s, the first unless another is chosen', () => {
    const { onTask, select, options, addTask } = addJob();
    expect(options()).toEqual([
      'Mechanical – £72.00 an hour',
      'Diagnostic – £90.00 an hour',
      'No charge / override (goodwill, warranty)',
    ]);
    fireEvent.click(addTask);
    expect(onTask).toHaveBeenLastCalledWith(expect.objectContaining({ id: 't1' }), { id: 'mechanical', rate: 7_200 });
    fireEvent.change(select, { target: { value: 'diagnostic' } });
    fireEvent.click(addTask);
    expect(onTask).toHaveBeenLastCalledWith(expect.objectContaining({ id: 't1' }), { id: 'diagnostic', rate: 9_000 });
  });

  it('with no rate known, is never made up: it says so, and nothing is added at a price', () => {
    const { onTask, onCustom, options, addTask, addCustom, savedJob } = addJob({ rates: [] });
    expect(options().some((text) => text?.includes('£'))).toBe(false);
    for (const button of [addTask, addCustom, savedJob]) {
      expect(button.disabled).toBe(true);
      expect(describedBy(button)).toMatch(/labour rates are not on this device yet/);
    }
    fireEvent.click(addTask);
    fireEvent.click(savedJob);
    expect(onTask).not.toHaveBeenCalled();
    expect(onCustom).not.toHaveBeenCalled();
  });

  it('says the rates are being read while they are, adding nothing meanwhile', () => {
    const { addTask } = addJob({ rates: [], ratesLoading: true });
    expect(addTask.disabled).toBe(true);
    expect(describedBy(addTask)).toBe('Reading your account’s labour rates…');
  });

  it('as no charge, asks for the reason first and sends £0 as an override with it', () => {
    const { onTask, onCustom, select, addTask, savedJob } = addJob({ rates: [] });
    fireEvent.change(select, { target: { value: 'override' } });
    const reason = screen.getByLabelText('Reason for no charge') as HTMLInputElement;
    expect(reason.required).toBe(true);
    expect(addTask.disabled).toBe(true);
    expect(describedBy(addTask)).toMatch(/Say why this job is not charged/);

    fireEvent.change(reason, { target: { value: ' Warranty: pads fitted last month ' } });
    expect(addTask.disabled).toBe(false);
    fireEvent.click(addTask);
    const override = { id: 'override', rate: 0, override: { reason: 'Warranty: pads fitted last month' } };
    expect(onTask).toHaveBeenCalledWith(expect.objectContaining({ id: 't1' }), override);
    // A saved custom job goes on as no charge too, not at its own rate.
    fireEvent.click(savedJob);
    expect(onCustom).toHaveBeenCalledWith(expect.objectContaining({ customJob: 'mot-test' }), override);
  });
});

describe('a maintenance schedule being added', () => {
  const doc: WorkOrder = {
    ...blankWorkOrder(id(902), { vrm: 'WB19 KFD' }, 'GBP', '2026-11-26T09:00:00.000Z'),
    tecdocId: 1,
  };
  const systems = [
    {
      id: 'sys',
      description: 'Maintenance',
      periods: [{ id: 'p12', description: 'Every 12 months', months: 12, miles: 12_500, time: 150, tasks: [] }],
    },
  ];
  const notes = { byPath: new Map(), general: [], waiting: new Set<string>() };

  it('waits for one of the account’s rates, saying why', () => {
    const onAdd = vi.fn();
    render(
      <Schedules
        doc={doc}
        systems={systems as never}
        notes={notes}
        disabled={false}
        rates="none"
        onAdd={onAdd}
        onRemove={vi.fn()}
      />,
    );
    const add = screen.getByRole('button', { name: 'Add Every 12 months' }) as HTMLButtonElement;
    expect(add.disabled).toBe(true);
    expect(describedBy(add)).toMatch(/labour rates are not on this device yet/);
  });
});

describe('a job on the work order at an override', () => {
  it('says so with its reason, and choosing one of the account’s rates is offered', () => {
    const warranty = job(1, {
      description: 'Refit the pads',
      labourRate: { id: 'override', rate: 0 },
      labourRateOverride: { reason: 'Warranty' },
    });
    const doc: WorkOrder = {
      ...blankWorkOrder(id(903), { vrm: 'WB19 KFD' }, 'GBP', '2026-11-26T09:00:00.000Z'),
      workOrderJobs: [warranty],
    };
    const onRate = vi.fn();
    const notes = { byPath: new Map(), general: [], waiting: new Set<string>() };
    render(<JobList doc={doc} notes={notes} rates={rates} onRemove={vi.fn()} onOverride={vi.fn()} onRate={onRate} />);
    const select = screen.getByLabelText('Labour rate for Refit the pads') as HTMLSelectElement;
    expect(select.selectedOptions[0]?.textContent).toBe('Override (Warranty) – £0.00 an hour');
    fireEvent.change(select, { target: { value: 'mechanical' } });
    expect(onRate).toHaveBeenCalledWith(warranty, rates[0]);
  });
});
