import type { ProductSummary } from '../../../contract/catalogue/schemas';
import { unitOfSaleOf, unitsToCover } from '../../../contract/catalogue/unit-of-sale';
import { currencyOfCountry } from '../../../contract/money/sale-country';
import { withTax } from '../../../contract/money/tax';
import { registrationInput, vinInput } from '../../../contract/vehicles/inputs';
import { partVatKind } from '../../../contract/work-orders/part-kind';
import { vatRateForLine, type VatCountry } from '../../../contract/work-orders/pricing/vat';
import {
  ENGINE_OIL,
  quickKitComponents,
  type QuickKitComponent,
  type QuickKitType,
} from '../../../contract/work-orders/quick-kits/components';
import { quickKitMessages as m } from '../../../contract/work-orders/quick-kits/messages';
import { quickKitEntries, type RawQuickKitEntry } from '../../../contract/work-orders/quick-kits/rules';
import type {
  QuickKitAnswer,
  QuickKitBrand,
  QuickKitEntry,
  QuickKitFitment,
} from '../../../contract/work-orders/quick-kits/schemas';
import { notFound, violation } from '../../http/problem';
import type { AuthContext } from '../../http/auth-context';
import type { CatalogueService } from '../catalogue/catalogue.service';
import type { RepairDataService } from '../repair-data/repair-data.service';
import type { ShopperService } from '../shopper/shopper.service';
import { cylinders, engineOilCapacity, GENERAL_OIL_SPECIFICATION, oilSpecification } from './kit-vehicle-facts';
import type { KitCategory, KitVehicle, QuickKitsRepository } from './quick-kits.repository';
import { noTradeAccount } from './work-order-problems';
import type { WorkOrderAccount } from './work-orders.repository';

export interface QuickKitsServiceDeps {
  accounts: { accountOf(userId: string): Promise<WorkOrderAccount | null> };
  kits: QuickKitsRepository;
  catalogue: Pick<CatalogueService, 'productsByCategory'>;
  shopper: Pick<ShopperService, 'activeTecdocId'>;
  /** The vehicle lookup through repair data: a registration, VIN or make and model to a TecDoc id. */
  vehicles: Pick<RepairDataService, 'tecdocByVrm' | 'tecdocByVin' | 'tecdocByMvl'>;
}

type VehicleOptions = Record<string, string | number | boolean | null>;
type Attribute = { code: string; value: string };

/** More parts of one component than a kit ever shows fit no car. */
const PRODUCTS_PER_COMPONENT = 100;

/**
 * Quick brake and service kits (trade-features §3, §5, §7; issue 24): the catalogue's parts that
 * fit the vehicle (its TecDoc id) in each component's category, grouped by brand, priced in the
 * trade account's price list with the VAT a work order charges on the part, then the rules of §5
 * (contract/work-orders/quick-kits/rules.ts). A component the catalogue has nothing for is left
 * out (a car with rear discs has no brake shoes). Each brand offers its cheapest priced part.
 */
