import { sql } from 'drizzle-orm';
import { unitOfSaleOf, unitsToCover } from '../../../contract/catalogue/unit-of-sale';
import type { Genart } from '../../../contract/repair-data/schemas';
import { noAnswers } from '../../../contract/work-orders/lines';
import { partName } from '../../../contract/work-orders/part-name';
import { partVatKind } from '../../../contract/work-orders/part-kind';
import { vatRateForLine } from '../../../contract/work-orders/pricing/vat';
import { genarts, type GenartKey } from '../../providers/repair-data/genarts';
import { leaves } from '../catalogue/categories';
import { type Random } from '../../prng';
import { queryRows, type Database } from '../../db/database';
import { type DemoCar } from './documents';

/**
 * The parts of a big job (big-jobs.ts): the catalogue's parts that fit the car in a task's
 * categories, the one a garage would choose for the task's axle and side, as many units of sale as
 * cover the need, priced as the server prices a work order's line.
 */
/** The oil each maker approves, as the quick service kit chooses it (modules/work-orders/kit-vehicle-facts.ts). */
export const oilSpecifications: [makes: string[], specification: string][] = [
  [['Ford'], 'Ford WSS-M2C913-D'],
  [['Volkswagen', 'Audi', 'SEAT', 'Skoda'], 'VW 504 00/507 00'],
  [['BMW', 'MINI'], 'BMW Longlife-04'],
  [['Renault', 'Dacia', 'Nissan'], 'Renault RN0720'],
  [['Mercedes-Benz'], 'MB 229.5'],
  [['Volvo'], 'Volvo VCC RBS0-2AE'],
  [['Toyota', 'Honda', 'Mazda', 'Kia', 'Hyundai'], 'ACEA C5'],
];

export interface Product {
  sku: string;
  brand: string;
  name: string;
  price: number;
  surcharge: number;
  stock: number | null;
  attributes: { code: string; value: string }[];
}

export const attribute = (product: Product, code: string) => product.attributes.find((a) => a.code === code)?.value;
export const categoryOf = (genart: number) => leaves.find((leaf) => leaf.genart === genart)?.path ?? null;
export const genartId = (key: GenartKey) => genarts[key][0];

/** The parts of the catalogue in a category that fit the car (or fit any car), in sku order, read once. */
export function catalogue(db: Database, car: DemoCar, currency: 'GBP' | 'EUR', branchId: string) {
  const found = new Map<string, Promise<Product[]>>();
  return (category: string) => {
    if (!found.has(category)) {
      found.set(
        category,
        queryRows<Product & { attributes: string | Product['attributes'] }>(
          db,
          sql`SELECT p.sku, b.name AS brand, p.name AS name, p.attributes,
                     ${currency === 'EUR' ? sql`COALESCE(p.price_eur, p.price)` : sql`p.price`} AS price,
                     ${currency === 'EUR' ? sql`p.surcharge_eur` : sql`p.surcharge`} AS surcharge,
                     (SELECT s.quantity FROM branch_stock s
                       WHERE s.product_id = p.id AND s.branch_id = ${branchId}::uuid) AS stock
                FROM products p JOIN categories c ON c.id = p.category_id JOIN brands b ON b.id = p.brand_id
               WHERE c.path = ${category} AND p.withdrawn_at IS NULL AND p.price > 0
                 AND (EXISTS (SELECT 1 FROM product_fitments f
                               WHERE f.product_id = p.id AND f.variant_id = ${car.variantId})
                      OR NOT EXISTS (SELECT 1 FROM product_fitments f WHERE f.product_id = p.id))
               ORDER BY p.sku`,
        ).then((rows) =>
          rows.map((row) => ({
            ...row,
            price: Number(row.price),
            surcharge: Number(row.surcharge ?? 0),
            stock: row.stock === null ? null : Number(row.stock),
            attributes: typeof row.attributes === 'string' ? JSON.parse(row.attributes) : row.attributes,
          })),
        ),
      );
    }
    return found.get(category)!;
  };
}

