import { engineOilSizes } from '../../../contract/work-orders/quick-kits/components';
import type { QuickKitEntry, QuickKitFitment } from '../../../contract/work-orders/quick-kits/schemas';

const litresWords = (litres: number) => `${Number(litres.toFixed(1)).toLocaleString('en-GB')} L`;

/**
 * What a kit's fitment takes, as the chooser says it beside its brands (issue 42: "capacity, pack
 * sizes and the chosen quantity are shown on the kit"): 'Takes 1 × pair', 'Takes 3', and for oil
 * 'Takes 1 × 5 litre can: 5 L for the engine's 4.3 L'. A kit read before units were said has
 * none, and shows the quantity alone.
 */
export function kitQuantityWords(entry: QuickKitEntry, fitment: QuickKitFitment): string {
  const unit = fitment.unit && fitment.unit !== 'each' ? ` × ${fitment.unit}` : '';
  const taken = `Takes ${fitment.quantity}${unit}`;
  const can = engineOilSizes.find((size) => size.componentPart === entry.componentPart);
  if (!can || !entry.engineOilCapacity) return taken;
  const held = litresWords(can.litres * fitment.quantity);
  return `${taken}: ${held} for the engine's ${litresWords(entry.engineOilCapacity)}`;
}
