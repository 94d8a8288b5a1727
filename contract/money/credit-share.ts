import { taxOn } from './tax';

/**
 * What crediting part of a charged line gives back (issue 43: credits never exceed payments).
 *
 * The share is worked out on the running total, the units credited so far with this credit
 * included, and each credit gives the step from what earlier credits gave: net in proportion to
 * the units (half up), VAT on that net as the line's was (per line), the whole line once every
 * unit is credited. Credited one by one or all at once, a line never gives back more than it
 * charged, and its credits add up to it exactly. (Working out each credit on its own units and
 * rounding up every time gave back more: 99 washers at 8p returned one by one were credited
 * £9.90 of a £9.60 line.) Amounts are minor units, not negative.
 */
export interface ChargedLine {
  units: number;
  netAmount: number;
  vatAmount: number;
  /** Basis points: 2000 is 20%. */
  vatRate: number;
}

export interface Credited {
  units: number;
  netAmount: number;
  vatAmount: number;
}

/** What a line has given back in all once `units` of it are credited. */
export function creditedOnceOf(line: ChargedLine, units: number): { netAmount: number; vatAmount: number } {
  if (units >= line.units) return { netAmount: line.netAmount, vatAmount: line.vatAmount };
  const netAmount = Math.min(Math.floor((line.netAmount * units * 2 + line.units) / (line.units * 2)), line.netAmount);
  return { netAmount, vatAmount: Math.min(taxOn(netAmount, line.vatRate), line.vatAmount) };
}

/** The step from `before` to `to`, never below nothing nor past what is left of `whole`. */
const step = (to: number, before: number, whole: number) => Math.max(0, Math.min(to - before, whole - before));

/** One credit of `quantity` more units after what `credited` already gave back. */
export function creditShareOf(
  line: ChargedLine,
  credited: Credited,
  quantity: number,
): { netAmount: number; vatAmount: number } {
  const total = creditedOnceOf(line, credited.units + quantity);
  return {
    netAmount: step(total.netAmount, credited.netAmount, line.netAmount),
    vatAmount: step(total.vatAmount, credited.vatAmount, line.vatAmount),
  };
}
