import type { ProductSummary } from '../../../contract/catalogue/schemas';
import { vehicleMessages } from '../../../contract/vehicles/messages';
import {
  formatRegistration,
  isValidRegistration,
  normaliseRegistration,
} from '../../../contract/vehicles/registration';
import {
  vehicleSearchKey,
  type MotHistory,
  type MvlAnswer,
  type Refinement,
  type RecentVehicleSearch,
  type Vehicle,
  type VehicleOption,
} from '../../../contract/vehicles/schemas';
import { topPartFuel } from '../../../contract/vehicles/top-part-fuel';
import type { Clock } from '../../clock';
import { HttpProblem, notFound, violation } from '../../http/problem';
import {
  VehicleDataError,
  type VehicleDataProvider,
  type VehicleRecord,
} from '../../providers/vehicles/vehicle-data-provider';
import type { AuthContext } from '../auth/auth.service';
import type { ProductsRepository } from '../catalogue/catalogue.service';
import type { ParcRepository, ParcVariant } from './parc.repository';
import { attributesOf, refine } from './refinement';
import {
  bestGuess,
  candidatesFor,
  fuelLabel,
  modelFamilyTitle,
  toVehicle,
  variantDetails,
  vehicleDetailsOf,
  vehicleYear,
} from './vehicle-matching';
import type { ActiveVehicle, VehiclesRepository } from './vehicles.repository';
import type { PriceListCurrency } from '../../../contract/money/price-list';

interface Deps {
  parc: ParcRepository;
  vehicles: VehiclesRepository;
  products: ProductsRepository;
  provider: VehicleDataProvider;
  clock: Clock;
}

const TOP_PARTS = 12;

/** A provider that could not answer is the server's trouble (503), not the person's. */
async function ask<T>(field: 'vrm' | 'vin', call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (!(error instanceof VehicleDataError)) throw error;
    if (error.kind === 'invalid') throw violation(field, error.message);
    throw new HttpProblem(
      503,
      error.kind === 'rate-limited' ? vehicleMessages.serviceBusy : vehicleMessages.serviceUnavailable,
      undefined,
      error,
    );
  }
}

