import { render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { WorkOrder } from '../../../../../contract/work-orders/schemas';
import { JobList } from '../../../../../src/features/work-orders/components/job-list';
import { PartList } from '../../../../../src/features/work-orders/components/part-list';
import { Schedules } from '../../../../../src/features/work-orders/components/schedules';
import { answersOf } from '../../../../../src/features/work-orders/line-answers';
import type { WorkOrderNotes } from '../../../../../src/features/work-orders/work-order-notes';
import { okafor, raisedClutch, serviceWithKit } from '../../../print/job-sheet/samples';

const noNotes = (): WorkOrderNotes => ({ byPath: new Map(), general: [], waiting: new Set() });
const rates = [{ id: 'mechanical', name: 'Mechanical', rate: 7500 }];
const row = (list: string, name: string) =>
  within(screen.getByRole('list', { name }))
    .getAllByRole('listitem')
    .find((item) => item.textContent?.includes(list))!;
const note = (item: HTMLElement) => item.querySelector('.wo-answer');

function jobs(doc: WorkOrder) {
  render(
    <JobList
      doc={doc}
      answers={answersOf(doc)}
      notes={noNotes()}
      rates={rates}
      onRemove={vi.fn()}
      onOverride={vi.fn()}
      onRate={vi.fn()}
    />,
  );
}

function parts(doc: WorkOrder) {
  render(
    <PartList
      doc={doc}
      answers={answersOf(doc)}
      parts={{}}
      notes={noNotes()}
      onQuantity={vi.fn()}
      onService={vi.fn()}
      onRemove={vi.fn()}
    />,
  );
}

describe('the customer’s answer on each line, in the job sheet’s words', () => {
  it('marks a job’s rise since the customer agreed, and a declined job', () => {
    jobs(raisedClutch());
    const clutch = note(row('Renew the clutch and flywheel', 'Jobs'))!;
    expect(clutch.textContent).toBe('Awaiting authorisation of £65.50 more than the £580.59 agreed');
    expect(clutch.classList.contains('wo-answer--raised')).toBe(true);
    const wiper = note(row('Renew the rear wiper blade', 'Jobs'))!;
    expect(wiper.textContent).toBe('Declined by Mr D. Okafor by phone');
    expect(wiper.classList.contains('wo-answer--raised')).toBe(false);
  });

  it('works the answers out itself when shown alone', () => {
    const doc = raisedClutch();
    render(
      <JobList doc={doc} notes={noNotes()} rates={rates} onRemove={vi.fn()} onOverride={vi.fn()} onRate={vi.fn()} />,
    );
    expect(screen.getByText('Awaiting authorisation of £65.50 more than the £580.59 agreed')).toBeTruthy();
  });

  it('says it on a loose part only: a job’s part follows its job', () => {
    parts(raisedClutch());
    expect(note(row('Screenwash 5 L', 'Parts'))?.textContent).toBe('Awaiting authorisation: £10.79');
    for (const part of ['LuK clutch kit 600 0345 00', 'Flywheel bolt set', 'Release bearing'])
      expect(note(row(part, 'Parts'))).toBe(null);
  });

  it('says it on a maintenance schedule, authorised with the amount agreed', () => {
    const doc = serviceWithKit({ schedule: { authorisation: { ...okafor, amount: 6060 } } });
    render(
      <Schedules doc={doc} systems={undefined} notes={noNotes()} disabled={false} onAdd={vi.fn()} onRemove={vi.fn()} />,
    );
    const schedule = row('Service every 12 months / 12,000 miles', 'Maintenance schedules on the work order');
    expect(note(schedule)?.textContent).toBe('Authorised: £60.60 agreed by Mr D. Okafor by phone');
  });
});
