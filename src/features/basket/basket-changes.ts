import { basketMessages } from '../../../contract/basket/messages';
import type { Basket } from '../../../contract/basket/schemas';
import type { Violation } from '../../../contract/errors';
import type { ChangeStatus, EntityChange } from '../../sync/entity-changes';
import {
  createPayloadSchema,
  linesPayloadSchema,
  promotionPayloadSchema,
  shippingPayloadSchema,
} from './basket-payloads';

/**
 * The basket's queued changes sorted by what they touched, for the basket page to show each one
 * where it was made (architecture: "Refusals and conflicts show where the change was made"): a
 * line's quantity, a promotion code, the delivery choice. Pure: the page reads the changes live.
 */
export interface LineChange {
  entryId: string;
  status: ChangeStatus;
  lineId: string;
  productName: string;
  /** The quantity the change asks for (0 removes the line). */
  mine: number;
  /** In a conflict: the server's quantity now, or null when the server's copy has no such line. */
  theirs: number | null;
  /** Refused: the violation of this line, else the specification's "There was a problem…" (§8). */
  message: string | null;
}

export interface CodeChange {
  entryId: string;
  status: ChangeStatus;
  code: string;
  /** Refused: the first violation (§8), else the server's words. */
  message: string | null;
}

export interface ShippingChange {
  entryId: string;
  status: ChangeStatus;
  choice: { service: string; date: string } | null;
  message: string | null;
}

export interface BasketChanges {
  /** The latest change to each line, by line id. */
  lines: Map<string, LineChange>;
  /** Every promotion code queued, in the order typed. */
  codes: CodeChange[];
  /** The latest delivery choice queued. */
  shipping: ShippingChange | null;
  /** The latest queued order (confirm), when it did not go through. */
  order: EntityChange | null;
}

/** `lines[2].quantity` (or the older `lines.2.quantity`): the index of the line a violation names. */
export function lineIndexOf(propertyPath: string): number | null {
  const match = /^lines(?:\[(\d+)\]|\.(\d+))/.exec(propertyPath);
  const index = match?.[1] ?? match?.[2];
  return index === undefined ? null : Number(index);
}

function firstMessage(violations: readonly Violation[], fallback: string): string {
  return violations[0]?.message ?? fallback;
}

function lineMessage(status: ChangeStatus, index: number, productName: string): string | null {
  if (status.kind === 'refused') {
    const own = status.violations.find((violation) => lineIndexOf(violation.propertyPath) === index);
    return own?.message ?? basketMessages.addProblem(productName);
  }
  // A 5xx is still "There was a problem…" (§8), but the change is kept and tried again.
  const serverFailing = status.kind === 'retrying' && status.status !== undefined && status.status >= 500;
  if (serverFailing) return basketMessages.addProblem(productName);
  return null;
}

export function basketChanges(
  changes: readonly EntityChange[],
  productNames: ReadonlyMap<string, string> = new Map(),
): BasketChanges {
  const result: BasketChanges = { lines: new Map(), codes: [], shipping: null, order: null };
  for (const change of changes) {
    const { entry, status } = change;
    if (entry.operation === 'basket.lines' || entry.operation === 'basket.create') {
      // A payload that does not parse is shown nowhere here: the sync page lists it, refused.
      const schema = entry.operation === 'basket.lines' ? linesPayloadSchema : createPayloadSchema;
      const lines = schema.safeParse(entry.payload).data?.lines ?? [];
      const theirs = status.kind === 'conflict' ? (status.theirs as Basket | null) : null;
      lines.forEach((line, index) => {
        const productName = line.productName ?? productNames.get(line.id) ?? 'this item';
        result.lines.set(line.id, {
          entryId: entry.id,
          status,
          lineId: line.id,
          productName,
          mine: line.quantity,
          theirs: theirs ? (theirs.lines.find((other) => other.id === line.id)?.quantity ?? null) : null,
          message: lineMessage(status, index, productName),
        });
      });
    } else if (entry.operation === 'basket.promotions') {
      const payload = promotionPayloadSchema.safeParse(entry.payload).data;
      const message = status.kind === 'refused' ? firstMessage(status.violations, status.message) : null;
      if (payload) result.codes.push({ entryId: entry.id, status, code: payload.code, message });
    } else if (entry.operation === 'basket.shipping') {
      const payload = shippingPayloadSchema.safeParse(entry.payload).data;
      const message = status.kind === 'refused' ? firstMessage(status.violations, status.message) : null;
      if (payload) result.shipping = { entryId: entry.id, status, choice: payload.shipping, message };
    } else if (entry.operation === 'basket.confirm') {
      // The latest order placed counts: a refused one followed by a new one waiting is not refused.
      result.order = status.kind !== 'waiting' ? change : null;
    }
  }
  return result;
}

/**
 * The delivery the basket really has: none when its choice was refused (the device keeps the choice
 * as typed, the server does not have it). The form marks an option as chosen, and the page offers
 * to place the order, only for this one, so a selected option and "Choose a delivery option" never
 * show together.
 */
export function chosenShipping<Choice extends { service: string; date: string }>(
  chosen: Choice | null,
  change: ShippingChange | null,
): Choice | null {
  const refused =
    change?.status.kind === 'refused' &&
    chosen?.service === change.choice?.service &&
    chosen?.date === change.choice?.date;
  return refused ? null : chosen;
}

/** How many of the changes still wait to go (refused ones wait for the person, not the server). */
export function stillWaiting(changes: readonly EntityChange[]): number {
  return changes.filter((change) => change.status.kind !== 'refused').length;
}
