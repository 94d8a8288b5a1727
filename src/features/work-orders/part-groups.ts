/**
 * Part selection's products grouped by brand (trade-features §7 "products grouped"), one heading
 * per brand on screen: brands by name, each brand's products in the order they came (the
 * catalogue's). The same for the server's answer and for the offline catalogue's parts, which come
 * ungrouped.
 */
export interface BrandGroup<C> {
  brand: string;
  choices: C[];
}

export function groupByBrand<C extends { brand: string }>(choices: readonly C[]): BrandGroup<C>[] {
  const groups = new Map<string, C[]>();
  for (const choice of choices) {
    const brand = choice.brand.trim() || 'Other brands';
    groups.set(brand, [...(groups.get(brand) ?? []), choice]);
  }
  return [...groups]
    .map(([brand, grouped]) => ({ brand, choices: grouped }))
    .sort((a, b) => a.brand.localeCompare(b.brand, 'en-GB', { sensitivity: 'base' }));
}
