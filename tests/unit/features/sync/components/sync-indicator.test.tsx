import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import type { OutboxEntry } from '../../../../../src/db/outbox';
import { SyncIndicator } from '../../../../../src/features/sync/components/sync-indicator';

const outbox = vi.hoisted(() => ({ value: { entries: [] as unknown[], others: 0, loaded: false } }));
// The device's outbox as the hook reads it: still being read, or read.
vi.mock('../../../../../src/features/sync/use-waiting-changes', () => ({ useWaitingChanges: () => outbox.value }));
vi.mock('../../../../../src/sync/online-status', () => ({ useOnlineStatus: () => true }));
vi.mock('../../../../../src/sync/sync-state', () => ({ useSyncState: () => ({ replaying: false, pausedFor: null }) }));

const entry = (state: OutboxEntry['state']) => ({ id: crypto.randomUUID(), state }) as unknown as OutboxEntry;

function label(): string {
  render(
    <MemoryRouter>
      <SyncIndicator />
    </MemoryRouter>,
  );
  return screen.getByRole('link').getAttribute('aria-label') ?? '';
}

describe('the header’s changes indicator', () => {
  it('says nothing is waiting only once the outbox has been read (a reload on a busy tablet)', () => {
    outbox.value = { entries: [], others: 0, loaded: false };
    expect(label()).toBe('Online. Reading the changes waiting on this device');
  });

  it('once read: all sent, or how many wait', () => {
    outbox.value = { entries: [], others: 0, loaded: true };
    expect(label()).toBe('Online. All changes sent');
  });

  it('counts waiting changes apart from those that need the person', () => {
    outbox.value = { entries: [entry('pending'), entry('pending'), entry('failed')], others: 0, loaded: true };
    expect(label()).toBe('Online. 2 changes waiting, 1 change needs you');
  });
});
