import { models, variants, type DemoModel, type DemoVariant } from '../../providers/car-parc';
import { stablePick } from './part-numbers';

/**
 * Which vehicles a part fits, by the way parts are made: a model's axle (pads, discs, shocks),
 * a model (silencers, cabin filters), an engine family across models and makes (oil filters,
 * plugs, timing kits), one engine in one model (clutch kits, radiators), a wiper length, a
 * battery case size, or nothing at all (oils, bulbs, tools: universal).
 */
export type FitmentKind = 'axle' | 'model' | 'engine' | 'model-engine' | 'wiper' | 'battery' | 'universal';

export const modelOf = (variant: DemoVariant) => models[variant.modelId - 1] as DemoModel;
export const vehicleName = (model: DemoModel) => `${model.make} ${model.name}`;

const byModel = new Map<number, DemoVariant[]>();
const byFamily = new Map<string, DemoVariant[]>();
for (const variant of variants) {
  byModel.set(variant.modelId, [...(byModel.get(variant.modelId) ?? []), variant]);
  if (variant.engineFamily)
    byFamily.set(variant.engineFamily, [...(byFamily.get(variant.engineFamily) ?? []), variant]);
}
export const variantsOfModel = (modelId: number): DemoVariant[] => byModel.get(modelId) ?? [];
export const variantsOfFamily = (family: string): DemoVariant[] => byFamily.get(family) ?? [];

/** Each model's driver-side and passenger-side wiper blade lengths in mm, fixed by the model. */
export function wiperLengthsOf(model: DemoModel): [driver: number, passenger: number] {
  const key = `${model.make} ${model.name}`;
  const driver =
    model.bodyType === 'SUV' || model.bodyType === 'Van'
      ? stablePick(key, [600, 650, 650, 700])
      : model.bodyType === 'Hatchback' || model.bodyType === 'Convertible'
        ? stablePick(key, [530, 550, 600, 650])
        : stablePick(key, [600, 650, 650]);
  return [driver, stablePick(`${key} passenger`, [340, 380, 400, 425, 450, 475])];
}

/** The UK battery case code (063, 096, 019 …) a variant takes: bigger engines, diesels and SUVs take bigger ones. */
export function batteryCaseOf(variant: DemoVariant): string {
  const sizes = ['063', '075', '096', '100', '110', '115', '019'];
  if (variant.fuel === 'electric') return '063';
  const cc = variant.engineCc ?? 0;
  let size = cc < 1100 ? 0 : cc < 1400 ? 1 : cc < 1700 ? 2 : 3;
  if (variant.engineFamily?.endsWith('diesel')) size += 1;
  if (variant.bodyType === 'SUV' || variant.bodyType === 'Van') size += 1;
  if (variant.fuel === 'hybrid') size = Math.max(size, 2);
  return sizes[Math.min(size, sizes.length - 1)] as string;
}
