import { isPutToCustomer } from '../../../contract/health-checks/answer-rules';
import type { HealthCheck } from '../../../contract/health-checks/schemas';
import type { SharedHealthCheck } from '../../../contract/health-checks/shared';

/**
 * The check as its customer sees it through the link (issue 46): red items first, then amber,
 * each with its note for the customer, photos and price including VAT; green items by name only.
 * Internal notes, measurements' reasons and staff names stay with the garage.
 */
export function sharedReport(check: HealthCheck, context: { garage: string; expiresAt: Date }): SharedHealthCheck {
  const asked = check.items.filter(isPutToCustomer);
  const ordered = [...asked.filter((item) => item.state === 'red'), ...asked.filter((item) => item.state === 'amber')];
  return {
    number: check.number,
    status: check.status,
    vrm: check.vrm,
    vehicle: check.vehicle,
    mileage: check.mileage,
    garage: context.garage,
    currency: check.currency,
    checkedAt: check.modifiedAt,
    expiresAt: context.expiresAt.toISOString(),
    items: ordered.map((item) => ({
      id: item.id,
      section: item.section,
      name: item.name,
      side: item.side,
      state: item.state as 'red' | 'amber',
      customerNote: item.customerNote,
      motFailure: item.motFailure,
      recommendedWork: item.recommendedJob?.description ?? null,
      price: item.recommendedJob ? item.price : null,
      photos: check.photos.filter((photo) => photo.item === item.id).map((photo) => photo.id),
    })),
    green: check.items.filter((item) => item.state === 'green').map((item) => ({ name: item.name, side: item.side })),
    // Who at the garage keyed an answer is the garage's business; the customer sees that it was taken.
    answers: check.answers.map((answer) => (answer.method === 'online' ? answer : { ...answer, by: 'the garage' })),
  };
}
