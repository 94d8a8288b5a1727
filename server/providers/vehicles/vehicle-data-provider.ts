import type { RecallStatus } from '../../../contract/vehicles/schemas';

/**
 * Where vehicle identity and MOT history come from (providers.md "Vehicle identity", "Vehicle
 * details"): the local provider answers from the demo parc's registered vehicles; the DVSA MOT
 * History API and the DVLA Vehicle Enquiry Service answer the real thing. The vehicles module
 * turns a record into the specification's name/value list and matches it to TecDoc variants.
 *
 * "Not found" is null; a provider that could not answer (network, timeout, rate limit, a token
 * it cannot get) throws a VehicleDataError, so that "no such vehicle" and "could not look" stay
 * apart. A registration or VIN the service calls invalid throws with kind 'invalid'.
 */
export type ProviderFuel = 'petrol' | 'diesel' | 'hybrid' | 'electric' | 'other';

export interface VehicleRecord {
  /** Normalised: 'WB19KFD', '191-D-12345'. */
  registration: string;
  /** Null when the source does not give it (DVLA never does). */
  vin: string | null;
  /** As the maker is usually written: 'Ford', 'Volkswagen', 'Mercedes-Benz'. */
  make: string;
  /** Null when the source has no model (DVLA). DVSA writes it in capitals: 'FOCUS'. */
  model: string | null;
  fuel: ProviderFuel;
  /** Engine capacity in cc; null for electric cars and when unknown. */
  engineCc: number | null;
  /** YYYY-MM-DD; DVLA gives only the month (taken as its first day). */
  registrationDate: string | null;
  manufactureYear: number | null;
  colour: string | null;
  /** A vehicle with no MOT test yet: when the first is due (YYYY-MM-DD). */
  motTestDueDate: string | null;
  /** The exact variant when the source knows it (the local provider does); null otherwise. */
  tecdocId: number | null;
}

export type DefectType =
  'ADVISORY' | 'MINOR' | 'MAJOR' | 'DANGEROUS' | 'FAIL' | 'PRS' | 'NON SPECIFIC' | 'SYSTEM GENERATED' | 'USER ENTERED';

export interface MotDefect {
  text: string;
  /** DVSA's type; an unknown one is kept as it came (shown as text). */
  type: DefectType | (string & {});
  dangerous: boolean;
}

export interface MotTest {
  /** ISO timestamp. */
  completedDate: string;
  testResult: 'PASSED' | 'FAILED';
  /** YYYY-MM-DD; null on a failed test. */
  expiryDate: string | null;
  /** As read, a string; null when unreadable or absent. */
  odometerValue: string | null;
  odometerUnit: 'MI' | 'KM' | null;
  odometerResultType: 'READ' | 'UNREADABLE' | 'NO_ODOMETER';
  motTestNumber: string;
  registrationAtTimeOfTest: string | null;
  dataSource: string;
  defects: MotDefect[];
}

export interface MotHistory {
  vehicle: VehicleRecord;
  /** Newest first; empty for a vehicle with no test yet (see vehicle.motTestDueDate). */
  motTests: MotTest[];
  /** DVSA's `hasOutstandingRecall`: a manufacturer's safety recall not yet done. */
  hasOutstandingRecall: RecallStatus;
}

export interface VehicleDataProvider {
  /** The source's name, for logs and the README ('local', 'dvsa', 'dvla'). */
  readonly name: string;
  byRegistration(registration: string): Promise<VehicleRecord | null>;
  byVin(vin: string): Promise<VehicleRecord | null>;
  /** Null when the vehicle is unknown, or the source keeps no MOT history (DVLA, Irish cars). */
  motHistory(registration: string): Promise<MotHistory | null>;
}

export type VehicleDataErrorKind = 'invalid' | 'rate-limited' | 'unavailable';

export class VehicleDataError extends Error {
  constructor(
    message: string,
    readonly kind: VehicleDataErrorKind,
    readonly status?: number,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'VehicleDataError';
  }
}
