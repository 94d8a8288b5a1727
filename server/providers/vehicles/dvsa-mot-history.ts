import { z } from 'zod/mini';
import { normaliseVin } from '../../../contract/vehicles/vin';
import { createAnswerCache } from './answer-cache';
import { createDvsaTokenSource } from './dvsa-token';
import { requestJson, type JsonAnswer } from './http-json';
import { recallStatusOf } from './recall-status';
import type { Throttle } from '../shared-throttle';
import { createThrottle, wait } from './token-bucket';
import {
  VehicleDataError,
  type MotHistory,
  type MotTest,
  type VehicleDataProvider,
  type VehicleRecord,
} from './vehicle-data-provider';
import { isoDay, makeAsUsuallyWritten, providerFuel, ukRegistration } from './vehicle-fields';

// The field helpers lived here first; they stay importable from here.
export { isoDay, makeAsUsuallyWritten, providerFuel, ukRegistration } from './vehicle-fields';

/**
 * Vehicle identity and MOT history from the DVSA MOT History API (providers.md "Vehicle identity
 * and MOT history"): `GET /v1/trade/vehicles/registration/{registration}` and `…/vin/{vin}`, each
 * with `Authorization: Bearer <token>` and `X-API-Key`. The token comes from an OAuth 2
 * client-credentials grant at the token URL DVSA sends with the credentials (Microsoft Entra).
 *
 * One answer holds both the vehicle and its tests, so byRegistration and motHistory share one
 * request through the answer cache. DVSA publishes 15 requests/s on average with bursts of 10 and
 * 500,000 a day: a token bucket makes callers wait their turn rather than earn a 429 (the app
 * passes one kept in the database, shared by every instance: shared-throttle.ts), and the cache
 * keeps the same vehicle from costing twice.
 *
 * 404 MOTH-NF-01 is null; 400 MOTH-IV-0x is 'invalid'; 429 MOTH-RL-01/02 is 'rate-limited'; the
 * rest (403 MOTH-FB-0x, 5xx, no answer, a body not in the documented shape, a token it cannot
 * get) is 'unavailable'. A refused token (401, or 403 MOTH-FB-02 "token expired") is renewed once
 * and the request retried once.
 */
export const DEFAULT_DVSA_API_URL = 'https://history.mot.api.gov.uk';
export const DEFAULT_DVSA_SCOPE = 'https://tapi.dvsa.gov.uk/.default';
export const DVSA_TIMEOUT_MS = 5_000;
export const DVSA_REQUESTS_PER_SECOND = 15;
export const DVSA_BURST = 10;
/**
 * MOT records change at most once a day per vehicle; an hour keeps repeat look-ups free. Each
 * instance keeps its own answers, so a record may be up to an hour old on any of them, never
 * older. The allowance is not per instance: the app shares one bucket among all (DVSA_THROTTLE_SERVICE).
 */
export const DVSA_CACHE_TTL_SECONDS = 3_600;
export const DVSA_CACHE_ENTRIES = 5_000;
/** The row of outside_service_turns that every instance takes its DVSA turns from. */
export const DVSA_THROTTLE_SERVICE = 'dvsa-mot-history';

export interface DvsaMotHistoryOptions {
  baseUrl: string;
  tokenUrl: string;
  clientId: string;
  clientSecret: string;
  apiKey: string;
  scope?: string;
  fetch?: typeof fetch;
  /** The clock for the token's lifetime, the cache and the throttle (ms). */
  now?: () => number;
  /** How the throttle waits; tests pass one that moves their clock. */
  sleep?: (ms: number) => Promise<void>;
  requestsPerSecond?: number;
  burst?: number;
  /** Turns shared with other instances (shared-throttle.ts); without it, a bucket of this process's own. */
  throttle?: Throttle;
  cacheTtlSeconds?: number;
  cacheEntries?: number;
  timeoutMs?: number;
}

const SERVICE = 'The DVSA MOT History API';

// ---- The documented answer ----

