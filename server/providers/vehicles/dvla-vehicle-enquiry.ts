import { z } from 'zod/mini';
import { requestJson } from './http-json';
import { VehicleDataError, type VehicleDataProvider, type VehicleRecord } from './vehicle-data-provider';
import { isoDay, makeAsUsuallyWritten, providerFuel, ukRegistration } from './vehicle-fields';

/**
 * Vehicle details from the DVLA Vehicle Enquiry Service (providers.md "Vehicle details"):
 * `POST /vehicle-enquiry/v1/vehicles` with `x-api-key` and `{"registrationNumber"}`.
 *
 * DVLA tells make, colour, fuel, engine capacity, year and month of first registration, but no
 * model and no VIN (both null), and keeps no MOT history: motHistory answers null (the factory
 * asks DVSA instead when it is configured). It has no look-up by VIN either, so byVin answers
 * null without a request: "no such vehicle here", never an error.
 *
 * 404 is null; 400 ENQ103 (bad registration) is 'invalid'; 429 is 'rate-limited'; 500 ENQ108,
 * 503 (maintenance), no answer and a body not in the documented shape are 'unavailable'.
 */
export const DEFAULT_DVLA_API_URL = 'https://driver-vehicle-licensing.api.gov.uk';
export const DVLA_TIMEOUT_MS = 5_000;

export interface DvlaVehicleEnquiryOptions {
  baseUrl: string;
  apiKey: string;
  fetch?: typeof fetch;
  timeoutMs?: number;
}

const SERVICE = 'The DVLA Vehicle Enquiry Service';

const vehicleBody = z.object({
  registrationNumber: z.string(),
  make: z.string(),
  colour: z.nullish(z.string()),
  fuelType: z.nullish(z.string()),
  engineCapacity: z.nullish(z.number()),
  yearOfManufacture: z.nullish(z.int()),
  monthOfFirstRegistration: z.nullish(z.string()),
  motStatus: z.nullish(z.string()),
  motExpiryDate: z.nullish(z.string()),
});
const errorsBody = z.object({
  errors: z
    .array(
      z.object({
        status: z.nullish(z.union([z.string(), z.number()])),
        code: z.nullish(z.string()),
        title: z.nullish(z.string()),
        detail: z.nullish(z.string()),
      }),
    )
    .check(z.minLength(1)),
});

/** DVLA's status for a vehicle never tested; its motExpiryDate is then when the first test is due. */
const NO_MOT_YET = 'No details held by DVLA';

const titleCase = (value: string) =>
  value
    .toLowerCase()
    .replace(/(^|[\s-])(\p{L})/gu, (_, before: string, letter: string) => before + letter.toUpperCase());

function toRecord(body: z.output<typeof vehicleBody>): VehicleRecord {
  const fuel = providerFuel(body.fuelType);
  const month = body.monthOfFirstRegistration ?? '';
  return {
    registration: body.registrationNumber.replace(/\s+/g, '').toUpperCase(),
    vin: null,
    make: makeAsUsuallyWritten(body.make),
    model: null,
    fuel,
    engineCc: fuel !== 'electric' && body.engineCapacity ? body.engineCapacity : null,
    // DVLA gives the month only: taken as its first day.
    registrationDate: /^\d{4}-\d{2}$/.test(month) ? `${month}-01` : null,
    manufactureYear: body.yearOfManufacture ?? null,
    colour: body.colour ? titleCase(body.colour) : null,
    motTestDueDate: body.motStatus === NO_MOT_YET ? isoDay(body.motExpiryDate) : null,
    tecdocId: null,
  };
}

export function createDvlaVehicleEnquiryProvider({
  baseUrl,
  apiKey,
  fetch: send,
  timeoutMs = DVLA_TIMEOUT_MS,
}: DvlaVehicleEnquiryOptions): VehicleDataProvider {
  const url = `${baseUrl.replace(/\/+$/, '')}/vehicle-enquiry/v1/vehicles`;

  async function byRegistration(registration: string): Promise<VehicleRecord | null> {
    const registrationNumber = ukRegistration(registration);
    if (!registrationNumber) return null;
    const init = {
      method: 'POST',
      headers: { 'x-api-key': apiKey, 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({ registrationNumber }),
    };
    const { status, body } = await requestJson({ service: SERVICE, url, init, timeoutMs, fetch: send });
    if (status === 200) {
      const vehicle = vehicleBody.safeParse(body);
      if (!vehicle.success)
        throw new VehicleDataError(
          `${SERVICE} answered with a body not in its documented shape`,
          'unavailable',
          status,
        );
      return toRecord(vehicle.data);
    }
    const error = errorsBody.safeParse(body).data?.errors[0];
    // Only DVLA's own "Vehicle Not Found" is null: a 404 from elsewhere (a wrong URL) is a fault.
    if (status === 404 && error) return null;
    const detail = error ? ` ${error.code ?? ''}: ${error.detail ?? error.title ?? ''}` : '';
    const message = `${SERVICE} answered ${status}${detail}`;
    if (status === 400 && error?.code === 'ENQ103') throw new VehicleDataError(message, 'invalid', status);
    if (status === 429) throw new VehicleDataError(message, 'rate-limited', status);
    throw new VehicleDataError(message, 'unavailable', status);
  }

  return {
    name: 'dvla',
    byRegistration,
    byVin: async () => null,
    motHistory: async () => null,
  };
}
