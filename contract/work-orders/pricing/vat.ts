import type { SaleCountry } from '../../money/sale-country';
import { taxOn } from '../../money/tax';

/**
 * VAT on a work order is a rate per line, not per document (design/providers.md, "Documents: job
 * sheets…"): in the UK 20% on parts and labour alike; in Ireland vehicle repair and maintenance is
 * 13.5%, labour and the parts fitted in the repair, while tyres, batteries and accessories stay at
 * the standard 23% even when fitted in a service, and are listed apart.
 *
 * vatRateForLine chooses a line's rate when the line is made or re-derived; from then on the line
 * carries its `taxRate` and every total uses that, so an invoice printed later shows the rate the
 * line was priced at. VAT is worked out per line (taxOn, half up to the minor unit), so a line's
 * incTax − excTax is its VAT, and the VAT by rate adds up to the document's incTax − excTax
 * exactly. HMRC accepts VAT worked out per line as long as it is done consistently, and Ireland
 * asks for the breakdown by rate, which is this.
 */

/** Where the work is done: Great Britain (and Northern Ireland, on sterling) or Ireland. */
export type VatCountry = SaleCountry;

/**
 * What a line is, as far as VAT cares. 'labour' covers jobs, schedules and additional services;
 * 'part' a part fitted in the repair; 'tyre', 'battery' and 'accessory' the goods Ireland keeps at
 * the standard rate. The caller knows which a part is (its catalogue category); the rate follows.
 */
export type VatLineKind = 'labour' | 'part' | 'tyre' | 'battery' | 'accessory';

/** Rates in basis points (2000 = 20%), as every price in the API carries them. */
export const VAT_RATES = {
  GB: { standard: 2000 },
  IE: { standard: 2300, repair: 1350 },
} as const;

/** The VAT rate of a line from the country and what the line is. */
export function vatRateForLine(country: VatCountry, kind: VatLineKind): number {
  if (country === 'GB') return VAT_RATES.GB.standard;
  return kind === 'labour' || kind === 'part' ? VAT_RATES.IE.repair : VAT_RATES.IE.standard;
}

/** A line's amount excluding VAT, and its rate. */
export interface TaxedAmount {
  excTax: number;
  taxRate: number;
}

/** The VAT at one rate: what it is charged on and how much it is, in minor units. */
export interface VatAtRate {
  /** Basis points: 2000 = 20%. */
  rate: number;
  excTax: number;
  vat: number;
}

/** The VAT of one line at its own rate, half up to the minor unit. */
export function lineVat(line: TaxedAmount): number {
  return taxOn(line.excTax, line.taxRate);
}

/**
 * VAT by rate for the job sheet ("VAT at 20%: £x"), highest rate first. Lines at a rate with no
 * amount still show the rate they were priced at, so a sheet of zero-priced goodwill work still
 * says what VAT would apply.
 */
export function vatByRate(lines: Iterable<TaxedAmount & { vat?: number }>): VatAtRate[] {
  const byRate = new Map<number, VatAtRate>();
  for (const line of lines) {
    const entry = byRate.get(line.taxRate) ?? { rate: line.taxRate, excTax: 0, vat: 0 };
    entry.excTax += line.excTax;
    entry.vat += line.vat ?? lineVat(line);
    byRate.set(line.taxRate, entry);
  }
  return [...byRate.values()].sort((a, b) => b.rate - a.rate);
}

/** A rate as people read it: 2000 → '20%', 1350 → '13.5%', 2300 → '23%'. */
export function vatRateLabel(rate: number): string {
  return `${(rate / 100).toFixed(2).replace(/\.?0+$/, '')}%`;
}
