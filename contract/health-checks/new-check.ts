import { type ColourThresholds, ukThresholds } from './colours';
import { itemIdOf } from './item-ids';
import type { HealthCheckTemplate } from './templates';
import type { CreateHealthCheck, HealthCheck } from './schemas';

const DIGITS = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';

/**
 * The n-th position of a list made in order, as `fractional-indexing` writes its keys ('a0', 'a1',
 * … 'az', 'b00', …), so that the device can later place a line between any two of them.
 */
export function positionAt(index: number): string {
  if (index < 62) return `a${DIGITS[index]}`;
  const rest = index - 62;
  return `b${DIGITS[Math.floor(rest / 62) % 62]}${DIGITS[rest % 62]}`;
}

/**
 * A new health check as its template makes it: the same on the device (shown at once, offline)
 * and on the server (which adds its number and the last visit's values). Every item starts not
 * checked; its id comes from the check's id and the item's key, so both sides key it the same.
 */
export function newHealthCheck(
  body: CreateHealthCheck,
  template: HealthCheckTemplate,
  context: {
    currency: HealthCheck['currency'];
    technician: string | null;
    now: string;
    /** The garage's thresholds as the maker knows them (the server's are kept when it has the check). */
    thresholds?: ColourThresholds;
  },
): HealthCheck {
  const items = template.items.map((item, index) => {
    return {
      id: itemIdOf(body.id, item.key),
      position: positionAt(index),
      key: item.key,
      section: item.section,
      name: item.name,
      measures: item.measures,
      side: item.side,
      state: 'not-checked' as const,
      measurement: null,
      reason: null,
      customerNote: null,
      internalNote: null,
      motFailure: false,
      recommendedJob: null,
      followUpDate: null,
      rev: 1,
      price: null,
      previous: null,
    };
  });
  return {
    id: body.id,
    rev: 1,
    number: null,
    status: 'in-progress',
    vrm: body.vrm,
    vehicle: body.vehicle,
    mileage: body.mileage,
    workOrder: body.workOrder,
    template: { id: template.id, name: template.name },
    currency: context.currency,
    thresholds: context.thresholds ?? ukThresholds,
    technician: context.technician,
    items,
    photos: [],
    answers: [],
    shared: false,
    createdAt: context.now,
    modifiedAt: context.now,
  };
}
