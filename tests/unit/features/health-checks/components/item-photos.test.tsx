import { fireEvent, render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { OutboxEntry } from '../../../../../src/db/outbox';
import { ItemPhotos } from '../../../../../src/features/health-checks/components/item-photos';
import type { ItemPhoto } from '../../../../../src/features/health-checks/photos/check-photos';

const queue = vi.hoisted(() => ({ retryEntry: vi.fn(async () => {}), discardEntry: vi.fn(async () => {}) }));
vi.mock('../../../../../src/sync/queue-actions', () => queue);

const entry = { id: 'entry-1', operation: 'healthCheck.photo' } as OutboxEntry;
const message = 'Another photo was already saved under this id. Please take the photo again.';
const photo = (over: Partial<ItemPhoto>): ItemPhoto => ({
  id: '01936b2e-0000-7000-8000-00000000f001',
  item: 'item-1',
  blob: new Blob([new Uint8Array([0xff, 0xd8, 0xff])], { type: 'image/jpeg' }),
  uploaded: false,
  change: null,
  ...over,
});
const show = (photos: ItemPhoto[], locked = false) =>
  render(
    <ItemPhotos userId="u1" checkId="c1" itemId="item-1" itemName="Tyre N/S front" photos={photos} locked={locked} />,
  );

beforeEach(() => {
  URL.createObjectURL = vi.fn(() => 'blob:photo');
  URL.revokeObjectURL = vi.fn();
});

describe('an item’s photos', () => {
  it('offers the camera by a named button, and shows each photo with whether it has gone', () => {
    show([photo({ change: { entry, status: { kind: 'waiting' } } }), photo({ id: 'p2', uploaded: true })]);
    expect(screen.getByRole('button', { name: 'Take photo of Tyre N/S front' })).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Photo 1 of Tyre N/S front' }).getAttribute('src')).toBe('blob:photo');
    expect(screen.getAllByText('Not sent yet')).toHaveLength(1);
  });

  it('shows a refused photo with the server’s reason, to try again or remove', () => {
    const refused = { kind: 'refused' as const, message, violations: [{ propertyPath: 'body', message }], status: 422 };
    show([photo({ change: { entry, status: refused } })]);
    expect(screen.getByRole('alert').textContent).toContain(`Photo not saved: ${message}`);
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(queue.retryEntry).toHaveBeenCalledWith('entry-1');
    fireEvent.click(screen.getByRole('button', { name: 'Remove photo' }));
    expect(queue.discardEntry).toHaveBeenCalledWith('entry-1');
  });

  it('takes no photo on an item the customer has answered', () => {
    show([], true);
    expect(screen.queryByRole('button', { name: /Take photo/ })).toBeNull();
  });
});
