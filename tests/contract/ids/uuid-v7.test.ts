import { describe, expect, it } from 'vitest';
import { isUuid, uuidv7, uuidv7Time } from '../../../contract/ids/uuid-v7';

describe('uuidv7', () => {
  it('makes version 7, variant 10 UUIDs that start with the time', () => {
    const id = uuidv7(Date.UTC(2026, 0, 1));
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(parseInt(id.replace(/-/g, '').slice(0, 12), 16)).toBe(Date.UTC(2026, 0, 1));
  });

  it('sorts by creation time', () => {
    const ids = [uuidv7(1_000), uuidv7(2_000), uuidv7(3_000)];
    expect([...ids].sort()).toEqual(ids);
    expect(new Set(Array.from({ length: 100 }, () => uuidv7())).size).toBe(100);
  });

  it('sorts in the order made within one millisecond (a confirm and its payment queued together)', () => {
    const ids = Array.from({ length: 5000 }, () => uuidv7(Date.UTC(2026, 10, 24, 9)));
    expect([...ids].sort()).toEqual(ids);
    expect(new Set(ids).size).toBe(ids.length);
    // 5,000 ids overflow the 12-bit counter: the time moves on rather than wrapping.
    expect(uuidv7Time(ids.at(-1)!)).toBeGreaterThan(Date.UTC(2026, 10, 24, 9));
    const later = uuidv7(Date.UTC(2026, 10, 24, 9));
    expect(later > ids.at(-1)!).toBe(true);
    for (const id of ids) expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });

  it('starts afresh at an explicitly earlier time', () => {
    uuidv7(Date.UTC(2026, 10, 24));
    expect(uuidv7Time(uuidv7(Date.UTC(2026, 0, 1)))).toBe(Date.UTC(2026, 0, 1));
  });

  it('isUuid tells ids from free text', () => {
    expect(isUuid(uuidv7())).toBe(true);
    expect(isUuid('leeds')).toBe(false);
    expect(isUuid(`${uuidv7()}x`)).toBe(false);
  });
});