const text = z.nullish(z.string());
const stringOrNumber = z.union([z.string(), z.number()]);
const motTestBody = z.object({
  completedDate: z.string(),
  testResult: z.enum(['PASSED', 'FAILED']),
  expiryDate: text,
  odometerValue: z.nullish(stringOrNumber),
  odometerUnit: text,
  odometerResultType: z.enum(['READ', 'UNREADABLE', 'NO_ODOMETER']),
  motTestNumber: stringOrNumber,
  registrationAtTimeOfTest: text,
  dataSource: text,
  // Northern Ireland (DVA NI) records carry none.
  defects: z.nullish(z.array(z.object({ text: z.string(), type: z.string(), dangerous: z.nullish(z.boolean()) }))),
});
const vehicleBody = z.object({
  registration: z.string(),
  make: z.string(),
  model: text,
  firstUsedDate: text,
  fuelType: text,
  primaryColour: text,
  registrationDate: text,
  manufactureDate: text,
  engineSize: z.nullish(stringOrNumber),
  // Only a new vehicle, not yet tested, has these two.
  manufactureYear: z.nullish(stringOrNumber),
  motTestDueDate: text,
  hasOutstandingRecall: text,
  motTests: z.nullish(z.array(motTestBody)),
});
const errorBody = z.object({ errorCode: z.string(), errorMessage: z.nullish(z.string()) });

function toMotTest(test: z.output<typeof motTestBody>): MotTest {
  const unit = test.odometerUnit?.toUpperCase();
  return {
    completedDate: test.completedDate,
    testResult: test.testResult,
    expiryDate: isoDay(test.expiryDate),
    odometerValue: test.odometerResultType === 'READ' && test.odometerValue != null ? String(test.odometerValue) : null,
    odometerUnit: unit === 'MI' || unit === 'KM' ? unit : null,
    odometerResultType: test.odometerResultType,
    motTestNumber: String(test.motTestNumber),
    registrationAtTimeOfTest: test.registrationAtTimeOfTest ?? null,
    dataSource: test.dataSource ?? 'DVSA',
    // An unknown type is kept as DVSA wrote it: the interface shows it as text.
    defects: (test.defects ?? []).map((defect) => ({
      text: defect.text,
      type: defect.type,
      dangerous: defect.dangerous ?? false,
    })),
  };
}

const timeOf = (test: MotTest) => Date.parse(test.completedDate) || 0;

function toHistory(body: z.output<typeof vehicleBody>, vin: string | null): MotHistory {
  const fuel = providerFuel(body.fuelType);
  const cc = Number.parseInt(String(body.engineSize ?? ''), 10);
  const year = Number.parseInt(String(body.manufactureYear ?? body.manufactureDate?.slice(0, 4) ?? ''), 10);
  const motTests = (body.motTests ?? []).map(toMotTest).sort((a, b) => timeOf(b) - timeOf(a));
  const vehicle: VehicleRecord = {
    registration: body.registration.replace(/\s+/g, '').toUpperCase(),
    vin,
    make: makeAsUsuallyWritten(body.make),
    model: body.model?.trim() || null,
    fuel,
    engineCc: fuel !== 'electric' && cc > 0 ? cc : null,
    registrationDate: isoDay(body.registrationDate) ?? isoDay(body.firstUsedDate),
    manufactureYear: Number.isInteger(year) ? year : null,
    colour: body.primaryColour?.trim() || null,
    motTestDueDate: motTests.length === 0 ? isoDay(body.motTestDueDate) : null,
    tecdocId: null,
  };
  return { vehicle, motTests, hasOutstandingRecall: recallStatusOf(body.hasOutstandingRecall) };
}

