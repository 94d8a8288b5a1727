import type { HealthCheckChange } from '../../../contract/health-checks/intents';
import type { HealthCheck, HealthCheckItem } from '../../../contract/health-checks/schemas';

type ItemField = keyof HealthCheckItem;

/**
 * An item's change as an intent: the fields set, each with what the screen showed (its base), so
 * another tablet's marks on other fields merge and only the same field clashes.
 */
export function markItem(item: HealthCheckItem, set: Partial<HealthCheckItem>): HealthCheckChange[] {
  const fields = (Object.keys(set) as ItemField[]).filter(
    (field) => JSON.stringify(item[field] ?? null) !== JSON.stringify(set[field] ?? null),
  );
  if (!fields.length) return [];
  const base = Object.fromEntries(fields.map((field) => [field, item[field] ?? null]));
  const changed = Object.fromEntries(fields.map((field) => [field, set[field] ?? null]));
  return [{ op: 'updateLine', kind: 'item', id: item.id, base, set: changed } as HealthCheckChange];
}

/** "Whole section green": every item of the section not yet checked, marked green in one change. */
export function sectionGreen(check: HealthCheck, section: string): HealthCheckChange[] {
  return check.items
    .filter((item) => item.section === section && item.state === 'not-checked')
    .flatMap((item) => markItem(item, { state: 'green' }));
}
