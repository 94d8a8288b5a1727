import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local stand-in for the DVSA MOT History API and its token service, speaking their documented
 * wire format (providers.md "Vehicle identity and MOT history"):
 *
 * - `POST /tenant/oauth2/v2.0/token`, form-encoded client credentials → `{token_type, expires_in,
 *   ext_expires_in, access_token}`, or Entra's 401 `{error: 'invalid_client', …}`;
 * - `GET /v1/trade/vehicles/registration/{registration}` and `…/vin/{vin}`, needing
 *   `Authorization: Bearer` and `X-API-Key`, answering one of the two 200 shapes or
 *   `{errorCode, errorMessage, requestId}`.
 *
 * Like the DVLA test environment, fixed registrations give each outcome (DVSA_REGISTRATIONS).
 * Tokens can be revoked (401 MOTH-UA-01) or expired (403 MOTH-FB-02) to test renewal. It
 * listens on 127.0.0.1, on a port of the system's choosing, and records every request.
 */
export interface RecordedRequest {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  body: string;
}

export interface FakeDvsa {
  url: string;
  tokenUrl: string;
  requests: RecordedRequest[];
  /** Requests to the API, leaving out the token service. */
  apiRequests(): RecordedRequest[];
  tokenRequests(): number;
  /** Every token issued, oldest first. */
  issuedTokens: string[];
  /** Every token issued so far is refused from now on: 401 MOTH-UA-01, or 403 MOTH-FB-02 "expired". */
  revokeTokens(answer?: 'unauthorised' | 'expired'): void;
  /** Refuse every token, even new ones: a renewal that does not help. */
  refuseEveryToken(refuse: boolean): void;
  close(): Promise<void>;
}

export const FAKE_DVSA_CREDENTIALS = {
  clientId: 'workbay-test-client',
  clientSecret: 'fake-client-secret',
  apiKey: 'fake-dvsa-api-key',
};
export const FAKE_DVSA_SCOPE = 'https://tapi.dvsa.gov.uk/.default';
/** What the token service says a token lives: Entra's usual hour less a second. */
export const FAKE_TOKEN_LIFETIME_SECONDS = 3599;
export const SLOW_ANSWER_MS = 2_000;

export const DVSA_REGISTRATIONS = {
  withTests: 'WB19KFD',
  newVehicle: 'YK73NEW',
  northernIreland: 'BAZ7301',
  notFound: 'ER19NFD',
  invalid: 'ER19BAD',
  rateLimited: 'ER19LMT',
  quotaUsed: 'ER19QTA',
  serverError: 'ER19ERR',
  maintenance: 'ER19MNT',
  forbidden: 'ER19FBN',
  slow: 'ER19SLW',
  notJson: 'ER19HTM',
  misshapen: 'ER19SHP',
} as const;
export const DVSA_VIN = 'WF0XXXGCDXKY12345';

const defect = (type: string, text: string, dangerous = false) => ({ text, type, dangerous });

const fordFocus = {
  registration: 'WB19KFD',
  make: 'FORD',
  model: 'FOCUS',
  firstUsedDate: '2019-06-28',
  fuelType: 'Petrol',
  primaryColour: 'Blue',
  registrationDate: '2019-06-28',
  manufactureDate: '2019-06-20',
  engineSize: '999',
  hasOutstandingRecall: 'No',
  // Not in date order: the adapter puts the newest first.
  motTests: [
    {
      completedDate: '2023-06-15T10:02:11.000Z',
      testResult: 'PASSED',
      expiryDate: '2024-06-27',
      odometerValue: '30511',
      odometerUnit: 'MI',
      odometerResultType: 'READ',
      motTestNumber: '512345678901',
      registrationAtTimeOfTest: 'WB19KFD',
      dataSource: 'DVSA',
      defects: [defect('ADVISORY', 'Nearside Front Tyre worn close to legal limit/worn on edge (5.2.3 (e))')],
    },
    {
      completedDate: '2024-06-20T14:31:05.000Z',
      testResult: 'PASSED',
      expiryDate: '2025-06-27',
      odometerValue: '41235',
      odometerUnit: 'MI',
      odometerResultType: 'READ',
      motTestNumber: '712345678903',
      registrationAtTimeOfTest: 'WB19KFD',
      dataSource: 'DVSA',
      defects: [
        defect('ADVISORY', 'Offside Rear Brake pipe slightly corroded (1.1.11 (c))'),
        defect('USER ENTERED', 'Wiper blades near end of life'),
        // A type DVSA may add one day: kept as it came.
        defect('MONITORED', 'Exhaust has a minor leak of gases (6.1.2 (a))'),
      ],
    },
    {
      completedDate: '2024-06-20T09:12:44.000Z',
      testResult: 'FAILED',
      expiryDate: null,
      odometerValue: '41230',
      odometerUnit: 'MI',
      odometerResultType: 'READ',
      motTestNumber: '712345678902',
      registrationAtTimeOfTest: 'WB19KFD',
      dataSource: 'DVSA',
      defects: [
        defect('MAJOR', 'Nearside Front Tyre tread depth below requirements of 1.6mm (5.2.3 (e))'),
        defect('DANGEROUS', 'Offside Front Brake pipe excessively corroded (1.1.11 (c))', true),
        defect('MINOR', 'Nearside Rear Registration plate lamp inoperative (4.7.1 (b))'),
        defect('PRS', 'Offside Headlamp aim too high (4.1.2 (a))'),
        defect('FAIL', 'Windscreen wiper does not clear the windscreen effectively (3.4 (b))'),
      ],
    },
  ],
};

