import { describe, expect, it } from 'vitest';
import { recommendedJobSchema, type RecommendedJob } from '../../../../contract/health-checks/schemas';
import {
  checkTime,
  customJob,
  jobFromTask,
  sameJob,
  withoutPart,
  withPart,
  withQuantity,
} from '../../../../src/features/health-checks/recommended-job';

const pads = { id: '1M01822000WV0', description: 'Front brake pads - renew', value: 110 };
const custom: RecommendedJob = { description: 'Replace the battery', time: '0:30', parts: [] };

describe('a recommended job from the bay’s form', () => {
  it('takes a repair-time task’s description and book time, keeping the parts chosen', () => {
    const withPads = withPart(custom, '100001');
    const job = jobFromTask(pads, withPads);
    // 110 hundredths of an hour is 1 h 06 min, as the work order reads it.
    expect(job).toEqual({ task: pads.id, description: pads.description, time: '1:06', parts: withPads.parts });
    expect(recommendedJobSchema.safeParse(job).success).toBe(true);
  });

  it('becomes a custom job once its description or time is changed by hand', () => {
    const job = jobFromTask(pads, null);
    expect(customJob(job, pads.description, '1:06')).toEqual(job);
    expect(customJob(job, 'Front pads and a brake clean', '1:06')).toEqual({
      description: 'Front pads and a brake clean',
      time: '1:06',
      parts: [],
    });
    expect(customJob(job, pads.description, '1:30')?.task).toBeUndefined();
    expect(customJob(job, '  ', '1:06')).toBeNull();
  });

  it('reads a typed time as a work order does, as H:MM', () => {
    expect(checkTime('1.5')).toBe('1:30');
    expect(checkTime('90m')).toBe('1:30');
    expect(checkTime('0:15')).toBe('0:15');
    expect(checkTime('12:00')).toBe('12:00');
    expect(checkTime('soon')).toBeNull();
  });

  it('counts parts in units of sale: one more of a part on it, a quantity from 1 to 999, and off again', () => {
    let job = withPart(custom, '100001');
    job = withPart(job, '100001');
    job = withPart(job, '100008');
    expect(job.parts).toEqual([
      { product: '/products/100001', quantity: 2 },
      { product: '/products/100008', quantity: 1 },
    ]);
    expect(withQuantity(job, '100001', 0).parts[0]!.quantity).toBe(1);
    expect(withQuantity(job, '100001', 5000).parts[0]!.quantity).toBe(999);
    expect(withoutPart(job, '100001').parts).toEqual([{ product: '/products/100008', quantity: 1 }]);
    expect(recommendedJobSchema.safeParse(job).success).toBe(true);
  });

  it('takes no more than 20 parts', () => {
    let job = custom;
    for (let sku = 100001; sku <= 100025; sku += 1) job = withPart(job, String(sku));
    expect(job.parts).toHaveLength(20);
  });

  it('tells the same work apart from key order and an absent task', () => {
    expect(sameJob({ parts: [], time: '0:30', description: 'Replace the battery', task: null }, custom)).toBe(true);
    expect(sameJob(custom, withPart(custom, '100001'))).toBe(false);
    expect(sameJob(null, null)).toBe(true);
  });
});
