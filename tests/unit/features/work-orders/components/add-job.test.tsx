import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { workOrderMessages } from '../../../../../contract/work-orders/messages';
import { AddJob } from '../../../../../src/features/work-orders/components/add-job';
import { describedBy } from '../../../support/described-by';

const rates = [{ id: 'mechanical', name: 'Mechanical', rate: 7500 }];

function addJob() {
  const onCustom = vi.fn();
  render(
    <AddJob
      tree={[]}
      treeState="no-vehicle"
      rates={rates}
      customJobs={[]}
      currency="GBP"
      disabled={false}
      onTask={vi.fn()}
      onCustom={onCustom}
    />,
  );
  const name = screen.getByLabelText('What the job is') as HTMLInputElement;
  const time = screen.getByLabelText('Time') as HTMLInputElement;
  const add = () => fireEvent.click(screen.getByRole('button', { name: 'Add custom job' }));
  return { onCustom, name, time, add };
}

describe('a custom job’s time', () => {
  it('is read as a person types it and added as HH:MM', () => {
    const { onCustom, name, time, add } = addJob();
    fireEvent.change(name, { target: { value: 'Fit customer’s own roof bars' } });
    fireEvent.change(time, { target: { value: '1.5' } });
    fireEvent.blur(time);
    expect(time.value).toBe('01:30');
    add();
    expect(onCustom).toHaveBeenCalledWith(
      { description: 'Fit customer’s own roof bars', time: '01:30', customJob: 'custom' },
      { id: 'mechanical', rate: 7500 },
    );
  });

  it('is read on Add too, without leaving the field first', () => {
    const { onCustom, name, time, add } = addJob();
    fireEvent.change(name, { target: { value: 'Diagnose a rattle' } });
    fireEvent.change(time, { target: { value: '90m' } });
    add();
    expect(onCustom).toHaveBeenCalledWith(expect.objectContaining({ time: '01:30' }), expect.anything());
  });

  it('says beside the field which forms work when it cannot read the time, and adds nothing', () => {
    const { onCustom, name, time, add } = addJob();
    fireEvent.change(name, { target: { value: 'Diagnose a rattle' } });
    fireEvent.change(time, { target: { value: 'abc' } });
    fireEvent.blur(time);
    expect(time.getAttribute('aria-invalid')).toBe('true');
    expect(describedBy(time)).toBe(workOrderMessages.typedTime);
    add();
    expect(onCustom).not.toHaveBeenCalled();
    expect(describedBy(time)).toBe(workOrderMessages.typedTime);
    expect(name.getAttribute('aria-invalid')).toBe(null);

    fireEvent.change(time, { target: { value: '1h 30m' } });
    fireEvent.blur(time);
    expect(time.getAttribute('aria-invalid')).toBe(null);
    expect(time.value).toBe('01:30');
  });

  it('asks what the job is beside that field first', () => {
    const { onCustom, name, time, add } = addJob();
    fireEvent.change(time, { target: { value: '1:30' } });
    add();
    expect(onCustom).not.toHaveBeenCalled();
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(describedBy(name)).toBe('Please say what the job is.');
  });
});
