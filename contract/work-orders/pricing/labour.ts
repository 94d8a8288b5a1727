import { percentToBasisPoints } from '../../money/tax';
import { requireMinutes } from './time';

/**
 * Labour (trade-features §3, §4; design/providers.md "Labour: rate × time per job, a garage's own
 * uplift on top of book time"). A rate per hour in minor units, excluding VAT, times a time.
 *
 * Uplift is a percentage on labour only: it is the garage's margin on book time, so parts (priced
 * from the catalogue) and additional services (a price the person typed) never carry it. The work
 * order's uplift may be null (§4: on a pending order the server applies the account's default);
 * these functions take the uplift in force (effectiveUplift), and 0 prices without uplift.
 *
 * Rounding: once per line, half up on the exact value of rate × time × (1 + uplift), in integers.
 * Rounding the time or the uplift first would put a penny between the device and a person with a
 * calculator; once, on the exact value, is what both get (1.10 h at £75 is £82.50, with 10% uplift
 * £90.75, not £82.50 + £8.25 rounded twice). No tie rule beyond half up is needed for fairness:
 * labour is never negative.
 */

/** A rate per hour as a line carries it: `labourRate: { id, rate }`. */
export interface LabourRateOfLine {
  /** Minor units per hour, excluding VAT. */
  rate: number;
}

/**
 * A job's time as the job line carries it. `calculatedTime` is the time after overlap (repair
 * data's rule, '00:00' for a job covered by other work); a line without it yet uses `time`.
 */
export interface JobTime {
  time: string;
  overrideTime?: string | null;
  calculatedTime?: string | null;
}

const BASIS_POINTS = 10_000;
const MINUTES_PER_HOUR = 60;
const HUNDREDTHS_PER_HOUR = 100;

/** §4: the work order's own uplift, or the account's default when it is null. */
export function effectiveUplift(uplift: number | null | undefined, accountDefault: number): number {
  return uplift ?? accountDefault;
}

/** An uplift in per cent → basis points (12.5 → 1250); a RangeError when negative or not a number. */
export function upliftBasisPoints(upliftPercent: number): number {
  if (!Number.isFinite(upliftPercent) || upliftPercent < 0) {
    throw new RangeError(`An uplift must be a percentage of 0 or more: ${upliftPercent}`);
  }
  return percentToBasisPoints(upliftPercent);
}

function assertWhole(value: number, what: string): void {
  if (!Number.isSafeInteger(value) || value < 0) {
    throw new RangeError(`${what} must be a whole number of 0 or more: ${value}`);
  }
}

/** round(rate × amount × (10,000 + uplift) / (unitsPerHour × 10,000)), half up, in integers. */
function labourPrice(ratePerHour: number, amount: number, unitsPerHour: number, upliftPercent: number): number {
  assertWhole(ratePerHour, 'A labour rate');
  assertWhole(amount, 'A time');
  const numerator = BigInt(ratePerHour) * BigInt(amount) * BigInt(BASIS_POINTS + upliftBasisPoints(upliftPercent));
  const denominator = BigInt(unitsPerHour * BASIS_POINTS);
  const price = Number((numerator * 2n + denominator) / (denominator * 2n));
  if (!Number.isSafeInteger(price)) throw new RangeError('The labour price is too large to count in minor units');
  return price;
}

/** Labour for whole minutes at a rate per hour, with the uplift in per cent (default none). */
export function labourPriceForMinutes(ratePerHour: number, minutes: number, upliftPercent = 0): number {
  return labourPrice(ratePerHour, minutes, MINUTES_PER_HOUR, upliftPercent);
}

/** Labour for repair data's hundredths of an hour (a maintenance schedule's task times). */
export function labourPriceForHundredths(ratePerHour: number, hundredths: number, upliftPercent = 0): number {
  return labourPrice(ratePerHour, hundredths, HUNDREDTHS_PER_HOUR, upliftPercent);
}

/**
 * The minutes a job is charged for: the override when the person set one, else the time after
 * overlap, else the book time. The override wins even over a job the overlap covered: it is the
 * person's deliberate figure, and the screen shows it. A time that is not 'HH:MM' throws.
 */
export function jobLabourMinutes(job: JobTime): number {
  if (job.overrideTime != null) return requireMinutes(job.overrideTime, 'overrideTime');
  if (job.calculatedTime != null) return requireMinutes(job.calculatedTime, 'calculatedTime');
  return requireMinutes(job.time, 'time');
}

/** A job's labour excluding VAT: its rate × its charged time, with the uplift in force. */
export function jobLabourPrice(job: JobTime & { labourRate: LabourRateOfLine }, upliftPercent: number): number {
  return labourPriceForMinutes(job.labourRate.rate, jobLabourMinutes(job), upliftPercent);
}
