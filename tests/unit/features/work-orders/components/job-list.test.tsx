import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { workOrderMessages } from '../../../../../contract/work-orders/messages';
import type { WorkOrderJob } from '../../../../../contract/work-orders/lines';
import type { WorkOrder } from '../../../../../contract/work-orders/schemas';
import { JobList } from '../../../../../src/features/work-orders/components/job-list';
import { blankWorkOrder } from '../../../../../src/features/work-orders/work-order-local';
import type { WorkOrderNotes } from '../../../../../src/features/work-orders/work-order-notes';
import { id, job } from '../../../../contract/work-orders/fixtures';
import { describedBy } from '../../../support/described-by';

const noNotes = (): WorkOrderNotes => ({ byPath: new Map(), general: [], waiting: new Set() });
const rates = [{ id: 'mechanical', name: 'Mechanical', rate: 7500 }];

function list(over: Partial<WorkOrderJob> = {}) {
  const pads = job(1, { description: 'Front brake pads - renew', ...over });
  const doc: WorkOrder = {
    ...blankWorkOrder(id(1), { vrm: 'WB19 KFD' }, 'GBP', '2026-11-26T09:00:00.000Z'),
    workOrderJobs: [pads],
  };
  const onOverride = vi.fn();
  render(
    <JobList doc={doc} notes={noNotes()} rates={rates} onRemove={vi.fn()} onOverride={onOverride} onRate={vi.fn()} />,
  );
  const input = screen.getByLabelText('Time charged for Front brake pads - renew') as HTMLInputElement;
  return { pads, onOverride, input };
}

const type = (input: HTMLInputElement, text: string) => {
  fireEvent.change(input, { target: { value: text } });
  fireEvent.blur(input);
};

describe('the time charged on a job', () => {
  it('reads the time as a person types it and saves it as HH:MM', () => {
    const { pads, onOverride, input } = list();
    expect(input.getAttribute('pattern')).toBe(null);
    type(input, '1.5');
    expect(onOverride).toHaveBeenCalledWith(pads, '01:30');
    expect(input.value).toBe('01:30');
    expect(input.getAttribute('aria-invalid')).toBe(null);
  });

  for (const typed of ['90m', '1h30', '1:30', '1,5']) {
    it(`reads '${typed}' as an hour and a half`, () => {
      const { pads, onOverride, input } = list();
      type(input, typed);
      expect(onOverride).toHaveBeenCalledWith(pads, '01:30');
    });
  }

  it('says beside the field which forms work when it cannot read the time, and saves nothing', () => {
    const { onOverride, input } = list();
    type(input, 'abc');
    expect(onOverride).not.toHaveBeenCalled();
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(describedBy(input)).toBe(workOrderMessages.typedTime);
    expect(input.value).toBe('abc');

    type(input, '45m');
    expect(onOverride).toHaveBeenCalledWith(expect.anything(), '00:45');
    expect(input.getAttribute('aria-invalid')).toBe(null);
    expect(screen.queryByText(workOrderMessages.typedTime)).toBe(null);
  });

  it('goes back to the calculated time when emptied, and saves nothing when the time is the same', () => {
    const { pads, onOverride, input } = list({ overrideTime: '01:30' });
    expect(input.value).toBe('01:30');
    type(input, '90 mins');
    expect(onOverride).not.toHaveBeenCalled();
    expect(input.value).toBe('01:30');
    type(input, '  ');
    expect(onOverride).toHaveBeenCalledWith(pads, null);
  });
});
