import type { HealthCheck } from '../../../contract/health-checks/schemas';
import { sameJob } from './recommended-job';

/**
 * The device's copy of a check, with no price on a recommended job the server has not priced as
 * it now stands (issue 46). The price is the server's alone (the work order's rules: the account's
 * labour rate, the catalogue's prices at the account's terms, VAT by part), so a job changed on
 * the tablet shows "priced when sent" rather than the old job's price, until the server answers.
 */
export function unpricedJobs(doc: HealthCheck, server: HealthCheck | null): HealthCheck {
  const priced = new Map((server?.items ?? []).map((item) => [item.id, item.recommendedJob]));
  return {
    ...doc,
    items: doc.items.map((item) =>
      item.price && !sameJob(priced.get(item.id) ?? null, item.recommendedJob) ? { ...item, price: null } : item,
    ),
  };
}
