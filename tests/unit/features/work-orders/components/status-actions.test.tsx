import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { applyWorkOrderChange } from '../../../../../contract/work-orders/apply';
import { workOrderChangeSchema } from '../../../../../contract/work-orders/intents';
import type { WorkOrderStatus } from '../../../../../contract/work-orders/lifecycle';
import type { AuthorisationMethod, WorkOrderQuickKit } from '../../../../../contract/work-orders/lines';
import { workOrderMessages } from '../../../../../contract/work-orders/messages';
import type { WorkOrder } from '../../../../../contract/work-orders/schemas';
import { StatusActions } from '../../../../../src/features/work-orders/components/status-actions';
import { answersOf } from '../../../../../src/features/work-orders/line-answers';
import {
  answerLines,
  moveStatus,
  orderParts,
  type LineAnswerGiven,
} from '../../../../../src/features/work-orders/work-order-edits';
import { describedBy } from '../../../support/described-by';
import { sampleId, sampleJob, samplePart, sampleWorkOrder } from '../../../print/job-sheet/sample-work-order';
import { okafor, raisedClutch, serviceWithKit } from '../../../print/job-sheet/samples';

type Authorise = (given: LineAnswerGiven[], by: string, method: AuthorisationMethod) => void;

function actions(doc: WorkOrder) {
  const onMove = vi.fn<(to: WorkOrderStatus, reason?: string, override?: string) => void>();
  const onAuthorise = vi.fn<Authorise>();
  const onOrderParts = vi.fn<(override?: string) => void>();
  render(
    <StatusActions
      doc={doc}
      online
      notes={undefined}
      orderPending={false}
      onMove={onMove}
      onAuthorise={onAuthorise}
      onOrderParts={onOrderParts}
    />,
  );
  return { onMove, onAuthorise, onOrderParts };
}

const valid = (changes: unknown[]) => changes.every((change) => workOrderChangeSchema.safeParse(change).success);
const dialog = (name: string) => screen.getByRole('dialog', { name });
const line = (name: string) => within(dialog('Customer’s authorisation')).getByRole('group', { name });

