// Which cars one generated product is made for (generate.ts): an anchor variant drawn for the
// part's engine kind, widened by the template's fitment rule to its axle, model, engine or
// battery case, with the label its name ends with and the group of its alternatives.
import { variants, type DemoVariant } from '../../providers/car-parc';
import { batteryCaseOf, modelOf, variantsOfFamily, variantsOfModel, vehicleName, wiperLengthsOf } from './fitment';
import type { EngineKind, PartContext, PartTemplate } from './parts';
import type { Random } from '../../prng';

const engineKindOf = (variant: DemoVariant): EngineKind | null =>
  variant.engineFamily ? (variant.engineFamily.endsWith('diesel') ? 'diesel' : 'petrol') : null;
const engineVariants = (kind: EngineKind) =>
  variants.filter((variant) => {
    const own = engineKindOf(variant);
    return own !== null && (kind === 'any' || own === kind);
  });
const anchorsFor: Record<EngineKind | 'all', DemoVariant[]> = {
  all: variants,
  any: engineVariants('any'),
  petrol: engineVariants('petrol'),
  diesel: engineVariants('diesel'),
};

/** The vehicles one product is made for, and how its name and group say so. */
export interface Vehicles {
  fits: DemoVariant[];
  /** 'Ford Focus Mk4' or 'Ford Focus Mk4 1.5 EcoBlue': appended to the name ("… for Ford Focus Mk4"). */
  label: string;
  /** The group of alternatives: same leaf, same vehicles. */
  group: string;
  /** The make whose OE numbers the group carries. */
  make: string;
  context: Omit<PartContext, 'brand'>;
}

export function chooseVehicles(r: Random, template: PartTemplate, leafPath: string): Vehicles {
  const anchor = r.pick(anchorsFor[template.engine ?? 'all']);
  const model = modelOf(anchor);
  const family = anchor.engineFamily ?? `variant-${anchor.id}`;
  const context: Omit<PartContext, 'brand'> = {
    make: template.fitment === 'universal' ? '' : model.make,
    axle: 'front',
    vehicleKey: family,
    wiper: wiperLengthsOf(model),
    battery: batteryCaseOf(anchor),
  };
  const whole = vehicleName(model);
  const withEngine = `${whole} ${anchor.engineDescription}`;
  switch (template.fitment) {
    case 'axle': {
      context.axle = r.chance(template.rear ?? 0) ? 'rear' : 'front';
      const all = variantsOfModel(model.id);
      // Most parts fit the whole range; some only the cars of one engine (bigger brakes on the bigger engines).
      const oneEngine = all.some((variant) => variant.engineFamily !== anchor.engineFamily) && r.chance(0.35);
      const fits = oneEngine
        ? all.filter((variant) => (variant.engineFamily ?? `variant-${variant.id}`) === family)
        : all;
      context.vehicleKey = `${model.id}`;
      return {
        fits,
        label: oneEngine ? withEngine : whole,
        group: `${leafPath}|${model.id}|${context.axle}|${oneEngine ? family : 'all'}`,
        make: model.make,
        context,
      };
    }
    case 'model':
      context.vehicleKey = `${model.id}`;
      return {
        fits: variantsOfModel(model.id),
        label: whole,
        group: `${leafPath}|${model.id}`,
        make: model.make,
        context,
      };
    case 'engine':
      return {
        fits: variantsOfFamily(family),
        label: withEngine,
        group: `${leafPath}|${family}`,
        make: model.make,
        context,
      };
    case 'model-engine':
      return {
        fits: variantsOfModel(model.id).filter((variant) => variant.engineFamily === anchor.engineFamily),
        label: withEngine,
        group: `${leafPath}|${model.id}|${family}`,
        make: model.make,
        context,
      };
    case 'battery':
      return {
        fits: variants.filter((variant) => batteryCaseOf(variant) === context.battery),
        label: '',
        group: `${leafPath}|${context.battery}`,
        make: '',
        context,
      };
    case 'wiper':
      // Decided once the blade is made: a single blade or a set, and its lengths.
      return { fits: [], label: '', group: leafPath, make: '', context };
    case 'universal':
      return { fits: [], label: '', group: '', make: '', context };
  }
}

/** Cars whose wipers take this blade (one length: either side) or this pair of blades (a set). */
export function wiperFits(wiper: [number] | [number, number]): DemoVariant[] {
  return variants.filter((variant) => {
    const [driver, passenger] = wiperLengthsOf(modelOf(variant));
    return wiper.length === 2
      ? driver === wiper[0] && passenger === wiper[1]
      : driver === wiper[0] || passenger === wiper[0];
  });
}

/** "Ford Focus Mk4 Ford Fiesta Mk8 …": the models a part fits, for search by model. */
export function modelWords(fits: DemoVariant[]): string {
  const names = new Set<string>();
  for (const variant of fits) names.add(vehicleName(modelOf(variant)));
  return [...names].join(' ');
}
