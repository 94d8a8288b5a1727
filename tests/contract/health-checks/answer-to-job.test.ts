import { describe, expect, it } from 'vitest';
import { recommendedJobLines } from '../../../contract/health-checks/answer-to-job';

const CHECK = '01936b2e-0000-7000-8000-0000000c0001';
const ITEM = '01936b2e-0000-7000-8000-0000000c0002';
const place = { checkId: CHECK, labourRate: { id: 'mech', rate: 7200 }, jobPosition: 'a5', partPositions: ['b1'] };

describe('a recommended job as work-order lines', () => {
  it('keeps a repair-time task as the work order’s repair-data job, its parts for it', () => {
    const job = {
      task: '1M01822000WV0',
      description: 'Front brake pads - renew',
      time: '1:06',
      parts: [{ product: '/products/100001', quantity: 1 }],
    };
    const lines = recommendedJobLines({ id: ITEM, recommendedJob: job }, place)!;
    expect(lines.job).toMatchObject({ job: '1M01822000WV0', description: job.description, time: '01:06' });
    expect(lines.parts).toMatchObject([{ product: '/products/100001', quantity: 1, jobId: lines.job.id }]);
  });

  it('makes a custom job of one without a task', () => {
    const job = { description: 'Replace the battery', time: '0:30', parts: [] };
    expect(recommendedJobLines({ id: ITEM, recommendedJob: job }, place)!.job).toMatchObject({ job: null });
  });
});