describe('recording the customer’s answers, line by line', () => {
  it('lists each line awaiting an answer with what it costs now, a rise beside the amount agreed', () => {
    const doc = raisedClutch();
    actions(doc);
    fireEvent.click(screen.getByRole('button', { name: 'Record authorisation' }));
    const modal = dialog('Customer’s authorisation');
    const lines = within(within(modal).getByRole('list', { name: 'Lines awaiting the customer’s answer' }));
    // The declined wiper is answered: it is not asked again. The clutch's parts answer through it.
    expect(lines.getAllByRole('group').map((group) => group.querySelector('legend')?.textContent)).toEqual([
      'Renew the clutch and flywheel',
      'Screenwash 5 L',
    ]);
    const clutch = line('Renew the clutch and flywheel');
    expect(clutch.textContent).toContain('£65.50 more than the £580.59 agreed');
    // An agreed amount is a promise a no does not undo: the rise is authorised or left for now.
    expect(
      within(clutch)
        .getAllByRole('radio')
        .map((radio) => radio.parentElement?.textContent),
    ).toEqual(['Authorise', 'Not yet']);
    const screenwash = line('Screenwash 5 L');
    expect(screenwash.textContent).toContain('£10.79');
    expect(
      within(screenwash)
        .getAllByRole('radio')
        .map((radio) => radio.parentElement?.textContent),
    ).toEqual(['Authorise', 'Decline', 'Not yet']);
    // Each line is authorised until said otherwise.
    expect((within(screenwash).getByRole('radio', { name: 'Authorise' }) as HTMLInputElement).checked).toBe(true);
    expect(within(modal).getByRole('status').textContent).toBe('Authorising £76.29 including VAT.');
  });

  it('authorises the raised job for what it costs now and declines the line declined, by whom and how', () => {
    const doc = raisedClutch();
    const { onAuthorise } = actions(doc);
    fireEvent.click(screen.getByRole('button', { name: 'Record authorisation' }));
    fireEvent.click(within(line('Screenwash 5 L')).getByRole('radio', { name: 'Decline' }));
    const modal = dialog('Customer’s authorisation');
    expect(within(modal).getByRole('status').textContent).toBe('Authorising £65.50 including VAT; declining £10.79.');
    expect((within(modal).getByLabelText('Authorised by') as HTMLInputElement).value).toBe('Mr D. Okafor');
    expect(
      within(within(modal).getByRole('group', { name: 'How' }))
        .getAllByRole('radio')
        .map((radio) => radio.parentElement?.textContent),
    ).toEqual(['In person', 'By phone', 'By text', 'By link']);
    fireEvent.click(within(modal).getByRole('radio', { name: 'By phone' }));
    fireEvent.click(within(modal).getByRole('button', { name: 'Record authorisation' }));

    const [clutch] = doc.workOrderJobs;
    const screenwash = doc.workOrderItems.find((item) => item.productName === 'Screenwash 5 L')!;
    expect(onAuthorise).toHaveBeenCalledWith(
      [
        { kind: 'job', lineId: clutch!.id, answer: 'authorise' },
        { kind: 'item', lineId: screenwash.id, answer: 'decline' },
      ],
      'Mr D. Okafor',
      'phone',
    );
    expect(screen.queryByRole('dialog')).toBe(null);
    // As the editor sends them: the job for the £646.09 it costs now (the £580.59 agreed and the rise).
    const [given, by, method] = onAuthorise.mock.calls[0]!;
    const changes = answerLines(doc, given, by, method);
    expect(changes).toEqual([
      { op: 'authorise', kind: 'job', lineId: clutch!.id, by: 'Mr D. Okafor', method: 'phone', amount: 64_609 },
      { op: 'decline', kind: 'item', lineId: screenwash.id, by: 'Mr D. Okafor', method: 'phone' },
    ]);
    expect(valid(changes)).toBe(true);
  });

  it('names schedules, loose parts and kits, and sends each with its kind; Not yet sends nothing for it', () => {
    const doc = serviceWithKit();
    const { onAuthorise } = actions(doc);
    fireEvent.click(screen.getByRole('button', { name: 'Record authorisation' }));
    const modal = dialog('Customer’s authorisation');
    expect(
      within(modal)
        .getAllByRole('group')
        .map((group) => group.querySelector('legend')?.textContent),
    ).toEqual(['Service every 12 months / 12,000 miles', 'Bosch spark plug', 'Quick brake kit', 'How']);
    fireEvent.click(within(line('Bosch spark plug')).getByRole('radio', { name: 'Not yet' }));
    fireEvent.click(within(modal).getByRole('button', { name: 'Record authorisation' }));
    expect(onAuthorise).toHaveBeenCalledWith(
      [
        { kind: 'maintenanceSchedule', lineId: doc.maintenanceSchedules[0]!.id, answer: 'authorise' },
        { kind: 'quickKit', lineId: doc.workOrderQuickKits[0]!.id, answer: 'authorise' },
      ],
      'Mrs J. Kaur',
      'in-person',
    );
  });

  it('asks who gave the answers beside the field, and sends nothing without it', () => {
    const { onAuthorise } = actions(raisedClutch());
    fireEvent.click(screen.getByRole('button', { name: 'Record authorisation' }));
    const modal = dialog('Customer’s authorisation');
    const by = within(modal).getByLabelText('Authorised by') as HTMLInputElement;
    fireEvent.change(by, { target: { value: '  ' } });
    fireEvent.click(within(modal).getByRole('button', { name: 'Record authorisation' }));
    expect(onAuthorise).not.toHaveBeenCalled();
    expect(by.getAttribute('aria-invalid')).toBe('true');
    expect(describedBy(by)).toBe(workOrderMessages.authorisedBy);
  });

  it('is not offered once every line is answered', () => {
    const doc = sampleWorkOrder({ jobs: [sampleJob(1, { authorisation: { ...okafor, amount: 9000 } })] });
    actions(doc);
    expect(screen.queryByRole('button', { name: 'Record authorisation' })).toBe(null);
  });
});

describe('starting work the customer has not agreed to', () => {
  it('asks for a reason, and sends it as the override', () => {
    const doc = raisedClutch();
    const { onMove } = actions(doc);
    fireEvent.click(screen.getByRole('button', { name: 'Start work' }));
    expect(onMove).not.toHaveBeenCalled();
    const modal = dialog('Start work');
    expect(modal.textContent).toContain(
      '£76.29 of this work is not authorised yet. Record the customer’s answer, or go ahead with a reason:',
    );
    const reason = within(modal).getByLabelText('Why does the work start now?') as HTMLInputElement;
    fireEvent.click(within(modal).getByRole('button', { name: 'Start work' }));
    expect(onMove).not.toHaveBeenCalled();
    expect(describedBy(reason)).toBe(workOrderMessages.authorisationOverrideReason);

    fireEvent.change(reason, { target: { value: 'The car is off the road; customer on a flight' } });
    fireEvent.click(within(modal).getByRole('button', { name: 'Start work' }));
    expect(onMove).toHaveBeenCalledWith('in-progress', undefined, 'The car is off the road; customer on a flight');
    const changes = moveStatus(doc, 'in-progress', undefined, 'The car is off the road; customer on a flight');
    expect(changes).toEqual([
      {
        op: 'setStatus',
        from: 'pending',
        to: 'in-progress',
        override: { reason: 'The car is off the road; customer on a flight' },
      },
    ]);
    expect(valid(changes)).toBe(true);
  });

  it('offers to record the customer’s answer instead', () => {
    actions(raisedClutch());
    fireEvent.click(screen.getByRole('button', { name: 'Start work' }));
    fireEvent.click(within(dialog('Start work')).getByRole('button', { name: 'Record the customer’s answer' }));
    expect(screen.queryByRole('dialog', { name: 'Start work' })).toBe(null);
    expect(dialog('Customer’s authorisation')).toBeTruthy();
  });

  it('starts at once when everything is agreed', () => {
    const doc = sampleWorkOrder({ jobs: [sampleJob(1, { authorisation: { ...okafor, amount: 9000 } })] });
    expect(doc.prices.authorisation).toEqual({ authorised: 9000, awaiting: 0, declined: 0 });
    const { onMove } = actions(doc);
    fireEvent.click(screen.getByRole('button', { name: 'Start work' }));
    expect(onMove).toHaveBeenCalledWith('in-progress');
    expect(screen.queryByRole('dialog')).toBe(null);
  });
});