export function createQuickKitsService({ accounts, kits, catalogue, shopper, vehicles }: QuickKitsServiceDeps) {
  async function accountFor(auth: AuthContext): Promise<WorkOrderAccount> {
    const account = await accounts.accountOf(auth.userId);
    if (!account) throw noTradeAccount();
    return account;
  }

  /** The TecDoc id the work order's vehicle options name: the id, else a registration, a VIN or make and model. */
  async function tecdocOf(auth: AuthContext, options: VehicleOptions): Promise<number> {
    const { tecdocId, vrm, vin } = options;
    if (typeof tecdocId === 'number' && Number.isSafeInteger(tecdocId) && tecdocId > 0) return tecdocId;
    if (typeof tecdocId === 'string' && /^\d{1,9}$/.test(tecdocId) && Number(tecdocId) > 0) return Number(tecdocId);
    if (typeof vrm === 'string' && vrm.trim()) {
      const parsed = registrationInput.safeParse(vrm);
      if (!parsed.success) throw violation('vehicleOptions.vrm', parsed.error.issues[0]?.message ?? m.noVehicle);
      return (await vehicles.tecdocByVrm(auth, parsed.data)).tecdocId;
    }
    if (typeof vin === 'string' && vin.trim()) {
      const parsed = vinInput.safeParse(vin);
      if (!parsed.success) throw violation('vehicleOptions.vin', parsed.error.issues[0]?.message ?? m.noVehicle);
      return (await vehicles.tecdocByVin(auth, parsed.data)).tecdocId;
    }
    const said = (key: string) => {
      const value = options[key];
      return typeof value === 'string' && value.trim() ? value.trim().slice(0, 100) : null;
    };
    const [make, model, vehicleYear, engine, fuel] = ['make', 'model', 'vehicleYear', 'engine', 'fuel'].map(said);
    if (make && model && vehicleYear && engine && fuel) {
      return (await vehicles.tecdocByMvl(auth, { make, model, vehicleYear, engine, fuel })).tecdocId;
    }
    throw violation('vehicleOptions', m.noVehicle);
  }

  async function kitFor(type: QuickKitType, tecdocId: number, account: WorkOrderAccount): Promise<QuickKitAnswer> {
    const vehicle = await kits.vehicle(tecdocId);
    if (!vehicle) throw notFound(m.unknownVehicle);
    const currency = currencyOfCountry(account.country);
    const components = quickKitComponents[type];
    const categories = await kits.categoriesByGenart(components.map((component) => component.genArt));

    const products = (category: KitCategory, attributes: Attribute[]) =>
      catalogue
        .productsByCategory(category.id, {
          page: 1,
          itemsPerPage: PRODUCTS_PER_COMPONENT,
          sort: 'price-asc',
          attributes,
          tecdocId,
          currency,
        })
        .then((found) => found.members);
    const fitment = (found: ProductSummary[], needs: number): QuickKitFitment | null => {
      // The unit the first priced part is sold in (found cheapest first); brands sold otherwise
      // are left out, so that one quantity holds whichever brand the person chooses.
      const first = found.find((product) => product.price > 0) ?? found[0];
      if (!first) return null;
      const unit = unitOfSaleOf(first.attributes);
      const alike = found.filter((product) => unitOfSaleOf(product.attributes).covers === unit.covers);
      return {
        sku: null,
        quantity: unitsToCover(needs, unit),
        unit: unit.label,
        brands: brandsOf(alike, account.country),
      };
    };

    const entryOf = async (component: QuickKitComponent): Promise<RawQuickKitEntry | null> => {
      const category = categories.get(component.genArt);
      if (!category) return null;
      if (component.componentPart === ENGINE_OIL) return engineOilEntry(vehicle, category, products, fitment);
      const position = component.position ? [{ code: 'position', value: component.position }] : [];
      if (component.genArt === BRAKE_FLUID) return brakeFluidEntry(category, products, fitment);
      const found = await products(category, position);
      const needs =
        component.componentPart === 'Spark Plugs' ? Math.max(1, cylinders(vehicle)) : (component.needs ?? 1);
      const only = fitment(found, needs);
      return only ? { componentPart: component.componentPart, fitments: [only], engineOilCapacity: null } : null;
    };

    const raw = await Promise.all(components.map(entryOf));
    const entries = quickKitEntries(raw.filter((entry): entry is RawQuickKitEntry => entry !== null));
    return { type, tecdocId, currency, entries: await withStock(entries, account.branchId) };
  }

  /** Each brand's stock at the account's branch, so that the person chooses one the branch holds. */
  async function withStock(entries: QuickKitEntry[], branchId: string): Promise<QuickKitEntry[]> {
    const skus = entries.flatMap((entry) => entry.fitments.flatMap((fitment) => fitment.brands.map((b) => b.sku)));
    const stock = await kits.stockAt(branchId, skus);
    return entries.map((entry) => ({
      ...entry,
      fitments: entry.fitments.map((fitment) => ({
        ...fitment,
        brands: fitment.brands.map((brand) => ({ ...brand, stockAtBranch: stock.get(brand.sku) ?? 0 })),
      })),
    }));
  }

  return {
    /** The storefront's kit: the TecDoc id asked for, else the session's active vehicle. */
    async storefrontKit(auth: AuthContext, type: QuickKitType, tecdocId: number | undefined): Promise<QuickKitAnswer> {
      const account = await accountFor(auth);
      const vehicle = tecdocId ?? (await shopper.activeTecdocId(auth));
      if (!vehicle) throw violation('tecdocId', m.noVehicle);
      return kitFor(type, vehicle, account);
    },

    /** The work order's kit: the vehicle its options name, found without changing the active vehicle. */
    async workOrderKit(auth: AuthContext, type: QuickKitType, options: VehicleOptions): Promise<QuickKitAnswer> {
      const account = await accountFor(auth);
      return kitFor(type, await tecdocOf(auth, options), account);
    },
  };
}

