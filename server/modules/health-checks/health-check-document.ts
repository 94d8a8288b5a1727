import { ukThresholds } from '../../../contract/health-checks/colours';
import { followUpOf } from '../../../contract/health-checks/deferred';
import type { HealthCheck, HealthCheckSummary } from '../../../contract/health-checks/schemas';
import type { DeferredWorkRow, HealthCheckRow } from '../../db/schema';

/** What a new check needs of the work deferred on its vehicle. */
export type DeferredOnVehicle = Pick<
  DeferredWorkRow,
  'itemKey' | 'healthCheckId' | 'deferredAt' | 'state' | 'note' | 'followUp'
>;

/** What the row's `document` holds: the check less the row's own columns. */
export type StoredHealthCheck = Omit<HealthCheck, 'id' | 'rev' | 'number' | 'status' | 'createdAt' | 'modifiedAt'>;

/** HC-000123, per trade account. */
export const formatHealthCheckNumber = (number: number) => `HC-${String(number).padStart(6, '0')}`;

/** The check as the API answers it: the stored document with the row's own columns over it. */
export function toHealthCheck(row: HealthCheckRow): HealthCheck {
  const stored = row.document as StoredHealthCheck;
  return {
    ...stored,
    // Checks stored before thresholds were the garage's to change were coloured by the UK defaults.
    thresholds: stored.thresholds ?? ukThresholds,
    // Answers stored before an approval could miss a closed work order went onto theirs.
    answers: stored.answers.map((answer) => ({ ...answer, notOnWorkOrder: answer.notOnWorkOrder ?? null })),
    id: row.id,
    rev: row.rev,
    number: formatHealthCheckNumber(row.number),
    status: row.status as HealthCheck['status'],
    createdAt: row.createdAt.toISOString(),
    modifiedAt: row.modifiedAt.toISOString(),
  };
}

export function storedOf(doc: HealthCheck): StoredHealthCheck {
  const { id: _id, rev: _rev, number: _number, status: _status, createdAt: _c, modifiedAt: _m, ...stored } = doc;
  // A line a device added carries only what a device may set: the server's fields start empty.
  return {
    ...stored,
    items: stored.items.map((item) => ({ ...item, price: item.price ?? null, previous: item.previous ?? null })),
  };
}

/** A check in the list: its header and how many items of each colour. */
export function summaryOf(row: HealthCheckRow): HealthCheckSummary {
  const check = toHealthCheck(row);
  const count = (state: string) => check.items.filter((item) => item.state === state).length;
  return {
    id: check.id,
    rev: check.rev,
    number: check.number,
    status: check.status,
    vrm: check.vrm,
    vehicle: check.vehicle,
    workOrder: check.workOrder,
    template: check.template,
    counts: { red: count('red'), amber: count('amber'), green: count('green'), notChecked: count('not-checked') },
    createdAt: check.createdAt,
    modifiedAt: check.modifiedAt,
  };
}

/**
 * The last check's word on each item of the new one, by template key (issue 46: "last visit's
 * measurements and notes shown beside each item"), with the follow-up date of work deferred then.
 */
export function carriedForward(
  doc: HealthCheck,
  last: HealthCheck | null,
  deferred: readonly DeferredOnVehicle[] = [],
): HealthCheck {
  const items = doc.items.map((item) => {
    const before = last?.items.find((previous) => previous.key === item.key);
    // Work put off at an older check comes back too, on the item it was about.
    const waiting = deferred.find((work) => work.itemKey === item.key);
    if (!last || !before || before.state === 'not-checked')
      return waiting
        ? {
            ...item,
            previous: {
              healthCheck: waiting.healthCheckId,
              checkedAt: waiting.deferredAt.toISOString(),
              state: waiting.state as 'red' | 'amber',
              measurement: null,
              customerNote: waiting.note,
              deferredUntil: waiting.followUp,
            },
          }
        : item;
    const answered = last.answers.find((answer) => answer.item === before.id && answer.decision !== 'approved');
    return {
      ...item,
      previous: {
        healthCheck: last.id,
        checkedAt: last.modifiedAt,
        state: before.state,
        measurement: before.measurement,
        customerNote: before.customerNote,
        deferredUntil: answered ? followUpOf(answered, before) : (waiting?.followUp ?? null),
      },
    };
  });
  return { ...doc, items };
}
