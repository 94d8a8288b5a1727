import { models, variants } from '../../providers/car-parc';
import { variantsOfFamily } from './fitment';
import type { Catalogue, ProductRow } from './generate';

/**
 * The generated range's relations (generate.ts, after its groups are made): pads with discs and a
 * fitting kit for the same car's axle, and the filters of one service together. Each pad set
 * gets one of the discs in turn, so no disc collects hundreds. `groups` are the groups of
 * alternatives by key ('braking/brake-pads|12|front|all|…', 'filters/oil-filters|vag-1968-diesel|…').
 */
export function relationsOf(groups: ReadonlyMap<string, { members: ProductRow[] }>): Catalogue['relations'] {
  const relations: Catalogue['relations'] = [];
  const related = new Set<string>();
  const relate = (a: ProductRow | undefined, b: ProductRow | undefined, kindOfB: string, kindOfA: string) => {
    if (!a || !b || related.has(`${a.id}|${b.id}`)) return;
    related.add(`${a.id}|${b.id}`).add(`${b.id}|${a.id}`);
    relations.push(
      { productId: a.id, relatedProductId: b.id, kind: kindOfB },
      { productId: b.id, relatedProductId: a.id, kind: kindOfA },
    );
  };
  // Every product under each group-key prefix ('braking/brake-pads|12|front', 'filters/oil-filters|vag-1968-diesel').
  const under = new Map<string, ProductRow[]>();
  for (const [key, group] of groups) {
    const pieces = key.split('|');
    const prefix = pieces.slice(0, pieces[0]?.startsWith('braking/') ? 3 : 2).join('|');
    const list = under.get(prefix) ?? [];
    list.push(...group.members);
    under.set(prefix, list);
  }
  const nth = (list: ProductRow[] | undefined, index: number) => (list?.length ? list[index % list.length] : undefined);
  for (const model of models) {
    for (const axle of ['front', 'rear']) {
      const discs = under.get(`braking/brake-discs|${model.id}|${axle}`);
      const kits = under.get(`braking/fitting-kits|${model.id}|${axle}`);
      for (const [index, pad] of (under.get(`braking/brake-pads|${model.id}|${axle}`) ?? []).entries()) {
        relate(pad, nth(discs, index), 'discs', 'pads');
        relate(pad, nth(kits, index), 'fitting-kit', 'pads');
      }
    }
  }
  const families = new Set(
    variants.map((variant) => variant.engineFamily).filter((family): family is string => Boolean(family)),
  );
  for (const family of families) {
    const air = under.get(`filters/air-filters|${family}`);
    const fuel = under.get(`filters/fuel-filters|${family}`);
    const familyModels = [...new Set(variantsOfFamily(family).map((variant) => variant.modelId))];
    for (const [index, oil] of (under.get(`filters/oil-filters|${family}`) ?? []).entries()) {
      // A service for one of the cars the engine is in: its oil, air and fuel filters and that car's cabin filter.
      const cabin = under.get(`filters/cabin-filters|${familyModels[index % familyModels.length]}`);
      const service = [oil, nth(air, index), nth(fuel, index), nth(cabin, index)].filter(
        (product): product is ProductRow => Boolean(product),
      );
      for (const [at, a] of service.entries())
        for (const b of service.slice(at + 1)) relate(a, b, 'service-kit', 'service-kit');
    }
  }
  return relations;
}
