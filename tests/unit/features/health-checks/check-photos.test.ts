import { describe, expect, it } from 'vitest';
import type { HealthCheck } from '../../../../contract/health-checks/schemas';
import type { HealthCheckPhotoRow } from '../../../../src/db/health-check-photos';
import type { OutboxEntry } from '../../../../src/db/outbox';
import { photosByItem } from '../../../../src/features/health-checks/photos/check-photos';

const fact = (id: string, item: string) => ({ id, item, sha256: 'h', bytes: 1, receivedAt: '2026-12-07T09:00:00Z' });
const row = (id: string, item: string, over: Partial<HealthCheckPhotoRow> = {}): HealthCheckPhotoRow => ({
  id,
  userId: 'u1',
  checkId: 'c1',
  itemId: item,
  blob: null,
  sha256: 'h',
  bytes: 1,
  takenAt: '2026-12-07T09:00:00Z',
  uploaded: false,
  ...over,
});

describe('a check’s photos by item', () => {
  it('counts each photo once, from the server or the device, with its upload beside it, oldest first', () => {
    const check = { photos: [fact('01', 'tyre'), fact('03', 'pads')] } as HealthCheck;
    const upload = {
      entry: { id: 'e1', operation: 'healthCheck.photo', payload: { photoId: '02', item: 'tyre', sha256: 'h' } },
      status: { kind: 'waiting' as const },
    };
    const other = {
      entry: { id: 'e0', operation: 'healthCheck.changes', payload: {} },
      status: { kind: 'waiting' as const },
    };
    const byItem = photosByItem(
      check,
      [row('02', 'tyre'), row('01', 'tyre', { uploaded: true })],
      [other, upload].map((change) => ({ ...change, entry: change.entry as OutboxEntry })),
    );
    expect(byItem.get('tyre')!.map((photo) => [photo.id, photo.uploaded, photo.change?.entry.id ?? null])).toEqual([
      ['01', true, null],
      ['02', false, 'e1'],
    ]);
    expect(byItem.get('pads')!.map((photo) => photo.id)).toEqual(['03']);
  });
});
