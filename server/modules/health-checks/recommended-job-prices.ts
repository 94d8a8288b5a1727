import { jobIdOf, recommendedJobLines } from '../../../contract/health-checks/answer-to-job';
import { jobPrices } from '../../../contract/health-checks/pricing';
import type { HealthCheck } from '../../../contract/health-checks/schemas';
import { answererIds } from '../../../contract/work-orders/pricing/authorisation';
import { pricedLines } from '../../../contract/work-orders/pricing/priced-lines';
import type { AuthContext } from '../../http/auth-context';
import type { WorkOrderSide } from './work-order-side';

/**
 * Fills each item's `price` from its recommended job (issue 46), priced as the work order will
 * price it: the same lines (answer-to-job.ts) through the work order's pricing (POST
 * /work-orders/prices' rule: the account's first labour rate, catalogue prices and names, VAT by
 * country and part), so the amount the customer approves is the amount the job costs there. An
 * item the customer has answered keeps the price they saw; the device never sets a price.
 */
export async function priceRecommendedJobs(
  doc: HealthCheck,
  auth: AuthContext,
  workOrders: Pick<WorkOrderSide, 'price' | 'labourRates'>,
): Promise<HealthCheck> {
  const answered = new Set(doc.answers.map((answer) => answer.item));
  const open = doc.items.filter((item) => item.recommendedJob && !answered.has(item.id));
  const keep = (item: HealthCheck['items'][number]) => (answered.has(item.id) ? item.price : null);
  if (!open.length) return { ...doc, items: doc.items.map((item) => ({ ...item, price: keep(item) })) };
  const [rate] = (await workOrders.labourRates(auth))['hydra:member'];
  // No labour rate set up: nothing can be priced yet, and nothing is shown as free.
  if (!rate) return { ...doc, items: doc.items.map((item) => ({ ...item, price: keep(item) })) };
  const place = { checkId: doc.id, labourRate: { id: rate.id, rate: rate.rate }, jobPosition: 'a0', partPositions: [] };
  const lines = open.flatMap((item) => recommendedJobLines(item, place) ?? []);
  const priced = await workOrders.price(auth, {
    workOrderJobs: lines.map((line) => line.job),
    workOrderItems: lines.flatMap((line) => line.parts),
    workOrderQuickKits: [],
    maintenanceSchedules: [],
  });
  const prices = jobPrices(answererIds(priced), pricedLines(priced, priced.appliedUplift ?? 0));
  return {
    ...doc,
    items: doc.items.map((item) => {
      if (answered.has(item.id) || !item.recommendedJob) return { ...item, price: keep(item) };
      return { ...item, price: prices.get(jobIdOf(doc.id, item.id)) ?? null };
    }),
  };
}
