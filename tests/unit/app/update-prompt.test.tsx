import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ASK_AGAIN_MS, UpdatePrompt } from '../../../src/app/update-prompt';
import type { ServiceWorkerUpdates } from '../../../src/app/register-sw';

type WorkboxEvent = 'waiting' | 'controlling';

/** Stands in for workbox-window's Workbox: the test fires its lifecycle events by hand. */
class FakeWorkbox implements ServiceWorkerUpdates {
  private listeners = new Map<WorkboxEvent, Set<() => void>>();
  register = vi.fn(() => Promise.resolve(undefined));
  messageSkipWaiting = vi.fn();

  addEventListener(type: WorkboxEvent, listener: () => void) {
    if (!this.listeners.has(type)) this.listeners.set(type, new Set());
    this.listeners.get(type)?.add(listener);
  }

  removeEventListener(type: WorkboxEvent, listener: () => void) {
    this.listeners.get(type)?.delete(listener);
  }

  fire(type: WorkboxEvent) {
    act(() => this.listeners.get(type)?.forEach((listener) => listener()));
  }
}

function setup() {
  const workbox = new FakeWorkbox();
  const reload = vi.fn();
  render(<UpdatePrompt workbox={workbox} reload={reload} />);
  return { workbox, reload };
}

describe('UpdatePrompt', () => {
  it('registers the worker and shows nothing while no update waits', () => {
    const { workbox } = setup();
    expect(workbox.register).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('offers the update once a new worker is waiting', () => {
    const { workbox } = setup();
    workbox.fire('waiting');
    const prompt = screen.getByRole('status');
    expect(prompt.textContent).toContain('Update available');
    expect(screen.getByRole('button', { name: 'Reload' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Later' })).toBeTruthy();
  });

  it('activates the waiting worker on Reload and reloads only when it controls the page', () => {
    const { workbox, reload } = setup();
    workbox.fire('waiting');
    fireEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(workbox.messageSkipWaiting).toHaveBeenCalledTimes(1);
    expect(reload).not.toHaveBeenCalled();
    workbox.fire('controlling');
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('asks the waiting worker again every few seconds until it takes over, then reloads', () => {
    vi.useFakeTimers();
    try {
      const { workbox, reload } = setup();
      workbox.fire('waiting');
      fireEvent.click(screen.getByRole('button', { name: 'Reload' }));
      expect(screen.getByRole('button', { name: 'Reloading…' })).toHaveProperty('disabled', true);
      act(() => vi.advanceTimersByTime(ASK_AGAIN_MS * 2));
      expect(workbox.messageSkipWaiting).toHaveBeenCalledTimes(3);
      workbox.fire('controlling');
      expect(reload).toHaveBeenCalledTimes(1);
    } finally {
      vi.useRealTimers();
    }
  });

  it('does not activate anything on Later, and offers the next update again', () => {
    const { workbox, reload } = setup();
    workbox.fire('waiting');
    fireEvent.click(screen.getByRole('button', { name: 'Later' }));
    expect(screen.queryByRole('status')).toBeNull();
    expect(workbox.messageSkipWaiting).not.toHaveBeenCalled();
    workbox.fire('controlling');
    expect(reload).not.toHaveBeenCalled();
    workbox.fire('waiting');
    expect(screen.getByRole('status').textContent).toContain('Update available');
  });

  it('never reloads on its own when a first install takes control', () => {
    const { workbox, reload } = setup();
    workbox.fire('controlling');
    expect(reload).not.toHaveBeenCalled();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('renders nothing without a service worker', () => {
    const { container } = render(<UpdatePrompt workbox={null} />);
    expect(container.innerHTML).toBe('');
  });
});
