import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TOAST_MS, Toast, type ToastMessage } from '../../../src/ui/toast';

const message = (key: number, run = vi.fn()): ToastMessage => ({
  key,
  text: 'Added ‘Front brake pads - renew’ to Jobs',
  action: { label: 'Show', run },
});

describe('a toast', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('says its words in a polite live region that is there before them, the buttons outside it', () => {
    const { rerender } = render(<Toast message={null} onDismiss={vi.fn()} />);
    const region = screen.getByRole('status');
    expect(region.textContent).toBe('');
    rerender(<Toast message={message(1)} onDismiss={vi.fn()} />);
    expect(screen.getByRole('status')).toBe(region);
    expect(region.textContent).toBe('Added ‘Front brake pads - renew’ to Jobs');
    expect(region.querySelector('button')).toBeNull();
  });

  it('does its one thing and goes', () => {
    const run = vi.fn();
    const onDismiss = vi.fn();
    render(<Toast message={message(1, run)} onDismiss={onDismiss} />);
    fireEvent.click(screen.getByRole('button', { name: 'Show' }));
    expect(run).toHaveBeenCalledOnce();
    expect(onDismiss).toHaveBeenCalledOnce();
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(onDismiss).toHaveBeenCalledTimes(2);
  });

  it('goes by itself, but not while the focus is in it', () => {
    const onDismiss = vi.fn();
    const { rerender } = render(<Toast message={message(1)} onDismiss={onDismiss} />);
    act(() => vi.advanceTimersByTime(TOAST_MS - 1));
    expect(onDismiss).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onDismiss).toHaveBeenCalledOnce();

    // A new message starts its own time; the focus in it holds it there.
    rerender(<Toast message={message(2)} onDismiss={onDismiss} />);
    act(() => screen.getByRole('button', { name: 'Show' }).focus());
    act(() => vi.advanceTimersByTime(TOAST_MS * 3));
    expect(onDismiss).toHaveBeenCalledOnce();
    act(() => screen.getByRole('button', { name: 'Show' }).blur());
    act(() => vi.advanceTimersByTime(TOAST_MS));
    expect(onDismiss).toHaveBeenCalledTimes(2);
  });
});
