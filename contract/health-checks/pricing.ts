/** A recommended job's price, in minor units. */
export interface JobPrice {
  excTax: number;
  incTax: number;
}

/** A priced line of a work order, as the work order's pricing gives it (pricedLines). */
export interface LinePrice {
  lineId: string;
  excTax: number;
  incTax: number;
}

/**
 * What each recommended job costs (issue 46), read from a work order priced by the work order's
 * own rules (labour × time at the account's rate, the catalogue's part prices, VAT by line and
 * country): the sum of the job's labour and of every part for it, so the price the customer sees
 * is exactly what the job and its parts add up to on the work order, to the penny. `owners` maps
 * each line to the line that answers for it (answererIds: a job's part to its job).
 */
export function jobPrices(owners: ReadonlyMap<string, string>, lines: readonly LinePrice[]): Map<string, JobPrice> {
  const prices = new Map<string, JobPrice>();
  for (const line of lines) {
    const owner = owners.get(line.lineId) ?? line.lineId;
    const sum = prices.get(owner) ?? { excTax: 0, incTax: 0 };
    prices.set(owner, { excTax: sum.excTax + line.excTax, incTax: sum.incTax + line.incTax });
  }
  return prices;
}
