import type { QuickKitType } from './components';
import type { QuickKitAnswer, QuickKitEntry } from './schemas';

/**
 * What the person does with a kit before it goes on the work order: choose a brand for each
 * fitment, and deselect the components they are not doing (the rear pads on a front-only brake
 * job). Trade-features §4: "Selecting a new kit type clears its deselected components": choosing
 * the brake kit (again) starts it whole, with nothing deselected from an earlier choice; the
 * other type's deselections are its own and stay.
 */
export interface QuickKitSelections {
  /** The kit type chosen last, or null before any. */
  type: QuickKitType | null;
  /** The components left out of each kit, by componentPart. */
  deselected: Record<QuickKitType, readonly string[]>;
}

export const noQuickKitSelections: QuickKitSelections = { type: null, deselected: { brake: [], service: [] } };

/** §4: selecting a kit type clears that type's deselected components. */
export function selectKitType(state: QuickKitSelections, type: QuickKitType): QuickKitSelections {
  return { type, deselected: { ...state.deselected, [type]: [] } };
}

/** Leaves a component out of its kit, or puts it back. */
export function toggleComponent(
  state: QuickKitSelections,
  type: QuickKitType,
  componentPart: string,
): QuickKitSelections {
  const current = state.deselected[type];
  const deselected = current.includes(componentPart)
    ? current.filter((part) => part !== componentPart)
    : [...current, componentPart];
  return { ...state, deselected: { ...state.deselected, [type]: deselected } };
}

/** The kit as the person keeps it: the entries they have not deselected. */
export function keptEntries(kit: Pick<QuickKitAnswer, 'type' | 'entries'>, state: QuickKitSelections): QuickKitEntry[] {
  const left = state.deselected[kit.type];
  return kit.entries.filter((entry) => !left.includes(entry.componentPart));
}

/**
 * Chooses a brand (by its sku) for one fitment of one entry; null unchooses it. A sku that is not
 * one of that fitment's brands changes nothing: a kit never holds a part it did not offer.
 */
export function chooseBrand<K extends { entries: readonly QuickKitEntry[] }>(
  kit: K,
  componentPart: string,
  fitmentIndex: number,
  sku: string | null,
): K {
  const entries = kit.entries.map((entry) => {
    if (entry.componentPart !== componentPart) return entry;
    const fitments = entry.fitments.map((fitment, index) => {
      if (index !== fitmentIndex) return fitment;
      if (sku !== null && !fitment.brands.some((brand) => brand.sku === sku)) return fitment;
      return { ...fitment, sku };
    });
    return { ...entry, fitments };
  });
  return { ...kit, entries };
}

/**
 * The items of the work order's quick-kit line (lines.ts): one per fitment of each kept entry,
 * with its chosen sku (null while unchosen, counted in "selections required") and quantity.
 */
export function quickKitItemsOf(kit: Pick<QuickKitAnswer, 'type' | 'entries'>, state: QuickKitSelections) {
  return keptEntries(kit, state).flatMap((entry) =>
    entry.fitments.map((fitment) => ({
      componentPart: entry.componentPart,
      sku: fitment.sku,
      quantity: fitment.quantity,
      additionalServiceName: null,
      additionalServicePrice: null,
    })),
  );
}

/** Selections required on the work order itself: its quick-kit lines' items with no sku yet. */
export function lineSelectionsRequired(
  kits: readonly { workOrderQuickKitItems: readonly { sku: string | null }[] }[],
): number {
  return kits.reduce((total, kit) => total + kit.workOrderQuickKitItems.filter((item) => item.sku === null).length, 0);
}
