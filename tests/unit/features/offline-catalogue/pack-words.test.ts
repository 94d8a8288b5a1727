import { describe, expect, it } from 'vitest';
import { formatBytes, progressWords, timeLeft } from '../../../../src/features/offline-catalogue/pack-words';

const run = (overrides: Partial<Parameters<typeof progressWords>[0]> = {}) => ({
  kind: 'full' as const,
  target: '10',
  after: '100999',
  received: 1000,
  total: 5000,
  bytes: 1_200_000,
  startedAt: '2026-11-24T14:05:00.000Z',
  activeMs: 5000,
  ...overrides,
});

describe('offline catalogue words', () => {
  it('says sizes as people read them', () => {
    expect(formatBytes(300)).toBe('1 KB');
    expect(formatBytes(840 * 1024)).toBe('840 KB');
    expect(formatBytes(4.9 * 1024 * 1024)).toBe('4.9 MB');
    expect(formatBytes(2.1 * 1024 ** 3)).toBe('2.1 GB');
  });

  it('estimates the time left from the time spent receiving, not the time paused', () => {
    expect(timeLeft(run())).toBe('about 20 s left');
    expect(timeLeft(run({ activeMs: 60_000 }))).toBe('about 4 min left');
    expect(timeLeft(run({ received: 0 }))).toBeNull();
    expect(timeLeft(run({ received: 5000 }))).toBeNull();
  });

  it('gives products, megabytes with the whole estimated, and time left', () => {
    expect(progressWords(run())).toBe('1,000 of 5,000 products · 1.1 MB of 5.7 MB · about 20 s left');
    expect(progressWords(run({ kind: 'delta', received: 0, total: 500, bytes: 0 }))).toBe('0 of 500 changes');
  });
});
