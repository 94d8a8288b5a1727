import type { RefinementAttribute, VehicleOption } from '../../../contract/vehicles/schemas';
import type { ParcVariant } from './parc.repository';

/**
 * Refinement (trade-features §3, §4): the attributes in which a vehicle's possible variants
 * differ, each with its values. Choosing values narrows the variants; one left is the vehicle.
 */
interface AttributeDef {
  name: string;
  option: (variant: ParcVariant) => VehicleOption;
}

const years = (variant: ParcVariant) => `${variant.yearFrom}–${variant.yearTo ?? ''}`;

export const refinementAttributes: AttributeDef[] = [
  { name: 'Model', option: (v) => ({ name: `${v.model} (${years(v)})`, value: v.model }) },
  { name: 'Engine', option: (v) => ({ name: v.name, value: v.name }) },
  {
    name: 'Power',
    option: (v) => ({ name: `${v.powerKw} kW (${Math.round(v.powerKw * 1.36)} PS)`, value: String(v.powerKw) }),
  },
  { name: 'Body', option: (v) => ({ name: v.bodyType, value: v.bodyType }) },
];

/** Every attribute with the distinct values the variants have, in the variants' order. */
export function attributesOf(variants: readonly ParcVariant[]): RefinementAttribute[] {
  return refinementAttributes.map(({ name, option }) => {
    const options = new Map<string, VehicleOption>();
    for (const variant of variants) {
      const value = option(variant);
      if (!options.has(value.value)) options.set(value.value, value);
    }
    return { name, options: [...options.values()] };
  });
}

/** The variants having every chosen value; an unknown attribute name is ignored. */
export function refine(
  variants: readonly ParcVariant[],
  chosen: readonly { name: string; value: string }[],
): ParcVariant[] {
  return variants.filter((variant) =>
    chosen.every(({ name, value }) => {
      const def = refinementAttributes.find((attribute) => attribute.name === name);
      return !def || def.option(variant).value === value;
    }),
  );
}