/** What a job's parts must suit: the axle of the task, and the side for a "(one side)" task. */
export interface Fit {
  axle: 'Front Axle' | 'Rear Axle' | null;
  side: 'Left' | 'Right' | null;
}

export const fitOf = (description: string, side: Fit['side']): Fit => ({
  axle: /^(Front|Track rod)/.test(description)
    ? 'Front Axle'
    : /^Rear (brake|shock|coil)/.test(description)
      ? 'Rear Axle'
      : null,
  side,
});

/** What a units-of-sale choice costs: the fewest, cheapest packs (issue 42's oil rule). */
export const coverCost = (product: Product, needed: number) =>
  unitsToCover(needed, unitOfSaleOf(product.attributes)) * (product.price + product.surcharge);

/**
 * The part a garage would put on for a genart: one that fits the car, the axle and the side;
 * fluids in the maker's specification (else any) at the lowest cost for what the task needs;
 * wiper blades as the car's set; anything else a brand drawn for the work order, the same brand
 * on both sides of the car.
 */
export async function choosePart(
  parts: (category: string) => Promise<Product[]>,
  genart: Genart,
  fit: Fit,
  car: DemoCar,
  random: Random,
): Promise<Product | null> {
  const category = categoryOf(genart.id);
  if (!category) return null;
  const fitting = (await parts(category)).filter(
    (product) =>
      (!fit.axle || !attribute(product, 'position') || attribute(product, 'position') === fit.axle) &&
      (!fit.side || !attribute(product, 'side') || attribute(product, 'side') === fit.side),
  );
  const cheapest = (candidates: Product[]) =>
    [...candidates].sort((a, b) => coverCost(a, genart.quantity) - coverCost(b, genart.quantity))[0] ?? null;
  const specified = (candidates: Product[], value: string) => {
    const approved = candidates.filter((product) => attribute(product, 'specification') === value);
    return approved.length ? approved : candidates;
  };
  if (genart.id === genartId('engineOil')) {
    const cans = fitting.filter((product) => ['1', '5'].includes(attribute(product, 'capacity') ?? ''));
    const approved = oilSpecifications.find(([makes]) => makes.includes(car.make))?.[1] ?? 'ACEA C3';
    const ofMaker = cans.filter((product) => attribute(product, 'specification') === approved);
    return cheapest(ofMaker.length ? ofMaker : specified(cans, 'ACEA C3'));
  }
  if (genart.id === genartId('brakeFluid')) return cheapest(specified(fitting, 'DOT 4'));
  if (genart.id === genartId('antifreeze')) return cheapest(fitting);
  if (genart.id === genartId('wiperBlade')) {
    const sets = fitting.filter((product) => attribute(product, 'pack') === '2');
    return sets.length ? random.pick(sets) : null;
  }
  if (genart.id === genartId('timingBeltKit')) {
    // "Timing belt and water pump - renew": the kit with the pump when there is one.
    const withPump = fitting.filter((product) => attribute(product, 'water_pump') === 'Included');
    return random.pick(withPump.length ? withPump : fitting) ?? null;
  }
  return fitting.length ? random.pick(fitting) : null;
}

/** A part on a work order line, priced as the server prices it from the catalogue. */
export function itemOf(product: Product, needed: number, category: string, country: 'GB' | 'IE') {
  return {
    product: `/products/${product.sku}`,
    quantity: unitsToCover(needed, unitOfSaleOf(product.attributes)),
    updatedProductName: null,
    additionalServiceName: null,
    additionalServicePrice: null,
    overriddenPrice: null,
    price: product.price,
    surcharge: product.surcharge,
    taxRate: vatRateForLine(country, partVatKind(category)),
    productName: partName(product.brand, product.name),
    stockAvailability: product.stock ?? 0,
    multipleOfSaleQuantity: 1,
    ...noAnswers,
  };
}
