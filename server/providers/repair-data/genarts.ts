/**
 * TecDoc generic articles the generated tasks name, with TecDoc's own numbers and wording. They
 * are the numbers of the demo catalogue's leaf categories (demo/catalogue/categories.ts), so a
 * task's parts lead to products that fit: a test keeps the two lists in step.
 */
export const genarts = {
  brakePadSet: [402, 'Brake Pad Set, disc brake'],
  brakeDisc: [82, 'Brake Disc'],
  brakeCaliper: [78, 'Brake Caliper'],
  padAccessoryKit: [1133, 'Accessory Kit, disc brake pad'],
  brakeFluid: [3357, 'Brake Fluid'],
  oilFilter: [7, 'Oil Filter'],
  airFilter: [8, 'Air Filter'],
  fuelFilter: [9, 'Fuel Filter'],
  cabinFilter: [424, 'Filter, interior air'],
  engineOil: [3224, 'Engine Oil'],
  sparkPlug: [686, 'Spark Plug'],
  glowPlug: [243, 'Glow Plug'],
  timingBeltKit: [307, 'Timing Belt Kit'],
  waterPump: [1260, 'Water Pump'],
  ribbedBelt: [305, 'V-Ribbed Belt'],
  gasket: [261, 'Gasket, thermostat'],
  catalyticConverter: [5, 'Catalytic Converter'],
  particulateFilter: [2830, 'Soot/Particulate Filter, exhaust system'],
  endSilencer: [15, 'End Silencer'],
  exhaustMountingKit: [566, 'Mounting Kit, silencer'],
  shockAbsorber: [854, 'Shock Absorber'],
  coilSpring: [219, 'Coil Spring'],
  tieRodEnd: [914, 'Tie Rod End'],
  stabiliserLink: [3229, 'Link/Coupling Rod, stabiliser bar'],
  controlArm: [273, 'Control/Trailing Arm, wheel suspension'],
  wheelBearingKit: [654, 'Wheel Bearing Kit'],
  clutchKit: [479, 'Clutch Kit'],
  flywheel: [577, 'Flywheel'],
  battery: [1, 'Starter Battery'],
  alternator: [4, 'Alternator'],
  starter: [2, 'Starter'],
  headlightBulb: [1573, 'Bulb, headlight'],
  wiperBlade: [298, 'Wiper Blade'],
  radiator: [470, 'Radiator, engine cooling'],
  thermostat: [316, 'Thermostat, coolant'],
  antifreeze: [3356, 'Antifreeze'],
} as const satisfies Record<string, readonly [number, string]>;

export type GenartKey = keyof typeof genarts;

/** A task's part: which generic article, how many, and whether the job needs it. */
export type GenartUse = readonly [key: GenartKey, quantity: number, required: boolean];

export const genartOf = ([key, quantity, required]: GenartUse) => {
  const [id, description] = genarts[key];
  return { id, description, quantity: Math.max(1, quantity), required };
};
