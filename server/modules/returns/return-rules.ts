import type { NotReturnableCode, ReturnPartKind } from '../../../contract/returns/schemas';
import { ukDay } from '../../clock';

/**
 * The rules of returns as settings (migration 0017, design/providers.md): read from the database,
 * applied here by pure functions so a test can hold the arithmetic to account.
 */
export interface PartKindRule {
  /** A catalogue category's path: the rule covers it and everything under it. */
  categoryPath: string;
  kind: Exclude<ReturnPartKind, 'part'>;
  returnable: boolean;
}

export interface ReturnSettings {
  windowDays: number;
  /** Minutes from request to approval; null when a person at the branch decides. */
  approveAfterMinutes: number | null;
  /** Minutes from approval to the van's collection on its next round. */
  collectAfterMinutes: number;
  /** Minutes from collection to the credit note. */
  creditAfterMinutes: number;
  kinds: PartKindRule[];
}

const DAY_MS = 24 * 60 * 60 * 1000;
const MINUTE_MS = 60 * 1000;

/** The rule of the most precise category that covers the path; a plain part when none does. */
export function kindOf(
  categoryPath: string | null | undefined,
  kinds: readonly PartKindRule[],
): { kind: ReturnPartKind; returnable: boolean } {
  if (!categoryPath) return { kind: 'part', returnable: true };
  const rule = kinds
    .filter((k) => categoryPath === k.categoryPath || categoryPath.startsWith(`${k.categoryPath}/`))
    .sort((a, b) => b.categoryPath.length - a.categoryPath.length)[0];
  return rule ? { kind: rule.kind, returnable: rule.returnable } : { kind: 'part', returnable: true };
}

export interface LineFacts {
  orderStatus: 'awaiting-payment' | 'placed' | 'cancelled';
  /** When the order reached the customer; null before. */
  deliveredAt: Date | null;
  quantity: number;
  /** Credited by returns. */
  returned: number;
  /** On returns still under way (requested, approved, collected). */
  pending: number;
  kind: { kind: ReturnPartKind; returnable: boolean };
  now: Date;
  windowDays: number;
}

export interface Returnability {
  delivered: number;
  /** delivered − returned − pending, never below 0; 0 whenever a rule says no. */
  returnable: number;
  notReturnable: NotReturnableCode | null;
  /** The last day (UK) a return is taken. */
  returnBy: string | null;
}

/** How much of an order line can still come back, and if none, why. */
export function returnabilityOf(facts: LineFacts): Returnability {
  const delivered = facts.orderStatus === 'placed' && facts.deliveredAt ? facts.quantity : 0;
  const closesAt = facts.deliveredAt ? new Date(facts.deliveredAt.getTime() + facts.windowDays * DAY_MS) : null;
  const returnBy = closesAt ? ukDay(new Date(closesAt.getTime() - 1)) : null;
  const left = Math.max(0, delivered - facts.returned - facts.pending);
  const refused = (notReturnable: NotReturnableCode): Returnability => ({
    delivered,
    returnable: 0,
    notReturnable,
    returnBy,
  });
  if (facts.orderStatus === 'cancelled') return refused('cancelled');
  if (!delivered) return refused('not-delivered');
  if (!facts.kind.returnable && (facts.kind.kind === 'special-order' || facts.kind.kind === 'electrical-unit'))
    return refused(facts.kind.kind);
  if (closesAt && facts.now.getTime() >= closesAt.getTime()) return refused('outside-window');
  if (left === 0) return refused('already-returned');
  return { delivered, returnable: left, notReturnable: null, returnBy };
}

/** When each next step of a new return is due, from the moment it is requested. */
export function scheduleOf(
  requestedAt: Date,
  settings: Pick<ReturnSettings, 'approveAfterMinutes' | 'collectAfterMinutes' | 'creditAfterMinutes'>,
  collectAfterSeconds?: number,
): { approveAt: Date | null; collectAt: Date | null; creditAt: Date | null } {
  if (settings.approveAfterMinutes === null) return { approveAt: null, collectAt: null, creditAt: null };
  const approveAt = new Date(requestedAt.getTime() + settings.approveAfterMinutes * MINUTE_MS);
  const collectAt = new Date(
    approveAt.getTime() +
      (collectAfterSeconds !== undefined ? collectAfterSeconds * 1000 : settings.collectAfterMinutes * MINUTE_MS),
  );
  const creditAt = new Date(collectAt.getTime() + settings.creditAfterMinutes * MINUTE_MS);
  return { approveAt, collectAt, creditAt };
}
