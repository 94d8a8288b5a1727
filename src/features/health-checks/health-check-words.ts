import type { Clash } from '../../../contract/documents/clash';
import type { HealthCheck } from '../../../contract/health-checks/schemas';
import { sideWords } from '../../../contract/health-checks/templates';
import type { ConflictValue } from '../../sync/operations';

const fieldLabels: Record<string, string> = {
  state: 'colour',
  measurement: 'measurement',
  reason: 'reason',
  customerNote: 'note for the customer',
  internalNote: 'internal note',
  motFailure: 'MOT failure',
  recommendedJob: 'recommended work',
  followUpDate: 'follow-up date',
  side: 'position',
  vrm: 'registration',
  mileage: 'mileage',
  vehicle: 'vehicle',
  workOrder: 'work order',
  status: 'status',
};

const shown = (value: unknown): string => {
  if (value === null || value === undefined || value === '') return 'nothing';
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  if (typeof value === 'object') return 'a change';
  return String(value);
};

/** A clash in words for the sync panel: which item and field, the device's value and the saved one. */
export function describeHealthCheckClash(clash: Clash, theirs: HealthCheck | null): ConflictValue {
  const match = /^items\[([^\]]+)\](?:\.(\w+))?$/.exec(clash.path);
  const item = match ? theirs?.items.find((line) => line.id === match[1]) : undefined;
  const field = match ? match[2] : clash.path;
  const fieldWords = field ? (fieldLabels[field] ?? field) : undefined;
  const itemWords = item
    ? `${item.name}${item.side && !item.name.includes(sideWords[item.side]) ? ` (${sideWords[item.side]})` : ''}`
    : 'An item';
  const label = match ? (fieldWords ? `${itemWords}: ${fieldWords}` : itemWords) : (fieldWords ?? clash.path);
  if (clash.reason === 'locked') return { label, mine: shown(clash.yours), theirs: 'answered by the customer' };
  return { label, mine: shown(clash.yours), theirs: clash.reason === 'removed' ? 'removed' : shown(clash.theirs) };
}
