import { z } from 'zod/mini';
import { vehicleDetailSchema } from '../users/schemas';

/**
 * Vehicle search answers (trade-features §3 "Vehicle details", "Refinement data"). A vehicle is
 * the specification's name/value list; the names are fixed here so both sides spell them alike.
 */
export const vehicleDetailNames = [
  'VRM',
  'VIN',
  'Make',
  'Model',
  'VehicleYear',
  'EngineSizeDescription',
  'Fuel',
  'DateOfRegistration',
] as const;
export type VehicleDetailName = (typeof vehicleDetailNames)[number];
export type VehicleDetail = z.infer<typeof vehicleDetailSchema>;

/** The value of one name in a details list; '' when absent. */
export function detailValue(details: readonly VehicleDetail[], name: VehicleDetailName): string {
  return details.find((detail) => detail.name === name)?.value ?? '';
}

/** 'Ford Focus Mk4 1.0 EcoBoost 125': make, model and engine, as the header and fitment lines say it. */
export function vehicleTitle(details: readonly VehicleDetail[]): string {
  return [detailValue(details, 'Make'), detailValue(details, 'Model'), detailValue(details, 'EngineSizeDescription')]
    .filter(Boolean)
    .join(' ');
}

/**
 * What makes two searches the same vehicle (one row of the recent searches, on the server and on
 * the device): the registration, else the VIN, else the catalogue variant.
 */
export function vehicleSearchKey(vehicle: {
  vehicleDetails: readonly VehicleDetail[];
  tecdocId: number | null;
  description: string;
}): string {
  const vrm = detailValue(vehicle.vehicleDetails, 'VRM');
  if (vrm) return `vrm:${vrm}`;
  const vin = detailValue(vehicle.vehicleDetails, 'VIN');
  if (vin) return `vin:${vin}`;
  return `tecdoc:${vehicle.tecdocId ?? vehicle.description}`;
}

/** A vehicle found by registration, VIN or make and model. */
export const vehicleSchema = z.object({
  vehicleDetails: z.array(vehicleDetailSchema),
  /**
   * The TecDoc variant the catalogue filters by: the only match, the refined choice, or while
   * more than one matches (candidates > 1) the best guess; null when nothing in the catalogue matches.
   */
  tecdocId: z.nullable(z.int()),
  /** 'Ford Focus Mk4 1.0 EcoBoost 125'. */
  description: z.string(),
  /** How many catalogue variants it may be: over 1, refinement can narrow it. */
  candidates: z.int().check(z.minimum(0)),
  /** GB and NI vehicles have an MOT history to show; Irish ones (NCT) do not. */
  hasMotHistory: z.boolean(),
});
export type Vehicle = z.infer<typeof vehicleSchema>;

export const recentVehicleSearchSchema = z.extend(vehicleSchema, {
  id: z.string(),
  searchedAt: z.string(),
});
export type RecentVehicleSearch = z.infer<typeof recentVehicleSearchSchema>;

/** One step's choice: the name shown and the value sent back. */
export const vehicleOptionSchema = z.object({ name: z.string(), value: z.string() });
export type VehicleOption = z.infer<typeof vehicleOptionSchema>;

/** The multi-step lookup's steps, in order (trade-features §4 "Vehicle lookups"). */
export const mvlSteps = ['Make', 'Model', 'VehicleYear', 'EngineSizeDescription', 'Fuel'] as const;
export type MvlStep = (typeof mvlSteps)[number];

export const mvlAnswerSchema = z.union([
  z.object({
    mvlVehicleDetails: z.object({ step: z.enum(mvlSteps), options: z.array(vehicleOptionSchema) }),
  }),
  z.object({ searchResults: z.array(vehicleSchema) }),
]);
export type MvlAnswer = z.infer<typeof mvlAnswerSchema>;

/** One attribute of the refinement (Model, Engine, Power, Body) with the values still possible. */
export const refinementAttributeSchema = z.object({ name: z.string(), options: z.array(vehicleOptionSchema) });
export type RefinementAttribute = z.infer<typeof refinementAttributeSchema>;

export const refinementSchema = z.object({
  allAvailableAttributesBeforeRefinement: z.array(refinementAttributeSchema),
  attributesAfterRefinement: z.array(refinementAttributeSchema),
  /** Set once one variant is left (and, with performFinalSearch, made the active vehicle). */
  fullVehicleDetails: z.nullable(z.array(vehicleDetailSchema)),
  vehicle: z.nullable(vehicleSchema),
});
export type Refinement = z.infer<typeof refinementSchema>;

export const motDefectSchema = z.object({ text: z.string(), type: z.string(), dangerous: z.boolean() });
export type MotDefect = z.infer<typeof motDefectSchema>;

/** One MOT test, with the DVSA MOT History API's own field names (providers.md). */
export const motTestSchema = z.object({
  completedDate: z.string(),
  testResult: z.enum(['PASSED', 'FAILED']),
  expiryDate: z.nullable(z.string()),
  odometerValue: z.nullable(z.string()),
  odometerUnit: z.nullable(z.enum(['MI', 'KM'])),
  odometerResultType: z.enum(['READ', 'UNREADABLE', 'NO_ODOMETER']),
  motTestNumber: z.string(),
  registrationAtTimeOfTest: z.nullable(z.string()),
  dataSource: z.string(),
  defects: z.array(motDefectSchema),
});
export type MotTest = z.infer<typeof motTestSchema>;

/**
 * Whether the vehicle has a manufacturer's safety recall not yet done: the DVSA MOT History API's
 * `hasOutstandingRecall` and its four values (providers.md); 'Unknown' when a source gave none.
 */
export const recallStatuses = ['Yes', 'No', 'Unknown', 'Unavailable'] as const;
export type RecallStatus = (typeof recallStatuses)[number];

export const motHistorySchema = z.object({
  vrm: z.string(),
  make: z.string(),
  model: z.nullable(z.string()),
  /** Only for a vehicle with no test yet: when the first MOT is due (YYYY-MM-DD). */
  motTestDueDate: z.nullable(z.string()),
  hasOutstandingRecall: z.enum(recallStatuses),
  /** Newest first. */
  motHistory: z.array(motTestSchema),
});
export type MotHistory = z.infer<typeof motHistorySchema>;

/** The vehicle inputs and registration rules, for the domains whose forms take a vehicle. */
export { registrationInput, vinInput } from './inputs';
export { isValidRegistration, normaliseRegistration } from './registration';