const kiaNiro = {
  registration: 'YK73NEW',
  make: 'KIA',
  model: 'NIRO',
  firstUsedDate: '2023-09-30',
  fuelType: 'Electric',
  primaryColour: 'White',
  registrationDate: '2023-09-30',
  manufactureDate: '2023-09-01',
  engineSize: '0',
  hasOutstandingRecall: 'Unknown',
  manufactureYear: '2023',
  motTestDueDate: '2026-09-29',
};

const northernIrishMercedes = {
  registration: 'BAZ7301',
  make: 'MERCEDES-BENZ',
  model: 'C 220 D SPORT',
  firstUsedDate: '2016-03-11',
  fuelType: 'Diesel',
  primaryColour: 'Grey',
  registrationDate: '2016-03-11',
  manufactureDate: '2016-02-02',
  engineSize: '2143',
  hasOutstandingRecall: 'Unavailable',
  motTests: [
    {
      completedDate: '2024-03-02T11:00:00.000Z',
      testResult: 'PASSED',
      expiryDate: '2025-03-10',
      odometerValue: '88104',
      odometerUnit: 'MI',
      odometerResultType: 'READ',
      motTestNumber: '300123456789',
      dataSource: 'DVA NI',
    },
    {
      completedDate: '2023-03-06T15:40:00.000Z',
      testResult: 'PASSED',
      expiryDate: '2024-03-10',
      odometerValue: null,
      odometerUnit: null,
      odometerResultType: 'UNREADABLE',
      motTestNumber: '300123456700',
      dataSource: 'DVA NI',
    },
  ],
};

const vehicles: Record<string, object> = { WB19KFD: fordFocus, YK73NEW: kiaNiro, BAZ7301: northernIrishMercedes };
const byVin: Record<string, object> = { [DVSA_VIN]: fordFocus };

