/**
 * The category tree, two or three levels deep, with slugs and, on leaves, a TecDoc-style
 * generic article id. `weight` is how much of the range a leaf holds (brake pads and filters
 * are most of a counter's day); `part` names the template products of the leaf follow.
 */
export interface DemoCategory {
  id: number;
  parentId: number | null;
  name: string;
  slug: string;
  path: string;
  depth: number;
  position: number;
  genartId: number | null;
}

export interface LeafSpec {
  name: string;
  slug: string;
  genart: number;
  weight: number;
  part: string;
  /** The picture's name under /demo/parts/ when the slug is not unique ('fitting-kits'). */
  image?: string;
}

type Node = { name: string; slug: string; children: (Node | LeafSpec)[] };

const leaf = (name: string, slug: string, genart: number, weight: number, part: string, image?: string): LeafSpec => ({
  name,
  slug,
  genart,
  weight,
  part,
  ...(image ? { image } : {}),
});
const node = (name: string, slug: string, children: (Node | LeafSpec)[]): Node => ({ name, slug, children });

export const tree: Node[] = [
  node('Braking', 'braking', [
    leaf('Brake Pads', 'brake-pads', 402, 14, 'brakePads'),
    leaf('Brake Discs', 'brake-discs', 82, 9, 'brakeDiscs'),
    leaf('Brake Calipers', 'brake-calipers', 78, 2, 'calipers'),
    leaf('Brake Shoes & Drums', 'brake-shoes-drums', 70, 1, 'brakeShoes'),
    leaf('Brake Pad Fitting Kits', 'fitting-kits', 1133, 2, 'fittingKits'),
  ]),
  node('Filters', 'filters', [
    leaf('Oil Filters', 'oil-filters', 7, 7, 'oilFilters'),
    leaf('Air Filters', 'air-filters', 8, 5, 'airFilters'),
    leaf('Fuel Filters', 'fuel-filters', 9, 3, 'fuelFilters'),
    leaf('Cabin Filters', 'cabin-filters', 424, 4, 'cabinFilters'),
  ]),
  node('Engine', 'engine', [
    leaf('Spark Plugs', 'spark-plugs', 686, 4, 'sparkPlugs'),
    leaf('Glow Plugs', 'glow-plugs', 243, 2, 'glowPlugs'),
    leaf('Timing Belt Kits', 'timing-belt-kits', 307, 3, 'timingKits'),
    leaf('Water Pumps', 'water-pumps', 1260, 2, 'waterPumps'),
    leaf('Auxiliary Belts', 'auxiliary-belts', 305, 3, 'auxBelts'),
    leaf('Gaskets', 'gaskets', 261, 2, 'gaskets'),
    leaf('Engine Mounts', 'engine-mounts', 189, 1, 'engineMounts'),
  ]),
  node('Exhaust System', 'exhaust-system', [
    leaf('Catalytic Converters', 'catalytic-converters', 5, 1, 'catalysts'),
    leaf('Diesel Particulate Filters', 'dpf', 2830, 1, 'dpf'),
    leaf('Exhaust Pipes', 'exhaust-pipes', 19, 1, 'exhaustPipes'),
    node('Silencers', 'silencers', [
      leaf('Rear Silencers', 'rear-silencers', 15, 1, 'rearSilencers'),
      leaf('Centre Silencers', 'centre-silencers', 14, 1, 'centreSilencers'),
    ]),
    leaf('Exhaust Fitting Kits', 'fitting-kits', 566, 1, 'exhaustFitting', 'exhaust-fitting-kits'),
  ]),
  node('Suspension & Steering', 'suspension-and-steering', [
    leaf('Shock Absorbers', 'shock-absorbers', 854, 4, 'shocks'),
    leaf('Coil Springs', 'coil-springs', 219, 3, 'springs'),
    leaf('Track Rod Ends', 'track-rod-ends', 914, 2, 'trackRodEnds'),
    leaf('Anti-Roll Bar Links', 'anti-roll-bar-links', 3229, 2, 'dropLinks'),
    leaf('Wishbones & Control Arms', 'control-arms', 273, 2, 'controlArms'),
    leaf('Wheel Bearing Kits', 'wheel-bearing-kits', 654, 2, 'wheelBearings'),
  ]),
  node('Clutch', 'clutch', [
    leaf('Clutch Kits', 'clutch-kits', 479, 2, 'clutchKits'),
    leaf('Dual Mass Flywheels', 'dual-mass-flywheels', 577, 1, 'flywheels'),
  ]),
  node('Electrical', 'electrical', [
    leaf('Car Batteries', 'batteries', 1, 3, 'batteries'),
    leaf('Alternators', 'alternators', 4, 1, 'alternators'),
    leaf('Starter Motors', 'starter-motors', 2, 1, 'starters'),
  ]),
  node('Lighting', 'lighting', [
    leaf('Headlight Bulbs', 'headlight-bulbs', 1573, 3, 'headlightBulbs'),
    leaf('Signal & Interior Bulbs', 'signal-bulbs', 1574, 2, 'signalBulbs'),
    leaf('LED Bulbs', 'led-bulbs', 1575, 1, 'ledBulbs'),
  ]),
  node('Wipers', 'wipers', [
    leaf('Wiper Blades', 'wiper-blades', 298, 4, 'wiperBlades'),
    leaf('Rear Wiper Blades', 'rear-wiper-blades', 299, 1, 'rearWipers'),
    leaf('Washer Pumps', 'washer-pumps', 293, 1, 'washerPumps'),
  ]),
  node('Cooling', 'cooling', [
    leaf('Radiators', 'radiators', 470, 1, 'radiators'),
    leaf('Thermostats', 'thermostats', 316, 1, 'thermostats'),
  ]),
  node('Oils & Fluids', 'oils-and-fluids', [
    leaf('Engine Oil', 'engine-oil', 3224, 4, 'engineOil'),
    leaf('Antifreeze & Coolant', 'antifreeze', 3356, 1, 'antifreeze'),
    leaf('Brake Fluid', 'brake-fluid', 3357, 1, 'brakeFluid'),
    leaf('Screenwash', 'screenwash', 3358, 1, 'screenwash'),
  ]),
  node('Tools & Workshop', 'tools', [
    leaf('Socket Sets', 'socket-sets', 6001, 1, 'socketSets'),
    leaf('Diagnostics', 'diagnostics', 6002, 1, 'diagnostics'),
    leaf('Jacks & Axle Stands', 'jacks', 6003, 1, 'jacks'),
    leaf('Workshop Equipment', 'workshop-equipment', 6004, 1, 'workshop'),
  ]),
  node('Car Care', 'car-care', [leaf('Cleaning & Polish', 'cleaning', 7001, 1, 'carCare')]),
];

export const categories: DemoCategory[] = [];
export const leaves: (LeafSpec & { categoryId: number; path: string; root: string })[] = [];

function walk(nodes: (Node | LeafSpec)[], parent: DemoCategory | null, root: string | null): void {
  for (const [position, entry] of nodes.entries()) {
    const path = parent ? `${parent.path}/${entry.slug}` : entry.slug;
    const category: DemoCategory = {
      id: categories.length + 1,
      parentId: parent?.id ?? null,
      name: entry.name,
      slug: entry.slug,
      path,
      depth: parent ? parent.depth + 1 : 0,
      position,
      genartId: 'genart' in entry ? entry.genart : null,
    };
    categories.push(category);
    if ('children' in entry) walk(entry.children, category, root ?? entry.name);
    else leaves.push({ ...entry, categoryId: category.id, path, root: root ?? entry.name });
  }
}
walk(tree, null, null);
