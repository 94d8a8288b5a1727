import type { Clash } from '../../../contract/documents/clash';
import { statusLabels, type WorkOrderStatus } from '../../../contract/work-orders/lifecycle';
import type { WorkOrder } from '../../../contract/work-orders/schemas';
import type { ConflictValue } from '../../sync/operations';

/** The header fields a person edits, in words. */
export const fieldLabels: Record<string, string> = {
  reference: 'Reference',
  comment: 'Comment',
  mileage: 'Mileage',
  customerName: 'Customer name',
  customerPhone: 'Customer phone',
  deliveryOption: 'Delivery',
  uplift: 'Uplift',
  vrm: 'Registration',
  quantity: 'Quantity',
  overrideTime: 'Time charged',
  time: 'Time',
  labourRate: 'Labour rate',
  additionalServiceName: 'Additional service',
  additionalServicePrice: 'Additional service price',
  overriddenPrice: 'Unit price',
  updatedProductName: 'Name on the work order',
  description: 'Description',
  status: 'Status',
};

type AnyLine = { id: string } & Record<string, unknown>;

/** A line in words: the part's name, the job's description, the kit's or schedule's kind. */
export function lineName(line: AnyLine | undefined): string {
  if (!line) return 'a line';
  if (typeof line['updatedProductName'] === 'string' && line['updatedProductName']) return line['updatedProductName'];
  if (typeof line['description'] === 'string') return line['description'];
  if (typeof line['productName'] === 'string' && line['productName']) return line['productName'];
  if (typeof line['product'] === 'string') return line['product'].replace('/products/', '');
  if (typeof line['additionalServiceName'] === 'string') return line['additionalServiceName'];
  if (line['type'] === 'brake') return 'Quick brake kit';
  if (line['type'] === 'service') return 'Quick service kit';
  return 'a line';
}

/** The line a path names (`workOrderItems[<id>].quantity`), if the work order has it. */
export function parsePath(path: string): { list?: string; lineId?: string; field?: string } {
  const match = /^(\w+)\[([^\]]+)\](?:\.(\w+))?$/.exec(path);
  if (!match) return { field: path };
  return { list: match[1], lineId: match[2], field: match[3] };
}

function lineAt(doc: WorkOrder | null, list: string | undefined, lineId: string | undefined): AnyLine | undefined {
  if (!doc || !list || !lineId) return undefined;
  const lines = (doc as unknown as Record<string, unknown>)[list];
  return Array.isArray(lines) ? (lines as AnyLine[]).find((line) => line.id === lineId) : undefined;
}

/** A value in words, as the field shows it. */
export function valueWords(field: string | undefined, value: unknown): string {
  if (value === null || value === undefined || value === '') return 'nothing';
  if (field === 'status') return statusLabels[value as WorkOrderStatus] ?? String(value);
  if (typeof value === 'object') {
    if ('rate' in value) return `${((value as { rate: number }).rate / 100).toFixed(2)} an hour`;
    return 'changed';
  }
  return String(value);
}

/** What clashed, in words, for the conflict's panel and beside the field ("Quantity of Brembo P85020"). */
export function describeClash(clash: Clash, theirs: WorkOrder | null): ConflictValue {
  const { list, lineId, field } = parsePath(clash.path);
  const line = lineAt(theirs, list, lineId);
  const fieldWords = field ? (fieldLabels[field] ?? field) : undefined;
  const label = lineId
    ? fieldWords
      ? `${fieldWords} of ${lineName(line)}`
      : lineName(line)
    : (fieldWords ?? 'Work order');
  const yours = clash.yours as Record<string, unknown> | null;
  const mine = field && yours && typeof yours === 'object' && 'set' in yours ? yours['set'] : clash.yours;
  const mineValue =
    field && mine && typeof mine === 'object' && field in mine ? (mine as Record<string, unknown>)[field] : mine;
  switch (clash.reason) {
    case 'removed':
      return { label, mine: 'changed here', theirs: 'removed' };
    case 'locked':
      return { label, mine: 'changed here', theirs: 'can no longer change (ordered or closed)' };
    case 'move':
      return {
        label: 'Status',
        mine: valueWords('status', (clash.yours as { to?: string })?.to),
        theirs: valueWords('status', clash.theirs),
      };
    default:
      return { label, mine: valueWords(field, mineValue), theirs: valueWords(field, clash.theirs) };
  }
}
