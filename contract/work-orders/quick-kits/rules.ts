import { isPriced } from '../../money/price-on-request';
import { isValidLogoUrl } from '../../theme';
import { isAdditionalServiceHalfFilled } from '../pricing/parts';
import { unitsToCover } from '../../catalogue/schemas';
import { ENGINE_OIL, engineOilSizes } from './components';
import { engineOilPlan } from './engine-oil';
import type { QuickKitBrand, QuickKitEntry, QuickKitFitment } from './schemas';

/**
 * The rules of trade-features §5 for quick kits, pure so that the server (answering a kit) and
 * the device (showing one, counting what is left to choose) read a kit alike:
 *
 * - "The Engine Oil service kit is split into 'Engine Oil 1L' and 'Engine Oil 5L' entries when
 *   the matching product is not null" (splitEngineOil), each only when the cheapest plan of cans
 *   uses that size (engine-oil.ts).
 * - "Quick brake and service kits drop any brand without a non-zero excTax price, and drop
 *   fitments with no brands" (dropUnpricedBrands). An entry left with no fitment stays, empty: the
 *   screen says there is no priced part for it rather than hiding the component.
 * - "A brand logo must be a URL whose path ends .jpg, .jpeg, .png, .svg or .webp" (kitLogo).
 * - "Selections required equals the number of unselected fitments in the brake and service kit
 *   lists" (selectionsRequired; selection.ts for what the person chose).
 * - "Quick kit items are flagged when additionalServiceName or additionalServicePrice is present
 *   but empty" (isQuickKitItemFlagged).
 */

/** The Engine Oil entry before the split: the fitment of each can size, null when there is no such product. */
export interface EngineOilCans {
  1: QuickKitFitment | null;
  5: QuickKitFitment | null;
}
export type RawQuickKitEntry = QuickKitEntry & { engineOilCans?: EngineOilCans };

/** Cans of `litres` to hold the engine's oil alone: 4.3 L is 5 one-litre bottles or one 5-litre can. */
export function engineOilCans(capacityLitres: number, litres: number): number {
  return unitsToCover(capacityLitres, { covers: litres });
}

const cheapest = (fitment: QuickKitFitment | null): number | null =>
  fitment?.brands.reduce<number | null>(
    (low, brand) =>
      isPriced(brand.price.excTax) && (low === null || brand.price.excTax < low) ? brand.price.excTax : low,
    null,
  ) ?? null;

/**
 * Engine Oil becomes an 'Engine Oil 1L' and an 'Engine Oil 5L' entry (§5), each only when the
 * plan of cans (engine-oil.ts) uses that size, with the number of cans it takes: a kit never
 * holds both five bottles and a can for one engine (issue 42). With no size priced, each size the
 * catalogue has stays, holding the engine alone, for dropUnpricedBrands to empty. Without either
 * product the Engine Oil entry stays as it came. Other entries pass unchanged.
 */
export function splitEngineOil(entries: readonly RawQuickKitEntry[]): QuickKitEntry[] {
  return entries.flatMap(({ engineOilCans: cans, ...entry }) => {
    if (entry.componentPart !== ENGINE_OIL || !cans) return [entry];
    const capacity = entry.engineOilCapacity ?? 0;
    const plan = engineOilPlan(
      capacity,
      engineOilSizes.map(({ litres }) => ({ litres, price: cheapest(cans[litres]) })),
    );
    const split = engineOilSizes.flatMap(({ componentPart, litres }) => {
      const fitment = cans[litres];
      const count = plan.size ? (plan.get(litres) ?? 0) : engineOilCans(capacity, litres);
      return fitment && count > 0
        ? [{ componentPart, fitments: [{ ...fitment, quantity: count }], engineOilCapacity: entry.engineOilCapacity }]
        : [];
    });
    return split.length ? split : [entry];
  });
}

/** Brands priced above zero excluding VAT, in fitments that keep a brand; a choice of a dropped brand is undone. */
export function dropUnpricedBrands(entries: readonly QuickKitEntry[]): QuickKitEntry[] {
  return entries.map((entry) => ({
    ...entry,
    fitments: entry.fitments.flatMap((fitment) => {
      const brands = fitment.brands.filter((brand) => isPriced(brand.price.excTax));
      if (!brands.length) return [];
      const chosen = fitment.sku !== null && brands.some((brand) => brand.sku === fitment.sku);
      return [{ ...fitment, sku: chosen ? fitment.sku : null, brands }];
    }),
  }));
}

/** A brand's logo when it is a URL to an image, else null (no broken image on the screen). */
export function kitLogo(url: string | null | undefined): string | null {
  return url && isValidLogoUrl(url) ? url : null;
}

const withCheckedLogos = (entries: QuickKitEntry[]): QuickKitEntry[] =>
  entries.map((entry) => ({
    ...entry,
    fitments: entry.fitments.map((fitment) => ({
      ...fitment,
      brands: fitment.brands.map((brand): QuickKitBrand => ({ ...brand, logo: kitLogo(brand.logo) })),
    })),
  }));

/** A kit's entries as answered: Engine Oil split, unpriced brands and empty fitments dropped, logos checked. */
export function quickKitEntries(raw: readonly RawQuickKitEntry[]): QuickKitEntry[] {
  return withCheckedLogos(dropUnpricedBrands(splitEngineOil(raw)));
}

/**
 * Selections required: the fitments still unchosen (sku null) in the brake and service kit
 * lists, each list as the person keeps it (the components they deselected are not in it).
 */
export function selectionsRequired(kits: readonly { entries: readonly QuickKitEntry[] }[]): number {
  return kits.reduce(
    (total, kit) =>
      total +
      kit.entries.reduce((sum, entry) => sum + entry.fitments.filter((fitment) => fitment.sku === null).length, 0),
    0,
  );
}

/**
 * §5: a kit item is flagged when its additional service is half filled in (a name with no price,
 * or a price with no name): the same test as a work-order item's (pricing/parts.ts).
 */
export function isQuickKitItemFlagged(item: {
  additionalServiceName?: string | null;
  additionalServicePrice?: number | string | null;
}): boolean {
  return isAdditionalServiceHalfFilled(item);
}
