import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { workOrderMessages } from '../../../../../contract/work-orders/messages';
import type { WorkOrder } from '../../../../../contract/work-orders/schemas';
import { UpliftField } from '../../../../../src/features/work-orders/components/uplift-field';
import { blankWorkOrder } from '../../../../../src/features/work-orders/work-order-local';
import type { WorkOrderNotes } from '../../../../../src/features/work-orders/work-order-notes';
import { describedBy } from '../../../support/described-by';

const doc = (over: Partial<WorkOrder> = {}): WorkOrder => ({
  ...blankWorkOrder('00000000-0000-7000-8000-00000000aaaa', { vrm: 'WB19 KFD' }, 'GBP', '2026-11-26T09:00:00.000Z'),
  appliedUplift: 10,
  ...over,
});
const noNotes = (): WorkOrderNotes => ({ byPath: new Map(), general: [], waiting: new Set() });

const radio = (name: string) => screen.getByRole('radio', { name }) as HTMLInputElement;
const upliftInput = () => screen.getByLabelText('Uplift on labour, per cent') as HTMLInputElement;

function field(over: Partial<WorkOrder> = {}, notes = noNotes()) {
  const onSet = vi.fn();
  const view = render(<UpliftField doc={doc(over)} notes={notes} accountDefault={10} onSet={onSet} />);
  return { onSet, ...view };
}

describe('the uplift on the work order', () => {
  it('follows the account’s default on a new work order, and sets its own figure when the person gives one', () => {
    const { onSet } = field();
    expect(radio('Use the account’s default (10%)').checked).toBe(true);
    expect(screen.queryByLabelText('Uplift on labour, per cent')).toBe(null);

    fireEvent.click(screen.getByRole('radio', { name: 'Set for this work order' }));
    const input = upliftInput();
    expect(input.value).toBe('10');
    fireEvent.change(input, { target: { value: '12,5' } });
    fireEvent.blur(input);
    expect(onSet).toHaveBeenCalledWith(12.5);
  });

  it('sends null for the account’s default, and 0 for prices without uplift', () => {
    const { onSet } = field({ uplift: 25, appliedUplift: 25 });
    const input = upliftInput();
    expect(input.value).toBe('25');
    expect(describedBy(input)).toContain('0 gives prices without uplift.');
    fireEvent.change(input, { target: { value: '0' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    fireEvent.blur(input);
    expect(onSet).toHaveBeenCalledWith(0);

    fireEvent.click(screen.getByRole('radio', { name: 'Use the account’s default (10%)' }));
    expect(onSet).toHaveBeenLastCalledWith(null);
  });

  it('says beside the field what is wrong with a figure, and sends nothing', () => {
    const { onSet } = field({ uplift: 25, appliedUplift: 25 });
    const input = upliftInput();
    for (const typed of ['150', 'ten', '']) {
      fireEvent.change(input, { target: { value: typed } });
      fireEvent.blur(input);
      expect(input.getAttribute('aria-invalid')).toBe('true');
      expect(describedBy(input)).toContain(workOrderMessages.uplift);
    }
    expect(onSet).not.toHaveBeenCalled();
  });

  it('past pending keeps the stored uplift: no default to go back to', () => {
    field({ status: 'in-progress', uplift: 25, appliedUplift: 25 });
    expect(screen.queryByRole('radio')).toBe(null);
    expect(upliftInput().value).toBe('25');
  });

  it('cannot change on a closed work order', () => {
    field({ status: 'completed', uplift: 25, appliedUplift: 25 });
    expect(upliftInput().matches(':disabled')).toBe(true);
  });

  it('shows the server’s refusal and that the change waits beside the field', () => {
    const notes = noNotes();
    notes.waiting.add('uplift');
    notes.byPath.set('uplift', [
      { kind: 'refused', entryId: 'e1', message: 'Please enter an uplift from 0 to 100 per cent.' },
    ]);
    field({ uplift: 25, appliedUplift: 25 }, notes);
    const group = screen.getByRole('group', { name: /Uplift/ });
    expect(group.textContent).toContain('Waiting to be sent');
    expect(screen.getByRole('alert').textContent).toContain(
      'Not saved: Please enter an uplift from 0 to 100 per cent.',
    );
    expect((screen.getByRole('button', { name: 'Discard this change' }) as HTMLButtonElement).disabled).toBe(false);
  });
});
