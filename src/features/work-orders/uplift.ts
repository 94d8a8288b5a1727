import type { WorkOrder } from '../../../contract/work-orders/schemas';

/**
 * The work order's uplift on labour as the mechanic sets it (trade-features §4): null lets the
 * server apply the account's default, 0 gives prices without uplift, any other figure is the work
 * order's own.
 */

/** What was typed ('12.5', '12,5 %', '') → a number, null for nothing, or the text itself (refused by the schema). */
export function upliftFromText(text: string): number | null | string {
  const trimmed = text.trim().replace(/\s*%$/, '').replace(',', '.');
  if (!trimmed) return null;
  return /^\d{1,3}(\.\d{1,2})?$/.test(trimmed) ? Number(trimmed) : text;
}

/**
 * Whether "Use the account's default" is offered: §4 lets a pending work order leave its uplift to
 * the server; past pending the stored uplift is used, so the choice stays only where it is already
 * made (a work order that never had its own).
 */
export function offersAccountDefault(doc: Pick<WorkOrder, 'status' | 'uplift'>): boolean {
  return doc.status === 'pending' || doc.uplift === null;
}

/**
 * The account's default as far as this device knows it: the work-orders configuration's, else the
 * uplift a work order following the default was priced with, else unknown.
 */
export function knownAccountDefault(
  configured: number | undefined,
  doc: Pick<WorkOrder, 'uplift' | 'appliedUplift'>,
): number | null {
  if (configured !== undefined) return configured;
  return doc.uplift === null ? doc.appliedUplift : null;
}

/** A per cent figure in words: 12.5 → '12.5%'. */
export const percentWords = (value: number) => `${value.toLocaleString('en-GB', { maximumFractionDigits: 2 })}%`;