export type QuickKitsService = ReturnType<typeof createQuickKitsService>;

const BRAKE_FLUID = 3357;
/** What a brake fluid change takes. */
const BRAKE_FLUID_LITRES = 1;

type Products = (category: KitCategory, attributes: Attribute[]) => Promise<ProductSummary[]>;
type FitmentOf = (found: ProductSummary[], needs: number) => QuickKitFitment | null;

/**
 * Each brand once, with its cheapest part priced above zero (or, when it has none, its first, for
 * §5 to drop), cheapest brand first. The price is the unit price with the surcharge in it, as the
 * work order's line will charge it, and with VAT at the rate for the part's kind.
 */
function brandsOf(found: ProductSummary[], country: VatCountry): QuickKitBrand[] {
  const byBrand = new Map<string, ProductSummary>();
  const unit = (product: ProductSummary) => product.price + product.surcharge;
  for (const product of found) {
    const held = byBrand.get(product.brand.name);
    const better = !held || (held.price <= 0 && product.price > 0) || (product.price > 0 && unit(product) < unit(held));
    if (better) byBrand.set(product.brand.name, product);
  }
  return [...byBrand.values()]
    .map((product) => {
      const excTax = unit(product);
      const taxRate = vatRateForLine(country, partVatKind(product.category.path));
      return {
        name: product.brand.name,
        logo: product.brand.logo,
        sku: product.sku,
        productName: product.productName,
        price: { excTax, incTax: withTax(excTax, taxRate) },
      };
    })
    .sort(
      (a, b) =>
        Number(b.price.excTax > 0) - Number(a.price.excTax > 0) ||
        a.price.excTax - b.price.excTax ||
        a.name.localeCompare(b.name),
    );
}

/** Oils of the maker's specification (else ACEA C3, else any) in 1 L and 5 L cans, for §5 to split. */
async function engineOilEntry(
  vehicle: KitVehicle,
  category: KitCategory,
  products: Products,
  fitment: FitmentOf,
): Promise<RawQuickKitEntry | null> {
  const capacity = engineOilCapacity(vehicle);
  if (capacity === null) return null;
  const specifications = [...new Set([oilSpecification(vehicle), GENERAL_OIL_SPECIFICATION])];
  const cansOf = async (litres: 1 | 5) => {
    const size = { code: 'capacity', value: String(litres) };
    for (const value of specifications) {
      const found = await products(category, [size, { code: 'specification', value }]);
      if (found.length) return fitment(found, capacity);
    }
    return fitment(await products(category, [size]), capacity);
  };
  const [one, five] = await Promise.all([cansOf(1), cansOf(5)]);
  if (!one && !five) return null;
  return { componentPart: ENGINE_OIL, fitments: [], engineOilCapacity: capacity, engineOilCans: { 1: one, 5: five } };
}

/** A litre of DOT 4 flushes a car's brakes; else any litre bottle, else 500 ml ones (two). */
async function brakeFluidEntry(
  category: KitCategory,
  products: Products,
  fitment: FitmentOf,
): Promise<RawQuickKitEntry | null> {
  const litre = { code: 'capacity', value: '1' };
  const choices: Attribute[][] = [
    [litre, { code: 'specification', value: 'DOT 4' }],
    [litre],
    [{ code: 'capacity', value: '0.5' }],
  ];
  for (const attributes of choices) {
    const found = fitment(await products(category, attributes), BRAKE_FLUID_LITRES);
    if (found) return { componentPart: 'Brake Fluid', fitments: [found], engineOilCapacity: null };
  }
  return null;
}
