/**
 * What a quick kit holds (trade-features §1, §3: "quick kits (brake or service)"): the components
 * a workshop fits in a brake job or a service, each named as the kit's entries name it
 * (`componentPart`) and found in the catalogue by its TecDoc generic article number, as the
 * repair data names parts (design/providers.md: 402 pads, 82 discs, 7 oil filter, …). A component
 * on one axle says which (`position`, the catalogue's attribute). The server answers only the
 * components the catalogue has parts for on the vehicle: a car with rear discs has no shoes.
 */
export const quickKitTypes = ['brake', 'service'] as const;
export type QuickKitType = (typeof quickKitTypes)[number];

export interface QuickKitComponent {
  componentPart: string;
  /** The TecDoc generic article number of the catalogue category it comes from. */
  genArt: number;
  position?: 'Front Axle' | 'Rear Axle';
  /**
   * What the job needs of the article, in its own unit (contract/catalogue/unit-of-sale.ts): an
   * axle's 2 discs, a litre of brake fluid; 1 when unsaid (a pad set, a filter). Spark plugs are
   * one per cylinder and engine oil the engine's capacity, which the vehicle decides.
   */
  needs?: number;
}

/** The entry the Engine Oil component becomes before §5 splits it by can size. */
export const ENGINE_OIL = 'Engine Oil';

export const quickKitComponents: Record<QuickKitType, readonly QuickKitComponent[]> = {
  brake: [
    { componentPart: 'Front Brake Pads', genArt: 402, position: 'Front Axle' },
    { componentPart: 'Front Brake Discs', genArt: 82, position: 'Front Axle', needs: 2 },
    { componentPart: 'Rear Brake Pads', genArt: 402, position: 'Rear Axle' },
    { componentPart: 'Rear Brake Discs', genArt: 82, position: 'Rear Axle', needs: 2 },
    // Drums and shoes instead of rear discs, on the cars that have them.
    { componentPart: 'Rear Brake Shoes', genArt: 70, position: 'Rear Axle' },
    { componentPart: 'Brake Fluid', genArt: 3357 },
  ],
  service: [
    { componentPart: 'Oil Filter', genArt: 7 },
    { componentPart: 'Air Filter', genArt: 8 },
    { componentPart: 'Cabin Filter', genArt: 424 },
    { componentPart: 'Fuel Filter', genArt: 9 },
    { componentPart: 'Spark Plugs', genArt: 686 },
    { componentPart: ENGINE_OIL, genArt: 3224 },
  ],
};

/** The two entries Engine Oil is split into (§5), and the can size each holds, in litres. */
export const engineOilSizes = [
  { componentPart: 'Engine Oil 1L', litres: 1 },
  { componentPart: 'Engine Oil 5L', litres: 5 },
] as const;
