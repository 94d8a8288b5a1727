/**
 * Top part searches know two fuels (trade-features §5): a fuel other than petrol or diesel
 * (hybrid, electric, LPG, unknown) is searched as petrol.
 */
export function topPartFuel(fuel: string | null | undefined): 'petrol' | 'diesel' {
  return fuel?.trim().toLowerCase() === 'diesel' ? 'diesel' : 'petrol';
}
