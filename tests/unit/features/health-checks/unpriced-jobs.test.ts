import { describe, expect, it } from 'vitest';
import type { HealthCheck, HealthCheckItem } from '../../../../contract/health-checks/schemas';
import { withPart } from '../../../../src/features/health-checks/recommended-job';
import { unpricedJobs } from '../../../../src/features/health-checks/unpriced-jobs';

const job = { description: 'Replace the battery', time: '0:30', parts: [] };
const item = (over: Partial<HealthCheckItem>) =>
  ({ id: 'i1', recommendedJob: job, price: null, ...over }) as HealthCheckItem;
const check = (items: HealthCheckItem[]) => ({ items }) as HealthCheck;
const price = { excTax: 3960, incTax: 4752 };

describe('a recommended job’s price on the device', () => {
  it('keeps the server’s price while the job is the one it priced', () => {
    const server = check([item({ price })]);
    expect(unpricedJobs(check([item({ price })]), server).items[0]!.price).toEqual(price);
  });

  it('shows none for a job changed here (a part added), until the server prices it', () => {
    const server = check([item({ price })]);
    const changed = check([item({ price, recommendedJob: withPart(job, '100001') })]);
    expect(unpricedJobs(changed, server).items[0]!.price).toBeNull();
    expect(unpricedJobs(changed, null).items[0]!.price).toBeNull();
  });
});