/** Vehicle search and refinement, the active vehicle, recent searches, MOT history (trade-features §4, §7). */
export function createVehiclesService({ parc, vehicles, products, provider, clock }: Deps) {
  const byTecdoc = async (ids: readonly number[]) => {
    const all = await parc.variants();
    return ids.flatMap((id) => all.filter((variant) => variant.tecdocId === id));
  };

  /** The vehicle of a registration service's record, with its candidates and the variant used. */
  const fromRecord = (record: VehicleRecord, variants: readonly ParcVariant[]) => {
    const candidates = candidatesFor(record, variants);
    const chosen = bestGuess(candidates);
    // Model and engine come from the catalogue only when the variant is certain.
    const details = vehicleDetailsOf(record, candidates.length === 1 ? chosen : null);
    return { vehicle: toVehicle(details, candidates, chosen), candidates };
  };

  /** Makes it the session's active vehicle and the newest of the recent searches. */
  const save = async (auth: AuthContext, active: ActiveVehicle, searchKey: string) => {
    // Independent writes: side by side, one round trip.
    await Promise.all([
      vehicles.setActiveVehicle(auth.sessionId, active),
      vehicles.remember(auth.userId, searchKey, active.vehicle, clock()),
    ]);
  };

  const lookup = async (
    auth: AuthContext,
    field: 'vrm' | 'vin',
    value: string,
    saveToCache: boolean,
  ): Promise<Vehicle> => {
    const record = await ask(field, () => (field === 'vrm' ? provider.byRegistration(value) : provider.byVin(value)));
    if (!record) {
      throw notFound(
        field === 'vrm'
          ? vehicleMessages.registrationNotFound(formatRegistration(value))
          : vehicleMessages.vinNotFound(value),
      );
    }
    const { vehicle, candidates } = fromRecord(record, await parc.variants());
    if (saveToCache) {
      const active: ActiveVehicle = {
        vehicle,
        record,
        year: vehicleYear(record),
        candidates: candidates.map((candidate) => candidate.tecdocId),
        refinementData: [],
      };
      await save(auth, active, vehicleSearchKey(vehicle));
    }
    return vehicle;
  };

  /** The refinement of the active vehicle after the choices given (none: all its variants). */
  const refinementOf = async (active: ActiveVehicle | null, chosen: { name: string; value: string }[]) => {
    if (!active) throw notFound(vehicleMessages.noActiveVehicle);
    const all = await byTecdoc(active.candidates);
    const left = refine(all, chosen);
    return { all, left };
  };

  const refinementAnswer = (all: ParcVariant[], left: ParcVariant[], vehicle: Vehicle | null): Refinement => ({
    allAvailableAttributesBeforeRefinement: attributesOf(all),
    attributesAfterRefinement: attributesOf(left),
    fullVehicleDetails: left.length === 1 && vehicle ? vehicle.vehicleDetails : null,
    vehicle,
  });

  /** The vehicle once one variant is chosen: the record's facts with the variant's model and engine. */
  const chosenVehicle = (active: ActiveVehicle, variant: ParcVariant, candidates: ParcVariant[]): Vehicle => {
    const details = active.record ? vehicleDetailsOf(active.record, variant) : variantDetails(variant, active.year);
    return { ...toVehicle(details, [variant], variant), candidates: candidates.length };
  };

  return {
    byVrm: (auth: AuthContext, vrm: string, saveToCache: boolean) => lookup(auth, 'vrm', vrm, saveToCache),
    byVin: (auth: AuthContext, vin: string, saveToCache: boolean) => lookup(auth, 'vin', vin, saveToCache),

    async recent(auth: AuthContext, limit: number): Promise<{ members: RecentVehicleSearch[]; total: number }> {
      return vehicles.recent(auth.userId, limit);
    },

    async manufacturers(): Promise<Record<string, string>> {
      const entries = (await parc.variants()).map((variant) => [variant.makeSlug, variant.make] as const);
      return Object.fromEntries([...entries].sort((a, b) => a[1].localeCompare(b[1])));
    },

    async models(manufacturer: string) {
      const variants = await makeVariants(await parc.variants(), manufacturer, 'manufacturer');
      const models = new Map<string, VehicleOption & { yearFrom: number; yearTo: number | null }>();
      for (const variant of variants) {
        const current = models.get(variant.model);
        // A model still made (any variant without an end year) has no end year.
        const yearTo = !current
          ? variant.yearTo
          : current.yearTo === null || variant.yearTo === null
            ? null
            : Math.max(current.yearTo, variant.yearTo);
        const yearFrom = Math.min(current?.yearFrom ?? variant.yearFrom, variant.yearFrom);
        models.set(variant.model, { name: variant.model, value: variant.model, yearFrom, yearTo });
      }
      return [...models.values()].sort((a, b) => a.name.localeCompare(b.name, 'en', { numeric: true }));
    },

    /**
     * The multi-step lookup (trade-features §4): Make, Model, VehicleYear, EngineSizeDescription,
     * Fuel. Without performFinalSearch the answer is the next step's options; with it, the
     * variants matching every step given (saveToCache makes a single one active).
     */
    async mvl(
      auth: AuthContext,
      body: {
        make: string;
        model?: string;
        vehicleYear?: string;
        engine?: string;
        fuel?: string;
        performFinalSearch: boolean;
        saveToCache: boolean;
      },
    ): Promise<MvlAnswer> {
      const currentYear = clock().getUTCFullYear();
      let variants = await makeVariants(await parc.variants(), body.make);
      if (body.model) {
        variants = variants.filter((variant) => variant.model.toLowerCase() === body.model?.toLowerCase());
        if (variants.length === 0) throw violation('model', vehicleMessages.unknownModel);
      }
      const year = body.vehicleYear ? Number(body.vehicleYear) : null;
      if (year !== null)
        variants = variants.filter(
          (v) => Number.isInteger(year) && year >= v.yearFrom && year <= (v.yearTo ?? currentYear),
        );
      if (body.engine) variants = variants.filter((variant) => variant.name === body.engine);
      if (body.fuel) variants = variants.filter((variant) => variant.fuel === body.fuel?.toLowerCase());

      if (body.performFinalSearch) {
        const searchResults = variants.map((variant) => toVehicle(variantDetails(variant, year), [variant], variant));
        const [only] = variants;
        if (body.saveToCache && only && variants.length === 1 && searchResults[0]) {
          const active: ActiveVehicle = {
            vehicle: searchResults[0],
            record: null,
            year,
            candidates: [only.tecdocId],
            refinementData: [],
          };
          await save(auth, active, vehicleSearchKey(searchResults[0]));
        }
        return { searchResults };
      }
      if (!body.model) return step('Model', variants, (v) => ({ name: v.model, value: v.model }));
      if (year === null) {
        const years = new Set<number>();
        for (const v of variants) for (let y = v.yearFrom; y <= (v.yearTo ?? currentYear); y += 1) years.add(y);
        const options = [...years].sort((a, b) => b - a).map((y) => ({ name: String(y), value: String(y) }));
        return { mvlVehicleDetails: { step: 'VehicleYear', options } };
      }
      if (!body.engine) {
        return step('EngineSizeDescription', variants, (v) => ({
          name: v.engineCc ? `${v.name} (${v.engineCc} cc)` : v.name,
          value: v.name,
        }));
      }
      return step('Fuel', variants, (v) => ({ name: fuelLabel(v.fuel), value: v.fuel }));
    },

    /**
     * Refinement of the active vehicle (trade-features §7 "refine"): the choices narrow its
     * variants; with performFinalSearch and one left, that variant becomes the active vehicle.
     */
    async refine(
      auth: AuthContext,
      body: { performFinalSearch: boolean; refinementData: { name: string; value: string }[] },
    ): Promise<Refinement> {
      const active = await vehicles.activeVehicle(auth.sessionId);
      const { all, left } = await refinementOf(active, body.refinementData);
      const [only] = left;
      if (!active || !only || left.length !== 1) return refinementAnswer(all, left, null);
      const vehicle = chosenVehicle(active, only, all);
      if (body.performFinalSearch) {
        await save(auth, { ...active, vehicle, refinementData: body.refinementData }, vehicleSearchKey(vehicle));
      }
      return refinementAnswer(all, left, vehicle);
    },

    async resetRefinement(auth: AuthContext): Promise<Refinement> {
      const active = await vehicles.activeVehicle(auth.sessionId);
      const { all, left } = await refinementOf(active, []);
      if (active) await vehicles.setActiveVehicle(auth.sessionId, { ...active, refinementData: [] });
      const [only] = left;
      return refinementAnswer(all, left, active && only && left.length === 1 ? chosenVehicle(active, only, all) : null);
    },

    async clear(auth: AuthContext): Promise<void> {
      await vehicles.setActiveVehicle(auth.sessionId, null);
    },

    async activeDetails(auth: AuthContext) {
      return (await vehicles.activeVehicle(auth.sessionId))?.vehicle.vehicleDetails ?? [];
    },

    async topParts(
      category: string,
      fuelType: string | undefined,
      currency: PriceListCurrency = 'GBP',
    ): Promise<ProductSummary[]> {
      const ids = await vehicles.topParts(category.replace(/^\/+|\/+$/g, ''), topPartFuel(fuelType), TOP_PARTS);
      const found = new Map((await products.byIds(ids, currency)).map((product) => [product.id, product]));
      return ids.flatMap((id) => found.get(id) ?? []);
    },

    async motHistory(auth: AuthContext, vrm: string | undefined): Promise<MotHistory> {
      let registration = vrm ? normaliseRegistration(vrm) : '';
      if (!registration) {
        const active = await vehicles.activeVehicle(auth.sessionId);
        registration = active?.vehicle.vehicleDetails.find((detail) => detail.name === 'VRM')?.value ?? '';
        if (!registration) throw notFound(vehicleMessages.noActiveVehicle);
      }
      if (!isValidRegistration(registration)) throw violation('vrm', 'Please enter a valid registration.');
      const shown = formatRegistration(registration);
      const history = await ask('vrm', () => provider.motHistory(registration));
      if (!history) {
        const known = await ask('vrm', () => provider.byRegistration(registration));
        const irish = known && !toVehicle(vehicleDetailsOf(known, null), [], null).hasMotHistory;
        throw notFound(irish ? vehicleMessages.noMotForIrish(shown) : vehicleMessages.noMotHistory(shown));
      }
      return {
        vrm: history.vehicle.registration,
        make: history.vehicle.make,
        model: history.vehicle.model ? modelFamilyTitle(history.vehicle.model) : null,
        motTestDueDate: history.vehicle.motTestDueDate,
        hasOutstandingRecall: history.hasOutstandingRecall,
        motHistory: [...history.motTests].sort((a, b) => b.completedDate.localeCompare(a.completedDate)),
      };
    },

    async acceptVinTerms(auth: AuthContext, userId: string) {
      if (userId !== auth.userId) throw notFound('This user could not be found.');
      const at = await vehicles.acceptVinTerms(auth.userId, clock());
      return { vinTermsAccepted: true as const, acceptedAt: at.toISOString() };
    },
  };
}

/** The variants of a make given by slug or name; an unknown make is a violation on `field`. */
async function makeVariants(
  variants: readonly ParcVariant[],
  make: string,
  field: 'make' | 'manufacturer' = 'make',
): Promise<ParcVariant[]> {
  const wanted = make.trim().toLowerCase();
  const found = variants.filter((variant) => variant.makeSlug === wanted || variant.make.toLowerCase() === wanted);
  if (found.length === 0) throw violation(field, vehicleMessages.unknownMake);
  return found;
}

function step(
  name: 'Model' | 'EngineSizeDescription' | 'Fuel',
  variants: ParcVariant[],
  option: (v: ParcVariant) => VehicleOption,
): MvlAnswer {
  const options = new Map<string, VehicleOption>();
  for (const variant of variants) {
    const value = option(variant);
    if (!options.has(value.value)) options.set(value.value, value);
  }
  return { mvlVehicleDetails: { step: name, options: [...options.values()] } };
}

export type VehiclesService = ReturnType<typeof createVehiclesService>;
