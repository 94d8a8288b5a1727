import { authorisationTotals, lineAnswers, type AuthorisationTotals } from './authorisation';
import { pricedLines, type PricedLine, type PricedWorkOrder } from './priced-lines';
import { vatByRate, type VatAtRate } from './vat';

/**
 * A work order's prices as the spec names them (trade-features §3: prices { workOrderItems,
 * workOrderJobs, workOrderSummary }, each with labourPrice, partPrice and total in incTax and
 * excTax), with the VAT by rate for the job sheet and what the customer agreed to (authorisation.ts).
 *
 * PURE, like the basket's pricing: the server prices with it after every write (authoritative)
 * and the device with the same code for its provisional copy while offline, so both agree to the
 * penny. Totals are sums of priced lines (priced-lines.ts), each already rounded with its own VAT,
 * so every figure adds up: labour + parts = total, items + jobs = summary, and incTax − excTax =
 * the VAT by rate summed. The order of the
 * lines never changes a total (integer sums).
 *
 * A price failure (a time that is not 'HH:MM', a price that is not whole minor units) throws a
 * RangeError; trade-features §8 says the caller only logs it.
 */

export interface Amounts {
  excTax: number;
  incTax: number;
}

export interface PriceParts {
  labourPrice: Amounts;
  partPrice: Amounts;
  total: Amounts;
}

export interface WorkOrderPricing {
  workOrderItems: PriceParts;
  workOrderJobs: PriceParts;
  workOrderSummary: PriceParts;
  /** Highest rate first, for "VAT at 20%: £x". */
  vatByRate: VatAtRate[];
}

const zero = (): Amounts => ({ excTax: 0, incTax: 0 });
const noPrices = (): PriceParts => ({ labourPrice: zero(), partPrice: zero(), total: zero() });

function addTo(amounts: Amounts, line: PricedLine): void {
  amounts.excTax += line.excTax;
  amounts.incTax += line.incTax;
}

/** The summaries of priced lines (pricedLines): a figure for each way the screen reads them. */
export function summarisePricedLines(lines: readonly PricedLine[]): WorkOrderPricing {
  const prices = {
    workOrderItems: noPrices(),
    workOrderJobs: noPrices(),
    workOrderSummary: noPrices(),
    vatByRate: vatByRate(lines),
  };
  for (const line of lines) {
    for (const parts of [prices[line.group], prices.workOrderSummary]) {
      addTo(parts[line.kind], line);
      addTo(parts.total, line);
    }
  }
  return prices;
}

/**
 * A work order's prices with the uplift in force (effectiveUplift: the work order's own, else the
 * account's default), `withoutUplift`, §4's "second price calculation with uplift 0", and what
 * the customer agreed to, awaits their answer or declined, incTax.
 */
export function priceWorkOrder(
  doc: PricedWorkOrder,
  upliftPercent: number,
): WorkOrderPricing & { withoutUplift: PriceParts; authorisation: AuthorisationTotals } {
  const lines = pricedLines(doc, upliftPercent);
  const prices = summarisePricedLines(lines);
  const withoutUplift = summarisePricedLines(pricedLines(doc, 0)).workOrderSummary;
  return { ...prices, withoutUplift, authorisation: authorisationTotals(lineAnswers(doc, lines).values()) };
}