/**
 * Two parts for an agreed brake job, a part for a declined job, a loose part and a kit with both
 * its parts chosen, both awaiting the customer, and a kit with a choice still to make.
 */
function partsToOrder(): WorkOrder {
  const brakes = sampleJob(1, { description: 'Renew the front brakes' });
  const wiper = sampleJob(2, { description: 'Renew the rear wiper', declined: okafor });
  const kit = (n: number, sku: string | null): WorkOrderQuickKit => ({
    id: sampleId(400 + n),
    position: `b${n}`,
    rev: 1,
    type: 'brake',
    workOrderQuickKitItems: [
      {
        componentPart: 'Brake Pad Set',
        sku: '200001',
        quantity: 1,
        additionalServiceName: null,
        additionalServicePrice: null,
      },
      { componentPart: 'Brake Disc', sku, quantity: 2, additionalServiceName: null, additionalServicePrice: null },
    ],
    itemPrices: [],
    orderedIn: null,
    authorisation: null,
    authorisedBefore: [],
    declined: null,
  });
  const build = (amount: number | null) =>
    sampleWorkOrder({
      jobs: [brakes, wiper].map((job) =>
        job === brakes && amount !== null ? { ...job, authorisation: { ...okafor, amount } } : job,
      ),
      items: [
        samplePart(1, { jobId: brakes.id }),
        samplePart(2, { jobId: brakes.id }),
        samplePart(3, { jobId: wiper.id }),
        samplePart(4),
      ],
      quickKits: [kit(1, '200002'), kit(2, null)],
    });
  // The brake job authorised for what it costs, with its parts.
  return build(answersOf(build(null))!.get(brakes.id)!.current);
}

describe('ordering the parts the customer agreed to', () => {
  it('counts only the agreed parts, and says how many await the customer', () => {
    const doc = partsToOrder();
    const { onOrderParts } = actions(doc);
    const waiting = screen.getByText('3 parts await the customer’s authorisation');
    const orderAll = screen.getByRole('button', { name: 'Order all, with a reason' });
    expect(orderAll.getAttribute('aria-describedby')).toBe(waiting.id);
    fireEvent.click(screen.getByRole('button', { name: 'Order 2 parts' }));
    expect(onOrderParts).toHaveBeenCalledWith();
    // The server orders the same two: the agreed job's parts.
    const applied = applyWorkOrderChange(doc, orderParts()[0]!, '2026-11-26T11:00:00.000Z');
    expect(applied.doc.workOrderItems.filter((item) => item.orderedIn !== null).map((item) => item.id)).toEqual([
      doc.workOrderItems[0]!.id,
      doc.workOrderItems[1]!.id,
    ]);
  });

  it('orders all, with a reason that goes with the order as its override', () => {
    const doc = partsToOrder();
    const { onOrderParts } = actions(doc);
    fireEvent.click(screen.getByRole('button', { name: 'Order all, with a reason' }));
    const modal = dialog('Order all the parts');
    expect(modal.textContent).toContain('3 parts await the customer’s authorisation. Order all 5 parts');
    const reason = within(modal).getByLabelText('Why order them now?') as HTMLInputElement;
    fireEvent.click(within(modal).getByRole('button', { name: 'Order 5 parts' }));
    expect(onOrderParts).not.toHaveBeenCalled();
    expect(describedBy(reason)).toBe(workOrderMessages.authorisationOverrideReason);
    fireEvent.change(reason, { target: { value: 'Customer agreed by voicemail; parts take two days' } });
    fireEvent.click(within(modal).getByRole('button', { name: 'Order 5 parts' }));
    expect(onOrderParts).toHaveBeenCalledWith('Customer agreed by voicemail; parts take two days');
    const [change] = orderParts('Customer agreed by voicemail; parts take two days');
    expect(change).toMatchObject({
      op: 'orderParts',
      override: { reason: 'Customer agreed by voicemail; parts take two days' },
    });
    expect(valid([change])).toBe(true);
    // Never the declined job's part, nor the kit with a choice to make.
    const applied = applyWorkOrderChange(doc, change!, '2026-11-26T11:00:00.000Z');
    expect(applied.doc.workOrderItems.filter((item) => item.orderedIn !== null)).toHaveLength(3);
    expect(applied.doc.workOrderQuickKits.map((kit) => kit.orderedIn !== null)).toEqual([true, false]);
  });

  it('offers only the order with a reason when nothing is agreed yet', () => {
    actions(raisedClutch());
    expect(screen.queryByRole('button', { name: /^Order \d/ })).toBe(null);
    expect(screen.getByText('4 parts await the customer’s authorisation')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Order all, with a reason' })).toBeTruthy();
  });
});