export async function startFakeDvsa({ tokenLifetimeSeconds = FAKE_TOKEN_LIFETIME_SECONDS } = {}): Promise<FakeDvsa> {
  const requests: RecordedRequest[] = [];
  const tokens = new Map<string, 'valid' | 'unauthorised' | 'expired'>();
  const issuedTokens: string[] = [];
  let refuseAll = false;
  let requestIds = 0;

  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const url = new URL(request.url ?? '/', 'http://fake.invalid');
      const body = Buffer.concat(chunks).toString('utf8');
      requests.push({ method: request.method ?? '', path: url.pathname, headers: request.headers, body });
      const send = (status: number, answer: object | string) => {
        response.writeHead(status, { 'content-type': typeof answer === 'string' ? 'text/html' : 'application/json' });
        response.end(typeof answer === 'string' ? answer : JSON.stringify(answer));
      };
      const fail = (status: number, errorCode: string, errorMessage: string) =>
        send(status, { errorCode, errorMessage, requestId: `fake-request-${++requestIds}` });

      if (url.pathname === '/tenant/oauth2/v2.0/token') {
        const form = new URLSearchParams(body);
        const good =
          request.method === 'POST' &&
          request.headers['content-type'] === 'application/x-www-form-urlencoded' &&
          form.get('grant_type') === 'client_credentials' &&
          form.get('client_id') === FAKE_DVSA_CREDENTIALS.clientId &&
          form.get('client_secret') === FAKE_DVSA_CREDENTIALS.clientSecret &&
          form.get('scope') === FAKE_DVSA_SCOPE;
        if (!good)
          return send(401, {
            error: 'invalid_client',
            error_description: 'AADSTS7000215: Invalid client secret provided.',
            error_codes: [7000215],
          });
        const token = `fake-token-${issuedTokens.length + 1}`;
        issuedTokens.push(token);
        tokens.set(token, 'valid');
        return send(200, {
          token_type: 'Bearer',
          expires_in: tokenLifetimeSeconds,
          ext_expires_in: tokenLifetimeSeconds,
          access_token: token,
        });
      }

      const match = /^\/v1\/trade\/vehicles\/(registration|vin)\/([^/]+)$/.exec(url.pathname);
      if (!match || request.method !== 'GET') return fail(404, 'MOTH-NF-02', 'The URL requested has not been found');
      if (request.headers['x-api-key'] !== FAKE_DVSA_CREDENTIALS.apiKey)
        return fail(403, 'MOTH-FB-03', 'The API key sent with the request is not recognised');
      const bearer = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1];
      if (!bearer) return fail(403, 'MOTH-FB-04', 'The access token is missing from the request');
      const state = refuseAll ? 'unauthorised' : (tokens.get(bearer) ?? 'unauthorised');
      if (state === 'unauthorised') return fail(401, 'MOTH-UA-01', 'Your authorisation failed');
      if (state === 'expired') return fail(403, 'MOTH-FB-02', 'The access token sent with the request has expired');

      const [, kind, raw = ''] = match;
      const key = decodeURIComponent(raw);
      if (kind === 'vin') {
        if (!/^[A-HJ-NPR-Z0-9]{17}$/.test(key))
          return fail(400, 'MOTH-IV-04', 'The vehicle identification number provided in the request is invalid');
        const vehicle = byVin[key];
        return vehicle ? send(200, vehicle) : fail(404, 'MOTH-NF-01', 'The vehicle requested has not been found');
      }
      if (!/^[A-Z0-9]{1,7}$/.test(key)) return fail(400, 'MOTH-IV-03', 'The VRM provided in the request is invalid');
      switch (key) {
        case DVSA_REGISTRATIONS.invalid:
          return fail(400, 'MOTH-IV-03', 'The VRM provided in the request is invalid');
        case DVSA_REGISTRATIONS.rateLimited:
          return fail(429, 'MOTH-RL-02', 'Too many requests sent in a short time. Wait a few minutes and try again');
        case DVSA_REGISTRATIONS.quotaUsed:
          return fail(429, 'MOTH-RL-01', 'You have exceeded your daily usage allowance');
        case DVSA_REGISTRATIONS.serverError:
          return fail(500, 'MOTH-UN-01', 'Unknown error encountered');
        case DVSA_REGISTRATIONS.maintenance:
          return send(503, '<html><body>Service Unavailable</body></html>');
        case DVSA_REGISTRATIONS.forbidden:
          return fail(403, 'MOTH-FB-01', 'You do not have permission to access this endpoint');
        case DVSA_REGISTRATIONS.notJson:
          return send(200, '<html><body>Bad gateway</body></html>');
        case DVSA_REGISTRATIONS.misshapen:
          return send(200, { registration: key, motTests: 'none' });
        case DVSA_REGISTRATIONS.slow: {
          const timer = setTimeout(() => send(200, fordFocus), SLOW_ANSWER_MS);
          response.on('close', () => clearTimeout(timer));
          return;
        }
      }
      const vehicle = vehicles[key];
      return vehicle ? send(200, vehicle) : fail(404, 'MOTH-NF-01', 'The vehicle requested has not been found');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const url = `http://127.0.0.1:${port}`;
  const isToken = (recorded: RecordedRequest) => recorded.path.endsWith('/token');
  return {
    url,
    tokenUrl: `${url}/tenant/oauth2/v2.0/token`,
    requests,
    apiRequests: () => requests.filter((recorded) => !isToken(recorded)),
    tokenRequests: () => requests.filter(isToken).length,
    issuedTokens,
    revokeTokens(answer = 'unauthorised') {
      for (const token of tokens.keys()) tokens.set(token, answer);
    },
    refuseEveryToken(refuse) {
      refuseAll = refuse;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
