import { countryOfCurrency } from '../../../contract/money/sale-country';
import { repairTaskIndex, repairTaskOverlap } from '../../../contract/repair-data/overlap';
import type { RepairTaskGroup } from '../../../contract/repair-data/schemas';
import { deriveWorkOrder, overlapRequest } from '../../../contract/work-orders/derive';
import type { WorkOrder } from '../../../contract/work-orders/schemas';
import type { LocalPart } from '../../db/work-orders';

/** What the device needs to derive its provisional copy without the server. */
export interface LocalContext {
  parts: Record<string, LocalPart>;
  /** The vehicle's repair-time tree as last seen (empty: each job keeps its book time). */
  repairTasks: readonly RepairTaskGroup[];
  /** The account's default uplift (GET /work-orders-configuration), for a work order whose own is null. */
  defaultUplift: number;
}

/** The words the history shows for a move made here before the server has it. */
export const THIS_DEVICE = 'this device';

/** A new work order's lines and prices start empty; the server gives its number when it arrives. */
export function blankWorkOrder(
  id: string,
  header: Partial<WorkOrder>,
  currency: 'GBP' | 'EUR',
  now: string,
): WorkOrder {
  const empty = { excTax: 0, incTax: 0 };
  const parts = { labourPrice: empty, partPrice: empty, total: empty };
  return {
    reference: null,
    comment: null,
    deliveryOption: null,
    mileage: null,
    customerName: null,
    customerPhone: null,
    vrm: null,
    vin: null,
    make: null,
    model: null,
    engineSize: null,
    year: null,
    fuel: null,
    tecdocId: null,
    vehicleOptions: null,
    vehicleRequestType: null,
    uplift: null,
    ...header,
    id,
    workOrderNumber: null,
    rev: 1,
    status: 'pending',
    statusHistory: [],
    accountNumber: '',
    currency,
    workOrderItems: [],
    workOrderJobs: [],
    workOrderQuickKits: [],
    maintenanceSchedules: [],
    haynesProJobs: [],
    appliedUplift: 0,
    prices: {
      workOrderItems: parts,
      workOrderJobs: parts,
      workOrderSummary: parts,
      withoutUplift: parts,
      vatByRate: [],
      authorisation: { authorised: 0, awaiting: 0, declined: 0 },
    },
    numberOfJobs: 0,
    numberOfParts: 0,
    totalTime: '00:00',
    createdAt: now,
    modifiedAt: now,
  };
}

/**
 * A part line added on the device carries only what a device may set: its price, stock and
 * multiple of sale come from what the device knew of the part when it was chosen (the server
 * prices it again from the catalogue).
 */
export function withLocalPrices(doc: WorkOrder, parts: Record<string, LocalPart>): WorkOrder {
  const workOrderItems = doc.workOrderItems.map((item) => {
    if (typeof item.price === 'number') return item;
    const part = item.product ? parts[item.product] : undefined;
    return {
      ...item,
      price: part?.price ?? 0,
      surcharge: part?.surcharge ?? 0,
      taxRate: 0,
      productName: part?.name ?? null,
      stockAvailability: part?.stockAvailability ?? null,
      multipleOfSaleQuantity: part?.multipleOfSaleQuantity ?? 1,
      orderedIn: item.orderedIn ?? null,
    };
  });
  // A kit's chosen parts the server has not priced yet: the price the kit offered them at.
  const workOrderQuickKits = doc.workOrderQuickKits.map((kit) => {
    const known = kit.itemPrices ?? [];
    const itemPrices = kit.workOrderQuickKitItems.map((item, index) => {
      const held = known[index]?.sku === item.sku ? known[index] : known.find((price) => price.sku === item.sku);
      const part = item.sku ? parts[`/products/${item.sku}`] : undefined;
      return held ?? { sku: item.sku, price: part?.price ?? 0, surcharge: part?.surcharge ?? 0, taxRate: 0 };
    });
    return { ...kit, itemPrices };
  });
  return { ...doc, workOrderItems, workOrderQuickKits };
}

/** What the device derived: the work order, or the work order with its last prices and why. */
export interface LocalDerivation {
  workOrder: WorkOrder;
  priceFailure: string | null;
  /** The error as thrown, for the log (never shown). */
  priceError?: string;
}

/**
 * Why prices could not be worked out, in words a garage reads beside the summary. The pricing
 * functions throw a RangeError naming the figure (pricing/time.ts, labour.ts, parts.ts); the log
 * keeps that text, the screen says what it means.
 */
export function priceFailureWords(message: string): string {
  if (/^Not a work-order time in minutes/.test(message)) {
    return 'the times on it add up to more than 999 hours 59 minutes. Please check the times of its jobs.';
  }
  if (/is not a time as HH:MM|^A time must be/.test(message)) {
    return 'a job’s time is not in hours and minutes. Please check the times of its jobs.';
  }
  if (/too large/.test(message))
    return 'an amount on it is too large to count. Please check its quantities and prices.';
  if (/uplift/i.test(message)) return 'the uplift is not a percentage of 0 or more.';
  return 'one of its figures is not one the device can count. Please check its times, quantities and prices.';
}

/** Prices, times after overlap and counts, as the server would derive them from what the device knows. */
export function deriveLocally(doc: WorkOrder, context: LocalContext): LocalDerivation {
  try {
    const tasks = repairTaskIndex(context.repairTasks);
    const answer = repairTaskOverlap(tasks, overlapRequest(doc));
    const overlapped = new Map(answer['hydra:member'].map((member) => [member.repairTaskId, member.time]));
    const workOrder = deriveWorkOrder(doc, {
      country: countryOfCurrency(doc.currency),
      uplift: doc.uplift ?? context.defaultUplift,
      overlapped,
    });
    return { workOrder, priceFailure: null };
  } catch (error) {
    // The copy keeps its last prices; the caller logs the failure (trade-features §8) and the
    // summary says the server will price the work order.
    const message = error instanceof Error ? error.message : String(error);
    return { workOrder: doc, priceFailure: priceFailureWords(message), priceError: message };
  }
}
