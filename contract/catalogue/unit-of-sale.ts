/**
 * A part's unit of sale, and how many of it a job takes (issue 42: "quantities come from the
 * article's unit of sale against what the task needs, in one function shared by repair-time jobs
 * and quick kits").
 *
 * Repair data counts a part in its generic article's own unit (design/providers.md): a brake disc
 * job needs 2 discs, a pad job 1 pad set (one axle's), a service 4.3 litres of oil, a four-cylinder
 * engine 4 spark plugs. The catalogue sells by the unit of sale its attributes state:
 * - `capacity`: a fluid's can or bottle in litres ('5'): it covers that many litres;
 * - `pack`: the pieces one unit of sale holds ('2' for a disc pair, a wiper blade set or twin
 *   bulbs, '10' for a box of bulbs);
 * - neither: one piece, or one set where the article itself is a set (a pad set, a clutch kit).
 * So 2 discs is one pair, not two pairs; 4.3 litres is one 5 litre can or five 1 litre bottles.
 */

export interface UnitOfSale {
  /** How many of what the job counts one unit covers: 2 for a pair, 5 for a 5 litre can. */
  covers: number;
  /** A fluid, counted in litres; else pieces. */
  litres: boolean;
  /** How the screen names one unit: 'each', 'pair', 'pack of 10', '5 litre can'. */
  label: string;
}

type Attributes = readonly { code: string; value: string }[];

const POSITIVE = /^\d+(\.\d+)?$/;

/** The number an attribute states, or null when it has none above 0. */
function positive(attributes: Attributes, code: string): number | null {
  const value = attributes.find((attribute) => attribute.code === code)?.value.trim();
  if (!value || !POSITIVE.test(value)) return null;
  const number = Number(value);
  return number > 0 ? number : null;
}

const litreWords = (litres: number) => (litres < 1 ? `${litres * 1000} ml` : `${litres} litre`);

/** The unit of sale a product's attributes state. */
export function unitOfSaleOf(attributes: Attributes): UnitOfSale {
  const litres = positive(attributes, 'capacity');
  if (litres !== null)
    return { covers: litres, litres: true, label: `${litreWords(litres)} ${litres < 5 ? 'bottle' : 'can'}` };
  const pack = positive(attributes, 'pack');
  if (pack !== null && Number.isInteger(pack) && pack > 1)
    return { covers: pack, litres: false, label: pack === 2 ? 'pair' : `pack of ${pack}` };
  return { covers: 1, litres: false, label: 'each' };
}

const thousandths = (value: number) => Math.round(value * 1000);

/**
 * Units of sale to cover what a job needs: the fewest whole units that hold at least `needed`
 * (2 discs → 1 pair; 3 discs → 2 pairs; 4.3 litres → one 5 litre can or five 1 litre bottles).
 * Counted in thousandths (millilitres), so that 4.0 litres is exactly four bottles whatever the
 * floating point says. At least 1: a job that names a part takes one. `needed` not above 0 takes one unit.
 */
export function unitsToCover(needed: number, unit: Pick<UnitOfSale, 'covers'>): number {
  if (!(needed > 0) || !(unit.covers > 0)) return 1;
  return Math.max(1, Math.ceil(thousandths(needed) / thousandths(unit.covers)));
}

/** What a number of units holds beyond the need, in the need's unit (the oil left in the can). */
export function leftOver(needed: number, unit: Pick<UnitOfSale, 'covers'>): number {
  const units = unitsToCover(needed, unit);
  return (units * thousandths(unit.covers) - thousandths(Math.max(needed, 0))) / 1000;
}