export function createDvsaMotHistoryProvider(options: DvsaMotHistoryOptions): VehicleDataProvider {
  const {
    tokenUrl,
    clientId,
    clientSecret,
    apiKey,
    scope = DEFAULT_DVSA_SCOPE,
    fetch: send,
    now = Date.now,
    timeoutMs = DVSA_TIMEOUT_MS,
  } = options;
  const base = options.baseUrl.replace(/\/+$/, '');
  const throttle =
    options.throttle ??
    createThrottle(
      options.requestsPerSecond ?? DVSA_REQUESTS_PER_SECOND,
      options.burst ?? DVSA_BURST,
      now,
      options.sleep ?? wait,
    );
  const cache = createAnswerCache<MotHistory | null>(
    (options.cacheTtlSeconds ?? DVSA_CACHE_TTL_SECONDS) * 1000,
    options.cacheEntries ?? DVSA_CACHE_ENTRIES,
    now,
  );
  const token = createDvsaTokenSource({ tokenUrl, clientId, clientSecret, scope, fetch: send, now, timeoutMs });

  async function call(path: string, bearer: string): Promise<JsonAnswer> {
    await throttle();
    const headers = { authorization: `Bearer ${bearer}`, 'x-api-key': apiKey, accept: 'application/json' };
    return requestJson({ service: SERVICE, url: `${base}${path}`, init: { headers }, timeoutMs, fetch: send });
  }

  const tokenRefused = (answer: JsonAnswer) =>
    answer.status === 401 ||
    (answer.status === 403 && errorBody.safeParse(answer.body).data?.errorCode === 'MOTH-FB-02');

  /** The parsed vehicle of a 200, null for MOTH-NF-01; throws VehicleDataError for the rest. */
  async function get(path: string): Promise<z.output<typeof vehicleBody> | null> {
    let bearer = await token.get();
    let answer = await call(path, bearer);
    if (tokenRefused(answer)) {
      // Forget it unless another caller already has.
      token.forget(bearer);
      bearer = await token.get();
      answer = await call(path, bearer);
    }
    const { status, body } = answer;
    if (status === 200) {
      const vehicle = vehicleBody.safeParse(body);
      if (!vehicle.success)
        throw new VehicleDataError(
          `${SERVICE} answered with a body not in its documented shape`,
          'unavailable',
          status,
        );
      return vehicle.data;
    }
    const code = errorBody.safeParse(body).data;
    if (status === 404 && code?.errorCode === 'MOTH-NF-01') return null;
    const detail = code ? ` ${code.errorCode}${code.errorMessage ? `: ${code.errorMessage}` : ''}` : '';
    const message = `${SERVICE} answered ${status}${detail}`;
    if (status === 400 && code?.errorCode.startsWith('MOTH-IV-'))
      throw new VehicleDataError(message, 'invalid', status);
    if (status === 429) throw new VehicleDataError(message, 'rate-limited', status);
    throw new VehicleDataError(message, 'unavailable', status);
  }

  function lookUp(kind: 'registration' | 'vin', key: string): Promise<MotHistory | null> {
    return cache.get(`${kind}:${key}`, async () => {
      const body = await get(`/v1/trade/vehicles/${kind}/${encodeURIComponent(key)}`);
      if (!body) return null;
      const history = toHistory(body, kind === 'vin' ? key : null);
      // A vehicle found by VIN is then known by its registration too.
      if (kind === 'vin') cache.put(`registration:${history.vehicle.registration}`, Promise.resolve(history));
      return history;
    });
  }

  const motHistory = async (registration: string) => {
    const mark = ukRegistration(registration);
    return mark ? lookUp('registration', mark) : null;
  };

  return {
    name: 'dvsa',
    motHistory,
    byRegistration: async (registration) => (await motHistory(registration))?.vehicle ?? null,
    async byVin(vin) {
      const key = normaliseVin(vin);
      // Chassis numbers before 1981 can be shorter than 17: DVSA judges the rest (MOTH-IV-04).
      if (!/^[A-Z0-9]{1,20}$/.test(key)) throw new VehicleDataError(`'${vin}' is not a VIN`, 'invalid');
      return (await lookUp('vin', key))?.vehicle ?? null;
    },
  };
}
